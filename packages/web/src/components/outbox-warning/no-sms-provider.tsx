import Alert from '@mui/material/Alert';
import { OUTBOX_DEADLINE_SECONDS } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { outboxDuration } from './outbox-duration.ts';
import { useOutboxHealth } from './get-outbox-health.ts';

await loadLocales('components/outbox-warning');

/** Whether this server has an SMS provider; undefined until the server has said. */
export function useSmsConfigured(): boolean | undefined {
  const health = useOutboxHealth();
  return health.data?.Channels.find((c) => c.Channel === 'sms')?.Configured;
}

/**
 * Before a send, and beside what was sent: this server has no SMS provider, so the texts wait
 * unsent and expire at their deadline. Nothing while the server has not answered, or has one.
 */
export function NoSmsProvider(props: {
  kind: 'evacuation' | 'crew_text';
  /** 'before' a send ("will wait"), 'after' it ("wait"), or over a list while any text waits. */
  when: 'before' | 'after' | 'waiting';
}) {
  const { t } = useTranslation();
  const health = useOutboxHealth();
  const sms = health.data?.Channels.find((c) => c.Channel === 'sms');
  if (!sms || sms.Configured) return null;
  if (props.when === 'waiting') {
    if (!sms.Waiting) return null;
    return (
      <Alert severity="warning" role="status">
        {t('outboxWarning.smsMissing')}
      </Alert>
    );
  }
  const deadline = outboxDuration(t, OUTBOX_DEADLINE_SECONDS[props.kind]);
  return (
    <Alert severity="warning" role="status">
      {t(`outboxWarning.noSms.${props.when}`, { deadline })}
    </Alert>
  );
}
