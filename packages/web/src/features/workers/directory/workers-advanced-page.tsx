import { useCallback, useEffect, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import {
  DIRECTORY_PAGE_SIZES,
  type DirectoryEditableField,
  type DirectoryPageSize,
  type WorkerDirectoryRow,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import { SEARCH_DEBOUNCE_MS } from '@/components/search-field/use-debounced-search.ts';
import { useDataGridPage } from '@/components/data-grid/use-data-grid-page.ts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { useListAddress } from '@/lib/address/use-list-address.ts';
import { describeError } from '@/lib/api-error.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useProjectContracts } from './api/get-project-contracts.ts';
import { getWorkerDirectoryValues, useWorkerDirectory } from './api/get-worker-directory.ts';
import { useUpdateDirectoryWorker } from './api/update-directory-worker.ts';
import { DirectoryEditingContext } from './components/workers-advanced-cell.tsx';
import { advancedColumns } from './components/workers-advanced-columns.tsx';
import { WorkersDirectoryFilters } from './components/workers-directory-filters.tsx';
import { rowPayload, withEdit, withoutRow, type DirectoryEdits } from './workers-advanced-edits.ts';
import {
  toWorkerDirectoryQuery,
  workersAdvancedAddress,
  type WorkersAdvancedSearch,
} from './workers-directory-search.ts';
import { workerRecordPath } from './workers-directory-links.ts';
import { groupSizeOf, withGrid, type DirectoryGridState } from './workers-advanced-grid.ts';

await loadLocales('features/workers/directory');

export interface WorkersAdvancedPageProps {
  projectId: number;
  search: WorkersAdvancedSearch;
  onSearchChange: (search: WorkersAdvancedSearch) => void;
}

/** spec 001 "AdvancedWorkforceDirectory": every directory field, edited inline row by row. */
export function WorkersAdvancedPage({
  projectId,
  search,
  onSearchChange,
}: WorkersAdvancedPageProps) {
  const { t, i18n } = useTranslation();
  const alerts = useAlerts();
  const router = useRouter();
  const address = useListAddress(workersAdvancedAddress, search, onSearchChange);
  const { resolved } = address;
  // The filter row, header filters and grouping: the server applies them over every page.
  const [grid, setGrid] = useState<DirectoryGridState>({ filters: [], grouping: [] });
  // The server is asked once typing in the filter row settles, not at every key.
  const [asked, setAsked] = useState(grid);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(grid), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [grid]);
  const query = withGrid(toWorkerDirectoryQuery(search), asked);
  const directory = useWorkerDirectory(projectId, query);
  const queryKey = JSON.stringify(query);
  const loadValues = useCallback(
    (column: string) =>
      getWorkerDirectoryValues(projectId, column, JSON.parse(queryKey) as typeof query).then(
        (answer) => ({ values: answer.Values, truncated: answer.Truncated }),
      ),
    [projectId, queryKey],
  );
  const changeGrid = (next: DirectoryGridState) => {
    setGrid(next);
    if (resolved.page !== 1) address.setPage(1);
  };
  const contracts = useProjectContracts(projectId);
  const update = useUpdateDirectoryWorker(projectId);
  const [edits, setEdits] = useState<DirectoryEdits>({});
  const [saving, setSaving] = useState<number | null>(null);
  const canEdit = directory.data?.Rights.CanDoRegistrations ?? false;
  const total = directory.data?.TotalCount ?? 0;

  const setCell = useCallback(
    (row: WorkerDirectoryRow, field: DirectoryEditableField, text: string) =>
      setEdits((current) => withEdit(current, row, field, text)),
    [],
  );
  const editing = useMemo(() => ({ t, edits, setCell }), [t, edits, setCell]);
  const onSave = useCallback(
    (row: WorkerDirectoryRow) => {
      const rowEdits = edits[row.WorkerId];
      if (!rowEdits) return;
      setSaving(row.WorkerId);
      update.mutate(rowPayload(projectId, row, rowEdits), {
        onSuccess: () => {
          setEdits((current) => withoutRow(current, row.WorkerId));
          alerts.success(t('workersDirectory.advanced.saved'));
        },
        onError: (error) => {
          const notice = describeError(error);
          alerts.error(notice.message, notice.durationMs);
        },
        onSettled: () => setSaving(null),
      });
    },
    [edits, update, projectId, alerts, t],
  );
  const onUndo = useCallback(
    (row: WorkerDirectoryRow) => setEdits((current) => withoutRow(current, row.WorkerId)),
    [],
  );
  const onOpen = useCallback(
    (workerId: number) => router.history.push(workerRecordPath(projectId, workerId)),
    [router, projectId],
  );
  const columns = useMemo(
    () =>
      advancedColumns({
        t,
        language: i18n.language,
        projectId,
        response: directory.data,
        canEdit,
        edits,
        saving,
        onOpen,
        onSave,
        onUndo,
        loadValues,
      }),
    [
      t,
      i18n.language,
      projectId,
      directory.data,
      canEdit,
      edits,
      saving,
      onOpen,
      onSave,
      onUndo,
      loadValues,
    ],
  );
  const onPageChange = useDataGridPage({
    page: resolved.page,
    pageSize: resolved.pageSize,
    totalCount: total,
    placeholder: directory.isPlaceholderData,
    goToPage: address.setPage,
  });

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h4" component="h1">
          {t('workersDirectory.advanced.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('workersDirectory.advanced.subtitle')}
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
      <DirectoryEditingContext.Provider value={editing}>
        <DataGrid
          id="workers.directory.advanced"
          label={t('workersDirectory.advanced.title')}
          columns={columns}
          rows={directory.data?.Workers ?? []}
          getRowId={(row) => String(row.WorkerId)}
          server={{
            totalCount: total,
            page: resolved.page,
            pageSize: resolved.pageSize,
            pageSizes: DIRECTORY_PAGE_SIZES,
            onPageChange,
            onPageSizeChange: (size) => address.setPageSize(size as DirectoryPageSize),
            filters: grid.filters,
            onFiltersChange: (filters) => changeGrid({ ...grid, filters }),
            grouping: grid.grouping,
            onGroupingChange: (grouping) => changeGrid({ ...grid, grouping }),
            groupSize: (row, depth) =>
              groupSizeOf(directory.data?.Groups ?? [], asked.grouping, row, depth),
          }}
          loading={directory.isPending}
          fetching={directory.isFetching && !directory.isPending}
          error={directory.isError}
          emptyText={t('workersDirectory.advanced.empty')}
          dense
        />
      </DirectoryEditingContext.Provider>
      <UnsavedChangesGuard when={Object.keys(edits).length > 0} />
    </Stack>
  );
}
