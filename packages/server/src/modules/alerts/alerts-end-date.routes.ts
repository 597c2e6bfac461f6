import {
  EndDateInstanceSchema,
  EndDateInstanceUpdateSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndDateService } from './alerts-end-date.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

/** spec 002 §7: get and update the end-date-in-jeopardy alert (CutOffDays). */
export function endDateRoutes(endDate: EndDateService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts/enddate',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The end-date-in-jeopardy alert: its cut-off days and where the plan stands',
          params: ProjectIdParamsSchema,
          response: { 200: EndDateInstanceSchema },
        },
      },
      (request) => endDate.instance(request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/alerts/enddate',
      {
        config: MANAGE_ALERTS,
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the cut-off days; evaluated at once',
          params: ProjectIdParamsSchema,
          body: EndDateInstanceUpdateSchema,
          response: { 200: EndDateInstanceSchema },
        },
      },
      (request) => endDate.save(request.params.projectId, request.body),
    );
  };
}
