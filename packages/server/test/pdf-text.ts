import { inflateSync } from 'node:zlib';

/** The text a PDF draws: its streams inflated, the hex strings of Tj decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      parts.push(m[1]!);
    }
  }
  const text = parts.join('\n');
  const hex = [...text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) =>
    Buffer.from(m[1]!, 'hex').toString('latin1'),
  );
  return [...hex, text].join('\n');
}
