import TablePagination from '@mui/material/TablePagination';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/data-grid');

/** The pager: the server's total on a server grid, the filtered rows on a client grid. */
export function DataGridPager<T>({
  table,
  pageSizes,
}: {
  table: Table<T>;
  pageSizes: readonly number[];
}) {
  const { t } = useTranslation();
  const { pageIndex, pageSize } = table.getState().pagination;
  const labels = {
    first: t('dataGrid.firstPage'),
    last: t('dataGrid.lastPage'),
    next: t('dataGrid.nextPage'),
    previous: t('dataGrid.previousPage'),
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
      labelRowsPerPage={t('dataGrid.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('dataGrid.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => labels[type]}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        // On a phone the page buttons wrap under the counts instead of leaving the box.
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
