import TablePagination from '@mui/material/TablePagination';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

/** The pager: the server's total on a server grid, the filtered rows on a client grid. */
export function DataGridPager<T>({
  table,
  pageSizes,
}: {
  table: Table<T>;
  pageSizes: readonly number[];
}) {
  const { t } = useTranslation('dataGrid');
  const { pageIndex, pageSize } = table.getState().pagination;
  const labels = {
    first: t('firstPage'),
    last: t('lastPage'),
    next: t('nextPage'),
    previous: t('previousPage'),
  } as const;
  return (
    <TablePagination
      component="div"
      count={table.getRowCount()}
      page={pageIndex}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      showFirstButton
      showLastButton
      onPageChange={(_event, page) => table.setPageIndex(page)}
      onRowsPerPageChange={(event) => table.setPageSize(Number(event.target.value))}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => labels[type]}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
