import {
  ProjectIdParamsSchema,
  ProjectListQuerySchema,
  ProjectListResponseSchema,
  ProjectSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ProjectsService } from './projects.service.ts';

const TAGS = ['projects'];

export function projectsRoutes(projects: ProjectsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects',
      {
        schema: {
          tags: TAGS,
          summary: 'The caller’s projects (demo or not, by the Demo header)',
          querystring: ProjectListQuerySchema,
          response: { 200: ProjectListResponseSchema },
        },
      },
      (request) => projects.list(requireAuth(request), request.demo, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'One project',
          params: ProjectIdParamsSchema,
          response: { 200: ProjectSchema },
        },
      },
      (request) => projects.get(request.params.projectId),
    );
  };
}
