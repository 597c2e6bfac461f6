import { ProjectIdParamsSchema } from '@siteline/shared';
import {
  ProjectTagsQuerySchema,
  ProjectTagsResponseSchema,
} from '@siteline/shared/workers/workers-project-tags.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ProjectTagsService } from './workers-project-tags.service.ts';

/** The project's badges under the Tags permission (the worker record's Tags tab opens under it). */
export function workersProjectTagsRoutes(tags: ProjectTagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/tags',
      {
        config: { projectPermission: ['WorkerTags'] as const },
        schema: {
          tags: ['workers'],
          summary: 'The project’s badges with who holds each now, by a tag filter',
          description:
            'filter: All, ProviderOnly (the types the provider supplies: every type but Mobile), ' +
            'AssignedOnly (held by a worker now), UnassignedOnly. Counts gives each filter’s total.',
          params: ProjectIdParamsSchema,
          querystring: ProjectTagsQuerySchema,
          response: { 200: ProjectTagsResponseSchema },
        },
      },
      (request) => tags.list(requireAuth(request), request.params.projectId, request.query.filter),
    );
  };
}
