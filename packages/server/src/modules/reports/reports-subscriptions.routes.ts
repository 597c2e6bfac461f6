import {
  ReportProjectParamsSchema,
  ReportSubscriptionsSaveSchema,
  ReportSubscriptionsSavedSchema,
  ReportSubscriptionsSchema,
  ReportSubscriptionsSentSchema,
  ReportUnsubscribeSchema,
  ReportUnsubscribedSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ReportSubscriptionsService } from './reports-subscriptions.service.ts';

const TAGS = ['reports'];
/** spec 000 §2: /contract-management needs ManageContractsNoValues or ManageContractsValues. */
const CONTRACTS = {
  projectPermission: ['ManageContractsNoValues' as const, 'ManageContractsValues' as const],
};
/** 2,000 rows of an address and a few ids. */
const BODY_LIMIT = 512 * 1024;

/** spec 002 §7 "Project subscriptions: get and set"; spec 000 §7 "Report subscription unsubscribe". */
export function reportSubscriptionsRoutes(
  subscriptions: ReportSubscriptionsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const path = '/api/v1/projects/:projectId/report-subscriptions';
    app.get(
      path,
      {
        config: CONTRACTS,
        schema: {
          tags: TAGS,
          summary: 'The reports on offer, the contracts and who gets which report',
          params: ReportProjectParamsSchema,
          response: { 200: ReportSubscriptionsSchema },
        },
      },
      (request) => subscriptions.get(requireAuth(request), request.params.projectId),
    );

    app.put(
      path,
      {
        config: CONTRACTS,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Save the page’s rows (EntityState -1 removes one), checked in the spec’s order',
          params: ReportProjectParamsSchema,
          body: ReportSubscriptionsSaveSchema,
          response: { 200: ReportSubscriptionsSavedSchema },
        },
      },
      (request) => subscriptions.save(requireAuth(request), request.params.projectId, request.body),
    );

    app.post(
      `${path}/send`,
      {
        config: CONTRACTS,
        schema: {
          tags: TAGS,
          summary: 'Send yesterday’s subscribed reports now (the morning run still sends)',
          params: ReportProjectParamsSchema,
          response: { 200: ReportSubscriptionsSentSchema },
        },
      },
      (request) => subscriptions.sendNow(requireAuth(request), request.params.projectId),
    );

    app.post(
      '/api/v1/report-subscriptions/unsubscribe',
      {
        config: { public: true },
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary: 'The unsubscribe page’s call: the key’s subscription ends',
          body: ReportUnsubscribeSchema,
          response: { 200: ReportUnsubscribedSchema },
        },
      },
      (request) => subscriptions.unsubscribe(request.body.UnsubscribeKey, request.body.Email),
    );

    app.post(
      '/api/v1/report-subscriptions/unsubscribe/:unsubscribeKey',
      {
        config: { public: true },
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary: 'One-click unsubscribe from a mail client (RFC 8058 List-Unsubscribe-Post)',
          params: z.object({ unsubscribeKey: z.string().max(64) }),
          response: { 200: ReportUnsubscribedSchema },
        },
      },
      (request) => subscriptions.unsubscribe(request.params.unsubscribeKey, undefined),
    );
  };
}
