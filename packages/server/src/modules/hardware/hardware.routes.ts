import {
  HardwareModelListSchema,
  ProjectIdParamsSchema,
  ReaderAssignmentSchema,
  ReaderAutocompleteQuerySchema,
  ReaderListQuerySchema,
  ReaderListResponseSchema,
  ReaderParamsSchema,
  ReaderRegistrationResultSchema,
  ReaderRegistrationSchema,
  ReaderSuggestionListSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ReaderRegistrations } from './hardware-registration.ts';
import type { HardwareService } from './hardware.service.ts';

const TAGS = ['hardware'];

/** The spec's paths (spec 002 §7), versions included. */
export function hardwareRoutes(
  hardware: HardwareService,
  registrations: ReaderRegistrations,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/projects/:projectId/readers',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'A page of the project’s readers, filtered and sorted',
          params: ProjectIdParamsSchema,
          querystring: ReaderListQuerySchema,
          response: { 200: ReaderListResponseSchema },
        },
      },
      (request) => hardware.list(request.params.projectId, request.query),
    );

    app.post(
      '/api/v2/projects/:projectId/readers',
      {
        // Provider employees only, checked by the service (they install the hardware).
        config: { projectPermission: [] },
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Register readers by serial number (one, or a pasted or uploaded list)',
          params: ProjectIdParamsSchema,
          body: ReaderRegistrationSchema,
          response: { 201: ReaderRegistrationResultSchema },
        },
      },
      async (request, reply) => {
        const created = await registrations.register(
          requireAuth(request),
          request.params.projectId,
          request.body,
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/api/v2/projects/:projectId/readers/autocomplete',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Up to 20 readers whose serial number or location contains the search text',
          params: ProjectIdParamsSchema,
          querystring: ReaderAutocompleteQuerySchema,
          response: { 200: ReaderSuggestionListSchema },
        },
      },
      (request) => hardware.suggest(request.params.projectId, request.query.search),
    );

    app.get(
      '/api/v2/projects/:projectId/readers/models',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The hardware models readers can be',
          params: ProjectIdParamsSchema,
          response: { 200: HardwareModelListSchema },
        },
      },
      () => hardware.models(),
    );

    app.get(
      '/api/v1/project/:projectId/readers/:readerId/assignments/current',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Where the reader and each of its ports are placed now',
          params: ReaderParamsSchema,
          response: { 200: ReaderAssignmentSchema },
        },
      },
      (request) => hardware.getAssignment(request.params.projectId, request.params.readerId),
    );

    app.post(
      '/api/v1/project/:projectId/readers/:readerId/assignments/current',
      {
        config: { projectPermission: ['ManageZones'] },
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Place the reader anew (a new version; the previous one is kept as history)',
          params: ReaderParamsSchema,
          body: ReaderAssignmentSchema,
          response: { 200: ReaderAssignmentSchema },
        },
      },
      (request) =>
        hardware.saveAssignment(
          requireAuth(request),
          request.params.projectId,
          request.params.readerId,
          request.body,
        ),
    );
  };
}
