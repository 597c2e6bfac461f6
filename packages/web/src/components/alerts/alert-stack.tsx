import { useEffect, useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Slide from '@mui/material/Slide';
import { ALERT_TYPE, type AlertType } from '@siteline/shared';
import { useTranslateText } from '@/lib/i18n.ts';
import { NoticeStack } from '../notice-stack/notice-stack.tsx';
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

/**
 * The visible stack of notices, newest at the bottom, top right under the app bar; six at a time
 * (spec 002 §9), each counting its time from when it shows.
 */
export function AlertStack({ store }: { store: AlertStore }) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  return (
    <NoticeStack
      notices={alerts}
      getKey={(alert) => alert.id}
      renderNotice={(alert) => <AlertItem alert={alert} onDismiss={store.dismiss} />}
      onDismissAll={store.dismissAll}
    />
  );
}
