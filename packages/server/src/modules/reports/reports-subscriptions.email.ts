import { REPORT_LIBRARY } from '@siteline/shared';
import { postgresBlobStore } from '../../db/blob-store.ts';
import type { Executor } from '../../db/database.ts';
import { addDays, localDate, zonedTimeToInstant } from '../../lib/time.ts';
import type { EmailMessage } from '../../messaging/outbox.ts';
import type { ReportFilesService } from './reports-files.service.ts';
import type * as repo from './reports-subscriptions.repository.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The e-mail's words in the recipient's language (the figures' labels come in English). */
const WORDS = {
  en: {
    subject: (report: string, contract: string, date: string) =>
      `${report} — ${contract} — ${date}`,
    intro: (report: string, contract: string, project: string, date: string) =>
      `${report} of ${contract} on ${project} for ${date}:`,
    attached: 'The workbook is attached.',
    stop: 'To stop receiving this report:',
    labels: {} as Record<string, string>,
  },
  es: {
    subject: (report: string, contract: string, date: string) =>
      `${report} — ${contract} — ${date}`,
    intro: (report: string, contract: string, project: string, date: string) =>
      `${report} de ${contract} en ${project} del ${date}:`,
    attached: 'El libro de Excel va adjunto.',
    stop: 'Para dejar de recibir este informe:',
    labels: {
      Headcount: 'Personal',
      'Day shift': 'Turno de día',
      'Night shift': 'Turno de noche',
      'On-site net hours': 'Horas netas en obra',
      Week: 'Semana',
      'Worker-days': 'Días trabajados',
      'Five-day mean': 'Media de cinco días',
      Workers: 'Trabajadores',
      'Badges no reader saw': 'Credenciales que ningún lector vio',
    } as Record<string, string>,
  },
} as const;

/** Each subscribed report asks for the day before; the weekly one for that day's week. */
function queryFor(report: string, date: string): Record<string, unknown> {
  switch (report) {
    case 'daily':
      return { dailyDate: date, tradeFilter: 2 };
    case 'weekly':
      return { weeklyDate: date, tradeFilter: 2 };
    case 'timesheets':
      return { startDate: date, endDate: date };
    default:
      return { startDateInclusive: date, endDateInclusive: date };
  }
}

/**
 * A morning report is worth its day (docs/domain.md): its deadline is the project's next local
 * midnight, and never less than an hour away.
 */
function endOfDay(at: Date, timeZone: string): Date {
  const midnight = zonedTimeToInstant(addDays(localDate(at, timeZone), 1), '00:00', timeZone);
  return new Date(Math.max(midnight.getTime(), at.getTime() + 3_600_000));
}

/**
 * One subscription's morning e-mail: the report of the contract (with its subs, within its reader's scope) for the day
 * before, its workbook kept as a blob and attached, the headline figures in the body, and the
 * one-click unsubscribe headers (RFC 8058) with the page's link.
 */
export async function reportEmail(
  deps: { db: Executor; files: Pick<ReportFilesService, 'workbook'>; publicUrl: string },
  ctx: { projectId: number; title: string; reportDate: string; timeZone: string },
  s: Awaited<ReturnType<typeof repo.due>>[number],
): Promise<EmailMessage | null> {
  const library = REPORT_LIBRARY.find((r) => r.ReportLibraryId === s.report_library_id);
  if (!library) return null;
  const words = WORDS[s.language];
  const name = s.language === 'es' ? library.ReportNameEs : library.ReportName;
  const book = await deps.files.workbook(
    { contractScope: s.scope },
    ctx.projectId,
    library.report,
    queryFor(library.report, ctx.reportDate),
    ctx.timeZone,
  );
  const blobUid = await postgresBlobStore.put(deps.db, {
    projectId: ctx.projectId,
    kind: 'report',
    mimeType: XLSX,
    originalFilename: book.fileName,
    data: book.bytes,
  });
  const link = `${deps.publicUrl}/unsubscribe/${s.unsubscribe_key}`;
  const oneClick = `${deps.publicUrl}/api/v1/report-subscriptions/unsubscribe/${s.unsubscribe_key}`;
  const figures = book.headline.map(
    ([label, value]) => `- ${words.labels[label] ?? label}: ${value}`,
  );
  return {
    kind: 'report',
    deadlineAt: endOfDay(new Date(), ctx.timeZone),
    to: s.email,
    projectId: ctx.projectId,
    subject: words.subject(name, s.contract_name, ctx.reportDate),
    text: [
      words.intro(name, s.contract_name, ctx.title, ctx.reportDate),
      '',
      ...figures,
      '',
      words.attached,
      '',
      `${words.stop} ${link}`,
    ].join('\n'),
    attachment: { blobUid, name: book.fileName },
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
