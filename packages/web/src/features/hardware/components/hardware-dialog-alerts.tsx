import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { READER_SAVE_ALERT_MS } from '@siteline/shared';

export interface DialogAlert {
  id: number;
  message: string;
}

function DialogAlertItem({
  alert,
  onDismiss,
}: {
  alert: DialogAlert;
  onDismiss: (id: number) => void;
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(alert.id), READER_SAVE_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [alert.id, onDismiss]);
  return (
    <Alert severity="error" variant="filled" onClose={() => onDismiss(alert.id)}>
      {alert.message}
    </Alert>
  );
}

/** spec 002 §8: each failure of a reader save is a red alert inside the dialog for 4 s. */
export function HardwareDialogAlerts({
  alerts,
  onDismiss,
}: {
  alerts: readonly DialogAlert[];
  onDismiss: (id: number) => void;
}) {
  if (alerts.length === 0) return null;
  return (
    <Stack spacing={1} aria-live="assertive" sx={{ mb: 2 }}>
      {alerts.map((alert) => (
        <DialogAlertItem key={alert.id} alert={alert} onDismiss={onDismiss} />
      ))}
    </Stack>
  );
}
