import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WorkerRecord } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { WorkerPhoto } from '@/features/workers/badges/components/worker-photo.tsx';
import { formatDate } from '@/lib/dates.ts';

/** "JS" for Jane Smith. */
export function workerInitials(worker: Pick<WorkerRecord, 'FirstName' | 'LastName'>): string {
  return `${worker.FirstName.trim().charAt(0)}${worker.LastName.trim().charAt(0)}`.toUpperCase();
}

/** The certification chip: expired wins over expiring; null when every one is valid. */
export function certificationAlert(worker: Pick<WorkerRecord, 'Certifications'>) {
  const expired = worker.Certifications.filter((c) => c.Status === 'expired');
  if (expired.length > 0) return { status: 'expired' as const, certifications: expired };
  const expiring = worker.Certifications.filter((c) => c.Status === 'expiring');
  if (expiring.length > 0) return { status: 'expiring' as const, certifications: expiring };
  return null;
}

export interface WorkersRecordHeaderProps {
  worker: WorkerRecord;
  /** Buttons (change company, delete person, the other areas' actions). */
  actions?: ReactNode;
}

/** spec 002 §3: photo or initials, name, company, trade, days on site, hours, badge state. */
export function WorkersRecordHeader({ worker, actions }: WorkersRecordHeaderProps) {
  const { t } = useTranslation();
  const cert = certificationAlert(worker);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{
        gap: 2,
        alignItems: { xs: 'stretch', md: 'flex-start' },
        justifyContent: 'space-between',
      }}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', minWidth: 0 }}>
        <WorkerPhoto
          photoUrl={worker.PhotoUrl}
          aspectRatio={worker.ProfilePictureAspectRatio}
          name={worker.WorkerName}
          initials={workerInitials(worker)}
        />
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {worker.WorkerFullName || worker.WorkerName}
          </Typography>
          <Typography sx={{ fontWeight: 500 }} data-testid="worker-company">
            {worker.CompanyName || t('workerRecord.header.noCompany')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[worker.Title, worker.Trade].filter(Boolean).join(' · ') ||
              t('workerRecord.header.noTrade')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, pt: 0.75 }}>
            <Chip
              size="small"
              label={t('workerRecord.header.daysOnSite', { count: worker.DaysOnSite })}
            />
            <Chip
              size="small"
              label={t('workerRecord.header.hours', { hours: worker.TotalHoursOnSiteDisplay })}
            />
            <Chip
              size="small"
              color={worker.HasActiveTags ? 'success' : 'default'}
              variant={worker.HasActiveTags ? 'filled' : 'outlined'}
              label={t(
                worker.HasActiveTags
                  ? 'workerRecord.header.activeTag'
                  : 'workerRecord.header.noActiveTag',
              )}
            />
            {worker.IsOnSite && (
              <Chip size="small" color="info" label={t('workerRecord.header.onSite')} />
            )}
            {cert && (
              <Tooltip
                title={cert.certifications
                  .map((c) =>
                    t('workerRecord.header.certDetail', {
                      name: c.Name,
                      date: formatDate(c.ExpiryDate),
                    }),
                  )
                  .join(', ')}
              >
                <Chip
                  size="small"
                  color={cert.status === 'expired' ? 'error' : 'warning'}
                  label={t(
                    cert.status === 'expired'
                      ? 'workerRecord.header.certExpired'
                      : 'workerRecord.header.certExpiring',
                  )}
                  data-testid="certification-chip"
                />
              </Tooltip>
            )}
          </Stack>
        </Stack>
      </Stack>
      {actions && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
