import type { EvacuationSession, EvacuationSessionWorker } from '@siteline/shared';
import { rgb } from 'pdf-lib';
import { INK, MUTED, PAGE, PdfTable, type TableCell } from '../../lib/pdf-table.ts';
import { wrapped } from '../../lib/pdf-text.ts';
import { reportRows } from './evacuation-report.ts';

const ROW = 17;
const TEXT = 8.5;
/** A row's further lines: a note's, and who verified a person and when. */
const LINE = 10;
const SMALL = 7.5;
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
  /** Wrapped onto as many lines as it needs, never cut (the note). */
  wraps?: boolean;
}

function columns(session: EvacuationSession): Column[] {
  const contact = session.ShowContactInformation;
  return [
    { title: 'Name', width: 132, value: (w) => w.DisplayName },
    { title: 'Company', width: 128, value: (w) => w.DisplayCompanyName },
    { title: 'Last location', width: 100, value: (w) => w.LocationName ?? '' },
    { title: 'Last seen', width: 66, value: (w) => shortTime(w.LastSeenLocal) },
    { title: 'Foreman', width: 86, value: (w) => w.ForemansName ?? '' },
    { title: 'Note', width: contact ? 108 : 190, value: (w) => w.Note ?? '', wraps: true },
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
  const doc = await PdfTable.open(session.EvacuationSessionName);
  const people = reportRows(session, zoneId);
  const outstanding = people.filter((w) => !w.IsVerified);
  const verified = people.filter((w) => w.IsVerified);
  const cols = columns(session);
  /** The columns' cells on a line, each with its text (after the tick box). */
  const cells = (text: (col: Column) => string): TableCell[] => {
    let x = PAGE.margin + 22;
    return cols.map((col) => {
      const cell = { text: text(col), x, width: col.width - 6 };
      x += col.width;
      return cell;
    });
  };
  const header = () =>
    doc.header(
      cells((col) => col.title),
      TEXT,
      ROW,
    );
  doc.onNewPage = header;

  // The session and its counts.
  doc.write(
    session.EvacuationSessionName,
    { x: PAGE.margin, width: 520, font: doc.bold, size: 16 },
    doc.y - 6,
  );
  doc.y -= 26;
  const finished = session.FinishTimeLocal
    ? `Finished ${shortTime(session.FinishTimeLocal)}`
    : 'Running';
  doc.write(`Started ${shortTime(session.StartTimeLocal)} by ${session.StartedBy} · ${finished}`, {
    x: PAGE.margin,
    width: 720,
    size: 10,
    color: MUTED,
  });
  doc.y -= 18;
  doc.write(`${verified.length} of ${people.length} verified · ${outstanding.length} outstanding`, {
    x: PAGE.margin,
    width: 720,
    font: doc.bold,
    size: 12,
    color: outstanding.length > 0 ? OUTSTANDING : INK,
  });
  doc.y -= 24;

  for (const [title, group] of [
    [`Outstanding (${outstanding.length})`, outstanding],
    [`Verified (${verified.length})`, verified],
  ] as const) {
    doc.room(3 * ROW, 20);
    doc.write(title, {
      x: PAGE.margin,
      width: 400,
      font: doc.bold,
      size: 11,
      color: title.startsWith('Out') ? OUTSTANDING : INK,
    });
    doc.y -= ROW;
    header();
    for (const person of group) {
      const row = cells((col) => col.value(person));
      const noteAt = cols.findIndex((col) => col.wraps);
      const note = row[noteAt];
      const noteLines = note ? wrapped(doc.regular, note.text, TEXT, note.width) : [];
      // Under the name: who verified the person, and when (spec 001 §3 "verified by / at").
      const name = row[0]!;
      const verifiedLines =
        person.IsVerified && person.VerifiedBy
          ? wrapped(
              doc.regular,
              `Verified by ${person.VerifiedBy}${person.VerifiedLocal ? ` · ${shortTime(person.VerifiedLocal)}` : ''}`,
              SMALL,
              name.width,
            )
          : [];
      const lines = Math.max(1, noteLines.length, 1 + verifiedLines.length);
      doc.room(ROW + (lines - 1) * LINE, 20);
      tickBox(doc, person.IsVerified);
      row.forEach((cell, i) => {
        if (i === noteAt) {
          noteLines.forEach((line, n) =>
            doc.write(line, { ...cell, size: TEXT }, doc.y - n * LINE),
          );
        } else doc.write(cell.text, { ...cell, size: TEXT });
      });
      verifiedLines.forEach((line, n) =>
        doc.write(line, { ...name, size: SMALL, color: MUTED }, doc.y - (n + 1) * LINE),
      );
      doc.y -= (lines - 1) * LINE;
      doc.y -= 4;
      doc.rule(0.4);
      doc.y -= ROW - 4;
    }
    doc.y -= 8;
  }
  return doc.save({
    label: (i, n) => `${session.EvacuationSessionName} · Page ${i} of ${n}`,
    right: false,
    y: PAGE.margin - 14,
  });
}

/** A box to tick by hand; the verified are ticked already. */
function tickBox(doc: PdfTable, ticked: boolean) {
  const { page, y } = doc;
  page.drawRectangle({
    x: PAGE.margin + 4,
    y: y - 2,
    width: 10,
    height: 10,
    borderColor: INK,
    borderWidth: 0.8,
  });
  if (!ticked) return;
  page.drawLine({
    start: { x: PAGE.margin + 6, y: y + 3 },
    end: { x: PAGE.margin + 8.5, y },
    thickness: 1.2,
    color: INK,
  });
  page.drawLine({
    start: { x: PAGE.margin + 8.5, y },
    end: { x: PAGE.margin + 12.5, y: y + 7 },
    thickness: 1.2,
    color: INK,
  });
}
