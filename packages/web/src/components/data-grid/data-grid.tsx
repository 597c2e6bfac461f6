import { useDeferredValue, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { DataGridBody, VIRTUALIZE_FROM } from './data-grid-body.tsx';
import { exportGrid, exportTable, type DataGridExportFormat } from './data-grid-export.ts';
import { DataGridHead } from './data-grid-head.tsx';
import { DataGridPager } from './data-grid-pager.tsx';
import { tableMinWidth } from './data-grid-layout.ts';
import { equalColumnSizes } from './data-grid-state.ts';
import { DataGridToolbar } from './data-grid-toolbar.tsx';
import type { DataGridProps } from './data-grid-types.ts';
import { useDataGridTable } from './use-data-grid-table.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/data-grid');

/** spec 001 §2 "Data grids": below this width the grid uses its compact layout. */
export const COMPACT_QUERY = '(max-width: 767.95px)';

/**
 * Siteline's one data grid (TanStack Table, MUI rendering, TanStack Virtual): column chooser,
 * reordering, resizing, grouping, filter row, header filters, sorting, export, and a layout kept
 * per grid. Server-side (`server`) or client-side paging, sorting and filtering.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_QUERY);
  // State, not a ref: the rows' virtualiser needs a render once the scrolling box exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // New rows are drawn as a deferred render (decision 0016): React draws them in slices while
  // the rows before stay up (or the loading state, on the first answer), so a page of 150 rows
  // arriving never holds a phone's main thread for the whole draw.
  const rows = useDeferredValue(props.rows);
  const drawing = rows !== props.rows && rows.length === 0 && props.rows.length > 0;
  const loading = (props.loading ?? false) || drawing;
  // Busy until the rows on screen are the answer's: a new answer's rows are drawn deferred, and
  // until then the grid (its rows and its pager's count) still shows the one before.
  const busy = loading || (props.fetching ?? false) || rows !== props.rows;
  const { table, features, resetLayout, paged } = useDataGridTable({ ...props, rows });
  const dense = props.dense ?? false;
  const many = table.getRowModel().rows.length >= VIRTUALIZE_FROM;

  const onEqualSpacing = () => {
    const width = scrollElement?.clientWidth ?? 0;
    const visible = table.getVisibleLeafColumns().map((column) => column.id);
    table.setColumnSizing(equalColumnSizes(visible, width));
  };
  const onExport = (format: DataGridExportFormat) => {
    void exportGrid(exportTable(table, props.server !== undefined), props.label, format);
  };
  const pageSizes = props.server?.pageSizes ?? props.pageSizes ?? [];

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <DataGridToolbar
        table={table}
        features={features}
        onEqualSpacing={onEqualSpacing}
        onReset={resetLayout}
        onExport={onExport}
      />
      <LinearProgress aria-hidden sx={{ height: 2, visibility: busy ? 'visible' : 'hidden' }} />
      <TableContainer
        ref={setScrollElement}
        sx={{
          maxHeight: props.maxHeight ?? (many ? '70vh' : undefined),
          minHeight: loading ? 120 : undefined,
          overflow: 'auto',
        }}
      >
        <Table
          aria-label={props.label}
          aria-busy={busy ? true : undefined}
          size={dense ? 'small' : 'medium'}
          // One track as wide as the box: the rows' cells share it out (cellWidth) and shrink to
          // tableMinWidth before the grid scrolls, rather than the track growing to every size.
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            '& > thead, & > tbody': { gridTemplateColumns: 'minmax(0, 1fr)' },
            minWidth: compact ? undefined : tableMinWidth(table),
          }}
        >
          {!compact && <DataGridHead table={table} features={features} />}
          <DataGridBody
            table={table}
            scrollElement={scrollElement}
            compact={compact}
            dense={dense}
            loading={loading}
            error={props.error ?? false}
            emptyText={props.emptyText ?? t('dataGrid.noData')}
            onRowOpen={props.onRowOpen}
            rowTone={props.rowTone}
            groupSize={props.server?.groupSize}
          />
        </Table>
      </TableContainer>
      {/* Not while the first page loads: drawn under an empty body, the rows' arrival would
          push it down (a layout shift of 0.1 on a phone); it appears with them instead. */}
      {paged && !loading && <DataGridPager table={table} pageSizes={pageSizes} />}
    </Paper>
  );
}
