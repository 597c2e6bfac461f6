import {
  ProjectIdParamsSchema,
  WebhookCreateSchema,
  WebhookCreatedSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveriesSchema,
  WebhookDeliverySchema,
  WebhookParamsSchema,
  WebhookSchema,
  WebhookUpdateSchema,
  WebhooksSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WebhooksService } from './webhooks.service.ts';

const TAGS = ['integrations'];
const MANAGE = { projectPermission: ['ManageIntegrations' as const] };
const BODY_LIMIT = 16 * 1024;

/** Outgoing webhooks: receivers, their delivery log, a test event. */
export function webhooksRoutes(webhooks: WebhooksService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/v1/projects/:projectId/integrations/webhooks';
    const one = `${base}/:webhookId`;

    app.get(
      base,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The project’s webhooks, each with its latest delivery',
          params: ProjectIdParamsSchema,
          response: { 200: WebhooksSchema },
        },
      },
      (request) => webhooks.list(requireAuth(request), request.params.projectId),
    );

    app.post(
      base,
      {
        config: MANAGE,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Add a webhook: its signing secret is in this answer only',
          params: ProjectIdParamsSchema,
          body: WebhookCreateSchema,
          response: { 201: WebhookCreatedSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await webhooks.create(requireAuth(request), request.params.projectId, request.body),
          ),
    );

    app.patch(
      one,
      {
        config: MANAGE,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Change a webhook’s address, events, description, or switch it off and on',
          params: WebhookParamsSchema,
          body: WebhookUpdateSchema,
          response: { 200: WebhookSchema },
        },
      },
      (request) =>
        webhooks.update(
          requireAuth(request),
          request.params.projectId,
          request.params.webhookId,
          request.body,
        ),
    );

    app.delete(
      one,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Delete a webhook and its delivery log',
          params: WebhookParamsSchema,
        },
      },
      async (request, reply) => {
        await webhooks.remove(
          requireAuth(request),
          request.params.projectId,
          request.params.webhookId,
        );
        return reply.code(204).send();
      },
    );

    app.get(
      `${one}/deliveries`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The webhook’s deliveries, newest first, 50 a page, with the receiver’s answers',
          params: WebhookParamsSchema,
          querystring: WebhookDeliveriesQuerySchema,
          response: { 200: WebhookDeliveriesSchema },
        },
      },
      (request) =>
        webhooks.deliveries(
          requireAuth(request),
          request.params.projectId,
          request.params.webhookId,
          request.query.page,
        ),
    );

    app.post(
      `${one}/test`,
      {
        config: MANAGE,
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Send a webhook.test event to this webhook now',
          params: WebhookParamsSchema,
          response: { 202: WebhookDeliverySchema },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(
            await webhooks.test(
              requireAuth(request),
              request.params.projectId,
              request.params.webhookId,
            ),
          ),
    );
  };
}
