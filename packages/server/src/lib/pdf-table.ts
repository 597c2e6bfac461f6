import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { drawFitted, printable } from './pdf-text.ts';

/** US Letter, landscape, half-inch margins: the site office's printer. */
export const PAGE = { width: 792, height: 612, margin: 36 } as const;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.8, 0.82, 0.85);

/** A header cell or a row's cell: its text, where it starts and how wide it may be. */
export interface TableCell {
  text: string;
  x: number;
  width: number;
  right?: boolean;
}

/**
 * The pages of a printed table (the reports' and the evacuation roll call's): the fonts, the
 * current page and line, text fitted to its cell, rules across the page, a new page (with the
 * table's header again) when the next lines do not fit, and "Page i of n" at every foot.
 */
export class PdfTable {
  page: PDFPage;
  /** The baseline of the next line, from the page's foot. */
  y = PAGE.height - PAGE.margin;
  /** Drawn at the top of every page after the first (the table's header). */
  onNewPage: () => void = () => {};

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  static async open(title: string): Promise<PdfTable> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setProducer('Siteline');
    pdf.setCreator('Siteline');
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new PdfTable(pdf, regular, bold);
  }

  /** The page's width between its margins. */
  get usable(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  write(
    text: string,
    at: { x: number; width: number; font?: PDFFont; size: number; color?: RGB; right?: boolean },
    y = this.y,
  ): void {
    drawFitted(this.page, text, {
      x: at.x,
      y,
      font: at.font ?? this.regular,
      size: at.size,
      width: at.width,
      color: at.color ?? INK,
      right: at.right ?? false,
    });
  }

  /** A line across the page at the current line. */
  rule(thickness: number): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness,
      color: RULE,
    });
  }

  /** A header row: its titles muted and bold, a rule under them, the next line below. */
  header(cells: readonly TableCell[], size: number, rowHeight: number): void {
    for (const c of cells) {
      this.write(c.text, { ...c, font: this.bold, size, color: MUTED });
    }
    this.y -= 6;
    this.rule(0.8);
    this.y -= rowHeight - 6;
  }

  /** A new page (and the header) when `height` more does not fit above the foot's `reserve`. */
  room(height: number, reserve: number): void {
    if (this.y - height >= PAGE.margin + reserve) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.onNewPage();
  }

  /** Every page's foot ("… Page i of n"), then the file. */
  async save(foot: { label: (page: number, pages: number) => string; right: boolean; y: number }) {
    const pages = this.pdf.getPages();
    pages.forEach((p, i) => {
      const label = printable(this.regular, foot.label(i + 1, pages.length));
      const width = this.regular.widthOfTextAtSize(label, 8);
      p.drawText(label, {
        x: foot.right ? PAGE.width - PAGE.margin - width : PAGE.margin,
        y: foot.y,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
    return Buffer.from(await this.pdf.save());
  }
}
