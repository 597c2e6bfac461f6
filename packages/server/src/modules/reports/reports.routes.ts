import {
  CompletionReportQuerySchema,
  CompletionReportSchema,
  DailyReportQuerySchema,
  DailyReportSchema,
  ReportFileParamsSchema,
  ReportFileQuerySchema,
  ReportFileQuerySchemaOf,
  ReportFileSchema,
  ReportProjectParamsSchema,
  TagTypeListSchema,
  TimesheetsReportQuerySchema,
  TimesheetsReportSchema,
  UndetectedTagsQuerySchema,
  UndetectedTagsReportSchema,
  WeeklyReportQuerySchema,
  WeeklyReportSchema,
  ZoneTimesheetsQuerySchema,
  ZoneTimesheetsReportSchema,
  type Permission,
  type ReportFormat,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { attachment } from '../../lib/content-disposition.ts';
import type { ReportFilesService } from './reports-files.service.ts';
import type { ReportsService } from './reports.service.ts';

const TAGS = ['reports'];
/** spec 000 §2: daily, weekly, alerts and zones are for every member of the project. */
const MEMBER = { projectPermission: [] as Permission[] };
const need = (p: Permission) => ({ projectPermission: [p] });

/** spec 001 §7 "Reports" and spec 002 §7 `report/downloadFile/?uid=`. */
export function reportsRoutes(
  reports: ReportsService,
  reportFiles: ReportFilesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/reports/daily',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'Daily headcount per contract by shift (a zone’s with projectZoneId)',
          params: ReportProjectParamsSchema,
          querystring: DailyReportQuerySchema,
          response: { 200: DailyReportSchema },
        },
      },
      (request) => reports.daily(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/reports/tag-types',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary:
            'The tag types the project’s badges are of (the daily report offers the SafeProx file when type 5 is one)',
          params: ReportProjectParamsSchema,
          response: { 200: TagTypeListSchema },
        },
      },
      (request) => reports.tagTypesInUse(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/reports/weekly',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary:
            'Weekly headcount, Sunday to Saturday, per contract (a zone’s with projectZoneId)',
          params: ReportProjectParamsSchema,
          querystring: WeeklyReportQuerySchema,
          response: { 200: WeeklyReportSchema },
        },
      },
      (request) => reports.weekly(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/report/:projectId/worker-timesheets',
      {
        config: need('TimesheetsReport'),
        schema: {
          tags: TAGS,
          summary: 'Timesheets: one page of the range’s worker-days, with the range’s totals',
          description:
            'spec 001 §5: at most 180 days with a contract (filterContractId, with its subs), 90 ' +
            'without. page, pageSize (100, 150, 200), orderBy and reverse are Siteline’s.',
          params: ReportProjectParamsSchema,
          querystring: TimesheetsReportQuerySchema,
          response: { 200: TimesheetsReportSchema },
        },
      },
      (request) =>
        reports.timesheets(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/project/:projectId/adhoc_reports/undetected_tags',
      {
        config: need('UndetectedDevicesReport'),
        schema: {
          tags: TAGS,
          summary: 'Badges assigned and active on a day their worker was present, never read',
          params: ReportProjectParamsSchema,
          querystring: UndetectedTagsQuerySchema,
          response: { 200: UndetectedTagsReportSchema },
        },
      },
      (request) =>
        reports.undetected(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v2/reports/:projectId/zoneTimesheets',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'Hours each worker spent in each zone over the range (at most 90 days)',
          params: ReportProjectParamsSchema,
          querystring: ZoneTimesheetsQuerySchema,
          response: { 200: ZoneTimesheetsReportSchema },
        },
      },
      (request) =>
        reports.zoneTimesheets(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/reports/completion',
      {
        config: need('ViewCompletionReport'),
        schema: {
          tags: TAGS,
          summary: 'Completion: planned against actual hours per contract over the range, TCI, TSI',
          params: ReportProjectParamsSchema,
          querystring: CompletionReportQuerySchema,
          response: { 200: CompletionReportSchema },
        },
      },
      (request) =>
        reports.completion(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/reports/:report/file',
      {
        // The report's own permission is checked in the handler (it depends on :report).
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'Ask for a report’s Excel or CSV file: answers its uid for report/downloadFile',
          description:
            'The query is the report’s own plus format (xlsx or csv); it is checked as the ' +
            'report checks it. The file is made when it is downloaded.',
          params: ReportFileParamsSchema,
          querystring: ReportFileQuerySchemaOf,
          response: { 200: ReportFileSchema },
        },
      },
      (request) => {
        const auth = requireAuth(request);
        const { projectId, report } = request.params;
        const { format, ...query } = request.query;
        return reportFiles.request(auth, projectId, report, format as ReportFormat, query);
      },
    );

    app.get(
      '/api/v1/report/downloadFile/',
      {
        schema: {
          tags: TAGS,
          summary: 'A report file by its uid (the permission of its report, on its project)',
          querystring: ReportFileQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await reportFiles.download(
          requireAuth(request),
          request.demo,
          request.query.uid,
        );
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
}
