import Button from '@mui/material/Button';
import { FILE_IMPORT_PAGE_SIZE, type FileImportStatus } from '@siteline/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatCount, formatHoursExact } from '@/lib/numbers.ts';
import { useFileImportHistory, useServiceProvider } from './api/integrations-api.ts';
import { IntegrationsListPage } from './components/integrations-list-page.tsx';
import './integrations.css';

await loadLocales('features/integrations');

const TONES: Record<FileImportStatus, string | undefined> = {
  Processed: 'good',
  Replaced: 'muted',
  Uploaded: undefined,
};

export interface IntegrationsUploadsPageProps {
  projectId: number;
  providerId: number;
  page: number;
  timeZoneId: string | undefined;
  onPageChange: (page: number) => void;
}

/** spec 001 §3: a provider's file uploads, newest first, each with its result; back to the list. */
export function IntegrationsUploadsPage(props: IntegrationsUploadsPageProps) {
  const { projectId, providerId, page, timeZoneId } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const provider = useServiceProvider(projectId, providerId);
  const history = useFileImportHistory(projectId, providerId, page);
  const rows = history.data?.Data ?? [];
  const total = history.data?.TotalCount ?? 0;
  const when = (iso: string, name: string | null) =>
    `${formatDateTimeInZone(iso, timeZoneId)}${name ? ` ${t('integrations.history.by', { name })}` : ''}`;

  return (
    <IntegrationsListPage
      title={t('integrations.history.title', {
        provider: provider.data?.ServiceProviderName ?? '',
      })}
      back={{
        label: t('integrations.history.back'),
        onClick: () =>
          void navigate({
            to: '/project/$id/integrations/providers',
            params: { id: String(projectId) },
          }),
      }}
      list={{ ...history, rows: rows.length }}
      empty={t('integrations.history.empty')}
      testId="integrations-uploads"
      head={
        <>
          <tr>
            <th scope="col">{t('integrations.history.file')}</th>
            <th scope="col">{t('integrations.history.uploaded')}</th>
            <th scope="col" className="integrations__wide">
              {t('integrations.history.format')}
            </th>
            <th scope="col" className="integrations__number integrations__wide">
              {t('integrations.history.activities')}
            </th>
            <th scope="col">{t('integrations.history.status')}</th>
            <th scope="col">{t('integrations.history.result')}</th>
          </tr>
        </>
      }
      pager={{ page, pageSize: FILE_IMPORT_PAGE_SIZE, total, onPageChange: props.onPageChange }}
    >
      {rows.map((f) => (
        <tr key={f.FileImportId}>
          <th scope="row" style={{ overflowWrap: 'anywhere' }}>
            {f.OriginalFileName}
          </th>
          <td>{when(f.UploadedAt, f.UploadedByName)}</td>
          <td className="integrations__wide">{f.Format}</td>
          <td className="integrations__number integrations__wide">
            {formatCount(f.ActivityCount)}
          </td>
          <td>
            <span className="integrations__status" data-tone={TONES[f.Status]}>
              {t(`integrations.history.statuses.${f.Status}`)}
            </span>
          </td>
          <td>
            {f.Status === 'Uploaded' && (
              <Button
                size="small"
                onClick={() =>
                  void navigate({
                    to: '/project/$id/integrations/steps/map-contracts',
                    params: { id: String(projectId) },
                    search: { serviceProviderId: providerId, fileImportId: f.FileImportId },
                  })
                }
              >
                {t('integrations.history.continue')}
              </Button>
            )}
            {f.ContractDays !== null && f.HoursProjected !== null ? (
              <>
                {t('integrations.history.resultText', {
                  days: formatCount(f.ContractDays),
                  hours: formatHoursExact(f.HoursProjected),
                })}
                {f.ProcessedAt && (
                  <span className="integrations__muted" style={{ display: 'block' }}>
                    {when(f.ProcessedAt, f.ProcessedByName)}
                  </span>
                )}
              </>
            ) : (
              f.Status !== 'Uploaded' && '—'
            )}
          </td>
        </tr>
      ))}
    </IntegrationsListPage>
  );
}
