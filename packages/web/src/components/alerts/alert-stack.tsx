import { useEffect, useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { ALERT_TYPE, type AlertType } from '@siteline/shared';
import { useTranslateText } from '../../lib/i18n.ts';
import type { AlertStore, AppAlert } from './alerts-store.ts';

const SEVERITY: Record<AlertType, AlertColor> = {
  [ALERT_TYPE.success]: 'success',
  [ALERT_TYPE.info]: 'info',
  [ALERT_TYPE.warning]: 'warning',
  [ALERT_TYPE.error]: 'error',
};

function AlertItem({ alert, onDismiss }: { alert: AppAlert; onDismiss: (id: number) => void }) {
  const translate = useTranslateText();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(alert.id), alert.durationMs);
    return () => window.clearTimeout(timer);
  }, [alert.id, alert.durationMs, onDismiss]);

  return (
    <Slide direction="left" in mountOnEnter unmountOnExit>
      <Alert
        variant="filled"
        severity={SEVERITY[alert.type]}
        onClose={() => onDismiss(alert.id)}
        sx={{ boxShadow: 4, alignItems: 'center' }}
      >
        {translate(alert.message)}
      </Alert>
    </Slide>
  );
}

/** The visible stack of notices, newest at the bottom, top right under the app bar. */
export function AlertStack({ store }: { store: AlertStore }) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  if (alerts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        width: { sm: 420 },
      }}
    >
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={store.dismiss} />
      ))}
    </Stack>
  );
}
