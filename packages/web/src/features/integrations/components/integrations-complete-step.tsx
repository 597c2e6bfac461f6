import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { formatCount, formatHoursExact } from '@/lib/numbers.ts';
import { useFileImport } from '../api/integrations-api.ts';

export interface IntegrationsCompleteStepProps {
  projectId: number;
  providerId: number;
  fileImportId: number;
  onContracts: () => void;
  onAnother: () => void;
}

/** Step 3: what went into the plan, and the way to the contracts summary (spec 001 §4). */
export function IntegrationsCompleteStep(props: IntegrationsCompleteStepProps) {
  const { t } = useTranslation();
  const file = useFileImport(props.projectId, props.providerId, props.fileImportId);
  const f = file.data;
  return (
    <div className="integrations__panel" style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <CheckCircleOutlineIcon color="success" fontSize="large" />
        <Typography variant="h6" component="h2">
          {t('integrations.complete.heading')}
        </Typography>
      </div>
      {f ? (
        <Typography data-testid="integrations-complete-summary">
          {t('integrations.complete.summary', {
            file: f.OriginalFileName,
            days: formatCount(f.ContractDays ?? 0),
            hours: formatHoursExact(f.HoursProjected ?? 0),
          })}
        </Typography>
      ) : (
        <Skeleton width={320} />
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={props.onContracts}>
          {t('integrations.complete.contracts')}
        </Button>
        <Button onClick={props.onAnother}>{t('integrations.complete.another')}</Button>
      </div>
    </div>
  );
}
