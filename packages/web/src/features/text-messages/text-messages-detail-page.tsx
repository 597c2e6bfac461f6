import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEXT_MESSAGES_MESSAGES } from '@siteline/shared';
import { NoSmsProvider, useSmsConfigured } from '@/components/outbox-warning/no-sms-provider.tsx';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useTextMessageBatch } from './api/text-messages-api.ts';
import { TextMessagesHeader } from './components/text-messages-header.tsx';
import { TextMessagesPeople } from './components/text-messages-people.tsx';
import './text-messages.css';

await loadLocales('features/text-messages');

const ButtonLink = createLink(Button);

/**
 * spec 002 §3 batch detail: the text, who sent it and with what filter, and each recipient's
 * delivery as the provider reports it (asked again while texts are on their way). Opened with
 * isNew right after a send, it says the texts went.
 */
export function TextMessagesDetailPage(props: {
  projectId: number;
  batchId: number;
  isNew: boolean;
}) {
  const { projectId } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const batch = useTextMessageBatch(projectId, props.batchId);
  useEffect(() => {
    if (batch.isError) alerts.error(TEXT_MESSAGES_MESSAGES.detailError);
  }, [batch.isError, batch.errorUpdatedAt, alerts]);
  const b = batch.data;

  const smsConfigured = useSmsConfigured();
  return (
    <Stack spacing={2.5}>
      <TextMessagesHeader projectId={projectId} tab={false} />
      <div>
        <ButtonLink to="/project/$id/text-messages/history" params={{ id: String(projectId) }}>
          {t('textMessages.detail.back')}
        </ButtonLink>
      </div>
      {props.isNew && b && smsConfigured !== false && (
        <Alert severity="success">{TEXT_MESSAGES_MESSAGES.sent}</Alert>
      )}
      {b && b.SentCount < b.RecipientsCount - b.NotSentCount && (
        <NoSmsProvider kind="crew_text" when="after" />
      )}
      {batch.isPending && <Skeleton variant="rounded" height={320} />}
      {b && (
        <>
          <section className="text-messages__card">
            <Stack spacing={1.5}>
              <p className="text-messages__message" data-testid="text-messages-text">
                {b.TextMessage}
              </p>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('textMessages.detail.sentBy', {
                  name: b.SentByUserFullName,
                  time: formatLocalDateTime(b.CreatedTimeLocal),
                })}
                {' · '}
                {t('textMessages.detail.segments', { count: b.Segments })}
              </Typography>
              <Typography variant="body2">
                <strong>{t('textMessages.detail.filter')}:</strong> {b.FilterDescription}
              </Typography>
              <ul className="text-messages__counts" data-testid="text-messages-counts">
                <li>
                  <strong>{b.RecipientsCount}</strong>
                  {t('textMessages.detail.recipients')}
                </li>
                <li>
                  <strong>{b.SentCount}</strong>
                  {t('textMessages.detail.sentCount')}
                </li>
                <li>
                  <strong>{b.DeliveredCount}</strong>
                  {t('textMessages.detail.delivered')}
                </li>
                <li>
                  <strong>{b.FailedCount}</strong>
                  {t('textMessages.detail.failed')}
                </li>
                <li>
                  <strong>{b.NotSentCount}</strong>
                  {t('textMessages.detail.notSent')}
                </li>
              </ul>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('textMessages.detail.updating')}
              </Typography>
            </Stack>
          </section>
          <TextMessagesPeople kind="recipients" people={b.Recipients} />
        </>
      )}
    </Stack>
  );
}
