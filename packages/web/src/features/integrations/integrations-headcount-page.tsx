import { HEADCOUNT_HISTORY_PAGE_SIZE } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatCount, formatHoursExact } from '@/lib/numbers.ts';
import { useServiceProvider } from './api/integrations-api.ts';
import { useHeadcountHistory } from './api/procore-api.ts';
import { IntegrationsListPage } from './components/integrations-list-page.tsx';
import { IntegrationsPushTime } from './components/integrations-push-time.tsx';
import './integrations.css';

await loadLocales('features/integrations');

const TONES = { Sent: 'good', Locked: 'bad', Rejected: 'bad', Pending: undefined } as const;

/** spec 000 §4 /headcount-history: what each evening's push sent, and the provider's answer. */
export function IntegrationsHeadcountPage(props: {
  projectId: number;
  providerId: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { projectId, providerId, page } = props;
  const { t } = useTranslation();
  const provider = useServiceProvider(projectId, providerId).data;
  const name = provider?.ServiceProviderName ?? '';
  const history = useHeadcountHistory(projectId, providerId, page);
  const rows = history.data?.Data ?? [];

  return (
    <IntegrationsListPage
      title={t('integrations.procore.headcountHistory.title', { provider: name })}
      intro={t('integrations.procore.headcountHistory.intro', { provider: name })}
      above={
        provider?.PushTime && (
          <IntegrationsPushTime
            key={provider.PushTime}
            projectId={projectId}
            providerId={providerId}
            provider={name}
            pushTime={provider.PushTime}
          />
        )
      }
      list={{ ...history, rows: rows.length }}
      empty={t('integrations.procore.headcountHistory.empty')}
      testId="integrations-headcount"
      head={
        <>
          <tr>
            <th scope="col">{t('integrations.procore.headcountHistory.date')}</th>
            <th scope="col">{t('integrations.procore.headcountHistory.contract')}</th>
            <th scope="col" className="integrations__wide">
              {t('integrations.procore.headcountHistory.vendor')}
            </th>
            <th scope="col" className="integrations__number">
              {t('integrations.procore.headcountHistory.workers')}
            </th>
            <th scope="col" className="integrations__number">
              {t('integrations.procore.headcountHistory.hours')}
            </th>
            <th scope="col">{t('integrations.procore.headcountHistory.status')}</th>
          </tr>
        </>
      }
      pager={{
        page,
        pageSize: HEADCOUNT_HISTORY_PAGE_SIZE,
        total: history.data?.TotalCount ?? 0,
        onPageChange: props.onPageChange,
      }}
    >
      {rows.map((r) => (
        <tr key={`${r.Date}|${r.ContractId}`}>
          <td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.Date)}</td>
          <th scope="row">{r.ContractDisplayName}</th>
          <td className="integrations__wide">{r.ServiceProviderContractName ?? '—'}</td>
          <td className="integrations__number">{formatCount(r.Headcount)}</td>
          <td className="integrations__number">{formatHoursExact(r.Hours)}</td>
          <td>
            <span className="integrations__status" data-tone={TONES[r.Status]}>
              {t(`integrations.procore.headcountHistory.statuses.${r.Status}`)}
            </span>
            {r.Answer && (
              <span className="integrations__muted" style={{ display: 'block' }}>
                {r.Answer}
              </span>
            )}
          </td>
        </tr>
      ))}
    </IntegrationsListPage>
  );
}
