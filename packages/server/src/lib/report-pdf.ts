import { rgb } from 'pdf-lib';
import { PAGE, PdfTable, MUTED, type TableCell } from './pdf-table.ts';
import type { ReportCell, ReportColumn, ReportFileMeta } from './report-file.ts';

const ROW = 16;
const TEXT = 8;
const BAND = rgb(0.95, 0.96, 0.97);

function cellText(value: ReportCell, column: ReportColumn): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (column.kind === 'hours') return value.toFixed(2);
    if (column.kind === 'percent') return `${value.toFixed(1)}%`;
    return value.toLocaleString('en-US');
  }
  return value;
}

/**
 * A report table on paper (the daily and weekly headcount for the site office's wall): the
 * title and the header block, then the rows with the header repeated on every page, numbers to
 * the right, the last row (the totals) in bold, and "Page i of n" at the foot. Columns share the
 * page's width in proportion to their widths in the workbook.
 */
export async function reportPdf(
  meta: ReportFileMeta,
  columns: readonly ReportColumn[],
  rows: readonly (readonly ReportCell[])[],
  options: { totalsRow?: boolean } = {},
): Promise<Buffer> {
  const doc = await PdfTable.open(meta.title);
  const { usable } = doc;
  const weights = columns.map((c) => c.width ?? Math.max(8, c.header.length + 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * usable);
  const numeric = (c: ReportColumn) =>
    c.kind !== 'text' && c.kind !== 'date' && c.kind !== 'datetime';
  /** The columns' cells on a line, each with its text. */
  const cells = (text: (c: ReportColumn, i: number) => string): TableCell[] => {
    let x = PAGE.margin;
    return columns.map((c, i) => {
      const cell = { text: text(c, i), x: x + 2, width: widths[i]! - 6, right: numeric(c) };
      x += widths[i]!;
      return cell;
    });
  };
  const header = () =>
    doc.header(
      cells((c) => c.header),
      TEXT,
      ROW,
    );
  doc.onNewPage = header;

  doc.write(meta.title, { x: PAGE.margin, width: usable, font: doc.bold, size: 16 }, doc.y - 6);
  doc.y -= 28;
  for (const [label, value] of meta.lines) {
    doc.write(label, { x: PAGE.margin, width: 110, font: doc.bold, size: 9, color: MUTED });
    doc.write(value, { x: PAGE.margin + 115, width: usable - 115, size: 9 });
    doc.y -= 13;
  }
  doc.y -= 10;
  header();
  rows.forEach((row, r) => {
    doc.room(0, 24);
    const last = options.totalsRow === true && r === rows.length - 1;
    if (r % 2 === 1 || last) {
      doc.page.drawRectangle({
        x: PAGE.margin,
        y: doc.y - 4,
        width: usable,
        height: ROW,
        color: BAND,
      });
    }
    const font = last ? doc.bold : doc.regular;
    for (const cell of cells((c, i) => cellText(row[i] ?? null, c))) {
      doc.write(cell.text, { ...cell, font, size: TEXT });
    }
    doc.y -= ROW;
  });
  return doc.save({ label: (i, n) => `Page ${i} of ${n}`, right: true, y: PAGE.margin / 2 });
}
