import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVACUATION_MESSAGES, type EvacuationInitialData } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { NoSmsProvider } from '@/components/outbox-warning/no-sms-provider.tsx';
import { formatCount } from '@/lib/numbers.ts';
import { useStartEvacuation } from '../api/evacuation-api.ts';
import { EvacuationDialog } from './evacuation-dialog.tsx';

/** The session id is kept on the device (spec 002 §5), so a tablet reopens its roll call. */
export const SESSION_STORAGE_KEY = (projectId: number) => `siteline.evacuation.${projectId}`;

/**
 * No session running: who a session would hold, and Start (spec 002 §3): a confirmation with the
 * optional text, on by default only when someone has a phone number (or in demo mode).
 */
export function EvacuationStart(props: {
  projectId: number;
  initial: EvacuationInitialData;
  /** Reads the figures again: the panel may have been open since before the crew arrived. */
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const start = useStartEvacuation(props.projectId);
  const [open, setOpen] = useState(false);
  const defaultOn =
    props.initial.EvacuationSessionWorkersWithPhoneNumnbersCount > 0 || props.initial.IsDemo;
  // Untouched (null), the text follows the latest figures, read again when Start is pressed.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const send = chosen ?? defaultOn;
  const [message, setMessage] = useState(t('evacuation.start.defaultMessage'));

  // The promise, not mutate's callbacks: the push of the new session can reach this screen before
  // the answer does and replace the start with the roll call; the message must still show.
  const onConfirm = () =>
    start.mutateAsync({ SendTextMessage: send, TextMessage: message.trim() }).then(
      ({ EvacuationSessionId }) => {
        localStorage.setItem(SESSION_STORAGE_KEY(props.projectId), String(EvacuationSessionId));
        alerts.success(EVACUATION_MESSAGES.created);
        setOpen(false);
      },
      (error: unknown) => alerts.fail(error),
    );

  const figures: [string, number][] = [
    [t('evacuation.start.onSite'), props.initial.TotalEvacuationSessionWorkersOnSite],
    [t('evacuation.start.unassigned'), props.initial.UnassignedEvacuationSessionWorkersOnSite],
    [t('evacuation.start.withPhone'), props.initial.EvacuationSessionWorkersWithPhoneNumnbersCount],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('evacuation.start.heading')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 5 }} component="dl">
          {figures.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 32, fontWeight: 700 }}>
                {formatCount(value)}
              </Typography>
            </div>
          ))}
        </Stack>
        <div>
          <Button
            variant="contained"
            color="error"
            size="large"
            sx={{ minHeight: 56, px: 4, fontSize: 18 }}
            onClick={() => {
              props.refresh();
              setChosen(null);
              setOpen(true);
            }}
          >
            {t('evacuation.start.button')}
          </Button>
        </div>
      </Stack>
      <EvacuationDialog
        open={open}
        title={t('evacuation.start.title')}
        confirmLabel={t('evacuation.start.confirm')}
        cancelLabel={t('evacuation.start.cancel')}
        busy={start.isPending}
        danger
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
      >
        <Stack spacing={2}>
          <Typography>{t('evacuation.start.text')}</Typography>
          <FormControlLabel
            control={<Checkbox checked={send} onChange={(e) => setChosen(e.target.checked)} />}
            label={t('evacuation.start.sendText')}
          />
          {send && (
            <TextField
              label={t('evacuation.start.message')}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={2}
              helperText={props.initial.IsDemo ? t('evacuation.start.demo') : undefined}
            />
          )}
          {send && !props.initial.IsDemo && <NoSmsProvider kind="evacuation" when="before" />}
        </Stack>
      </EvacuationDialog>
    </Paper>
  );
}
