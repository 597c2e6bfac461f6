import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INTEGRATIONS_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { formatDate, formatDateTimeInZone } from '@/lib/dates.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { formatCount, formatHoursExact } from '@/lib/numbers.ts';
import {
  useFileImport,
  useFileImportPreview,
  useProcessFileImport,
} from '../api/integrations-api.ts';
import { alertIntegrationErrors } from '../integrations-errors.ts';

export interface IntegrationsReviewStepProps {
  projectId: number;
  providerId: number;
  fileImportId: number;
  timeZoneId: string | undefined;
  onBack: () => void;
  onProcessed: () => void;
}

/** Step 2: what processing would write (the preview); Process writes it. */
export function IntegrationsReviewStep(props: IntegrationsReviewStepProps) {
  const { projectId, providerId, fileImportId } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const file = useFileImport(projectId, providerId, fileImportId);
  const preview = useFileImportPreview(projectId, providerId, fileImportId);
  const process = useProcessFileImport(projectId, providerId);
  const p = preview.data;

  const run = async () => {
    try {
      await process.mutateAsync(fileImportId);
      props.onProcessed();
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    }
  };

  const figures = p && [
    [t('integrations.review.activities'), formatCount(p.ActivityCount)],
    [t('integrations.review.hours'), formatHoursExact(p.HoursProjected)],
    [t('integrations.review.mappedContracts'), formatCount(p.MappedContracts)],
    [t('integrations.review.unmappedContracts'), formatCount(p.UnmappedContracts)],
  ];

  return (
    <div className="integrations__panel" style={{ display: 'grid', gap: 16 }}>
      <Typography>{t('integrations.review.intro')}</Typography>
      {file.data && (
        <Typography className="integrations__muted" data-testid="integrations-review-file">
          {t('integrations.review.file', {
            file: file.data.OriginalFileName,
            format: file.data.Format,
            when: formatDateTimeInZone(file.data.UploadedAt, props.timeZoneId),
          })}
        </Typography>
      )}
      {preview.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {!p || !figures ? (
        !preview.isError && <Skeleton variant="rounded" height={280} />
      ) : (
        <>
          <dl className="integrations__figures" data-testid="integrations-preview">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {p.Contracts.length > 0 && (
            <div className="integrations__table-wrap">
              <table className="integrations__table" data-testid="integrations-preview-contracts">
                <thead>
                  <tr>
                    <th scope="col">{t('integrations.review.contract')}</th>
                    <th scope="col" className="integrations__wide">
                      {t('integrations.review.resource')}
                    </th>
                    <th scope="col" className="integrations__number">
                      {t('integrations.review.contractHours')}
                    </th>
                    <th scope="col" className="integrations__number">
                      {t('integrations.review.peak')}
                    </th>
                    <th scope="col" className="integrations__number integrations__wide">
                      {t('integrations.review.days')}
                    </th>
                    <th scope="col">{t('integrations.review.dates')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.Contracts.map((c) => (
                    <tr key={c.ContractId}>
                      <th scope="row">{c.ContractDisplayName}</th>
                      <td className="integrations__wide">{c.ServiceProviderContractName}</td>
                      <td className="integrations__number">{formatHoursExact(c.HoursProjected)}</td>
                      <td className="integrations__number">{formatCount(c.PeakHeadcount)}</td>
                      <td className="integrations__number integrations__wide">
                        {formatCount(c.Days)}
                      </td>
                      <td style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(c.FirstDate)} – {formatDate(c.LastDate)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {p.UnmappedResources.length > 0 && (
            <Alert severity="info">
              {t('integrations.review.leftOut', { names: p.UnmappedResources.join(', ') })}
            </Alert>
          )}
          {p.OutsideProjectDays > 0 && (
            <Alert severity="info">
              {t('integrations.review.outside', { count: p.OutsideProjectDays })}
            </Alert>
          )}
          {p.OverLimitDays > 0 && (
            <Alert severity="error">{INTEGRATIONS_MESSAGES.overLimit(p.OverLimitDays)}</Alert>
          )}
          {p.MappedContracts === 0 ? (
            <Alert severity="warning">{t('integrations.review.nothingMapped')}</Alert>
          ) : (
            p.ReplacedContractDays > 0 && (
              <Typography>
                {t('integrations.review.replaces', { count: p.ReplacedContractDays })}
              </Typography>
            )
          )}
        </>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={props.onBack}>{t('integrations.steps.back')}</Button>
        <Button
          variant="contained"
          disabled={!p || p.MappedContracts === 0 || p.OverLimitDays > 0 || process.isPending}
          onClick={() => void run()}
        >
          {process.isPending
            ? t('integrations.review.processing')
            : t('integrations.review.process')}
        </Button>
      </div>
    </div>
  );
}
