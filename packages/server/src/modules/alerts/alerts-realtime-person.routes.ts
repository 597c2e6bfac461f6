import {
  RealtimePersonInstanceSchema,
  RealtimePersonInstanceUpdateSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { RealtimePersonService } from './alerts-realtime-person.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

/** spec 001 §3: get and update the realtime-person alert. */
export function realtimePersonRoutes(realtimePerson: RealtimePersonService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts/realtime-person',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The realtime-person alert: the listed workers whose arrival is news',
          params: ProjectIdParamsSchema,
          response: { 200: RealtimePersonInstanceSchema },
        },
      },
      (request) => realtimePerson.instance(requireAuth(request), request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/alerts/realtime-person',
      {
        config: MANAGE_ALERTS,
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the realtime-person list (the caller’s scope of it)',
          params: ProjectIdParamsSchema,
          body: RealtimePersonInstanceUpdateSchema,
          response: { 200: RealtimePersonInstanceSchema },
        },
      },
      (request) =>
        realtimePerson.save(requireAuth(request), request.params.projectId, request.body),
    );
  };
}
