import {
  ProjectIdParamsSchema,
  ZoneRuleContractListSchema,
  ZoneRuleWorkerOptionListSchema,
  ZoneRuleWorkerQuerySchema,
  ZoneRulesParamsSchema,
  ZoneRulesSchema,
  ZoneRulesUpdateSchema,
  ZoneWhitelistSchema,
  ZoneWorkerRuleParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ZoneRulesService } from './zones-rules.service.ts';

const TAGS = ['zones'];
const MANAGE = { projectPermission: ['ManageZones' as const] };

/** The v1 zone rules calls (spec 002 §7 names them; their paths are designed here). */
export function zoneRulesRoutes(rules: ZoneRulesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/zones/:zoneId/rules',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The zone’s default status, contract rules and worker rules',
          params: ZoneRulesParamsSchema,
          response: { 200: ZoneRulesSchema },
        },
      },
      (request) => rules.get(request.params.projectId, request.params.zoneId),
    );

    app.put(
      '/api/v1/projects/:projectId/zones/:zoneId/rules',
      {
        config: MANAGE,
        bodyLimit: 512 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Replace the zone’s default status and rules (INHERIT takes no contract rules)',
          params: ZoneRulesParamsSchema,
          body: ZoneRulesUpdateSchema,
          response: { 200: ZoneRulesSchema },
        },
      },
      (request) =>
        rules.save(
          requireAuth(request),
          request.params.projectId,
          request.params.zoneId,
          request.body,
        ),
    );

    app.delete(
      '/api/v1/projects/:projectId/zones/:zoneId/rules/workers/:workerId',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Reset a worker’s own rule in the zone (back to the contract’s)',
          params: ZoneWorkerRuleParamsSchema,
        },
      },
      async (request, reply) => {
        const { projectId, zoneId, workerId } = request.params;
        await rules.resetWorker(requireAuth(request), projectId, zoneId, workerId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/v1/projects/:projectId/zones/:zoneId/workers_access',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The workers who may be in the zone today',
          params: ZoneRulesParamsSchema,
          response: { 200: ZoneWhitelistSchema },
        },
      },
      (request) => rules.whitelist(request.params.projectId, request.params.zoneId),
    );

    app.get(
      '/api/v1/projects/:projectId/zones/rule-options/contracts',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The contracts a zone rule may name',
          params: ProjectIdParamsSchema,
          response: { 200: ZoneRuleContractListSchema },
        },
      },
      (request) => rules.contractOptions(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/zones/rule-options/workers',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Up to 20 workers a zone rule may name, from 3 characters of search',
          params: ProjectIdParamsSchema,
          querystring: ZoneRuleWorkerQuerySchema,
          response: { 200: ZoneRuleWorkerOptionListSchema },
        },
      },
      (request) => rules.workerOptions(request.params.projectId, request.query.search),
    );
  };
}
