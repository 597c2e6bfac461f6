import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TAG_ERROR_DURATION_MS, type WorkerTag } from '@siteline/shared';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useAssignWorkerTag, useEndWorkerTag, useTagTypes } from '../api/worker-tags.ts';

export interface WorkersTagDialogProps {
  open: boolean;
  projectId: number;
  workerId: number;
  /** null: assign a tag; a tag: end it (only its end date changes). */
  tag: WorkerTag | null;
  /** The project's today (a timesheet date, from the tag list): a new tag's default start. */
  today: string;
  onClose: () => void;
}

/**
 * Assign or end a tag (spec 002 §3): "A new tag defaults to indefinite with today as start date.
 * Editing an existing tag only sets its end date." A failed save says "Error saving tag" for
 * 12 s, and the dialog keeps the server's reason (who holds the tag) in view.
 */
export function WorkersTagDialog({
  open,
  projectId,
  workerId,
  tag,
  today,
  onClose,
}: WorkersTagDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const types = useTagTypes(projectId);
  const assign = useAssignWorkerTag(projectId, workerId);
  const end = useEndWorkerTag(projectId, workerId);
  const [tagText, setTagText] = useState('');
  const [tagTypeId, setTagTypeId] = useState(1);
  const [range, setRange] = useState<'Indefinite' | 'Limited'>('Indefinite');
  const [start, setStart] = useState(today);
  const [endDate, setEndDate] = useState(tag?.EndDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = assign.isPending || end.isPending;

  const fail = (error: unknown) => {
    const detail = describeError(error).message;
    setProblem(detail);
    alerts.error(t('workerBadges.tags.saveError'), TAG_ERROR_DURATION_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (tag) {
      end.mutate(
        { workerTagId: tag.WorkerTagId, lastDate: endDate },
        { onSuccess: onClose, onError: fail },
      );
      return;
    }
    assign.mutate(
      {
        Tag: tagText,
        TagTypeId: tagTypeId,
        ValidThroughRange: range,
        StartDateInclusive: start,
        EndDateInclusive: range === 'Limited' ? endDate : null,
      },
      { onSuccess: onClose, onError: fail },
    );
  };

  const canSave = tag
    ? endDate !== ''
    : tagText.trim() !== '' && start !== '' && (range === 'Indefinite' || endDate !== '');

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {tag
            ? t('workerBadges.tagDialog.endTitle', { tag: tag.Tag })
            : t('workerBadges.tagDialog.assignTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" data-testid="tag-dialog-error">
                {problem}
              </Alert>
            )}
            {tag ? (
              <TextField
                type="date"
                label={t('workerBadges.tagDialog.lastDate')}
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
                helperText={t('workerBadges.tagDialog.endHelp')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tag.StartDate } }}
                required
                autoFocus
              />
            ) : (
              <>
                <TextField
                  label={t('workerBadges.tagDialog.tag')}
                  value={tagText}
                  onChange={(e) => setTagText(e.target.value)}
                  helperText={t('workerBadges.tagDialog.tagHelp')}
                  slotProps={{ htmlInput: { maxLength: 64 } }}
                  required
                  autoFocus
                />
                <TextField
                  select
                  label={t('workerBadges.tagDialog.type')}
                  value={tagTypeId}
                  onChange={(e) => setTagTypeId(Number(e.target.value))}
                >
                  {(
                    types.data ?? [{ TagTypeId: 1, Name: 'BLE Badge', WirelessProtocol: 'BLE' }]
                  ).map((type) => (
                    <MenuItem key={type.TagTypeId} value={type.TagTypeId}>
                      {type.Name}
                    </MenuItem>
                  ))}
                </TextField>
                <div>
                  <FormLabel id="tag-range-label">{t('workerBadges.tagDialog.range')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="tag-range-label"
                    value={range}
                    onChange={(e) => setRange(e.target.value as 'Indefinite' | 'Limited')}
                  >
                    <FormControlLabel
                      value="Indefinite"
                      control={<Radio />}
                      label={t('workerBadges.tagDialog.indefinite')}
                    />
                    <FormControlLabel
                      value="Limited"
                      control={<Radio />}
                      label={t('workerBadges.tagDialog.limited')}
                    />
                  </RadioGroup>
                </div>
                <TextField
                  type="date"
                  label={t('workerBadges.tagDialog.start')}
                  value={start}
                  onChange={(e) => setStart(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  required
                />
                {range === 'Limited' && (
                  <TextField
                    type="date"
                    label={t('workerBadges.tagDialog.end')}
                    value={endDate}
                    onChange={(e) => setEndDate(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start } }}
                    required
                  />
                )}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('workerBadges.tagDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !canSave}>
            {busy ? t('workerBadges.tagDialog.saving') : t('workerBadges.tagDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
