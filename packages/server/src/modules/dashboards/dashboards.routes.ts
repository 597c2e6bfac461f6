import {
  BreakoutQuerySchema,
  BreakoutReportSchema,
  ContractsSummarySchema,
  DashboardCheckSchema,
  DashboardQuerySchema,
  DashboardSchema,
  DivisionsSummarySchema,
  OnsiteCountSchema,
  ProjectIdParamsSchema,
  SummaryQuerySchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { DashboardsService } from './dashboards.service.ts';

const TAGS = ['dashboards'];

/**
 * Every route needs only membership of the project; a member limited to a company's contracts
 * sees only those in every figure (DOMAIN.md "Project membership").
 */
export function dashboardsRoutes(dashboards: DashboardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/dashboard/check',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Dashboard check: whether the project has an NFC reader (spec 000 §7)',
          params: ProjectIdParamsSchema,
          response: { 200: DashboardCheckSchema },
        },
      },
      (request) => dashboards.check(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/dashboard',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The home dashboard for a date (spec 000 §1, §3)',
          description:
            'date (YYYY-MM-DD) defaults to today in the project time zone; it may not be after ' +
            "today or before the project's start. To-date figures count the days before date.",
          params: ProjectIdParamsSchema,
          querystring: DashboardQuerySchema,
          response: { 200: DashboardSchema },
        },
      },
      (request) =>
        dashboards.dashboard(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/dashboard/onsite-count',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Workers on site now (DOMAIN.md "On site now")',
          params: ProjectIdParamsSchema,
          response: { 200: OnsiteCountSchema },
        },
      },
      (request) => dashboards.onsiteCount(requireAuth(request), request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/contracts-summary',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Contracts summary: one row per top contract, subs rolled up (spec 000 §3)',
          description: 'Without tradeFilter or dateFilter nothing is filtered out.',
          params: ProjectIdParamsSchema,
          querystring: SummaryQuerySchema,
          response: { 200: ContractsSummarySchema },
        },
      },
      (request) =>
        dashboards.contractsSummary(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/divisions-summary',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Divisions summary: the contracts summary added up per division (spec 000 §3)',
          params: ProjectIdParamsSchema,
          querystring: SummaryQuerySchema,
          response: { 200: DivisionsSummarySchema },
        },
      },
      (request) =>
        dashboards.divisionsSummary(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/breakout-report',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Contract and division breakout report (spec 000 §3, spec 002 §9)',
          description:
            'startDate and endDate are inclusive and startDate must be before endDate. ' +
            'rollupType defaults to daily, weekly above 365 days, monthly above 730.',
          params: ProjectIdParamsSchema,
          querystring: BreakoutQuerySchema,
          response: { 200: BreakoutReportSchema },
        },
      },
      (request) =>
        dashboards.breakout(requireAuth(request), request.params.projectId, request.query),
    );
  };
}
