import {
  CONTRACT_MANAGEMENT_PERMISSIONS,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  PlanSaveResultSchema,
  PlanSaveSchema,
  PlanUploadResultSchema,
  PlanTemplateQuerySchema,
  PlanWeekQuerySchema,
  PlanWeekSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkforcePlanService } from './workforce-plan.service.ts';

const TAGS = ['workforce plan'];
const MANAGE = { projectPermission: CONTRACT_MANAGEMENT_PERMISSIONS };
const PATH = '/api/v1/project/:projectId/workforce-plan';
/** The upload's own types: the file's bytes as they are. */
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** The workforce plan (beyond the spec; see the shared schemas for the calls). */
export function workforcePlanRoutes(plan: WorkforcePlanService): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin only: an upload arrives as raw bytes, read up to twice the file limit so
    // a file just over it gets the plan's own message rather than the generic 413.
    app.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: PLAN_LIMITS.fileBytes * 2 },
      (_request, body, done) => done(null, body),
    );

    app.get(
      PATH,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'One week (Monday to Sunday) of every contract’s plan',
          params: ProjectIdParamsSchema,
          querystring: PlanWeekQuerySchema,
          response: { 200: PlanWeekSchema },
        },
      },
      (request) => plan.week(request.params.projectId, request.query.weekStart),
    );

    app.get(
      `${PATH}/template`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Every contract’s plan over a span of dates from a day (the upload’s template)',
          params: ProjectIdParamsSchema,
          querystring: PlanTemplateQuerySchema,
          response: { 200: PlanWeekSchema },
        },
      },
      (request) => plan.template(request.params.projectId, request.query.from, request.query.days),
    );

    app.put(
      PATH,
      {
        config: MANAGE,
        bodyLimit: 1024 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Set contract-days by hand (both values null removes the day)',
          params: ProjectIdParamsSchema,
          body: PlanSaveSchema,
          response: { 200: PlanSaveResultSchema },
        },
      },
      (request) => plan.save(requireAuth(request), request.params.projectId, request.body),
    );

    app.post(
      `${PATH}/upload`,
      {
        config: { ...MANAGE, tooLarge: PLAN_MESSAGES.fileTooLarge },
        bodyLimit: PLAN_LIMITS.fileBytes * 2,
        schema: {
          tags: TAGS,
          summary: 'Upload a plan (.xlsx or .csv, the bytes as the body); all rows or none',
          params: ProjectIdParamsSchema,
          response: { 200: PlanUploadResultSchema },
        },
      },
      (request) => plan.upload(requireAuth(request), request.params.projectId, request.body),
    );
  };
}
