import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { useOutboxHealth } from './get-outbox-health.ts';
import { outboxDuration } from './outbox-duration.ts';

await loadLocales('components/outbox-warning');

/**
 * On every project's home: the SMS provider or the mail server has taken nothing for minutes
 * while messages wait (they are tried again until their deadline; the warning says so), or
 * texts wait on a server that has no SMS provider at all.
 */
export function OutboxWarning() {
  const { t } = useTranslation();
  const health = useOutboxHealth();
  const channels = health.data?.Channels ?? [];
  const refusing = channels.filter((c) => c.RefusingForSeconds !== null);
  // Texts queued on a server with no SMS provider at all: nothing will take them.
  const smsMissing = channels.some((c) => c.Channel === 'sms' && !c.Configured && c.Waiting);
  if (refusing.length === 0 && !smsMissing) return null;
  return (
    <>
      {smsMissing && (
        <Alert severity="warning" role="alert">
          {t('outboxWarning.smsMissing')}
        </Alert>
      )}
      {refusing.map((c) => (
        <Alert key={c.Channel} severity="error" role="alert">
          {t(`outboxWarning.${c.Channel}`, {
            duration: outboxDuration(t, c.RefusingForSeconds ?? 0),
          })}
        </Alert>
      ))}
    </>
  );
}
