import {
  ReportFileQuerySchema,
  ReportFileSchema,
  SafeProxQuerySchema,
  WorkerParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersTracingService } from './workers-tracing.service.ts';

const TAGS = ['workers'];

/** The contact-tracing (safe-prox) report and the report file download (spec 002 §5, §7). */
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

    app.get(
      '/api/v1/report/downloadFile/',
      {
        schema: {
          tags: TAGS,
          summary: 'A generated report file by its uid (the permission of its report, its project)',
          querystring: ReportFileQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await tracing.download(requireAuth(request), request.demo, request.query.uid);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );
  };
}
