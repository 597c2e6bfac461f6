import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORKER_LIST_ORDER_FIELDS, type WorkerListPageSize } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGridSort } from '@/components/data-grid/data-grid-sort.tsx';
import { useDataGridPage } from '@/components/data-grid/use-data-grid-page.ts';
import { useListAddress } from '@/lib/address/use-list-address.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useProjectContracts } from './api/get-project-contracts.ts';
import { useWorkers } from './api/get-workers.ts';
import { WorkersBasicTable } from './components/workers-basic-table.tsx';
import { WorkersDirectoryFilters } from './components/workers-directory-filters.tsx';
import {
  toWorkerListQuery,
  workersBasicAddress,
  type WorkersBasicSearch,
} from './workers-directory-search.ts';

await loadLocales('features/workers/directory');

export interface WorkersBasicPageProps {
  projectId: number;
  search: WorkersBasicSearch;
  onSearchChange: (search: WorkersBasicSearch) => void;
}

/** spec 001 §2 "Basic list view": search, contract filter, sort and paging. */
export function WorkersBasicPage({ projectId, search, onSearchChange }: WorkersBasicPageProps) {
  const { t } = useTranslation();
  const address = useListAddress(workersBasicAddress, search, onSearchChange);
  const { resolved } = address;
  const workers = useWorkers(projectId, toWorkerListQuery(search));
  const contracts = useProjectContracts(projectId);
  const total = workers.data?.paginationData.totalItems ?? 0;
  // spec 001 §5: a page change outside 1..total pages is ignored.
  const onPageChange = useDataGridPage({
    page: resolved.page,
    pageSize: resolved.pageSize,
    totalCount: total,
    placeholder: workers.isPlaceholderData,
    goToPage: address.setPage,
  });

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h4" component="h1">
          {t('workersDirectory.basic.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('workersDirectory.basic.subtitle')}
        </Typography>
      </div>
      <WorkersDirectoryFilters
        projectId={projectId}
        search={resolved.search}
        onSearch={address.setSearch}
        contracts={contracts.data?.Data ?? []}
        contractIds={resolved.contractId ?? []}
        onContracts={(contractId) => address.setFilters({ contractId })}
      />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} aria-live="polite">
          {workers.data ? t('workersDirectory.basic.count', { count: total }) : '\u00a0'}
        </Typography>
        <DataGridSort
          options={WORKER_LIST_ORDER_FIELDS}
          optionLabel={(option) => t(`workersDirectory.orderBy.${option}`)}
          labels={{
            sortBy: t('workersDirectory.basic.sort'),
            sortDirection: t('workersDirectory.basic.sortDirection'),
            ascending: t('workersDirectory.basic.ascending'),
            descending: t('workersDirectory.basic.descending'),
          }}
          orderBy={resolved.orderBy}
          reverse={resolved.reverse}
          onOrderByChange={(next) => address.setSort(next, resolved.reverse)}
          onReverseChange={(next) => address.setSort(resolved.orderBy, next)}
          sx={{ alignItems: 'center' }}
          fieldSx={{ minWidth: 150 }}
        />
      </Stack>
      <WorkersBasicTable
        projectId={projectId}
        workers={workers.data?.items ?? []}
        totalCount={total}
        page={resolved.page}
        pageSize={resolved.pageSize}
        orderBy={resolved.orderBy}
        reverse={resolved.reverse}
        loading={workers.isPending}
        fetching={workers.isFetching}
        error={workers.isError}
        onSortChange={address.setSort}
        onPageChange={onPageChange}
        onPageSizeChange={(size) => address.setPageSize(size as WorkerListPageSize)}
      />
    </Stack>
  );
}
