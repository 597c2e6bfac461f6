import {
  KeyPersonInstanceSchema,
  KeyPersonInstanceUpdateSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { KeyPersonService } from './alerts-key-person.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

/** spec 001 §3: get and update the key-person alert. */
export function keyPersonRoutes(keyPerson: KeyPersonService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts/key-person',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The key-person alert: the listed workers and the days each may go unseen',
          params: ProjectIdParamsSchema,
          response: { 200: KeyPersonInstanceSchema },
        },
      },
      (request) => keyPerson.instance(requireAuth(request), request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/alerts/key-person',
      {
        config: MANAGE_ALERTS,
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the key-person list (the caller’s scope of it); evaluated at once',
          params: ProjectIdParamsSchema,
          body: KeyPersonInstanceUpdateSchema,
          response: { 200: KeyPersonInstanceSchema },
        },
      },
      (request) => keyPerson.save(requireAuth(request), request.params.projectId, request.body),
    );
  };
}
