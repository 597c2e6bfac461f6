import { ReportFileSchema, SafeProxQuerySchema, WorkerParamsSchema } from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersTracingService } from './workers-tracing.service.ts';

const TAGS = ['workers'];

/**
 * The contact-tracing (safe-prox) report (spec 002 §5); its file is served by uid with every
 * report file (the reports area's `report/downloadFile`).
 */
export function workersTracingRoutes(tracing: WorkersTracingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/workers/:workerId/safe-prox',
      {
        config: { projectPermission: ['ViewWorkerTimesheets'] },
        schema: {
          tags: TAGS,
          summary: 'Make the worker’s contact-tracing workbook; answers its uid for downloadFile',
          params: WorkerParamsSchema,
          querystring: SafeProxQuerySchema,
          response: { 200: ReportFileSchema },
        },
      },
      (request) =>
        tracing.report(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.query,
        ),
    );
  };
}
