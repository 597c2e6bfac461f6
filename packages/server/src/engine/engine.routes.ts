import {
  IdParamSchema,
  CreateGatewayKeyBodySchema,
  CreatedGatewayKeySchema,
  GATEWAY_KEY_HEADER,
  GatewayKeySchema,
  IngestReadsBodySchema,
  IngestReadsResponseSchema,
  ProjectIdParamsSchema,
  ReaderStatusBodySchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../lib/authenticate.ts';
import type { Engine } from './engine.service.ts';
import type { GatewayKeys } from './gateway-keys.ts';

// 5,000 reads of ~150 bytes each, with room to spare.
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The gateway's view of its site: readers and their ports, zones, badges and their holders by id,
 * access rules. Enough for a controller to decide at the door while offline, and for the site
 * simulator to run against any server; it carries no person's name or contact details.
 */
export type GatewaySiteLoader = (projectId: number) => Promise<unknown>;

/** /api/v2/ingest/...: what gateways call, authenticated by their project's key. */
export function ingestRoutes(
  engine: Engine,
  keys: GatewayKeys,
  loadSite: GatewaySiteLoader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/ingest/site',
      {
        config: { public: true },
        schema: {
          tags: ['ingest'],
          summary:
            'The site as a gateway may know it (readers, ports, zones, badges, access rules)',
          security: [{ gatewayKey: [] }],
        },
      },
      async (request) => {
        const { projectId } = await keys.authenticate(
          request.headers[GATEWAY_KEY_HEADER] as string | undefined,
        );
        return loadSite(projectId);
      },
    );

    app.post(
      '/api/v2/ingest/reads',
      {
        bodyLimit: BATCH_BODY_LIMIT,
        config: { public: true },
        schema: {
          tags: ['ingest'],
          summary: 'A gateway’s batch of tag reads (answered after they are committed)',
          security: [{ gatewayKey: [] }],
          body: IngestReadsBodySchema,
          response: { 200: IngestReadsResponseSchema },
        },
      },
      async (request) => {
        const { projectId } = await keys.authenticate(
          request.headers[GATEWAY_KEY_HEADER] as string | undefined,
        );
        return engine.ingest(projectId, request.body.Reads);
      },
    );

    app.post(
      '/api/v2/ingest/status',
      {
        config: { public: true },
        schema: {
          tags: ['ingest'],
          summary: 'A reader’s heartbeat with its power source',
          security: [{ gatewayKey: [] }],
          body: ReaderStatusBodySchema,
        },
      },
      async (request, reply) => {
        const { projectId } = await keys.authenticate(
          request.headers[GATEWAY_KEY_HEADER] as string | undefined,
        );
        await engine.readerStatus(projectId, request.body);
        return reply.status(204).send();
      },
    );
  };
}

/** /api/v2/projects/:projectId/gateway-keys: managed by users with ManageZones. */
export function gatewayKeyRoutes(keys: GatewayKeys): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { projectPermission: ['ManageZones'] as const };
    app.post(
      '/api/v2/projects/:projectId/gateway-keys',
      {
        config,
        schema: {
          tags: ['ingest'],
          summary: 'Create a gateway key (the key is shown once)',
          params: ProjectIdParamsSchema,
          body: CreateGatewayKeyBodySchema,
          response: { 200: CreatedGatewayKeySchema },
        },
      },
      (request) =>
        keys.create(request.params.projectId, request.body.Name, requireAuth(request).userId),
    );
    app.get(
      '/api/v2/projects/:projectId/gateway-keys',
      {
        config,
        schema: {
          tags: ['ingest'],
          summary: 'The project’s gateway keys (never the keys themselves)',
          params: ProjectIdParamsSchema,
          response: { 200: z.array(GatewayKeySchema) },
        },
      },
      (request) => keys.list(request.params.projectId),
    );
    app.delete(
      '/api/v2/projects/:projectId/gateway-keys/:gatewayKeyId',
      {
        config,
        schema: {
          tags: ['ingest'],
          summary: 'Revoke a gateway key',
          params: ProjectIdParamsSchema.extend({
            gatewayKeyId: IdParamSchema,
          }),
        },
      },
      async (request, reply) => {
        await keys.revoke(request.params.projectId, request.params.gatewayKeyId);
        return reply.status(204).send();
      },
    );
  };
}
