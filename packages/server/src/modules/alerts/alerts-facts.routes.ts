import {
  ActiveAlertFactsSchema,
  AlertFactAcknowledgeSchema,
  AlertFactParamsSchema,
  AlertFactSchema,
  AlertFactSnoozeSchema,
  AlertsReportQuerySchema,
  AlertsReportSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { AlertFactsService } from './alerts-facts.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the overview is for every member of the project. */
const MEMBER = { projectPermission: [] };
const SMALL_BODY = 16 * 1024;

/** The overview's calls (spec 000 §3 "Active alert facts", "Snooze alert fact"). */
export function alertFactsRoutes(facts: AlertFactsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/alert-facts/active',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The project’s active alert facts, newest first, and their groups by type',
          description:
            'A contractor limited to companies gets the facts of its contracts and those of no ' +
            'contract (a zone, a reader, the project).',
          params: ProjectIdParamsSchema,
          response: { 200: ActiveAlertFactsSchema },
        },
      },
      (request) => facts.active(requireAuth(request), request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/alert-facts',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The alerts report: facts triggered on the range’s dates in the statuses asked',
          description:
            'spec 001 §2–§3. Both dates inclusive, in the project’s time zone; alertStatusIds ' +
            '"1,2,3" (Active when none). A contractor limited to companies gets its own facts.',
          params: ProjectIdParamsSchema,
          querystring: AlertsReportQuerySchema,
          response: { 200: AlertsReportSchema },
        },
      },
      (request) => facts.report(requireAuth(request), request.params.projectId, request.query),
    );

    app.post(
      '/api/v1/projects/:projectId/alert-facts/snooze',
      {
        config: MEMBER,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Snooze an active fact for Days; it is active again afterwards if still true',
          description:
            'The fact is named by the id field of its type: ContractAlertFactId (contract ' +
            'deviation), WorkerAlertFactId (key, realtime and unauthorized person), ' +
            'ReaderAlertFactId (reader status), ProjectZoneAlertFactId (zone density), ' +
            'ProjectAlertFactId (end date in jeopardy).',
          params: ProjectIdParamsSchema,
          body: AlertFactSnoozeSchema,
        },
      },
      async (request, reply) => {
        await facts.snooze(requireAuth(request), request.params.projectId, request.body);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/v1/projects/:projectId/alert-facts/:alertFactId/acknowledge',
      {
        config: MEMBER,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Acknowledge a fact with a note; the overview says who and when',
          params: AlertFactParamsSchema,
          body: AlertFactAcknowledgeSchema,
          response: { 200: AlertFactSchema },
        },
      },
      (request) =>
        facts.acknowledge(
          requireAuth(request),
          request.params.projectId,
          request.params.alertFactId,
          request.body.Note,
        ),
    );
  };
}
