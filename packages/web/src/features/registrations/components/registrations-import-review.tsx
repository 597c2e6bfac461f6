import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  REGISTRATION_IMPORT_ROW_FILTERS,
  type RegistrationImportResult,
  type RegistrationImportRowFilter,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useImport, useRunImport } from '../api/registrations-import-api.ts';
import { RegistrationsImportContracts } from './registrations-import-contracts.tsx';
import { RegistrationsImportRows } from './registrations-import-rows.tsx';

export interface RegistrationsImportReviewProps {
  projectId: number;
  blobUid: string;
  page: number;
  status: RegistrationImportRowFilter;
  onPageChange: (page: number) => void;
  onStatusChange: (status: RegistrationImportRowFilter) => void;
  onClose: () => void;
}

/**
 * Stage two (spec 000 §4: every row with its status — valid, pending a contract, error with the
 * reason — and contracts for the pending ones) and stage three (imported).
 */
export function RegistrationsImportReview({
  projectId,
  blobUid,
  page,
  status,
  onPageChange,
  onStatusChange,
  onClose,
}: RegistrationsImportReviewProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const view = useImport(projectId, blobUid, page, status);
  const run = useRunImport(projectId, blobUid);
  const [result, setResult] = useState<RegistrationImportResult | null>(null);

  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={onClose} sx={{ alignSelf: 'flex-start' }}>
      {t('registrations.import.another')}
    </Button>
  );
  if (view.isPending) return <Skeleton variant="rounded" height={240} />;
  if (view.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{describeError(view.error).message}</Alert>
      </Stack>
    );
  }
  const data = view.data;
  const counts = data.Counts;
  const validated = data.State === 'Validated';

  const onImport = async () => {
    try {
      setResult(await run.mutateAsync());
    } catch (error) {
      const notice = describeError(error);
      alerts.error(notice.message, notice.durationMs);
    }
  };

  return (
    <Stack spacing={2}>
      {back}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {data.FileName}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {validated
            ? t('registrations.import.stage2', { count: counts.Rows })
            : t('registrations.import.stage3', { count: counts.Imported, rows: counts.Rows })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="import-counts">
          {validated ? (
            <Chip
              color="success"
              label={t('registrations.import.count.valid', { count: counts.Valid })}
            />
          ) : (
            <Chip
              color="success"
              label={t('registrations.import.count.imported', { count: counts.Imported })}
            />
          )}
          {counts.Pending > 0 && (
            <Chip
              color="warning"
              label={t('registrations.import.count.pending', { count: counts.Pending })}
            />
          )}
          {counts.Errors > 0 && (
            <Chip
              color="error"
              label={t('registrations.import.count.errors', { count: counts.Errors })}
            />
          )}
        </Stack>

        {result && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('registrations.import.done', { count: result.Imported })}{' '}
            {result.Skipped > 0 && t('registrations.import.skipped', { count: result.Skipped })}{' '}
            <Link href={`/project/${projectId}/directory/recent`}>
              {t('registrations.import.recent')}
            </Link>
          </Alert>
        )}

        {validated && data.UnmatchedCompanies.length > 0 && (
          <RegistrationsImportContracts
            projectId={projectId}
            blobUid={blobUid}
            companies={data.UnmatchedCompanies}
          />
        )}

        {validated && (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 2, alignItems: { sm: 'center' } }}
            >
              <Button
                variant="contained"
                disabled={counts.Valid === 0 || run.isPending}
                onClick={() => void onImport()}
              >
                {t('registrations.import.run', { count: counts.Valid })}
              </Button>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('registrations.import.runHint')}
              </Typography>
            </Stack>
            {run.isPending && (
              <Stack spacing={1} role="status">
                <Typography>
                  {t('registrations.import.importing', { count: counts.Valid })}
                </Typography>
                <LinearProgress aria-label={t('registrations.import.importingLabel')} />
              </Stack>
            )}
          </Stack>
        )}

        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, next: RegistrationImportRowFilter | null) => next && onStatusChange(next)}
          aria-label={t('registrations.import.filter.label')}
          sx={{ mb: 1, flexWrap: 'wrap' }}
        >
          {REGISTRATION_IMPORT_ROW_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter} sx={{ textTransform: 'none' }}>
              {t(`registrations.import.filter.${filter}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <RegistrationsImportRows
          projectId={projectId}
          rows={data.Workers}
          page={page}
          totalPages={data.Pagnation.TotalPages}
          onPageChange={onPageChange}
          loading={view.isPlaceholderData}
        />
      </Paper>
    </Stack>
  );
}
