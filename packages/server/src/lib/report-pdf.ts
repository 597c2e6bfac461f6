import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawFitted } from './pdf-text.ts';
import type { ReportCell, ReportColumn, ReportFileMeta } from './report-file.ts';

/** US Letter, landscape, half-inch margins: the site office's printer. */
const PAGE = { width: 792, height: 612, margin: 36 } as const;
const ROW = 16;
const TEXT = 8;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.8, 0.82, 0.85);
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
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setProducer('Siteline');
  pdf.setCreator('Siteline');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const usable = PAGE.width - 2 * PAGE.margin;
  const weights = columns.map((c) => c.width ?? Math.max(8, c.header.length + 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * usable);
  const numeric = (c: ReportColumn) =>
    c.kind !== 'text' && c.kind !== 'date' && c.kind !== 'datetime';

  const write = (
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    font: PDFFont,
    size: number,
    width: number,
    right = false,
    color = INK,
  ) => {
    drawFitted(page, text, { x, y, font, size, width, color, right });
  };

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const header = () => {
    let x = PAGE.margin;
    columns.forEach((c, i) => {
      write(page, c.header, x + 2, y, bold, TEXT, widths[i]! - 6, numeric(c), MUTED);
      x += widths[i]!;
    });
    y -= 6;
    page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.8,
      color: RULE,
    });
    y -= ROW - 6;
  };

  write(page, meta.title, PAGE.margin, y - 6, bold, 16, usable);
  y -= 28;
  for (const [label, value] of meta.lines) {
    write(page, label, PAGE.margin, y, bold, 9, 110, false, MUTED);
    write(page, value, PAGE.margin + 115, y, regular, 9, usable - 115);
    y -= 13;
  }
  y -= 10;
  header();
  rows.forEach((cells, r) => {
    if (y < PAGE.margin + 24) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      header();
    }
    const last = options.totalsRow === true && r === rows.length - 1;
    if (r % 2 === 1 || last) {
      page.drawRectangle({ x: PAGE.margin, y: y - 4, width: usable, height: ROW, color: BAND });
    }
    let x = PAGE.margin;
    columns.forEach((c, i) => {
      write(
        page,
        cellText(cells[i] ?? null, c),
        x + 2,
        y,
        last ? bold : regular,
        TEXT,
        widths[i]! - 6,
        numeric(c),
      );
      x += widths[i]!;
    });
    y -= ROW;
  });
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 8),
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return Buffer.from(await pdf.save());
}
