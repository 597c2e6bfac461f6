import { ProjectZoneListQuerySchema, ProjectZoneListSchema } from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZonesService } from './zones.service.ts';

const TAGS = ['zones'];

/** The spec's path (spec 002 §7). */
export function zonesRoutes(zones: ZonesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/project_zones/list',
      {
        // The project is the `projectId` query parameter here; the permission hook reads it.
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The project’s zones as a flat list (archived ones flagged)',
          querystring: ProjectZoneListQuerySchema,
          response: { 200: ProjectZoneListSchema },
        },
      },
      (request) => zones.list(request.query.projectId),
    );
  };
}
