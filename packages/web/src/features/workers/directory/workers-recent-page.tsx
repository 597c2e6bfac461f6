import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import type { RecentRegistration } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useRecentRegistrations } from './api/get-recent-registrations.ts';
import { WorkersBadgeQueue } from './components/workers-badge-queue.tsx';
import { workerRecordPath } from './workers-directory-links.ts';

await loadLocales('features/workers/directory');

/** spec 001 §2 "Recent registrations list": the newest registrations first. */
export function WorkersRecentPage({
  projectId,
  timeZoneId,
}: {
  projectId: number;
  /** The site's zone: when each person registered is read on the site's clock. */
  timeZoneId: string | undefined;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const recent = useRecentRegistrations(projectId);
  // The badge queue, opened at a worker (their "Needs a badge") or at the newest one waiting;
  // it goes on through the others waiting, in the list's order.
  const [queueFrom, setQueueFrom] = useState<number | null>(null);
  const waiting = useMemo(() => {
    const all = (recent.data?.Workers ?? []).filter((w) => !w.HasBadge);
    const start = Math.max(
      0,
      all.findIndex((w) => w.WorkerId === queueFrom),
    );
    return [...all.slice(start), ...all.slice(0, start)];
  }, [recent.data, queueFrom]);
  const columns = useMemo<DataGridColumn<RecentRegistration>[]>(
    () => [
      {
        id: 'name',
        size: 200,
        header: t('workersDirectory.columns.name'),
        value: (r) => r.WorkerName,
        render: (r) => (
          <div>
            <Typography sx={{ fontWeight: 600 }}>{r.WorkerName}</Typography>
            {r.PossibleDuplicateOf && (
              <Typography variant="body2" sx={{ color: 'warning.dark' }}>
                {t('workersDirectory.recent.possibleDuplicate', {
                  name: r.PossibleDuplicateOf.WorkerName,
                })}
              </Typography>
            )}
          </div>
        ),
      },
      {
        id: 'company',
        size: 180,
        header: t('workersDirectory.columns.company'),
        value: (r) => r.CompanyName,
      },
      {
        id: 'trade',
        size: 140,
        header: t('workersDirectory.columns.trade'),
        value: (r) => r.Trade,
      },
      {
        id: 'how',
        size: 190,
        header: t('workersDirectory.recent.how'),
        value: (r) => r.SelfRegistrationCode ?? '',
        text: (r) =>
          r.SelfRegistrationCode
            ? t('workersDirectory.recent.self', { code: r.SelfRegistrationCode })
            : t('workersDirectory.recent.staff'),
      },
      {
        id: 'badge',
        size: 150,
        header: t('workersDirectory.recent.badge'),
        value: (r) => (r.HasBadge ? 1 : 0),
        text: (r) =>
          r.HasBadge
            ? t('workersDirectory.recent.hasBadge')
            : t('workersDirectory.recent.needsBadge'),
        render: (r) =>
          r.HasBadge ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('workersDirectory.recent.hasBadge')}
            </Typography>
          ) : (
            // An action: the badge queue, starting with this worker.
            <Button
              size="small"
              color="warning"
              variant="outlined"
              onClick={(event) => {
                event.stopPropagation();
                setQueueFrom(r.WorkerId);
              }}
            >
              {t('workersDirectory.recent.needsBadge')}
            </Button>
          ),
      },
      {
        id: 'registered',
        size: 170,
        header: t('workersDirectory.columns.registered'),
        value: (r) => new Date(r.RegisteredAt),
        text: (r) => formatDateTimeInZone(r.RegisteredAt, timeZoneId),
      },
    ],
    [t, timeZoneId],
  );
  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h4" component="h1">
          {t('workersDirectory.recent.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('workersDirectory.recent.subtitle')}
        </Typography>
      </div>
      {waiting.length > 0 && (
        <div>
          <Button variant="contained" onClick={() => setQueueFrom(waiting[0]?.WorkerId ?? null)}>
            {t('workersDirectory.queue.open', { count: waiting.length })}
          </Button>
        </div>
      )}
      <WorkersBadgeQueue
        projectId={projectId}
        waiting={waiting}
        open={queueFrom !== null}
        onClose={() => setQueueFrom(null)}
      />
      <DataGrid
        id="workers.directory.recent"
        label={t('workersDirectory.recent.title')}
        columns={columns}
        rows={recent.data?.Workers ?? []}
        getRowId={(r) => String(r.WorkerId)}
        defaultSort={{ id: 'registered', desc: true }}
        persist={false}
        features={{ grouping: false, filterRow: false, headerFilter: false }}
        loading={recent.isPending}
        error={recent.isError}
        emptyText={t('workersDirectory.recent.empty')}
        onRowOpen={(r) => router.history.push(workerRecordPath(projectId, r.WorkerId))}
      />
    </Stack>
  );
}
