import type { Color, PDFFont, PDFPage } from 'pdf-lib';

// Text in a PDF of the standard fonts: what they can print, and what fits a width.

/** The standard fonts encode WinAnsi only: another character prints as "?" instead of failing. */
export function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Shrinks the text's size until it fits the width (down to 6 pt), then cuts it with "…". */
export function fitted(font: PDFFont, text: string, size: number, width: number) {
  let s = size;
  while (s > 6 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t, s) > width) t = `${t.slice(0, -2)}…`;
  return { text: t, size: s, width: font.widthOfTextAtSize(t, s) };
}

/** Printable, fitted text drawn at (x, y) within `width`; `right` aligns it to the box's right edge. */
export function drawFitted(
  page: PDFPage,
  text: string,
  box: {
    x: number;
    y: number;
    font: PDFFont;
    size: number;
    width: number;
    color: Color;
    right?: boolean;
  },
) {
  const fit = fitted(box.font, printable(box.font, text), box.size, box.width);
  const x = box.right ? box.x + box.width - fit.width : box.x;
  page.drawText(fit.text, { x, y: box.y, size: fit.size, font: box.font, color: box.color });
}
