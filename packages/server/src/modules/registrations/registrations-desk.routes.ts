import {
  AssignExistingWorkerSchema,
  ProjectIdParamsSchema,
  RegistrationCreatedSchema,
  RegistrationDuplicateSchema,
  RegistrationFieldSchema,
  RegistrationMetadataSchema,
  SingleRegistrationSchema,
  TagLookupQuerySchema,
  TagLookupResultSchema,
} from '@siteline/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { RegistrationsDeskService } from './registrations-desk.service.ts';
import type { RegistrationsExistingService } from './registrations-existing.service.ts';

const TAGS = ['registrations'];
const PERMISSION = { projectPermission: ['CanDoRegistrations'] } as const;

/** Registration at the desk: one person, or an existing worker by tag (spec 000 §3–§5). */
export function registrationsDeskRoutes(
  desk: RegistrationsDeskService,
  existing: RegistrationsExistingService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/selected-registration-fields',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The project’s registration fields the caller may fill in, in order',
          params: ProjectIdParamsSchema,
          response: { 200: z.array(RegistrationFieldSchema) },
        },
      },
      (request) => desk.selectedFields(requireAuth(request), request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/registrations/metadata',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'Companies (no empty or # names) and contracts a worker may be registered to',
          params: ProjectIdParamsSchema,
          response: { 200: RegistrationMetadataSchema },
        },
      },
      (request) => desk.metadata(requireAuth(request), request.params.projectId),
    );

    app.post(
      '/api/v1/projects/:projectId/registrations',
      {
        config: PERMISSION,
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Register one worker (409: someone like them is already on the project)',
          params: ProjectIdParamsSchema,
          body: SingleRegistrationSchema,
          response: { 201: RegistrationCreatedSchema, 409: RegistrationDuplicateSchema },
        },
      },
      async (request, reply) => {
        const result = await desk.register(
          requireAuth(request),
          request.params.projectId,
          request.body,
        );
        if (result.kind === 'duplicate') return reply.code(409).send(result.body);
        return reply.code(201).send({ workerId: result.workerId });
      },
    );

    app.get(
      '/api/v1/projects/:projectId/registrations/search-by-tag',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'Existing worker, stage one: the holder of an active tag on the account’s sites',
          params: ProjectIdParamsSchema,
          querystring: TagLookupQuerySchema,
          response: { 200: TagLookupResultSchema },
        },
      },
      (request) => existing.lookupTag(request.params.projectId, request.query.tag),
    );

    app.post(
      '/api/v1/projects/:projectId/registrations/assign-worker',
      {
        config: PERMISSION,
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Existing worker, stage two: register them here under a contract, with the tag',
          params: ProjectIdParamsSchema,
          body: AssignExistingWorkerSchema,
          response: { 201: RegistrationCreatedSchema },
        },
      },
      async (request, reply) => {
        const created = await existing.assignExisting(
          requireAuth(request),
          request.params.projectId,
          request.body,
        );
        return reply.code(201).send(created);
      },
    );
  };
}
