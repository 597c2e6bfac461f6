import {
  EvacuationAddPersonSchema,
  EvacuationAuditLogSchema,
  EvacuationAuditQuerySchema,
  EvacuationCreatedSchema,
  EvacuationHistorySchema,
  EvacuationInitialDataSchema,
  EvacuationSessionParamsSchema,
  EvacuationSessionPatchSchema,
  EvacuationSessionSchema,
  EvacuationSessionWorkerSchema,
  EvacuationStartSchema,
  EvacuationTextResultSchema,
  EvacuationTextSchema,
  EvacuationWorkerParamsSchema,
  EvacuationWorkerPatchSchema,
  IdempotencyKeySchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { Answered } from './evacuation-requests.ts';
import type { EvacuationService } from './evacuation.service.ts';

const TAGS = ['evacuation'];
/** spec 001 §6: RealtimeEvacuationReport controls the real-time evacuation report. */
const EVACUATION = { projectPermission: ['RealtimeEvacuationReport' as const] };
const SMALL_BODY = 16 * 1024;
const ForemenSchema = z.object({ ForemenNames: z.array(z.string()) });

/** The request's Idempotency-Key, checked; none is a change sent once. */
function keyOf(request: FastifyRequest): string | undefined {
  const parsed = IdempotencyKeySchema.safeParse(request.headers['idempotency-key']);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]!.message);
  return parsed.data;
}

function answer<T>(reply: FastifyReply, result: Answered<T>) {
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(result.status).send(result.answer);
}

/** spec 002 §7 "Evacuation": sessions, the roll call, its audit log, history and texts. */
export function evacuationRoutes(evacuation: EvacuationService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/v1/projects/:projectId/evacuation';
    const session = `${base}/sessions/:sessionId`;

    app.get(
      `${base}/initial-data`,
      {
        config: EVACUATION,
        schema: {
          tags: TAGS,
          summary: 'Who a session started now would hold: on site, unassigned badges, with a phone',
          params: ProjectIdParamsSchema,
          response: { 200: EvacuationInitialDataSchema },
        },
      },
      (request) => evacuation.initialData(requireAuth(request), request.params.projectId),
    );

    app.get(
      `${base}/sessions`,
      {
        config: EVACUATION,
        schema: {
          tags: TAGS,
          summary: 'The sessions, the running one first, then by finish time, newest first',
          params: ProjectIdParamsSchema,
          response: { 200: EvacuationHistorySchema },
        },
      },
      (request) => evacuation.history(requireAuth(request), request.params.projectId),
    );

    app.post(
      `${base}/sessions`,
      {
        config: EVACUATION,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Start a session: the snapshot of who is on site, and the optional text',
          description:
            'One running session per project (409). The text is trimmed; empty, or on a demo ' +
            'project, nothing is sent.',
          params: ProjectIdParamsSchema,
          body: EvacuationStartSchema,
          response: { 201: EvacuationCreatedSchema },
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await evacuation.start(
            requireAuth(request),
            request.params.projectId,
            request.body,
            keyOf(request),
          ),
        ),
    );

    app.get(
      session,
      {
        config: EVACUATION,
        schema: {
          tags: TAGS,
          summary: 'A session with its people (the caller’s scope of them) and counts',
          params: EvacuationSessionParamsSchema,
          response: { 200: EvacuationSessionSchema },
        },
      },
      (request) =>
        evacuation.session(
          requireAuth(request),
          request.params.projectId,
          request.params.sessionId,
        ),
    );

    app.patch(
      session,
      {
        config: EVACUATION,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Replace the session’s name or whether contact information shows',
          params: EvacuationSessionParamsSchema,
          body: EvacuationSessionPatchSchema,
          response: { 200: EvacuationSessionSchema },
        },
      },
      async (request, reply) => {
        const { projectId, sessionId } = request.params;
        const result = await evacuation.patchSession(
          requireAuth(request),
          projectId,
          sessionId,
          request.body,
          keyOf(request),
        );
        return answer(reply, { ...result, answer: result.session });
      },
    );

    app.post(
      `${session}/finish`,
      {
        config: EVACUATION,
        schema: {
          tags: TAGS,
          summary: 'Finish the session',
          params: EvacuationSessionParamsSchema,
          response: { 200: EvacuationSessionSchema },
        },
      },
      async (request, reply) => {
        const { projectId, sessionId } = request.params;
        const result = await evacuation.finish(
          requireAuth(request),
          projectId,
          sessionId,
          keyOf(request),
        );
        return answer(reply, { ...result, answer: result.session });
      },
    );

    app.get(
      `${session}/audit-log`,
      {
        config: EVACUATION,
        schema: {
          tags: TAGS,
          summary: 'Every action of the session: what, when, by whom',
          params: EvacuationSessionParamsSchema,
          querystring: EvacuationAuditQuerySchema,
          response: { 200: EvacuationAuditLogSchema },
        },
      },
      (request) => {
        const { projectId, sessionId } = request.params;
        return evacuation.auditLog(requireAuth(request), projectId, sessionId, request.query);
      },
    );

    app.get(
      `${session}/foremen`,
      {
        config: EVACUATION,
        schema: {
          tags: TAGS,
          summary: 'The foremen named in the session',
          params: EvacuationSessionParamsSchema,
          response: { 200: ForemenSchema },
        },
      },
      (request) =>
        evacuation.foremen(
          requireAuth(request),
          request.params.projectId,
          request.params.sessionId,
        ),
    );

    app.post(
      `${session}/workers`,
      {
        config: EVACUATION,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Add a worker of the project, or a visitor or unbadged person by name',
          params: EvacuationSessionParamsSchema,
          body: EvacuationAddPersonSchema,
          response: { 201: EvacuationSessionWorkerSchema },
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await evacuation.addPerson(
            requireAuth(request),
            request.params.projectId,
            request.params.sessionId,
            request.body,
            keyOf(request),
          ),
        ),
    );

    app.patch(
      `${session}/workers/:sessionWorkerId`,
      {
        config: EVACUATION,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Replace a person’s IsVerified, Note or ForemansName, made on their version',
          description:
            'If-Match names the version the change was made on; an older one is refused (409) ' +
            'and the device reads the person again.',
          params: EvacuationWorkerParamsSchema,
          body: EvacuationWorkerPatchSchema,
          response: { 200: EvacuationSessionWorkerSchema },
        },
      },
      async (request, reply) => {
        const { projectId, sessionId, sessionWorkerId } = request.params;
        return answer(
          reply,
          await evacuation.patchPerson(
            requireAuth(request),
            projectId,
            sessionId,
            sessionWorkerId,
            evacuation.versionOf(request.headers['if-match']),
            request.body,
            keyOf(request),
          ),
        );
      },
    );

    app.post(
      `${session}/text-messages`,
      {
        config: EVACUATION,
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Text the session’s outstanding people (or all) who have a phone number',
          params: EvacuationSessionParamsSchema,
          body: EvacuationTextSchema,
          response: { 200: EvacuationTextResultSchema },
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await evacuation.text(
            requireAuth(request),
            request.params.projectId,
            request.params.sessionId,
            request.body,
            keyOf(request),
          ),
        ),
    );
  };
}
