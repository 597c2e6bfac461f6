import {
  WorkerAlertListSchema,
  WorkerAlertsQuerySchema,
  WorkerParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersAlertsService } from './workers-alerts.service.ts';

/** The worker record's alerts tab (spec 002 §3; path designed, spec 002 §7). */
export function workersAlertsRoutes(alerts: WorkersAlertsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/workers/:workerId/alerts',
      {
        config: { projectPermission: ['WorkerAlerts'] },
        schema: {
          tags: ['workers'],
          summary: 'The worker’s alert facts triggered in the range (unix seconds, inclusive)',
          params: WorkerParamsSchema,
          querystring: WorkerAlertsQuerySchema,
          response: { 200: WorkerAlertListSchema },
        },
      },
      (request) =>
        alerts.list(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.query,
        ),
    );
  };
}
