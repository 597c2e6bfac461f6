import {
  HeadcountHistoryQuerySchema,
  HeadcountHistorySchema,
  ProjectIdParamsSchema,
  PushTimeUpdateSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { MANAGE, SMALL, TAGS, signedInRoutes } from './integrations-signed-in.routes.ts';
import { PROCORE_PROVIDER_ID, type ProcoreService } from './procore.service.ts';

/**
 * Procore (provider 1): the routes of a provider signed in to, the push time and the headcount
 * history.
 */
export function procoreRoutes(procore: ProcoreService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/v1/projects/:projectId/integrations/1';

    signedInRoutes(app, PROCORE_PROVIDER_ID, 'Procore', procore);

    app.put(
      `${base}/push-time`,
      {
        config: MANAGE,
        bodyLimit: SMALL,
        schema: {
          tags: TAGS,
          summary: 'When the evening push runs, on the site’s clock',
          params: ProjectIdParamsSchema,
          body: PushTimeUpdateSchema,
        },
      },
      async (request, reply) => {
        await procore.setPushTime(
          requireAuth(request),
          request.params.projectId,
          request.body.PushTime,
        );
        return reply.code(204).send();
      },
    );

    app.get(
      `${base}/headcount-history`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'What was sent to the manpower log, per contract and day, with Procore’s answer',
          params: ProjectIdParamsSchema,
          querystring: HeadcountHistoryQuerySchema,
          response: { 200: HeadcountHistorySchema },
        },
      },
      (request) =>
        procore.headcountHistory(
          requireAuth(request),
          request.params.projectId,
          request.query.page,
        ),
    );
  };
}
