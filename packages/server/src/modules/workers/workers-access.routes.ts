import {
  WorkerParamsSchema,
  WorkerZoneAccessTreeSchema,
  WorkerZoneAccessUpdateSchema,
  WorkerZoneParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersAccessService } from './workers-access.service.ts';

const TAGS = ['workers'];

/** The worker record's access tab (spec 002 §3, §5, §6; paths designed, spec 002 §7). */
export function workersAccessRoutes(access: WorkersAccessService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/workers/:workerId/zones',
      {
        config: { projectPermission: ['WorkerAccessControl'] },
        schema: {
          tags: TAGS,
          summary: 'The zone tree with the worker’s access today and where each rule comes from',
          params: WorkerParamsSchema,
          response: { 200: WorkerZoneAccessTreeSchema },
        },
      },
      (request) =>
        access.tree(requireAuth(request), request.params.projectId, request.params.workerId),
    );

    app.put(
      '/api/v1/projects/:projectId/workers/:workerId/zones/:zoneId/access',
      {
        config: { projectPermission: ['ManageZones'] },
        schema: {
          tags: TAGS,
          summary: 'Set the worker’s own access in the zone (Indefinite, Limited or Deny)',
          params: WorkerZoneParamsSchema,
          body: WorkerZoneAccessUpdateSchema,
          response: { 200: WorkerZoneAccessTreeSchema },
        },
      },
      (request) =>
        access.set(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.params.zoneId,
          request.body,
        ),
    );

    app.delete(
      '/api/v1/projects/:projectId/workers/:workerId/zones/:zoneId/access',
      {
        config: { projectPermission: ['ManageZones'] },
        schema: {
          tags: TAGS,
          summary: 'Reset the worker’s own access in the zone (back to the contract or zone)',
          params: WorkerZoneParamsSchema,
        },
      },
      async (request, reply) => {
        const { projectId, workerId, zoneId } = request.params;
        await access.reset(requireAuth(request), projectId, workerId, zoneId);
        return reply.code(204).send();
      },
    );
  };
}
