import type { Row, Table } from '@tanstack/react-table';
import type { DataGridCellValue, DataGridExportTable } from './data-grid-cells.ts';
import { toCsv } from './data-grid-csv.ts';
import { saveBlob } from '@/lib/download.ts';
import { visibleLeafRows } from './use-data-grid-table.ts';

export type DataGridExportFormat = 'xlsx' | 'csv';

/** The visible columns, in their order, of the rows the grid shows (every page of a client grid). */
export function exportTable<T>(table: Table<T>, serverSide: boolean): DataGridExportTable {
  const columns = table.getVisibleLeafColumns().flatMap((column) => {
    const gridColumn = column.columnDef.meta?.gridColumn;
    return gridColumn ? [gridColumn] : [];
  });
  const rows: Row<T>[] = serverSide ? table.getRowModel().rows : visibleLeafRows(table);
  return {
    headers: columns.map((column) => column.header),
    rows: rows.map((row) =>
      columns.map((column): DataGridCellValue => {
        if (column.exportValue) return column.exportValue(row.original);
        return column.text ? column.text(row.original) : column.value(row.original);
      }),
    ),
  };
}

/** A file name from the grid's label: letters, digits, spaces, dashes and dots only. */
export function exportFileName(label: string, format: DataGridExportFormat): string {
  const base =
    label
      .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'export';
  return `${base}.${format}`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Writes the file and hands it to the browser; the Excel writer is fetched on first use. */
export async function exportGrid(
  data: DataGridExportTable,
  label: string,
  format: DataGridExportFormat,
): Promise<void> {
  if (format === 'csv') {
    saveBlob(
      new Blob([toCsv(data)], { type: 'text/csv;charset=utf-8' }),
      exportFileName(label, 'csv'),
    );
    return;
  }
  const { toXlsx } = await import('./data-grid-xlsx.ts');
  const bytes = toXlsx(data, label);
  saveBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), exportFileName(label, 'xlsx'));
}
