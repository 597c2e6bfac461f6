import {
  ProjectIdParamsSchema,
  RealtimeContractListSchema,
  RealtimeDensityAlertListSchema,
  RealtimeLastSeenListSchema,
  RealtimeTimeframeQuerySchema,
  RealtimeUnauthorizedReadListSchema,
  RealtimeWorkerDetailSchema,
  RealtimeWorkerParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { RealtimeViewsService } from './realtime-views.service.ts';

const TAGS = ['realtime'];
const MEMBER = { projectPermission: [] };

/** The realtime view's lists (membership of the project). */
export function realtimeViewsRoutes(views: RealtimeViewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/realtime/last-seen',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'Workers last seen within the timeframe (minutes), newest first',
          params: ProjectIdParamsSchema,
          querystring: RealtimeTimeframeQuerySchema,
          response: { 200: RealtimeLastSeenListSchema },
        },
      },
      (request) =>
        views.lastSeen(requireAuth(request), request.params.projectId, request.query.timeframe),
    );
    app.get(
      '/api/v1/projects/:projectId/realtime/unauthorized-reads',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'Denied reads within the timeframe: one row per worker and zone',
          params: ProjectIdParamsSchema,
          querystring: RealtimeTimeframeQuerySchema,
          response: { 200: RealtimeUnauthorizedReadListSchema },
        },
      },
      (request) =>
        views.unauthorizedReads(
          requireAuth(request),
          request.params.projectId,
          request.query.timeframe,
        ),
    );
    app.get(
      '/api/v1/projects/:projectId/realtime/density-alerts',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'Open density facts and those resolved within the timeframe',
          params: ProjectIdParamsSchema,
          querystring: RealtimeTimeframeQuerySchema,
          response: { 200: RealtimeDensityAlertListSchema },
        },
      },
      (request) => views.densityAlerts(request.params.projectId, request.query.timeframe),
    );
    app.get(
      '/api/v1/projects/:projectId/realtime/workers/:workerId',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'A worker for the realtime popover',
          params: RealtimeWorkerParamsSchema,
          response: { 200: RealtimeWorkerDetailSchema },
        },
      },
      (request) =>
        views.worker(requireAuth(request), request.params.projectId, request.params.workerId),
    );
    app.get(
      '/api/v1/projects/:projectId/realtime/contracts',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The project’s contracts with the team-filter flags',
          params: ProjectIdParamsSchema,
          response: { 200: RealtimeContractListSchema },
        },
      },
      (request) => views.contracts(requireAuth(request), request.params.projectId),
    );
  };
}
