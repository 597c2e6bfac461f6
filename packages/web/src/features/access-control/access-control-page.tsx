import { useCallback, useEffect, useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  ALERT_DURATION_MS,
  UNASSIGNED_CONTRACT_ID,
  UNASSIGNED_ZONE_ID,
  type AccessReadsPageSize,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useDataGridPage } from '@/components/data-grid/use-data-grid-page.ts';
import { useListAddress } from '@/lib/address/use-list-address.ts';
import { isSessionError } from '@/lib/api-error.ts';
import { useProjectZones } from '@/components/project-zones/get-project-zones.ts';
import { useAccessControlContracts } from './api/get-access-control-contracts.ts';
import { useAccessReads } from './api/get-access-reads.ts';
import { useAccessReadTotals } from './api/get-access-read-totals.ts';
import { useExportAccessReads } from './api/export-access-reads.ts';
import { useWorkerRecordHref } from './access-control-links.ts';
import { AccessControlTotals } from './components/access-control-totals.tsx';
import { zonesInTreeOrder } from '@/components/project-zones/zones-tree.ts';
import { accessControlErrorMessages } from './access-control-format.ts';
import {
  accessControlAddress,
  resolveAccessControlSearch,
  toAccessReadsQuery,
  type AccessControlSearch,
} from './access-control-search.ts';
import { AccessControlCards } from './components/access-control-cards.tsx';
import type { ChoiceOption } from './components/access-control-choice-filter.tsx';
import { AccessControlFilters } from './components/access-control-filters.tsx';
import { AccessControlTable } from './components/access-control-table.tsx';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/access-control');

/** spec 002 §8: each entry of a failed call's errors is a red alert for 6 s. */
function useErrorAlerts(error: unknown, updatedAt: number) {
  const alerts = useAlerts();
  useEffect(() => {
    if (!error || isSessionError(error)) return;
    for (const message of accessControlErrorMessages(error)) {
      alerts.error(message, ALERT_DURATION_MS.serverError);
    }
  }, [error, updatedAt, alerts]);
}

export interface AccessControlPageProps {
  projectId: number;
  /** The project's IANA zone; undefined while the project loads. */
  timeZoneId: string | undefined;
  search: AccessControlSearch;
  onSearchChange: (search: AccessControlSearch) => void;
}

export function AccessControlPage(props: AccessControlPageProps) {
  return props.timeZoneId ? (
    <AccessControlDashboard {...props} timeZoneId={props.timeZoneId} />
  ) : (
    <Stack spacing={2}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** spec 002 "Access control dashboard": the project's access reads, filtered, sorted, paged. */
function AccessControlDashboard({
  projectId,
  timeZoneId,
  search,
  onSearchChange,
}: AccessControlPageProps & { timeZoneId: string }) {
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // The nine columns need about 1,150 px; narrower screens get the same reads as cards.
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));

  const address = useListAddress(accessControlAddress, search, onSearchChange);
  const resolved = resolveAccessControlSearch(search, timeZoneId);
  const query = toAccessReadsQuery(resolved, timeZoneId);
  const reads = useAccessReads(projectId, query);
  const contracts = useAccessControlContracts(projectId);
  const zones = useProjectZones(projectId);
  // The totals ask with the list's filters: a bad filter is said once, by the list's alerts.
  const totals = useAccessReadTotals(projectId, query);
  const exportLog = useExportAccessReads(projectId);
  const workerHref = useWorkerRecordHref(projectId);
  const { setFilters } = address;
  // A gate in one click: the same range, every other filter off, the list at that zone.
  const onGate = useCallback(
    (zoneId: number) =>
      setFilters({
        projectZoneIds: [zoneId],
        contractIds: undefined,
        readDirectionIds: undefined,
        accessTypes: undefined,
        sources: undefined,
        search: undefined,
      }),
    [setFilters],
  );
  useErrorAlerts(reads.error, reads.errorUpdatedAt);
  useErrorAlerts(contracts.error, contracts.errorUpdatedAt);

  const contractChoices = useMemo<ChoiceOption[]>(
    () => [
      { id: UNASSIGNED_CONTRACT_ID, label: t('accessControl.unassigned'), muted: true },
      ...(contracts.data ?? []).map((c) => ({ id: c.ContractId, label: c.DisplayName })),
    ],
    [contracts.data, t],
  );
  const zoneChoices = useMemo<ChoiceOption[]>(
    () => [
      { id: UNASSIGNED_ZONE_ID, label: t('accessControl.unassignedZone'), muted: true },
      ...zonesInTreeOrder(zones.data ?? []).map(({ zone, depth }) => ({
        id: zone.ProjectZoneId,
        label: zone.IsArchived
          ? t('accessControl.archivedZone', { name: zone.ZoneName })
          : zone.ZoneName,
        muted: zone.IsArchived,
        depth,
      })),
    ],
    [zones.data, t],
  );

  const total = reads.data?.TotalCount ?? 0;

  const onPageChange = useDataGridPage({
    page: resolved.page,
    pageSize: resolved.pageSize,
    totalCount: total,
    placeholder: reads.isPlaceholderData,
    goToPage: address.setPage,
  });
  const onPageSizeChange = (pageSize: number) =>
    address.setPageSize(pageSize as AccessReadsPageSize);
  const onSortChange = address.setSort;

  const list = {
    reads: reads.data?.Data ?? [],
    totalCount: total,
    search: resolved,
    loading: reads.isPending && query !== null,
    onPageChange,
    onPageSizeChange,
    workerHref,
    onGate,
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <div style={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('accessControl.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {reads.data
              ? t('accessControl.count', { count: total, zone: timeZoneId })
              : t('accessControl.subtitle', { zone: timeZoneId })}
          </Typography>
        </div>
        <Tooltip title={`${t('accessControl.exportExcel')}: ${t('accessControl.exportHint')}`}>
          <span>
            <IconButton
              aria-label={t('accessControl.exportExcel')}
              onClick={() =>
                query &&
                exportLog.mutate({
                  query,
                  language: i18n.language.startsWith('es') ? 'es' : 'en',
                })
              }
              disabled={query === null || exportLog.isPending || total === 0}
            >
              <FileDownloadOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('accessControl.refresh')}>
          <span>
            <IconButton
              aria-label={t('accessControl.refresh')}
              onClick={() => {
                void reads.refetch();
                void totals.refetch();
              }}
              disabled={query === null || reads.isFetching}
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <AccessControlFilters
        search={resolved}
        timeZoneId={timeZoneId}
        contracts={contractChoices}
        zones={zoneChoices}
        loadingChoices={contracts.isPending || zones.isPending}
        mobile={mobile}
        onChange={address.setFilters}
        onSearchText={address.setSearch}
      />
      <AccessControlTotals totals={totals.data} loading={totals.isPending} onGate={onGate} />
      {cards ? (
        <AccessControlCards {...list} />
      ) : (
        <AccessControlTable
          {...list}
          fetching={reads.isFetching}
          error={reads.isError}
          onSortChange={onSortChange}
        />
      )}
    </Stack>
  );
}
