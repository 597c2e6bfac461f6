import { useMemo } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { READER_PAGE_SIZES, type Reader, type ReaderOrderBy } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import dayjs from 'dayjs';
import { formatLastActive, reportsUnplaced } from '../hardware-format.ts';
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
const NARROW_HIDDEN = ['model', 'direction'];

/** The last activity on the project's clock as a wall-clock date (sorted and exported typed). */
function lastActiveWallClock(iso: string | null, timeZoneId: string | undefined): Date | null {
  if (!iso || !timeZoneId) return null;
  try {
    const local = dayjs(iso).tz(timeZoneId);
    return new Date(
      Date.UTC(local.year(), local.month(), local.date(), local.hour(), local.minute()),
    );
  } catch {
    return null;
  }
}

export interface HardwareTableProps {
  readers: readonly Reader[];
  totalCount: number;
  search: ResolvedHardwareSearch;
  timeZoneId: string | undefined;
  loading: boolean;
  fetching: boolean;
  error?: boolean;
  onOpen: (reader: Reader) => void;
  onSortChange: (orderBy: ReaderOrderBy, reverse: boolean) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The desktop list: server-side paging and sorting, a click on a row opens the reader. */
export function HardwareTable(props: HardwareTableProps) {
  const { search, timeZoneId, onOpen, onSortChange } = props;
  const { t } = useTranslation();
  // Beside the side navigation, below 1360 px, model and direction make room for the rest.
  const narrow = useMediaQuery('(max-width: 1359.95px)');

  const columns = useMemo<DataGridColumn<Reader>[]>(
    () => [
      {
        id: 'serial',
        size: 140,
        header: t('hardware.columns.serial'),
        value: (reader) => reader.ManufacturerSerialNumber,
        sortable: false,
        render: (reader) => (
          <Link
            component="button"
            type="button"
            underline="hover"
            // The row is the tab stop; Enter on it opens the reader as this link does.
            tabIndex={-1}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(reader);
            }}
            sx={{ fontWeight: 600, fontFamily: 'ui-monospace, monospace', textAlign: 'left' }}
          >
            {reader.ManufacturerSerialNumber}
          </Link>
        ),
      },
      {
        id: 'model',
        size: 80,
        header: t('hardware.columns.model'),
        value: (reader) => reader.HardwareModelDisplayName,
        sortable: false,
      },
      {
        id: 'zone',
        size: 140,
        header: t('hardware.columns.zone'),
        value: (reader) => reader.ZoneName,
        render: (reader) =>
          reader.ZoneName ?? (
            <div>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                {t('hardware.unassignedZone')}
              </Typography>
              {reportsUnplaced(reader) && (
                <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
                  {t('hardware.reportingUnplaced')}
                </Typography>
              )}
            </div>
          ),
      },
      {
        id: 'location',
        size: 150,
        header: t('hardware.columns.location'),
        value: (reader) => reader.locationName,
        sortable: false,
        render: (reader) =>
          reader.locationName ?? (
            <Typography variant="body2" sx={{ color: 'text.disabled' }}>
              {t('hardware.noLocation')}
            </Typography>
          ),
      },
      {
        id: 'direction',
        size: 140,
        header: t('hardware.columns.direction'),
        value: (reader) => reader.ReadDirectionId,
        text: (reader) => t(`hardware.direction.${reader.ReadDirectionId}`),
        sortable: false,
        render: (reader) => (
          <HardwareDirection
            directionId={reader.ReadDirectionId}
            ports={reader.ReaderAssignmentPorts}
          />
        ),
      },
      {
        id: 'status',
        size: 110,
        header: t('hardware.columns.status'),
        value: (reader) => reader.ReaderStatusId,
        text: (reader) => t(`hardware.status.${reader.ReaderStatusId}`),
        render: (reader) => <HardwareStatusChip statusId={reader.ReaderStatusId} />,
      },
      {
        id: 'power',
        size: 130,
        header: t('hardware.columns.power'),
        value: (reader) => reader.PowerStatusId,
        text: (reader) => t(`hardware.power.${reader.PowerStatusId}`),
        exportValue: (reader) =>
          reader.BatteryLevel === null
            ? t(`hardware.power.${reader.PowerStatusId}`)
            : `${t(`hardware.power.${reader.PowerStatusId}`)} ${t('hardware.batteryLevel', { level: reader.BatteryLevel })}`,
        render: (reader) => (
          <HardwarePower statusId={reader.PowerStatusId} batteryLevel={reader.BatteryLevel} />
        ),
      },
      {
        id: 'lastActive',
        size: 150,
        header: t('hardware.columns.lastActive'),
        value: (reader) => lastActiveWallClock(reader.LastActiveDate, timeZoneId),
        text: (reader) =>
          formatLastActive(reader.LastActiveDate, timeZoneId) ?? t('hardware.notAvailable'),
        exportValue: (reader) => lastActiveWallClock(reader.LastActiveDate, timeZoneId),
        render: (reader) => (
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatLastActive(reader.LastActiveDate, timeZoneId) ?? t('hardware.notAvailable')}
          </Typography>
        ),
      },
    ],
    [t, onOpen, timeZoneId],
  );

  return (
    <DataGrid
      id="hardware.readers"
      label={t('hardware.title')}
      columns={columns}
      rows={props.readers}
      getRowId={(reader) => String(reader.readerId)}
      server={{
        totalCount: props.totalCount,
        page: search.page,
        pageSize: search.pageSize,
        pageSizes: READER_PAGE_SIZES,
        onPageChange: props.onPageChange,
        onPageSizeChange: props.onPageSizeChange,
        sort: { id: COLUMN_OF[search.orderBy], desc: search.reverse },
        onSortChange: (sort) => {
          const orderBy = SORT_COLUMNS[sort.id];
          if (orderBy) onSortChange(orderBy, sort.desc);
        },
      }}
      // The page's own filters are the server's; the grid offers no column filters here.
      features={{ grouping: false, filterRow: false, headerFilter: false }}
      hiddenColumns={narrow ? NARROW_HIDDEN : undefined}
      loading={props.loading}
      fetching={props.fetching && !props.loading}
      error={props.error}
      emptyText={t('hardware.empty')}
      onRowOpen={onOpen}
    />
  );
}
