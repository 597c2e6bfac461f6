import {
  ProjectIdParamsSchema,
  UnauthorizedPersonInstanceSchema,
  UnauthorizedPersonInstanceUpdateSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlertSubscribersService } from './alerts-subscribers.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

/** spec 001 §2: the unauthorized-person page (on or off; the realtime switch beside it). */
export function unauthorizedRoutes(instances: AlertSubscribersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts/unauthorized-person',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The unauthorized-person alert: on or off, and the realtime dashboard’s switch',
          params: ProjectIdParamsSchema,
          response: { 200: UnauthorizedPersonInstanceSchema },
        },
      },
      (request) => instances.unauthorized(request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/alerts/unauthorized-person',
      {
        config: MANAGE_ALERTS,
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Switch the unauthorized-person alert on or off',
          params: ProjectIdParamsSchema,
          body: UnauthorizedPersonInstanceUpdateSchema,
          response: { 200: UnauthorizedPersonInstanceSchema },
        },
      },
      (request) => instances.saveUnauthorized(request.params.projectId, request.body.IsActive),
    );
  };
}
