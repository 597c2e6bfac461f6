import { requireAuth } from '../../lib/authenticate.ts';
import {
  AccessControlContractListSchema,
  AccessReadTotalsSchema,
  AccessReadsExportQuerySchema,
  AccessReadsQuerySchema,
  AccessReadsResponseSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessControlService } from './access-control.service.ts';
import { attachment } from '../../lib/content-disposition.ts';

const TAGS = ['access-control'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
      '/api/v2/projects/:projectId/access_control/reads/export',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Every read the filters select, as an Excel file (the day’s access log)',
          description:
            'The filters, sort and language of the list; all the reads, not a page (at most ' +
            '100,000). Times are the project’s local wall clock as typed Excel dates.',
          params: ProjectIdParamsSchema,
          querystring: AccessReadsExportQuerySchema,
          produces: [XLSX_TYPE],
        },
      },
      async (request, reply) => {
        const file = await accessControl.exportReads(
          requireAuth(request),
          request.params.projectId,
          request.query,
        );
        return reply
          .header('Content-Type', XLSX_TYPE)
          .header('Content-Disposition', attachment(file.fileName))
          .header('Cache-Control', 'no-store')
          .send(Buffer.from(file.bytes));
      },
    );

    app.get(
      '/api/v2/projects/:projectId/access_control/totals',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The filtered reads per gate and shift, granted, denied and checked in',
          description:
            'The list’s filters (page and sort are ignored). A gate is a reader location of a ' +
            'site entrance/exit zone; the shift is the read’s local time in the project’s windows.',
          params: ProjectIdParamsSchema,
          querystring: AccessReadsQuerySchema,
          response: { 200: AccessReadTotalsSchema },
        },
      },
      (request) =>
        accessControl.totals(requireAuth(request), request.params.projectId, request.query),
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
