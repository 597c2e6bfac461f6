import {
  IssueHistoryQuerySchema,
  IssueHistorySchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { AUTODESK_PROVIDER_ID, type AutodeskService } from './autodesk.service.ts';
import { MANAGE, TAGS, signedInRoutes } from './integrations-signed-in.routes.ts';

/** Autodesk (provider 2): the routes of a provider signed in to, and the issues it was sent. */
export function autodeskRoutes(autodesk: AutodeskService): FastifyPluginAsyncZod {
  return async (app) => {
    signedInRoutes(app, AUTODESK_PROVIDER_ID, 'Autodesk', autodesk);

    app.get(
      `/api/v1/projects/:projectId/integrations/${AUTODESK_PROVIDER_ID}/issues`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary:
            'The safety alerts sent to the Autodesk project as issues, with Autodesk’s answer',
          params: ProjectIdParamsSchema,
          querystring: IssueHistoryQuerySchema,
          response: { 200: IssueHistorySchema },
        },
      },
      (request) =>
        autodesk.issueHistory(requireAuth(request), request.params.projectId, request.query.page),
    );
  };
}
