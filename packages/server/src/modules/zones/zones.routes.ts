import {
  ProjectZoneListQuerySchema,
  ProjectZoneListSchema,
  ZoneArchiveInfoSchema,
  ZoneArchiveResultSchema,
  ZoneDetailSchema,
  ZoneEntranceStateSchema,
  ZoneEntranceToggleSchema,
  ZoneHierarchyQuerySchema,
  ZoneHierarchySchema,
  ZoneParamsSchema,
  ZoneQuerySchema,
  ZoneWriteSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZonesService } from './zones.service.ts';

const TAGS = ['zones'];
// The project is the `projectId` query parameter on these paths; the permission hook reads it.
const MEMBER = { projectPermission: [] };
const MANAGE = { projectPermission: ['ManageZones' as const] };

/** The spec's v2 paths (spec 002 §7), and create / update beside them in the same style. */
export function zonesRoutes(zones: ZonesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/project_zones/list',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The project’s zones as a flat list (archived ones flagged)',
          querystring: ProjectZoneListQuerySchema,
          response: { 200: ProjectZoneListSchema },
        },
      },
      (request) => zones.list(request.query.projectId),
    );

    app.get(
      '/api/v2/project_zones/hierarchy',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The project’s zones as a tree (ChildZones), with the Unassigned Zone (-1)',
          querystring: ZoneHierarchyQuerySchema,
          response: { 200: ZoneHierarchySchema },
        },
      },
      (request) =>
        zones.hierarchy(request.query.projectId, request.query.includeUnassignedReadersAsZones),
    );

    app.post(
      '/api/v2/project_zones',
      {
        config: MANAGE,
        bodyLimit: 8 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Create a zone (at the root, or under an active zone)',
          querystring: ZoneQuerySchema,
          body: ZoneWriteSchema,
          response: { 201: ZoneDetailSchema },
        },
      },
      async (request, reply) => {
        const created = await zones.create(request.query.projectId, request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/api/v2/project_zones/:zoneId',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'One zone: its place in the tree, default status and the rules in force',
          params: ZoneParamsSchema,
          querystring: ZoneQuerySchema,
          response: { 200: ZoneDetailSchema },
        },
      },
      (request) => zones.detail(request.query.projectId, request.params.zoneId),
    );

    app.put(
      '/api/v2/project_zones/:zoneId',
      {
        config: MANAGE,
        bodyLimit: 8 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Rename, move (never under itself) and describe a zone',
          params: ZoneParamsSchema,
          querystring: ZoneQuerySchema,
          body: ZoneWriteSchema,
          response: { 200: ZoneDetailSchema },
        },
      },
      (request) => zones.update(request.query.projectId, request.params.zoneId, request.body),
    );

    app.get(
      '/api/v2/project_zones/:zoneId/archive',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'What archiving the zone would archive with it (its active sub-zones)',
          params: ZoneParamsSchema,
          querystring: ZoneQuerySchema,
          response: { 200: ZoneArchiveInfoSchema },
        },
      },
      (request) => zones.archiveInfo(request.query.projectId, request.params.zoneId),
    );

    app.post(
      '/api/v2/project_zones/:zoneId/archive',
      {
        config: MANAGE,
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Archive the zone and every active zone below it',
          params: ZoneParamsSchema,
          querystring: ZoneQuerySchema,
          response: { 200: ZoneArchiveResultSchema },
        },
      },
      (request) => zones.archive(request.query.projectId, request.params.zoneId),
    );

    app.post(
      '/api/v2/project_zones/:zoneId/toggleEntranceExit',
      {
        config: MANAGE,
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Assign or unassign the zone as a site entrance/exit',
          params: ZoneParamsSchema,
          querystring: ZoneQuerySchema,
          body: ZoneEntranceToggleSchema,
          response: { 200: ZoneEntranceStateSchema },
        },
      },
      (request) =>
        zones.toggleEntranceExit(
          request.query.projectId,
          request.params.zoneId,
          request.body?.isSiteEntranceExit,
        ),
    );
  };
}
