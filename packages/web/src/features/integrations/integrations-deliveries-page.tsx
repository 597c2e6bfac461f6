import { WEBHOOK_DELIVERY_PAGE_SIZE } from '@siteline/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useWebhookDeliveries, useWebhooks } from './api/webhooks-api.ts';
import { IntegrationsListPage } from './components/integrations-list-page.tsx';
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
    <IntegrationsListPage
      title={t('integrations.webhooks.log.title', { url: hook?.Url ?? '' })}
      back={{
        label: t('integrations.webhooks.log.back'),
        onClick: () =>
          void navigate({
            to: '/project/$id/integrations/webhooks',
            params: { id: String(projectId) },
          }),
      }}
      list={{ ...log, rows: rows.length }}
      empty={t('integrations.webhooks.log.empty')}
      testId="integrations-deliveries"
      head={
        <>
          <tr>
            <th scope="col">{t('integrations.webhooks.log.event')}</th>
            <th scope="col">{t('integrations.webhooks.log.created')}</th>
            <th scope="col">{t('integrations.webhooks.log.status')}</th>
            <th scope="col" className="integrations__number integrations__wide">
              {t('integrations.webhooks.log.attempts')}
            </th>
            <th scope="col">{t('integrations.webhooks.log.answer')}</th>
          </tr>
        </>
      }
      pager={{
        page,
        pageSize: WEBHOOK_DELIVERY_PAGE_SIZE,
        total,
        onPageChange: props.onPageChange,
      }}
    >
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
    </IntegrationsListPage>
  );
}
