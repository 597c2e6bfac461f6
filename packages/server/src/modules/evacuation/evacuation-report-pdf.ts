import type { EvacuationSession, EvacuationSessionWorker } from '@siteline/shared';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawFitted, printable } from '../../lib/pdf-text.ts';
import { reportRows } from './evacuation-report.ts';

/** US Letter, landscape, half-inch margins: the site office's printer. */
const PAGE = { width: 792, height: 612, margin: 36 } as const;
const ROW = 17;
const TEXT = 8.5;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.8, 0.82, 0.85);
const OUTSTANDING = rgb(0.72, 0.11, 0.11);

/** '2026-11-27T16:12:00' → '11/27 04:12 pm' (the site's clock, as every screen writes it). */
function shortTime(local: string | null): string {
  if (!local) return '';
  const [date, time] = local.split('T') as [string, string];
  const [, m, d] = date.split('-');
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${m}/${d} ${String(h12).padStart(2, '0')}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'am' : 'pm'}`;
}

interface Column {
  title: string;
  width: number;
  value: (w: EvacuationSessionWorker) => string;
}

function columns(session: EvacuationSession): Column[] {
  const contact = session.ShowContactInformation;
  return [
    { title: 'Name', width: 132, value: (w) => w.DisplayName },
    { title: 'Company', width: 128, value: (w) => w.DisplayCompanyName },
    { title: 'Last location', width: 100, value: (w) => w.LocationName ?? '' },
    { title: 'Last seen', width: 66, value: (w) => shortTime(w.LastSeenLocal) },
    { title: 'Foreman', width: 86, value: (w) => w.ForemansName ?? '' },
    { title: 'Note', width: contact ? 108 : 190, value: (w) => w.Note ?? '' },
    ...(contact
      ? [
          {
            title: 'Emergency contact',
            width: 82,
            value: (w: EvacuationSessionWorker) => w.EmergencyContactPhoneNumber ?? '',
          },
        ]
      : []),
  ];
}

/**
 * spec 001 §3 the evacuation report, for printing at the muster point or the site office: the
 * session's counts, then the outstanding people and the verified ones, each with a box to tick
 * on paper, by company and name; "Page i of n" on every page.
 */
export async function evacuationReportPdf(
  session: EvacuationSession,
  zoneId?: number,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(session.EvacuationSessionName);
  pdf.setProducer('Siteline');
  pdf.setCreator('Siteline');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const people = reportRows(session, zoneId);
  const outstanding = people.filter((w) => !w.IsVerified);
  const verified = people.filter((w) => w.IsVerified);
  const cols = columns(session);
  const left = PAGE.margin + 22;

  const write = (
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    font: PDFFont,
    size: number,
    width: number,
    color = INK,
  ) => {
    drawFitted(page, text, { x, y, font, size, width, color });
  };

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const header = () => {
    let x = left;
    for (const col of cols) {
      write(page, col.title, x, y, bold, TEXT, col.width - 6, MUTED);
      x += col.width;
    }
    y -= 6;
    page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.8,
      color: RULE,
    });
    y -= ROW - 6;
  };
  const room = (lines: number) => {
    if (y - lines * ROW >= PAGE.margin + 20) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    header();
  };

  // The session and its counts.
  write(page, session.EvacuationSessionName, PAGE.margin, y - 6, bold, 16, 520);
  y -= 26;
  const finished = session.FinishTimeLocal
    ? `Finished ${shortTime(session.FinishTimeLocal)}`
    : 'Running';
  write(
    page,
    `Started ${shortTime(session.StartTimeLocal)} by ${session.StartedBy} · ${finished}`,
    PAGE.margin,
    y,
    regular,
    10,
    720,
    MUTED,
  );
  y -= 18;
  write(
    page,
    `${verified.length} of ${people.length} verified · ${outstanding.length} outstanding`,
    PAGE.margin,
    y,
    bold,
    12,
    720,
    outstanding.length > 0 ? OUTSTANDING : INK,
  );
  y -= 24;

  for (const [title, group] of [
    [`Outstanding (${outstanding.length})`, outstanding],
    [`Verified (${verified.length})`, verified],
  ] as const) {
    room(3);
    write(page, title, PAGE.margin, y, bold, 11, 400, title.startsWith('Out') ? OUTSTANDING : INK);
    y -= ROW;
    header();
    for (const person of group) {
      room(1);
      // A box to tick by hand; the verified are ticked already.
      page.drawRectangle({
        x: PAGE.margin + 4,
        y: y - 2,
        width: 10,
        height: 10,
        borderColor: INK,
        borderWidth: 0.8,
      });
      if (person.IsVerified) {
        page.drawLine({
          start: { x: PAGE.margin + 6, y: y + 3 },
          end: { x: PAGE.margin + 8.5, y: y },
          thickness: 1.2,
          color: INK,
        });
        page.drawLine({
          start: { x: PAGE.margin + 8.5, y: y },
          end: { x: PAGE.margin + 12.5, y: y + 7 },
          thickness: 1.2,
          color: INK,
        });
      }
      let x = left;
      for (const col of cols) {
        write(page, col.value(person), x, y, regular, TEXT, col.width - 6);
        x += col.width;
      }
      y -= 4;
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.4,
        color: RULE,
      });
      y -= ROW - 4;
    }
    y -= 8;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `${session.EvacuationSessionName} · Page ${i + 1} of ${pages.length}`;
    p.drawText(printable(regular, footer), {
      x: PAGE.margin,
      y: PAGE.margin - 14,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return Buffer.from(await pdf.save());
}
