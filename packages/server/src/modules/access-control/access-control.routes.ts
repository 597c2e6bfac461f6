import { requireAuth } from '../../lib/authenticate.ts';
import {
  AccessControlContractListSchema,
  AccessReadsQuerySchema,
  AccessReadsResponseSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessControlService } from './access-control.service.ts';

const TAGS = ['access-control'];

/** Every route needs only membership of the project (spec 002 §2). */
export function accessControlRoutes(accessControl: AccessControlService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/projects/:projectId/access_control/reads',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'A page of the project’s access reads (spec 002 §7)',
          description:
            'startTime and endTime are epoch seconds, both inclusive. -1 in contractIds or ' +
            'projectZoneIds selects reads with no contract or no zone. reverse means descending; ' +
            'left out, it is true for orderBy=Time and false otherwise.',
          params: ProjectIdParamsSchema,
          querystring: AccessReadsQuerySchema,
          response: { 200: AccessReadsResponseSchema },
        },
      },
      (request) =>
        accessControl.listReads(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v2/projects/:projectId/access_control/contracts',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The contract filter’s choices: every contract of the project',
          params: ProjectIdParamsSchema,
          response: { 200: AccessControlContractListSchema },
        },
      },
      (request) => accessControl.listContracts(requireAuth(request), request.params.projectId),
    );
  };
}
