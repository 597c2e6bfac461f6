import { OUTBOX_MESSAGES, OutboxHealthSchema, OutboxSummarySchema } from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { requireAuth } from '../lib/authenticate.ts';
import { ForbiddenError } from '../lib/errors.ts';
import { outboxHealth, outboxSummary, type OutboxConfigured } from './outbox-watch.ts';

/**
 * GET /api/v1/outbox/summary: the outbox per channel and its newest problems (provider
 * employees). GET /api/v1/outbox/health: whether each channel has a provider at all and whether
 * it is refusing everything, for the warnings on every project's home and before a send (anyone
 * signed in: it names no project and no person).
 */
export function outboxRoutes(deps: {
  db: Database;
  configured: OutboxConfigured;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/outbox/summary',
      {
        schema: {
          tags: ['messaging'],
          summary: 'The outbox per channel: waiting, sending, failed, expired, and its problems',
          response: { 200: OutboxSummarySchema },
        },
      },
      async (request) => {
        if (!requireAuth(request).isProviderEmployee) {
          throw new ForbiddenError(OUTBOX_MESSAGES.providerOnly);
        }
        return outboxSummary(deps.db);
      },
    );
    app.get(
      '/api/v1/outbox/health',
      {
        schema: {
          tags: ['messaging'],
          summary:
            'Whether each channel has a provider, has messages waiting, or has been refused for minutes',
          response: { 200: OutboxHealthSchema },
        },
      },
      async (request) => {
        requireAuth(request);
        return outboxHealth(deps.db, deps.configured);
      },
    );
  };
}
