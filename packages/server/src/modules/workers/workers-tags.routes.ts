import {
  MESSAGES,
  ProjectIdParamsSchema,
  TagTypeListSchema,
  WorkerBadgesParamsSchema,
  WorkerTagAssignSchema,
  WorkerTagEndSchema,
  WorkerTagListSchema,
  WorkerTagParamsSchema,
  WorkerTagSchema,
} from '@siteline/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { holds } from './workers-record.access.ts';
import type { WorkersTagsService } from './workers-tags.service.ts';

const TAGS = ['workers'];
/** The Tags tab's permission (spec 002 §9) opens the tab and its list. */
const TAB = { projectPermission: ['WorkerTags'] as const };

/**
 * Assigning, ending and deleting a tag also needs CanDoRegistrations, the record's editing right
 * (spec 002: "edit worker profile"; the desk assigns badges under it), as the tab offers it.
 */
function editor(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  const { projectId } = request.params as { projectId: number };
  if (!holds(auth, projectId, 'CanDoRegistrations')) throw new ForbiddenError(MESSAGES.forbidden);
  return auth;
}
export const WORKER_PATH = '/api/v1/projects/:projectId/workers/:workerId';

/** A worker's tags (spec 002 §7 "current tag types, create tag, end tag, delete tag"). */
export function workersTagsRoutes(tags: WorkersTagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/tag-types',
      {
        config: TAB,
        schema: {
          tags: TAGS,
          summary: 'The current tag types',
          params: ProjectIdParamsSchema,
          response: { 200: TagTypeListSchema },
        },
      },
      () => tags.tagTypes(),
    );

    app.get(
      `${WORKER_PATH}/tags`,
      {
        config: TAB,
        schema: {
          tags: TAGS,
          summary: 'The worker’s tags, newest first',
          params: WorkerBadgesParamsSchema,
          response: { 200: WorkerTagListSchema },
        },
      },
      (request) =>
        tags.list(requireAuth(request), request.params.projectId, request.params.workerId),
    );

    app.post(
      `${WORKER_PATH}/tags`,
      {
        config: TAB,
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Assign a tag (a new tag text makes the tag); 409 names who holds it meanwhile',
          params: WorkerBadgesParamsSchema,
          body: WorkerTagAssignSchema,
          response: { 200: WorkerTagSchema },
        },
      },
      (request) =>
        tags.assign(
          editor(request),
          request.params.projectId,
          request.params.workerId,
          request.body,
        ),
    );

    app.put(
      `${WORKER_PATH}/tags/:workerTagId`,
      {
        config: TAB,
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary: 'End a tag: set the last date the worker had it',
          params: WorkerTagParamsSchema,
          body: WorkerTagEndSchema,
          response: { 200: WorkerTagSchema },
        },
      },
      (request) =>
        tags.end(
          editor(request),
          request.params.projectId,
          request.params.workerId,
          request.params.workerTagId,
          request.body,
        ),
    );

    app.delete(
      `${WORKER_PATH}/tags/:workerTagId`,
      {
        config: TAB,
        schema: {
          tags: TAGS,
          summary: 'Delete a tag assignment (only when the worker has more than one)',
          params: WorkerTagParamsSchema,
        },
      },
      async (request, reply) => {
        await tags.remove(
          editor(request),
          request.params.projectId,
          request.params.workerId,
          request.params.workerTagId,
        );
        return reply.code(204).send();
      },
    );
  };
}
