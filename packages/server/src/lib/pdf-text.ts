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

/**
 * Printable text broken into lines that each fit the width at this size: at spaces, and inside a
 * word only when the word alone is wider. Every character is kept (a note is never cut off).
 */
export function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of printable(font, paragraph)
      .split(/\s+/)
      .filter((w) => w !== '')) {
      const joined = line === '' ? word : `${line} ${word}`;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line !== '') lines.push(line);
      // A word wider than the cell: as many characters as fit on each line.
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}
