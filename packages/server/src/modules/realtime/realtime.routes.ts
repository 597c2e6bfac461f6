import {
  ProjectIdParamsSchema,
  RealtimeAreaCreateSchema,
  RealtimeAreaImageUploadSchema,
  RealtimeAreaListSchema,
  RealtimeAreaParamsSchema,
  RealtimeAreaPatchSchema,
  RealtimeAreaSchema,
  RealtimeAreaSortOrderSchema,
  RealtimeAreaZoneParamsSchema,
  RealtimeAreaZoneSaveParamsSchema,
  RealtimeAreaZoneUpsertSchema,
  RealtimeConfigurationSchema,
  RealtimeConfigurationUpdateSchema,
  RealtimeUnplacedSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RealtimeService } from './realtime.service.ts';

const TAGS = ['realtime'];
/** spec 000 §6: "ManageProjects gives admin rights on the realtime page". */
const ADMIN = { projectPermission: ['ManageProjects' as const] };
const MEMBER = { projectPermission: [] };
/** An image body: 10 MB of picture as base64, plus the JSON around it. */
const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

/** The realtime dashboard's configuration and areas (paths listed in shared/realtime/realtime.schemas.ts). */
export function realtimeRoutes(realtime: RealtimeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/realtime/configuration',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The realtime dashboard’s configuration (spec 000 §3)',
          params: ProjectIdParamsSchema,
          response: { 200: RealtimeConfigurationSchema },
        },
      },
      (request) => realtime.configuration(request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/realtime/configuration',
      {
        config: ADMIN,
        schema: {
          tags: TAGS,
          summary: 'Save the realtime configuration',
          params: ProjectIdParamsSchema,
          body: RealtimeConfigurationUpdateSchema,
          response: { 200: RealtimeConfigurationSchema },
        },
      },
      (request) => realtime.saveConfiguration(request.params.projectId, request.body),
    );
    app.get(
      '/api/v1/projects/:projectId/realtime/unplaced',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'Zones with readers that no area pins, and whether readers lack zones',
          params: ProjectIdParamsSchema,
          response: { 200: RealtimeUnplacedSchema },
        },
      },
      (request) => realtime.unplaced(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/realtime/areas',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The project’s realtime areas in their order',
          params: ProjectIdParamsSchema,
          response: { 200: RealtimeAreaListSchema },
        },
      },
      (request) => realtime.listAreas(request.params.projectId),
    );
    app.post(
      '/api/v1/projects/:projectId/realtime/areas',
      {
        config: ADMIN,
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Create an area with its (cropped) image, base64',
          params: ProjectIdParamsSchema,
          body: RealtimeAreaCreateSchema,
          response: { 201: RealtimeAreaSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await realtime.createArea(request.params.projectId, request.body)),
    );
    app.put(
      '/api/v1/projects/:projectId/realtime/areas/sort-order',
      {
        config: ADMIN,
        schema: {
          tags: TAGS,
          summary: 'Set the areas’ order: every area id once, first to last',
          params: ProjectIdParamsSchema,
          body: RealtimeAreaSortOrderSchema,
          response: { 200: RealtimeAreaListSchema },
        },
      },
      (request) => realtime.setSortOrder(request.params.projectId, request.body.realtimeAreaIds),
    );
    app.get(
      '/api/v1/projects/:projectId/realtime/areas/:areaId',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'One area with its pins',
          params: RealtimeAreaParamsSchema,
          response: { 200: RealtimeAreaSchema },
        },
      },
      (request) => realtime.showArea(request.params.projectId, request.params.areaId),
    );
    app.patch(
      '/api/v1/projects/:projectId/realtime/areas/:areaId',
      {
        config: ADMIN,
        schema: {
          tags: TAGS,
          summary: 'Rename an area: [{ op: "replace", path: "/RealtimeAreaName", value }]',
          params: RealtimeAreaParamsSchema,
          body: RealtimeAreaPatchSchema,
          response: { 200: RealtimeAreaSchema },
        },
      },
      (request) =>
        realtime.patchArea(request.params.projectId, request.params.areaId, request.body),
    );
    app.put(
      '/api/v1/projects/:projectId/realtime/areas/:areaId/image',
      {
        config: ADMIN,
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Replace an area’s image (pins are kept)',
          params: RealtimeAreaParamsSchema,
          body: RealtimeAreaImageUploadSchema,
          response: { 200: RealtimeAreaSchema },
        },
      },
      (request) =>
        realtime.replaceImage(request.params.projectId, request.params.areaId, request.body),
    );
    app.delete(
      '/api/v1/projects/:projectId/realtime/areas/:areaId',
      {
        config: ADMIN,
        schema: {
          tags: TAGS,
          summary: 'Delete an area, its pins and its image',
          params: RealtimeAreaParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await realtime.deleteArea(request.params.projectId, request.params.areaId);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/v1/projects/:projectId/realtime/areas/:areaId/zones',
      {
        config: ADMIN,
        schema: {
          tags: TAGS,
          summary: 'Pin a zone on the area, or move its pin',
          params: RealtimeAreaZoneSaveParamsSchema,
          body: RealtimeAreaZoneUpsertSchema,
          response: { 200: RealtimeAreaSchema },
        },
      },
      (request) =>
        realtime.upsertZone(request.params.projectId, request.params.areaId, request.body),
    );
    app.delete(
      '/api/v1/projects/:projectId/realtime/areas/:areaId/zones/:projectZoneId',
      {
        config: ADMIN,
        schema: {
          tags: TAGS,
          summary: 'Remove a zone’s pin from the area',
          params: RealtimeAreaZoneParamsSchema,
          response: { 200: RealtimeAreaSchema },
        },
      },
      (request) =>
        realtime.deleteZone(
          request.params.projectId,
          request.params.areaId,
          request.params.projectZoneId,
        ),
    );

    app.get(
      '/api/v1/realtime/area-images/:blobUid',
      {
        // An <img> sends no bearer token: the signed, expiring address is the permission.
        config: { public: true },
        schema: {
          tags: TAGS,
          summary: 'An area image at its signed address (see the area’s image.url)',
          params: z.object({ blobUid: z.string().max(64) }),
          querystring: z.object({
            expires: z.coerce.number().int(),
            signature: z.string().max(128),
          }),
        },
      },
      async (request, reply) => {
        const { expires, signature } = request.query;
        const found = await realtime.image(request.params.blobUid, expires, signature);
        if (!found) {
          return reply.status(404).send({ errors: [{ errorMessage: 'Not found.' }] });
        }
        // The bytes behind a blob id never change (a new image is a new blob).
        const etag = `"${found.blob.blobUid}"`;
        reply
          .header('etag', etag)
          .header('cache-control', `private, max-age=${found.secondsLeft}, immutable`)
          .header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(found.blob.mimeType).send(found.blob.data);
      },
    );
  };
}
