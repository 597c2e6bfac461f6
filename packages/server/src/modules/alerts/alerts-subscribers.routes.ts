import {
  AlertToggleParamsSchema,
  AlertToggleResultSchema,
  AlertToggleSchema,
  AlertsListSchema,
  AlertSubscriberDeleteQuerySchema,
  AlertSubscriberParamsSchema,
  AlertSubscriberSchema,
  AlertSubscribersListSchema,
  AlertSubscribersQuerySchema,
  AlertSubscriberUpsertSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlertSubscribersService } from './alerts-subscribers.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert settings need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };
const SMALL_BODY = 16 * 1024;

/** spec 001 §3: the alerts list and the subscribers (list, upsert, delete in two variants). */
export function alertSubscribersRoutes(
  subscribers: AlertSubscribersService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The seven alert definitions, each with the project’s instance if it has one',
          params: ProjectIdParamsSchema,
          response: { 200: AlertsListSchema },
        },
      },
      (request) => subscribers.alerts(request.params.projectId),
    );

    app.put(
      '/api/v1/projects/:projectId/alerts/:alertId/active',
      {
        config: MANAGE_ALERTS,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Switch an alert on or off; switched on for the first time, isNew',
          params: AlertToggleParamsSchema,
          body: AlertToggleSchema,
          response: { 200: AlertToggleResultSchema },
        },
      },
      (request) =>
        subscribers.toggle(request.params.projectId, request.params.alertId, request.body.IsActive),
    );

    app.get(
      '/api/v1/projects/:projectId/alert-subscribers',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The project’s alert subscribers, ordered as asked',
          params: ProjectIdParamsSchema,
          querystring: AlertSubscribersQuerySchema,
          response: { 200: AlertSubscribersListSchema },
        },
      },
      (request) => subscribers.list(request.params.projectId, request.query),
    );

    app.put(
      '/api/v1/projects/:projectId/alert-subscribers',
      {
        config: MANAGE_ALERTS,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Create a subscriber (no id) or replace one (with its id)',
          description:
            'The phone number is stored in E.164; with SubscribeToAllAlerts the Alerts list is ' +
            'kept empty. QuietFrom and QuietTo (HH:mm, the site’s clock) silence its SMS.',
          params: ProjectIdParamsSchema,
          body: AlertSubscriberUpsertSchema,
          response: { 200: AlertSubscriberSchema },
        },
      },
      (request) => subscribers.upsert(request.params.projectId, request.body),
    );

    app.delete(
      '/api/v1/projects/:projectId/alert-subscribers/:subscriberId',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'Delete a subscriber',
          params: AlertSubscriberParamsSchema,
        },
      },
      async (request, reply) => {
        await subscribers.remove(request.params.projectId, request.params.subscriberId);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/v1/projects/:projectId/alert-subscribers',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'Delete a subscriber, named in the query (spec 001 §3’s second variant)',
          params: ProjectIdParamsSchema,
          querystring: AlertSubscriberDeleteQuerySchema,
        },
      },
      async (request, reply) => {
        await subscribers.remove(request.params.projectId, request.query.subscriberId);
        return reply.status(204).send();
      },
    );
  };
}
