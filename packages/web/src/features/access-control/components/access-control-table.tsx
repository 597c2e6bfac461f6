import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import {
  ACCESS_READS_PAGE_SIZES,
  ACCESS_TYPE,
  type AccessRead,
  type AccessReadsOrderBy,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { formatReadTime } from '../access-control-format.ts';
import type { ResolvedAccessControlSearch } from '../access-control-search.ts';
import { AccessControlAccessChip } from './access-control-access-chip.tsx';
import {
  AccessControlDirection,
  AccessControlGate,
  AccessControlSource,
  AccessControlTime,
  AccessControlWorker,
  Missing,
} from './access-control-cells.tsx';

const SORTABLE = new Set<string>([
  'Name',
  'Tag',
  'Contract',
  'Zone',
  'Source',
  'LocationDetails',
  'Direction',
  'Access',
  'Time',
] satisfies AccessReadsOrderBy[]);

/** The local epoch is the site's wall clock counted as UTC: the grid's wall-clock date as it is. */
function readWallClock(read: AccessRead): Date | null {
  return read.eventDateTimeLocalEpoch === null
    ? null
    : new Date(read.eventDateTimeLocalEpoch * 1000);
}

export interface AccessControlTableProps {
  reads: readonly AccessRead[];
  totalCount: number;
  search: ResolvedAccessControlSearch;
  loading: boolean;
  fetching: boolean;
  error?: boolean;
  onSortChange: (orderBy: AccessReadsOrderBy, reverse: boolean) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The worker's record, or null where the app has none yet. */
  workerHref: (workerId: number) => string | null;
  /** Shows the reads at the read's gate (its zone). */
  onGate: (zoneId: number) => void;
}

/**
 * The desktop list: the spec's nine columns (their sizes add up to the box at 1366 px, so the
 * read's time is never pushed out of sight), each one of the nine sort options (the column id
 * is the option), sorted and paged by the server.
 */
export function AccessControlTable(props: AccessControlTableProps) {
  const { search, onSortChange, workerHref, onGate } = props;
  const { t } = useTranslation();

  const columns = useMemo<DataGridColumn<AccessRead>[]>(
    () => [
      {
        id: 'Name',
        size: 125,
        header: t('accessControl.columns.Name'),
        value: (read) => read.WorkerName ?? t('accessControl.unknownTag'),
        render: (read) => (
          <AccessControlWorker
            name={read.WorkerName}
            href={read.WorkerId === null ? null : workerHref(read.WorkerId)}
          />
        ),
      },
      {
        id: 'Tag',
        size: 115,
        header: t('accessControl.columns.Tag'),
        value: (read) => read.tag,
        render: (read) => (
          <Typography
            component="span"
            variant="body2"
            sx={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.8rem' }}
          >
            {read.tag}
          </Typography>
        ),
      },
      {
        id: 'Contract',
        size: 140,
        header: t('accessControl.columns.Contract'),
        value: (read) => read.companyName ?? t('accessControl.unassigned'),
        render: (read) => read.companyName ?? <Missing>{t('accessControl.unassigned')}</Missing>,
      },
      {
        id: 'Zone',
        size: 100,
        header: t('accessControl.columns.Zone'),
        value: (read) => read.zoneName ?? t('accessControl.unassignedZone'),
        render: (read) => (
          <AccessControlGate zoneId={read.ProjectZoneId} zoneName={read.zoneName} onGate={onGate} />
        ),
      },
      {
        id: 'Source',
        size: 105,
        header: t('accessControl.columns.Source'),
        value: (read) => read.sourceType,
        text: (read) => t(`accessControl.source.${read.sourceType}`),
        render: (read) => <AccessControlSource sourceId={read.sourceType} />,
      },
      {
        id: 'LocationDetails',
        size: 110,
        header: t('accessControl.columns.LocationDetails'),
        value: (read) => read.readerLocationName ?? t('accessControl.noLocation'),
        render: (read) =>
          read.readerLocationName ?? <Missing>{t('accessControl.noLocation')}</Missing>,
      },
      {
        id: 'Direction',
        size: 125,
        header: t('accessControl.columns.Direction'),
        value: (read) => read.ReadDirectionId,
        text: (read) => t(`accessControl.direction.${read.ReadDirectionId}`),
        render: (read) => <AccessControlDirection directionId={read.ReadDirectionId} />,
      },
      {
        id: 'Access',
        size: 125,
        header: t('accessControl.columns.Access'),
        value: (read) => read.WorkerEntryAccessType,
        text: (read) => t(`accessControl.access.${read.WorkerEntryAccessType}`),
        render: (read) => <AccessControlAccessChip accessType={read.WorkerEntryAccessType} />,
      },
      {
        id: 'Time',
        size: 120,
        header: t('accessControl.columns.Time'),
        value: readWallClock,
        text: (read) =>
          formatReadTime(read.eventDateTimeLocalEpoch) ?? t('accessControl.notAvailable'),
        // Excel gets a date it can sort and compute with, not the text.
        exportValue: readWallClock,
        render: (read) => <AccessControlTime localEpoch={read.eventDateTimeLocalEpoch} />,
      },
    ],
    [t, workerHref, onGate],
  );

  return (
    <DataGrid
      id="accessControl.reads"
      label={t('accessControl.title')}
      columns={columns}
      rows={props.reads}
      getRowId={(read, index) => `${index}:${read.tag}:${read.eventDateTimeLocalEpoch}`}
      server={{
        totalCount: props.totalCount,
        page: search.page,
        pageSize: search.pageSize,
        pageSizes: ACCESS_READS_PAGE_SIZES,
        onPageChange: props.onPageChange,
        onPageSizeChange: props.onPageSizeChange,
        sort: { id: search.orderBy, desc: search.reverse },
        onSortChange: (sort) => {
          if (SORTABLE.has(sort.id)) onSortChange(sort.id as AccessReadsOrderBy, sort.desc);
        },
      }}
      // The page's filters are the server's; the grid offers no column filters here.
      features={{ grouping: false, filterRow: false, headerFilter: false }}
      // The spec's nine columns are the whole read (spec 002 §2): all of them show by default.
      defaultVisibleColumns={9}
      loading={props.loading}
      fetching={props.fetching && !props.loading}
      error={props.error}
      emptyText={t('accessControl.empty')}
      maxHeight="calc(100vh - 300px)"
      dense
      // A denied read is an unauthorized read (DOMAIN.md): tinted so it stands out in a long day.
      rowTone={(read) => (read.WorkerEntryAccessType === ACCESS_TYPE.Denied ? 'error' : undefined)}
    />
  );
}
