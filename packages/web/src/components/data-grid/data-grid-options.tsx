import Typography from '@mui/material/Typography';
import type {
  MRT_PaginationState,
  MRT_RowData,
  MRT_TableOptions,
  MRT_Updater,
} from 'material-react-table';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { MRT_Localization_ES } from 'material-react-table/locales/es';

/** The new value of a table state change, whether the table sent a value or an updater. */
export function resolveUpdater<T>(updater: MRT_Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

export interface ServerDataGridInput {
  language: string;
  pagination: MRT_PaginationState;
  pageSizes: readonly number[];
  emptyText: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * What every server-sorted, server-paged list table sets alike: the server does the work, no
 * table toolbar or column menus, the same paper, header, pager and empty message.
 */
export function serverDataGridOptions<T extends MRT_RowData>(
  input: ServerDataGridInput,
): Partial<MRT_TableOptions<T>> {
  const { pagination } = input;
  return {
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    localization: input.language.startsWith('es') ? MRT_Localization_ES : MRT_Localization_EN,
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination);
      if (next.pageSize !== pagination.pageSize) input.onPageSizeChange(next.pageSize);
      else input.onPageChange(next.pageIndex + 1);
    },
    muiPaginationProps: {
      rowsPerPageOptions: [...input.pageSizes],
      showFirstButton: true,
      showLastButton: true,
    },
    muiTablePaperProps: {
      variant: 'outlined',
      elevation: 0,
      sx: { borderRadius: 3, overflow: 'hidden' },
    },
    muiBottomToolbarProps: { sx: { boxShadow: 'none', borderTop: 1, borderColor: 'divider' } },
    renderEmptyRowsFallback: () => (
      <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
        {input.emptyText}
      </Typography>
    ),
  };
}
