import type { PDFFont } from 'pdf-lib';

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
