import { cellText, type DataGridCellValue, type DataGridExportTable } from './data-grid-cells.ts';

const BOM = '\uFEFF';
// OWASP "CSV injection": a text cell starting with one of these is read as a formula by Excel
// and LibreOffice; a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula-safe, quoted when it holds a separator, a quote or a line break. */
export function csvField(value: DataGridCellValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = cellText(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 CSV with a byte-order mark (so Excel reads accents right) and CRLF line ends (RFC 4180). */
export function toCsv(table: DataGridExportTable): string {
  const lines = [table.headers, ...table.rows].map((cells) => cells.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
