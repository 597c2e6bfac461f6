import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { ProjectPin } from '@siteline/shared';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;

/** The standard fonts write WinAnsi only: other characters print as '?', never a crash. */
export function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2013\u2014]/g, '?');
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number) {
  let fitted = printable(text);
  let actual = size;
  while (font.widthOfTextAtSize(fitted, actual) > A4.width - 2 * MARGIN && actual > 8) actual -= 1;
  while (fitted.length > 4 && font.widthOfTextAtSize(fitted, actual) > A4.width - 2 * MARGIN) {
    fitted = `${fitted.slice(0, -4)}...`;
  }
  const width = font.widthOfTextAtSize(fitted, actual);
  page.drawText(fitted, {
    x: (A4.width - width) / 2,
    y,
    size: actual,
    font,
    color: rgb(0.1, 0.1, 0.1),
  });
}

/**
 * The site office's poster (issue 14): the QR code of the self-registration link drawn as
 * vector squares (sharp at any print size), the pin, and the steps in English and Spanish.
 */
export async function registrationPoster(input: { title: string; pin: ProjectPin }) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Registration - ${printable(input.title)}`);
  const page = doc.addPage([A4.width, A4.height]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);

  centered(page, 'Register here', A4.height - 90, bold, 40);
  centered(page, 'Regístrese aquí', A4.height - 130, bold, 30);
  centered(page, input.title, A4.height - 170, regular, 18);

  const qr = QRCode.create(input.pin.SelfRegistrationUrl, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const side = 360;
  const cell = side / (count + 8); // four modules of quiet zone each side
  const left = (A4.width - side) / 2;
  const top = A4.height - 210;
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: left + (col + 4) * cell,
        y: top - (row + 5) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }

  const below = top - side - 40;
  centered(
    page,
    'Scan the code with your phone’s camera and fill in the form.',
    below,
    regular,
    14,
  );
  centered(
    page,
    'Escanee el código con la cámara de su teléfono y complete el formulario.',
    below - 22,
    regular,
    14,
  );
  centered(page, 'Then show the screen at the site office.', below - 44, regular, 14);
  centered(page, 'Luego muestre la pantalla en la oficina de la obra.', below - 66, regular, 14);
  centered(page, `Pin: ${input.pin.ProjectShortCodeIdentifier}`, below - 120, bold, 26);
  centered(page, input.pin.SelfRegistrationUrl, below - 150, regular, 11);
  return doc.save();
}
