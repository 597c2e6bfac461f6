import {
  ContractDeviationInstanceSchema,
  ContractDeviationInstanceUpdateSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ContractDeviationService } from './alerts-contract-deviation.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

/** spec 001 §3: get and update the contract-deviation alert. */
export function contractDeviationRoutes(
  contractDeviation: ContractDeviationService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts/contract-deviation',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The contract-deviation alert: each contract with its deviation limits',
          params: ProjectIdParamsSchema,
          response: { 200: ContractDeviationInstanceSchema },
        },
      },
      (request) => contractDeviation.instance(requireAuth(request), request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/alerts/contract-deviation',
      {
        config: MANAGE_ALERTS,
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the contracts’ limits (the caller’s scope of them); evaluated at once',
          params: ProjectIdParamsSchema,
          body: ContractDeviationInstanceUpdateSchema,
          response: { 200: ContractDeviationInstanceSchema },
        },
      },
      (request) =>
        contractDeviation.save(requireAuth(request), request.params.projectId, request.body),
    );
  };
}
