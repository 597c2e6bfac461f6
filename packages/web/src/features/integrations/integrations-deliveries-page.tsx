import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { WEBHOOK_DELIVERY_PAGE_SIZE } from '@siteline/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useWebhookDeliveries, useWebhooks } from './api/webhooks-api.ts';
import { IntegrationsPager } from './components/integrations-pager.tsx';
import './integrations.css';

await loadLocales('features/integrations');

const TONES = { Delivered: 'good', Failed: 'bad', Pending: undefined } as const;

export interface IntegrationsDeliveriesPageProps {
  projectId: number;
  webhookId: number;
  page: number;
  timeZoneId: string | undefined;
  onPageChange: (page: number) => void;
}

/** A webhook's delivery log: each event, its attempts and the receiver's last answer. */
export function IntegrationsDeliveriesPage(props: IntegrationsDeliveriesPageProps) {
  const { projectId, webhookId, page, timeZoneId } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hook = useWebhooks(projectId).data?.Data.find((w) => w.WebhookId === webhookId);
  const log = useWebhookDeliveries(projectId, webhookId, page);
  const rows = log.data?.Data ?? [];
  const total = log.data?.TotalCount ?? 0;
  const when = (iso: string) => formatDateTimeInZone(iso, timeZoneId);

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <div>
        <Button
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 1 }}
          onClick={() =>
            void navigate({
              to: '/project/$id/integrations/webhooks',
              params: { id: String(projectId) },
            })
          }
        >
          {t('integrations.webhooks.log.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t('integrations.webhooks.log.title', { url: hook?.Url ?? '' })}
        </Typography>
      </div>
      {log.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {log.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : log.isSuccess && rows.length === 0 ? (
        <Typography>{t('integrations.webhooks.log.empty')}</Typography>
      ) : (
        <div className="integrations__table-wrap">
          <table className="integrations__table" data-testid="integrations-deliveries">
            <thead>
              <tr>
                <th scope="col">{t('integrations.webhooks.log.event')}</th>
                <th scope="col">{t('integrations.webhooks.log.created')}</th>
                <th scope="col">{t('integrations.webhooks.log.status')}</th>
                <th scope="col" className="integrations__number integrations__wide">
                  {t('integrations.webhooks.log.attempts')}
                </th>
                <th scope="col">{t('integrations.webhooks.log.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.DeliveryId}>
                  <th scope="row">
                    {t(`integrations.webhooks.eventNames.${d.Event}`, { defaultValue: d.Event })}
                    <span className="integrations__muted" style={{ display: 'block' }}>
                      {d.EventId}
                    </span>
                  </th>
                  <td style={{ whiteSpace: 'nowrap' }}>{when(d.CreatedAt)}</td>
                  <td>
                    <span className="integrations__status" data-tone={TONES[d.Status]}>
                      {t(`integrations.webhooks.statuses.${d.Status}`)}
                    </span>
                    {d.NextAttemptAt && (
                      <span className="integrations__muted" style={{ display: 'block' }}>
                        {t('integrations.webhooks.log.next', { when: when(d.NextAttemptAt) })}
                      </span>
                    )}
                  </td>
                  <td className="integrations__number integrations__wide">{d.Attempts}</td>
                  <td style={{ overflowWrap: 'anywhere', maxWidth: 420 }}>
                    {d.LastStatusCode !== null && <strong>{d.LastStatusCode} </strong>}
                    {d.LastError ?? d.LastResponse ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <IntegrationsPager
            page={page}
            pageSize={WEBHOOK_DELIVERY_PAGE_SIZE}
            total={total}
            onPageChange={props.onPageChange}
          />
        </div>
      )}
    </div>
  );
}
