import { ISSUE_HISTORY_PAGE_SIZE } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useServiceProvider } from './api/integrations-api.ts';
import { useIssueHistory } from './api/procore-api.ts';
import { IntegrationsListPage } from './components/integrations-list-page.tsx';
import './integrations.css';

await loadLocales('features/integrations');

const TONES = { Open: 'good', Closed: 'muted', Rejected: 'bad', Pending: undefined } as const;

/** Autodesk's issues page: each safety alert sent as an issue, its state and the answer. */
export function IntegrationsIssuesPage(props: {
  projectId: number;
  providerId: number;
  page: number;
  timeZoneId: string | undefined;
  onPageChange: (page: number) => void;
}) {
  const { projectId, providerId, page } = props;
  const { t } = useTranslation();
  const provider = useServiceProvider(projectId, providerId).data;
  const name = provider?.ServiceProviderName ?? '';
  const history = useIssueHistory(projectId, providerId, page);
  const rows = history.data?.Data ?? [];

  return (
    <IntegrationsListPage
      title={t('integrations.issues.title', { provider: name })}
      intro={t('integrations.issues.intro', {
        provider: name,
        project: provider?.ServiceProviderProjectName ?? '—',
      })}
      list={{ ...history, rows: rows.length }}
      empty={t('integrations.issues.empty')}
      testId="integrations-issues"
      head={
        <>
          <tr>
            <th scope="col">{t('integrations.issues.raised')}</th>
            <th scope="col">{t('integrations.issues.issue')}</th>
            <th scope="col">{t('integrations.issues.status')}</th>
          </tr>
        </>
      }
      pager={{
        page,
        pageSize: ISSUE_HISTORY_PAGE_SIZE,
        total: history.data?.TotalCount ?? 0,
        onPageChange: props.onPageChange,
      }}
    >
      {rows.map((r) => (
        <tr key={r.AlertFactId}>
          <td style={{ whiteSpace: 'nowrap' }}>
            {formatDateTimeInZone(r.RaisedAt, props.timeZoneId)}
          </td>
          <th scope="row">{r.Title}</th>
          <td>
            <span className="integrations__status" data-tone={TONES[r.Status]}>
              {t(`integrations.issues.statuses.${r.Status}`)}
            </span>
            {r.AlertResolved && r.Status === 'Open' && (
              <span className="integrations__muted" style={{ display: 'block' }}>
                {t('integrations.issues.closing')}
              </span>
            )}
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
