import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { useOutboxHealth } from './get-outbox-health.ts';
import { outboxDuration } from './outbox-duration.ts';

await loadLocales('components/outbox-warning');

/**
 * On every project's home: the SMS provider or the mail server has taken nothing for minutes
 * while messages wait. They are tried again until their deadline; the warning says so.
 */
export function OutboxWarning() {
  const { t } = useTranslation();
  const health = useOutboxHealth();
  const refusing = (health.data?.Channels ?? []).filter((c) => c.RefusingForSeconds !== null);
  if (refusing.length === 0) return null;
  return (
    <>
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
