import { Readable } from 'node:stream';
import {
  AlertsReportQuerySchema,
  CompletionReportQuerySchema,
  DailyReportQuerySchema,
  TimesheetsReportQuerySchema,
  UndetectedTagsQuerySchema,
  WORKER_WORKTIME_MESSAGES,
  WeeklyReportQuerySchema,
  ZoneTimesheetsQuerySchema,
  MESSAGES,
  PDF_REPORTS,
  hasProjectPermission,
  type Permission,
  type ReportFile,
  type ReportFormat,
  type ReportKind,
} from '@siteline/shared';
import type { z } from 'zod';
import { postgresBlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  csvWriter,
  xlsxWriter,
  type ReportCell,
  type ReportFileWriter,
} from '../../lib/report-file.ts';
import { reportPdf } from '../../lib/report-pdf.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AlertFactsService } from '../alerts/alerts-facts.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersTracingService } from '../workers/workers-tracing.service.ts';
import { reportTable } from './reports-tables.ts';
import type { ReportTable } from './reports-table-cells.ts';
import type { ReportViewer } from './reports-viewer.ts';
import * as files from './reports-files.repository.ts';
import type { ReportsService } from './reports.service.ts';

export type ReportFilesService = ReturnType<typeof createReportFilesService>;

/** spec 000 §2, 001 §2: the permission each report needs (none: every member). */
export const REPORT_PERMISSIONS: Record<ReportKind, Permission | null> = {
  daily: null,
  'daily-safeprox': null,
  weekly: null,
  alerts: null,
  zone: null,
  timesheets: 'TimesheetsReport',
  'undetected-devices': 'UndetectedDevicesReport',
  completion: 'ViewCompletionReport',
};

const QUERY_SCHEMAS: Record<ReportKind, z.ZodType> = {
  daily: DailyReportQuerySchema,
  'daily-safeprox': DailyReportQuerySchema,
  weekly: WeeklyReportQuerySchema,
  alerts: AlertsReportQuerySchema,
  zone: ZoneTimesheetsQuerySchema,
  timesheets: TimesheetsReportQuerySchema,
  'undetected-devices': UndetectedTagsQuerySchema,
  completion: CompletionReportQuerySchema,
};

const MIME: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** Report workbooks kept as blobs (e-mail attachments, contact tracing) live two weeks. */
const REPORT_BLOB_HOURS = 14 * 24;

/** A file's uid is good for a day: long enough to open a link, short enough to be forgotten. */
const FILE_LIFETIME_MS = 24 * 3_600_000;

/**
 * Report files (spec 002 §7 "report/downloadFile/?uid="): asking for a report's file checks its
 * query as the report's own call would (a bad range is refused now, not at download) and keeps
 * the query under a uid; the download makes the file from the database as it sends it. Files
 * kept as blobs (the contact-tracing workbook) are the workers area's, asked for through it.
 */
export function createReportFilesService(deps: {
  db: Database;
  reports: ReportsService;
  alertFacts: Pick<AlertFactsService, 'report'>;
  projects: Pick<ProjectsService, 'demoFlag'>;
  tracing: Pick<WorkersTracingService, 'download'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function table(auth: AuthContext, projectId: number, report: ReportKind, query: unknown) {
    return reportTable(deps, auth, projectId, report, query);
  }

  /** A PDF holds its rows whole: the daily and weekly reports, a few hundred rows at most. */
  async function* pdfBytes(t: ReportTable, generated: string) {
    const rows: ReportCell[][] = [];
    for await (const batch of t.rows) rows.push(...batch);
    yield await reportPdf(
      { title: t.title, lines: [...t.lines, ['Generated', generated]] },
      t.columns,
      rows,
      {
        totalsRow: true,
      },
    );
  }

  function bytes(t: ReportTable, format: ReportFormat, timeZone: string): Readable {
    if (format === 'pdf') {
      return Readable.from(pdfBytes(t, localDateTime(now(), timeZone).replace('T', ' ')));
    }
    async function* generate() {
      const out: Uint8Array[] = [];
      const sink = async (chunk: Uint8Array) => {
        out.push(chunk);
      };
      const generated = localDateTime(now(), timeZone).replace('T', ' ');
      const writer: ReportFileWriter =
        format === 'csv'
          ? csvWriter(t.columns, sink)
          : xlsxWriter(
              { title: t.title, lines: [...t.lines, ['Generated', generated]] },
              t.columns,
              sink,
            );
      for await (const batch of t.rows) {
        await writer.rows(batch);
        while (out.length > 0) yield out.shift()!;
      }
      await writer.end();
      while (out.length > 0) yield out.shift()!;
    }
    return Readable.from(generate(), { objectMode: false });
  }

  return {
    /**
     * Hourly: file requests past their day are forgotten, and report workbooks kept as blobs
     * (the morning e-mails' attachments, contact tracing) go after two weeks.
     */
    async sweep(): Promise<number> {
      const gone = await files.prune(db, new Date(now().getTime() - FILE_LIFETIME_MS));
      return gone + (await postgresBlobStore.sweep(db, 'report', REPORT_BLOB_HOURS));
    },

    /**
     * A report's workbook made whole (a subscription's e-mail attachment: one day of one
     * contract, small), with the figures its e-mail gives.
     */
    async workbook(
      viewer: ReportViewer,
      projectId: number,
      report: ReportKind,
      query: unknown,
      timeZone: string,
    ) {
      const t = await reportTable(deps, viewer, projectId, report, query);
      const chunks: Buffer[] = [];
      for await (const chunk of bytes(t, 'xlsx', timeZone))
        chunks.push(Buffer.from(chunk as Uint8Array));
      return {
        bytes: Buffer.concat(chunks),
        fileName: `${t.stem}.xlsx`,
        title: t.title,
        headline: t.headline ?? [],
      };
    },

    /** Checks the query as the report would and keeps it under a uid for `downloadFile`. */
    async request(
      auth: AuthContext,
      projectId: number,
      report: ReportKind,
      format: ReportFormat,
      raw: Record<string, unknown>,
    ): Promise<ReportFile> {
      if (format === 'pdf' && !PDF_REPORTS.includes(report)) {
        throw new ValidationError([
          { field: 'format', errorMessage: 'Only the daily and weekly headcount print as a PDF.' },
        ]);
      }
      const permission = REPORT_PERMISSIONS[report];
      if (!hasProjectPermission(auth, projectId, permission ? [permission] : [])) {
        throw new ForbiddenError(MESSAGES.forbidden);
      }
      const parsed = QUERY_SCHEMAS[report].safeParse(raw);
      if (!parsed.success) {
        throw new ValidationError(
          parsed.error.issues.map((i) => ({ field: i.path.join('.'), errorMessage: i.message })),
        );
      }
      // The report's own checks (range, zone, contract) run now; its rows are made at download.
      const made = await table(auth, projectId, report, raw);
      const uid = await files.insert(db, {
        projectId,
        report,
        format,
        query: raw,
        permission,
        userId: auth.userId,
      });
      return { uid, FileName: `${made.stem}.${format}` };
    },

    /**
     * The file of a uid: a report asked for by a caller who still holds its permission on its
     * project (in the demo mode of the request), made now; else a blob report file (contact
     * tracing) through its own area. Anything else is "not found", as an unknown uid.
     */
    async download(auth: AuthContext, demo: boolean, uid: string) {
      const notFound = () => new NotFoundError(WORKER_WORKTIME_MESSAGES.fileNotFound);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uid)) {
        throw notFound();
      }
      const asked = await files.find(db, uid, new Date(now().getTime() - FILE_LIFETIME_MS));
      if (!asked) {
        const blob = await deps.tracing.download(auth, demo, uid);
        return { ...blob, body: blob.data as Buffer | Readable };
      }
      const permission = asked.permission as Permission | null;
      if (!hasProjectPermission(auth, asked.project_id, permission ? [permission] : [])) {
        throw notFound();
      }
      if ((await deps.projects.demoFlag(asked.project_id)) !== demo) throw notFound();
      const report = asked.report as ReportKind;
      const format = asked.format;
      const t = await table(auth, asked.project_id, report, asked.query).catch((error: unknown) => {
        if (error instanceof NotFoundError) throw notFound();
        throw error;
      });
      const timeZone = (await files.timeZone(db, asked.project_id)) ?? 'UTC';
      return {
        fileName: `${t.stem}.${format}`,
        mimeType: MIME[format],
        body: bytes(t, format, timeZone),
      };
    },
  };
}
