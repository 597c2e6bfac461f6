import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_SortingState,
} from 'material-react-table';
import {
  ACCESS_READS_PAGE_SIZES,
  ACCESS_TYPE,
  type AccessRead,
  type AccessReadsOrderBy,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import {
  resolveUpdater,
  serverDataGridOptions,
} from '../../../components/data-grid/data-grid-options.tsx';
import type { ResolvedAccessControlSearch } from '../access-control-search.ts';
import { AccessControlAccessChip } from './access-control-access-chip.tsx';
import {
  AccessControlDirection,
  AccessControlSource,
  AccessControlTime,
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

export interface AccessControlTableProps {
  reads: readonly AccessRead[];
  totalCount: number;
  search: ResolvedAccessControlSearch;
  loading: boolean;
  fetching: boolean;
  onSortChange: (orderBy: AccessReadsOrderBy, reverse: boolean) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The desktop list: the spec's nine columns, each one of the nine sort options (the column id
 * is the option), sorted and paged by the server.
 */
export function AccessControlTable(props: AccessControlTableProps) {
  const { reads, totalCount, search, loading, fetching } = props;
  const { t, i18n } = useTranslation();

  const columns = useMemo<MRT_ColumnDef<AccessRead>[]>(
    () => [
      {
        id: 'Name',
        size: 145,
        header: t('accessControl.columns.Name'),
        accessorFn: (read) => read.WorkerName ?? '',
        Cell: ({ row }) =>
          row.original.WorkerName === null ? (
            <Missing>{t('accessControl.unknownTag')}</Missing>
          ) : (
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {row.original.WorkerName}
            </Typography>
          ),
      },
      {
        id: 'Tag',
        size: 120,
        header: t('accessControl.columns.Tag'),
        accessorKey: 'tag',
        Cell: ({ row }) => (
          <Typography
            component="span"
            variant="body2"
            sx={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.8rem' }}
          >
            {row.original.tag}
          </Typography>
        ),
      },
      {
        id: 'Contract',
        size: 145,
        header: t('accessControl.columns.Contract'),
        accessorFn: (read) => read.companyName ?? '',
        Cell: ({ row }) =>
          row.original.companyName ?? <Missing>{t('accessControl.unassigned')}</Missing>,
      },
      {
        id: 'Zone',
        size: 120,
        header: t('accessControl.columns.Zone'),
        accessorFn: (read) => read.zoneName ?? '',
        Cell: ({ row }) =>
          row.original.zoneName ?? <Missing>{t('accessControl.unassignedZone')}</Missing>,
      },
      {
        id: 'Source',
        size: 95,
        header: t('accessControl.columns.Source'),
        accessorKey: 'sourceType',
        Cell: ({ row }) => <AccessControlSource sourceId={row.original.sourceType} />,
      },
      {
        id: 'LocationDetails',
        size: 140,
        header: t('accessControl.columns.LocationDetails'),
        accessorFn: (read) => read.readerLocationName ?? '',
        Cell: ({ row }) =>
          row.original.readerLocationName ?? <Missing>{t('accessControl.noLocation')}</Missing>,
      },
      {
        id: 'Direction',
        size: 125,
        header: t('accessControl.columns.Direction'),
        accessorKey: 'ReadDirectionId',
        Cell: ({ row }) => <AccessControlDirection directionId={row.original.ReadDirectionId} />,
      },
      {
        id: 'Access',
        size: 115,
        header: t('accessControl.columns.Access'),
        accessorKey: 'WorkerEntryAccessType',
        Cell: ({ row }) => (
          <AccessControlAccessChip accessType={row.original.WorkerEntryAccessType} />
        ),
      },
      {
        id: 'Time',
        size: 150,
        header: t('accessControl.columns.Time'),
        accessorFn: (read) => read.eventDateTimeLocalEpoch ?? 0,
        Cell: ({ row }) => <AccessControlTime localEpoch={row.original.eventDateTimeLocalEpoch} />,
      },
    ],
    [t],
  );

  const sorting: MRT_SortingState = [{ id: search.orderBy, desc: search.reverse }];
  const pagination: MRT_PaginationState = {
    pageIndex: search.page - 1,
    pageSize: search.pageSize,
  };

  const table = useMaterialReactTable({
    columns,
    data: reads as AccessRead[],
    getRowId: (read, index) => `${index}:${read.tag}:${read.eventDateTimeLocalEpoch}`,
    rowCount: totalCount,
    ...serverDataGridOptions<AccessRead>({
      language: i18n.language,
      pagination,
      pageSizes: ACCESS_READS_PAGE_SIZES,
      emptyText: t('accessControl.empty'),
      onPageChange: props.onPageChange,
      onPageSizeChange: props.onPageSizeChange,
    }),
    enableStickyHeader: true,
    // Columns share the width by their sizes; long names wrap instead of hiding Access and Time.
    layoutMode: 'grid',
    defaultColumn: { minSize: 80 },
    initialState: { density: 'compact' },
    state: { sorting, pagination, isLoading: loading, showProgressBars: fetching && !loading },
    onSortingChange: (updater) => {
      const [first] = resolveUpdater(updater, sorting);
      if (first && SORTABLE.has(first.id)) {
        props.onSortChange(first.id as AccessReadsOrderBy, first.desc);
      }
    },
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 300px)', minHeight: 240 } },
    muiTableHeadCellProps: {
      sx: {
        bgcolor: 'grey.50',
        fontWeight: 700,
        color: 'text.secondary',
        fontSize: '0.8rem',
        py: 1.25,
      },
    },
    // Names and places wrap onto a second line rather than being cut off.
    muiTableBodyCellProps: {
      sx: { py: 1, alignItems: 'center', whiteSpace: 'normal', overflowWrap: 'anywhere' },
    },
    muiTableBodyRowProps: ({ row }) => ({
      hover: true,
      // A denied read is an unauthorized read (DOMAIN.md): tinted so it stands out in a long day.
      sx:
        row.original.WorkerEntryAccessType === ACCESS_TYPE.Denied
          ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.04) }
          : undefined,
    }),
  });

  return <MaterialReactTable table={table} />;
}
