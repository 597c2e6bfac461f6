import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  smsSegments,
  type EvacuationAddPerson,
  type EvacuationSessionWorker,
  type Tradesman,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { NoSmsProvider } from '@/components/outbox-warning/no-sms-provider.tsx';
import { useOnline } from '../api/evacuation-network.ts';
import { useTradesmen } from '../api/evacuation-tradesmen.ts';
import { EvacuationDialog } from './evacuation-dialog.tsx';

/** spec 002 §3 add worker to session: a worker (search-tradesmen) or someone by name. */
export function EvacuationAddDialog(props: {
  projectId: number;
  busy: boolean;
  onClose: () => void;
  onAdd: (body: EvacuationAddPerson, shown: { name: string; company: string }) => void;
}) {
  const { t } = useTranslation();
  // The worker search needs the network; with none, someone is added by name and sent later.
  const offline = !useOnline();
  const [kind, setKind] = useState<'worker' | 'visitor'>(offline ? 'visitor' : 'worker');
  const [search, setSearch] = useState('');
  const [worker, setWorker] = useState<Tradesman | null>(null);
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [note, setNote] = useState('');
  const found = useTradesmen(props.projectId, search);
  const ready = kind === 'worker' ? worker !== null : name.trim() !== '';
  return (
    <EvacuationDialog
      open
      title={t('evacuation.add.title')}
      confirmLabel={t('evacuation.add.save')}
      cancelLabel={t('evacuation.add.cancel')}
      busy={props.busy}
      canConfirm={ready}
      onClose={props.onClose}
      onConfirm={() =>
        kind === 'worker'
          ? props.onAdd(
              { WorkerId: worker!.WorkerId, ...(note.trim() ? { Note: note.trim() } : {}) },
              { name: worker!.WorkerName, company: worker!.CompanyName },
            )
          : props.onAdd(
              {
                DisplayName: name.trim(),
                ...(company.trim() ? { DisplayCompanyName: company.trim() } : {}),
                ...(note.trim() ? { Note: note.trim() } : {}),
              },
              { name: name.trim(), company: company.trim() || t('evacuation.add.visitorCompany') },
            )
      }
    >
      <Stack spacing={2}>
        <RadioGroup value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          <FormControlLabel value="worker" control={<Radio />} label={t('evacuation.add.worker')} />
          <FormControlLabel
            value="visitor"
            control={<Radio />}
            label={t('evacuation.add.visitor')}
          />
        </RadioGroup>
        {kind === 'worker' ? (
          <Autocomplete
            options={found.data ?? []}
            getOptionLabel={(w) => `${w.WorkerName} · ${w.CompanyName}`}
            filterOptions={(options) => options}
            inputValue={search}
            onInputChange={(_e, value, reason) => reason !== 'reset' && setSearch(value)}
            onChange={(_e, value) => setWorker(value)}
            value={worker}
            loading={found.isFetching}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('evacuation.rollCall.search')}
                helperText={offline ? t('evacuation.add.offline') : undefined}
              />
            )}
          />
        ) : (
          <>
            <TextField
              label={t('evacuation.add.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label={t('evacuation.add.company')}
              value={company}
              onChange={(e) => setCompany(e.target.value)}
            />
          </>
        )}
        <TextField
          label={t('evacuation.add.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Stack>
    </EvacuationDialog>
  );
}

/** spec 002 §3 edit a person's foreman or note (replace operations). */
export function EvacuationEditDialog(props: {
  person: EvacuationSessionWorker;
  foremen: readonly string[];
  busy: boolean;
  onClose: () => void;
  onSave: (change: { note: string; foreman: string }) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState(props.person.Note ?? '');
  const [foreman, setForeman] = useState(props.person.ForemansName ?? '');
  return (
    <EvacuationDialog
      open
      title={t('evacuation.edit.title', { name: props.person.DisplayName })}
      confirmLabel={t('evacuation.edit.save')}
      cancelLabel={t('evacuation.edit.cancel')}
      busy={props.busy}
      onClose={props.onClose}
      onConfirm={() => props.onSave({ note, foreman })}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Autocomplete
          freeSolo
          options={[...props.foremen]}
          inputValue={foreman}
          onInputChange={(_e, value) => setForeman(value)}
          renderInput={(params) => <TextField {...params} label={t('evacuation.edit.foreman')} />}
        />
        <TextField
          label={t('evacuation.edit.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
        />
      </Stack>
    </EvacuationDialog>
  );
}

/** Text the session's outstanding people (or all): the segments shown before sending. */
export function EvacuationTextDialog(props: {
  busy: boolean;
  onClose: () => void;
  onSend: (body: { TextMessage: string; OnlyOutstanding: boolean }) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [onlyOutstanding, setOnlyOutstanding] = useState(true);
  const segments = smsSegments(message.trim()).segments;
  return (
    <EvacuationDialog
      open
      title={t('evacuation.text.title')}
      confirmLabel={t('evacuation.text.send')}
      cancelLabel={t('evacuation.text.cancel')}
      busy={props.busy}
      canConfirm={message.trim() !== ''}
      onClose={props.onClose}
      onConfirm={() =>
        props.onSend({ TextMessage: message.trim(), OnlyOutstanding: onlyOutstanding })
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('evacuation.text.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={3}
          helperText={t('evacuation.text.segments', { count: segments })}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={onlyOutstanding}
              onChange={(e) => setOnlyOutstanding(e.target.checked)}
            />
          }
          label={t('evacuation.text.onlyOutstanding')}
        />
        <NoSmsProvider kind="evacuation" when="before" />
      </Stack>
    </EvacuationDialog>
  );
}

/** Finish (spec 002 §3: a confirmation), saying how many are still outstanding. */
export function EvacuationFinishDialog(props: {
  outstanding: number;
  busy: boolean;
  onClose: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EvacuationDialog
      open
      title={t('evacuation.finish.title')}
      confirmLabel={t('evacuation.finish.confirm')}
      cancelLabel={t('evacuation.finish.cancel')}
      busy={props.busy}
      danger
      onClose={props.onClose}
      onConfirm={props.onFinish}
    >
      <Typography>{t('evacuation.finish.text', { outstanding: props.outstanding })}</Typography>
    </EvacuationDialog>
  );
}
