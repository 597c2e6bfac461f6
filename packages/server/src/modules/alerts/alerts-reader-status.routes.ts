import {
  ProjectIdParamsSchema,
  ReaderStatusInstanceSchema,
  ReaderStatusInstanceUpdateSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReaderStatusService } from './alerts-reader-status.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

/** spec 001 §3: get and update the reader-status alert. */
export function readerStatusRoutes(readerStatus: ReaderStatusService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts/reader-status',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The reader-status alert: each hardware model’s wait before a reader is offline',
          params: ProjectIdParamsSchema,
          response: { 200: ReaderStatusInstanceSchema },
        },
      },
      (request) => readerStatus.instance(request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/alerts/reader-status',
      {
        config: MANAGE_ALERTS,
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the reader-status alert (the power wait stays 3 minutes)',
          params: ProjectIdParamsSchema,
          body: ReaderStatusInstanceUpdateSchema,
          response: { 200: ReaderStatusInstanceSchema },
        },
      },
      (request) => readerStatus.save(request.params.projectId, request.body),
    );
  };
}
