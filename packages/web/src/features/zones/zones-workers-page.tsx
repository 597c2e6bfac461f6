import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import type { ZoneWhitelistWorker } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { useZoneWorkersAccess } from './api/get-zone-workers-access.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/zones');

/** spec 001 §9: grid page sizes 100, 150, 200; 150 by default. */
const PAGE_SIZES = [100, 150, 200] as const;

/** spec 002 §2: the zone's workers tab, a grid of who may be in the zone today. */
export function ZonesWorkersPage({ projectId, zoneId }: { projectId: number; zoneId: number }) {
  const { t } = useTranslation();
  const workers = useZoneWorkersAccess(projectId, zoneId);
  const columns: DataGridColumn<ZoneWhitelistWorker>[] = [
    {
      id: 'WorkerName',
      header: t('zones.workers.columns.WorkerName'),
      value: (w) => w.WorkerName,
      size: 200,
    },
    {
      id: 'WorkerTrade',
      header: t('zones.workers.columns.WorkerTrade'),
      value: (w) => w.WorkerTrade ?? '',
    },
    {
      id: 'ContractDisplayName',
      header: t('zones.workers.columns.ContractDisplayName'),
      value: (w) => w.ContractDisplayName,
      size: 200,
    },
    { id: 'FirstName', header: t('zones.workers.columns.FirstName'), value: (w) => w.FirstName },
    { id: 'LastName', header: t('zones.workers.columns.LastName'), value: (w) => w.LastName },
    {
      id: 'WorkerId',
      header: t('zones.workers.columns.WorkerId'),
      value: (w) => w.WorkerId,
      size: 110,
    },
  ];
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('zones.workers.title')}
      </Typography>
      <DataGrid
        id="zone-workers"
        label={t('zones.workers.grid')}
        columns={columns}
        rows={workers.data ?? []}
        getRowId={(w) => String(w.WorkerId)}
        pageSizes={PAGE_SIZES}
        defaultPageSize={150}
        defaultSort={{ id: 'WorkerName', desc: false }}
        loading={workers.isPending}
        fetching={workers.isFetching}
        error={workers.isError}
        emptyText={t('zones.workers.empty')}
      />
    </Stack>
  );
}
