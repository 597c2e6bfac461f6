import {
  ProjectIdParamsSchema,
  ZoneDensityInstanceSchema,
  ZoneDensityInstanceUpdateSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlertsService } from './alerts.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

export function alertsRoutes(alerts: AlertsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alerts/zone-density',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'The zone-density alert instance: the zone tree with each zone’s rule',
          params: ProjectIdParamsSchema,
          response: { 200: ZoneDensityInstanceSchema },
        },
      },
      (request) => alerts.zoneDensity(request.params.projectId),
    );
    app.put(
      '/api/v1/projects/:projectId/alerts/zone-density',
      {
        config: MANAGE_ALERTS,
        schema: {
          tags: TAGS,
          summary: 'Save the zone-density rules (the list replaces the previous one)',
          params: ProjectIdParamsSchema,
          body: ZoneDensityInstanceUpdateSchema,
          response: { 200: ZoneDensityInstanceSchema },
        },
      },
      (request) => alerts.saveZoneDensity(request.params.projectId, request.body),
    );
  };
}
