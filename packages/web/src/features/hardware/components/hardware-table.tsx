import { useMemo } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_SortingState,
} from 'material-react-table';
import { READER_PAGE_SIZES, type Reader, type ReaderOrderBy } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import {
  resolveUpdater,
  serverDataGridOptions,
} from '../../../components/data-grid/data-grid-options.tsx';
import { formatLastActive } from '../hardware-format.ts';
import type { ResolvedHardwareSearch } from '../hardware-search.ts';
import { HardwareDirection } from './hardware-direction.tsx';
import { HardwarePower } from './hardware-power.tsx';
import { HardwareStatusChip } from './hardware-status-chip.tsx';

/** The columns the server can sort by, and the sort option each stands for (spec 002 §2). */
const SORT_COLUMNS: Record<string, ReaderOrderBy> = {
  zone: 'ZoneName',
  status: 'ReaderStatus',
  power: 'PowerStatus',
  lastActive: 'LastActiveDate',
};
const COLUMN_OF: Record<ReaderOrderBy, string> = {
  ZoneName: 'zone',
  ReaderStatus: 'status',
  PowerStatus: 'power',
  LastActiveDate: 'lastActive',
};

export interface HardwareTableProps {
  readers: readonly Reader[];
  totalCount: number;
  search: ResolvedHardwareSearch;
  timeZoneId: string | undefined;
  loading: boolean;
  fetching: boolean;
  onOpen: (reader: Reader) => void;
  onSortChange: (orderBy: ReaderOrderBy, reverse: boolean) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The desktop list: server-side paging and sorting, a click on a row opens the reader. */
export function HardwareTable(props: HardwareTableProps) {
  const { readers, totalCount, search, timeZoneId, loading, fetching, onOpen } = props;
  const { t, i18n } = useTranslation();
  // Beside the side navigation, below 1360 px, model and direction make room for the rest.
  const narrow = useMediaQuery('(max-width: 1359.95px)');

  const columns = useMemo<MRT_ColumnDef<Reader>[]>(
    () => [
      {
        id: 'serial',
        size: 140,
        header: t('hardware.columns.serial'),
        accessorKey: 'ManufacturerSerialNumber',
        enableSorting: false,
        Cell: ({ row }) => (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row.original);
            }}
            sx={{ fontWeight: 600, fontFamily: 'ui-monospace, monospace', textAlign: 'left' }}
          >
            {row.original.ManufacturerSerialNumber}
          </Link>
        ),
      },
      {
        id: 'model',
        size: 80,
        header: t('hardware.columns.model'),
        accessorKey: 'HardwareModelDisplayName',
        enableSorting: false,
      },
      {
        id: 'zone',
        size: 140,
        header: t('hardware.columns.zone'),
        accessorFn: (reader) => reader.ZoneName ?? '',
        Cell: ({ row }) =>
          row.original.ZoneName ?? (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              {t('hardware.unassignedZone')}
            </Typography>
          ),
      },
      {
        id: 'location',
        size: 150,
        header: t('hardware.columns.location'),
        accessorFn: (reader) => reader.locationName ?? '',
        enableSorting: false,
        Cell: ({ row }) =>
          row.original.locationName ?? (
            <Typography variant="body2" sx={{ color: 'text.disabled' }}>
              {t('hardware.noLocation')}
            </Typography>
          ),
      },
      {
        id: 'direction',
        size: 140,
        header: t('hardware.columns.direction'),
        accessorKey: 'ReadDirectionId',
        enableSorting: false,
        Cell: ({ row }) => (
          <HardwareDirection
            directionId={row.original.ReadDirectionId}
            ports={row.original.ReaderAssignmentPorts}
          />
        ),
      },
      {
        id: 'status',
        size: 110,
        header: t('hardware.columns.status'),
        accessorKey: 'ReaderStatusId',
        Cell: ({ row }) => <HardwareStatusChip statusId={row.original.ReaderStatusId} />,
      },
      {
        id: 'power',
        size: 130,
        header: t('hardware.columns.power'),
        accessorKey: 'PowerStatusId',
        Cell: ({ row }) => (
          <HardwarePower
            statusId={row.original.PowerStatusId}
            batteryLevel={row.original.BatteryLevel}
          />
        ),
      },
      {
        id: 'lastActive',
        size: 150,
        header: t('hardware.columns.lastActive'),
        accessorFn: (reader) => reader.LastActiveDate ?? '',
        Cell: ({ row }) => (
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatLastActive(row.original.LastActiveDate, timeZoneId) ??
              t('hardware.notAvailable')}
          </Typography>
        ),
      },
    ],
    [t, onOpen, timeZoneId],
  );

  const sorting: MRT_SortingState = [{ id: COLUMN_OF[search.orderBy], desc: search.reverse }];
  const pagination: MRT_PaginationState = {
    pageIndex: search.page - 1,
    pageSize: search.pageSize,
  };

  const table = useMaterialReactTable({
    columns,
    data: readers as Reader[],
    getRowId: (reader) => String(reader.readerId),
    rowCount: totalCount,
    ...serverDataGridOptions<Reader>({
      language: i18n.language,
      pagination,
      pageSizes: READER_PAGE_SIZES,
      emptyText: t('hardware.empty'),
      onPageChange: props.onPageChange,
      onPageSizeChange: props.onPageSizeChange,
    }),
    state: {
      sorting,
      pagination,
      columnVisibility: { model: !narrow, direction: !narrow },
      isLoading: loading,
      showProgressBars: fetching && !loading,
    },
    onSortingChange: (updater) => {
      const [first] = resolveUpdater(updater, sorting);
      const orderBy = first ? SORT_COLUMNS[first.id] : undefined;
      if (first && orderBy) props.onSortChange(orderBy, first.desc);
    },
    muiTableHeadCellProps: {
      sx: { bgcolor: 'grey.50', fontWeight: 700, color: 'text.secondary', fontSize: '0.8rem' },
    },
    muiTableBodyRowProps: ({ row }) => ({
      hover: true,
      onClick: () => onOpen(row.original),
      sx: { cursor: 'pointer' },
    }),
  });

  return <MaterialReactTable table={table} />;
}
