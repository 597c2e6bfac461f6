/**
 * A cell as the grid exports it: a number and a date keep their type (Excel sums and sorts
 * them), everything else is text. Dates are wall-clock dates: their UTC fields are what shows.
 */
export type DataGridCellValue = string | number | Date | boolean | null | undefined;

/** The exported table: header texts and one array of cells per row, in the visible order. */
export interface DataGridExportTable {
  headers: readonly string[];
  rows: readonly (readonly DataGridCellValue[])[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm` from the date's UTC fields (a wall-clock date). */
export function wallClockText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = date.getUTCHours() * 60 + date.getUTCMinutes();
  return time === 0 ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** The text of a cell for the filter row, the header filter's values and CSV. */
export function cellText(value: DataGridCellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isValidDate(value) ? wallClockText(value) : '';
  return String(value);
}
