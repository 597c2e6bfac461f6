import {
  ProjectIdParamsSchema,
  TextMessageBatchCreateSchema,
  TextMessageBatchCreatedSchema,
  TextMessageBatchParamsSchema,
  TextMessageBatchSchema,
  TextMessageContractsQuerySchema,
  TextMessageContractsSchema,
  TextMessageFilterSchema,
  TextMessageHistoryQuerySchema,
  TextMessageHistorySchema,
  TextMessageVerifiedSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { TextMessagesService } from './text-messages.service.ts';

const TAGS = ['text-messages'];
/** spec 000 §2: /text-messages needs SendAhHocTextMessages. */
const TEXTING = { projectPermission: ['SendAhHocTextMessages' as const] };
/** A filter of 10,000 contract ids and a 1,600-character text fit well within. */
const BODY_LIMIT = 128 * 1024;

/** spec 002 §7 "Text messages": verify workers, create batch, list batches, batch detail. */
export function textMessagesRoutes(texts: TextMessagesService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/v1/projects/:projectId/text-messages';

    app.get(
      `${base}/contracts`,
      {
        config: TEXTING,
        schema: {
          tags: TAGS,
          summary: 'The contract picker’s contracts (the caller’s), each with its workers’ count',
          params: ProjectIdParamsSchema,
          querystring: TextMessageContractsQuerySchema,
          response: { 200: TextMessageContractsSchema },
        },
      },
      (request) =>
        texts.contracts(requireAuth(request), request.params.projectId, request.query.pageSize),
    );

    app.post(
      `${base}/verify`,
      {
        config: TEXTING,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Who a text with this filter would reach, and who it cannot (no number, STOP)',
          params: ProjectIdParamsSchema,
          body: TextMessageFilterSchema,
          response: { 200: TextMessageVerifiedSchema },
        },
      },
      (request) => texts.verify(requireAuth(request), request.params.projectId, request.body),
    );

    app.post(
      `${base}/batches`,
      {
        config: TEXTING,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Send: the filter run again now, one text per number through the outbox',
          params: ProjectIdParamsSchema,
          body: TextMessageBatchCreateSchema,
          response: { 201: TextMessageBatchCreatedSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await texts.send(requireAuth(request), request.params.projectId, request.body)),
    );

    app.get(
      `${base}/batches`,
      {
        config: TEXTING,
        schema: {
          tags: TAGS,
          summary: 'Sent batches, newest first, 50 a page, with their delivery counts',
          params: ProjectIdParamsSchema,
          querystring: TextMessageHistoryQuerySchema,
          response: { 200: TextMessageHistorySchema },
        },
      },
      (request) => texts.history(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      `${base}/batches/:textMessageBatchId`,
      {
        config: TEXTING,
        schema: {
          tags: TAGS,
          summary: 'A batch: its text, filter, and each recipient’s delivery state',
          params: TextMessageBatchParamsSchema,
          response: { 200: TextMessageBatchSchema },
        },
      },
      (request) =>
        texts.batch(
          requireAuth(request),
          request.params.projectId,
          request.params.textMessageBatchId,
        ),
    );
  };
}
