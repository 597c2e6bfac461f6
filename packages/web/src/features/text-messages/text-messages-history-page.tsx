import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEXT_HISTORY_PAGE_SIZE, TEXT_MESSAGES_MESSAGES } from '@siteline/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useTextMessageHistory } from './api/text-messages-api.ts';
import { NoSmsProvider } from '@/components/outbox-warning/no-sms-provider.tsx';
import { TextMessagesHeader } from './components/text-messages-header.tsx';
import './text-messages.css';

await loadLocales('features/text-messages');

/** spec 002 §3 history: the batches sent, newest first, 50 a page; each opens its detail. */
export function TextMessagesHistoryPage(props: {
  projectId: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { projectId, page } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const history = useTextMessageHistory(projectId, page);
  useEffect(() => {
    if (history.isError) alerts.error(TEXT_MESSAGES_MESSAGES.historyError);
  }, [history.isError, history.errorUpdatedAt, alerts]);

  const rows = history.data?.Data ?? [];
  const total = history.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / TEXT_HISTORY_PAGE_SIZE));
  const open = (batchId: number) =>
    void navigate({
      to: '/project/$id/text-messages/$textMessageBatchId/detail',
      params: { id: String(projectId), textMessageBatchId: String(batchId) },
    });

  return (
    <Stack spacing={2.5}>
      <TextMessagesHeader projectId={projectId} tab="history" />
      <NoSmsProvider kind="crew_text" when="waiting" />
      {history.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : history.isSuccess && rows.length === 0 ? (
        <Typography>{t('textMessages.history.empty')}</Typography>
      ) : (
        <div className="text-messages__table-wrap">
          <table className="text-messages__table" data-testid="text-messages-history">
            <thead>
              <tr>
                <th scope="col">{t('textMessages.history.sent')}</th>
                <th scope="col">{t('textMessages.history.message')}</th>
                <th scope="col" className="text-messages__wide">
                  {t('textMessages.history.by')}
                </th>
                <th scope="col" className="text-messages__wide">
                  {t('textMessages.history.recipients')}
                </th>
                <th scope="col" className="text-messages__wide">
                  {t('textMessages.history.delivered')}
                </th>
                <th scope="col" className="text-messages__wide">
                  {t('textMessages.history.failed')}
                </th>
                <th scope="col" className="text-messages__wide">
                  {t('textMessages.history.segments')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.TextMessageBatchId}>
                  <th scope="row">
                    <button
                      type="button"
                      className="text-messages__link"
                      onClick={() => open(b.TextMessageBatchId)}
                      aria-label={t('textMessages.history.open', {
                        time: formatLocalDateTime(b.CreatedTimeLocal),
                      })}
                    >
                      {formatLocalDateTime(b.CreatedTimeLocal)}
                    </button>
                  </th>
                  <td style={{ maxWidth: 420 }}>
                    {b.TextMessage}
                    <span className="text-messages__sub">
                      {t('textMessages.history.deliveredOf', {
                        delivered: b.DeliveredCount,
                        count: b.RecipientsCount,
                      })}
                    </span>
                  </td>
                  <td className="text-messages__wide">{b.SentByUserFullName}</td>
                  <td className="text-messages__number text-messages__wide">{b.RecipientsCount}</td>
                  <td className="text-messages__number text-messages__wide">{b.DeliveredCount}</td>
                  <td className="text-messages__number text-messages__wide">{b.FailedCount}</td>
                  <td className="text-messages__number text-messages__wide">{b.Segments}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <div className="text-messages__pager">
              <span>
                {t('textMessages.people.page', {
                  from: (page - 1) * TEXT_HISTORY_PAGE_SIZE + 1,
                  to: Math.min(total, page * TEXT_HISTORY_PAGE_SIZE),
                  count: total,
                })}
              </span>
              <Button
                size="small"
                disabled={page <= 1}
                onClick={() => props.onPageChange(page - 1)}
              >
                {t('textMessages.people.previous')}
              </Button>
              <Button
                size="small"
                disabled={page >= pages}
                onClick={() => props.onPageChange(page + 1)}
              >
                {t('textMessages.people.next')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Stack>
  );
}
