import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { fitted, printable } from '../../lib/pdf-text.ts';
import QRCode from 'qrcode';

/** What a badge shows (spec 002 §7 "print badge"): photo, name, company, trade and the tag. */
export interface BadgeContent {
  projectTitle: string;
  workerName: string;
  companyName: string | null;
  trade: string | null;
  tag: string;
  /** A JPEG (the worker's stored photo), or none. */
  photo: Buffer | null;
  accentColor: string;
}

/** CR80 card, portrait: 2.125 × 3.375 in. */
const CARD = { width: 153, height: 243 } as const;

function hexColor(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** One badge as a one-page PDF, with the tag as a QR code. */
export async function renderBadgePdf(content: BadgeContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Badge – ${content.workerName}`);
  pdf.setSubject(`Tag ${content.tag}`);
  pdf.setProducer('Siteline');
  pdf.setCreator('Siteline');
  const page = pdf.addPage([CARD.width, CARD.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const accent = hexColor(content.accentColor);
  const inner = CARD.width - 16;
  const centred = (
    font: PDFFont,
    raw: string,
    size: number,
    y: number,
    color = rgb(0.1, 0.1, 0.1),
  ) => {
    const f = fitted(font, printable(font, raw), size, inner);
    page.drawText(f.text, { x: (CARD.width - f.width) / 2, y, size: f.size, font, color });
  };

  // Header band with the project's name.
  page.drawRectangle({ x: 0, y: CARD.height - 26, width: CARD.width, height: 26, color: accent });
  centred(bold, content.projectTitle, 9, CARD.height - 17, rgb(1, 1, 1));

  // Photo (or an empty frame), 60 × 75.
  const photoBox = { x: (CARD.width - 60) / 2, y: CARD.height - 110, width: 60, height: 75 };
  if (content.photo) {
    // A copy: pdf-lib reads the bytes through their ArrayBuffer from offset 0, and a Buffer from
    // the database may be a slice of a larger one.
    const image = await pdf.embedJpg(Uint8Array.from(content.photo));
    const scale = Math.min(photoBox.width / image.width, photoBox.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, {
      x: photoBox.x + (photoBox.width - w) / 2,
      y: photoBox.y + (photoBox.height - h) / 2,
      width: w,
      height: h,
    });
  } else {
    page.drawRectangle({ ...photoBox, borderColor: rgb(0.7, 0.7, 0.7), borderWidth: 0.75 });
  }

  centred(bold, content.workerName, 11, CARD.height - 125);
  centred(regular, content.companyName ?? '', 8, CARD.height - 137);
  centred(regular, content.trade ?? '', 8, CARD.height - 147, accent);

  // The tag as a QR code, and as text under it.
  const qr = await QRCode.toBuffer(content.tag, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  const qrImage = await pdf.embedPng(qr);
  page.drawImage(qrImage, { x: (CARD.width - 70) / 2, y: 22, width: 70, height: 70 });
  centred(regular, content.tag, 7, 12);

  return Buffer.from(await pdf.save());
}
