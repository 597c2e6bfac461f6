import {
  WorkerDayParamsSchema,
  WorkerParamsSchema,
  WorkerStampListSchema,
  WorkerTimesheetsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersTimesheetsService } from './workers-timesheets.service.ts';

const TAGS = ['workers'];
const VIEW = { projectPermission: ['ViewWorkerTimesheets' as const] };

/** The worker record's timesheets tab (spec 002 §3; paths designed, spec 002 §7). */
export function workersTimesheetsRoutes(
  timesheets: WorkersTimesheetsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/workers/:workerId/timesheets',
      {
        config: VIEW,
        schema: {
          tags: TAGS,
          summary: 'The worker’s days (the engine’s worker-days), the latest first',
          params: WorkerParamsSchema,
          response: { 200: WorkerTimesheetsSchema },
        },
      },
      (request) =>
        timesheets.list(requireAuth(request), request.params.projectId, request.params.workerId),
    );

    app.get(
      '/api/v1/projects/:projectId/workers/:workerId/timesheets/:timesheetDate/stamps',
      {
        config: VIEW,
        schema: {
          tags: TAGS,
          summary: 'The stamp detail of one of the worker’s timesheet dates',
          params: WorkerDayParamsSchema,
          response: { 200: WorkerStampListSchema },
        },
      },
      (request) =>
        timesheets.stamps(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.params.timesheetDate,
        ),
    );
  };
}
