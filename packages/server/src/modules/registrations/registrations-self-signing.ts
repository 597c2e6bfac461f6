import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable } from './registrations-poster.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

export interface Signing {
  documentName: string;
  projectTitle: string;
  workerName: string;
  companyName: string;
  /** The site's wall clock at signing, 'YYYY-MM-DDTHH:mm:ss', and its zone. */
  signedAtLocal: string;
  timeZone: string;
  confirmationCode: string;
  signaturePng: Buffer;
}

function line(page: PDFPage, text: string, y: number, font: PDFFont, size = 12) {
  let fitted = printable(text);
  while (fitted.length > 4 && font.widthOfTextAtSize(fitted, size) > A4.width - 2 * MARGIN) {
    fitted = `${fitted.slice(0, -4)}...`;
  }
  page.drawText(fitted, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
}

/**
 * The worker's signed copy of a registration document: the document's own pages, as they were
 * shown to the worker, and a last page saying who signed, when (site time) and the signature as
 * drawn. A document pdf-lib cannot open (encrypted, damaged) still gets its signature page, which
 * names the document, so a signature is never lost to a reader's limits.
 */
export async function signedCopy(original: Buffer, signing: Signing): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(original, { updateMetadata: false });
  } catch {
    doc = await PDFDocument.create();
  }
  const page = doc.addPage([A4.width, A4.height]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const [date, time] = signing.signedAtLocal.split('T');

  let y = A4.height - 80;
  line(page, 'Signature / Firma', y, bold, 22);
  y -= 40;
  for (const [label, value] of [
    ['Document / Documento', signing.documentName],
    ['Project / Proyecto', signing.projectTitle],
    ['Signed by / Firmado por', signing.workerName],
    ['Company / Empresa', signing.companyName],
    ['Signed on / Fecha', `${date} ${time} (site time, ${signing.timeZone})`],
    ['Confirmation code / Código', signing.confirmationCode],
  ] as const) {
    line(page, label, y, bold, 10);
    line(page, value, y - 15, regular, 13);
    y -= 40;
  }

  const signature = await doc.embedPng(signing.signaturePng);
  const box = { width: A4.width - 2 * MARGIN, height: 180 };
  const scale = Math.min(box.width / signature.width, box.height / signature.height, 1);
  const top = y - 10;
  page.drawRectangle({
    x: MARGIN,
    y: top - box.height,
    width: box.width,
    height: box.height,
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 0.75,
  });
  page.drawImage(signature, {
    x: MARGIN + (box.width - signature.width * scale) / 2,
    y: top - box.height + (box.height - signature.height * scale) / 2,
    width: signature.width * scale,
    height: signature.height * scale,
  });
  line(
    page,
    'Signed on the project’s self-registration page. / Firmado en la página de registro del proyecto.',
    top - box.height - 20,
    regular,
    9,
  );
  doc.setTitle(`${printable(signing.documentName)} - signed by ${printable(signing.workerName)}`);
  return doc.save();
}
