import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { smsKeyword } from '@siteline/shared';
import { recordDelivery } from './outbox-delivery.ts';
import type { SmsTransport } from './sms-delivery.ts';
import { firstHearing, recordOptIn, recordOptOut } from './sms-opt-outs.ts';

/** The provider's delivery callback, where it posts a message's status changes. */
export const SMS_STATUS_PATH = '/api/v1/sms/status';
/** The sending number's incoming-message webhook: a worker's reply (STOP, START). */
export const SMS_INCOMING_PATH = '/api/v1/sms/incoming';

const IncomingSchema = z
  .object({
    From: z.string().min(1).max(32),
    Body: z.string().max(1600).default(''),
    /** The provider's id of the reply: a request seen before changes nothing. */
    MessageSid: z.string().min(1).max(64),
  })
  .passthrough();

/** An empty TwiML answer: the provider itself confirms STOP and START to the sender. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const StatusCallbackSchema = z
  .object({
    MessageSid: z.string().min(1).max(64),
    MessageStatus: z.string().min(1).max(32),
    ErrorCode: z.string().max(16).optional(),
  })
  .passthrough();

/**
 * POST /api/v1/sms/status (the provider, form-encoded): the message's delivery status, kept on
 * its outbox row. Only a request signed with the account's token is believed (403 otherwise);
 * the signature covers the address the provider was given, `callbackUrl`.
 */
export function smsStatusRoutes(deps: {
  db: Database;
  transport: SmsTransport | null;
  callbackUrl: string;
  incomingUrl: string;
}): FastifyPluginAsyncZod {
  /** The request's parameters, if its signature is the account's for `url`; null otherwise. */
  const signed = (url: string, headers: Record<string, unknown>, body: Record<string, unknown>) => {
    const signature = headers['x-twilio-signature'];
    const params = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    return deps.transport &&
      typeof signature === 'string' &&
      deps.transport.verifyCallback(url, params, signature)
      ? params
      : null;
  };
  return async (app) => {
    app.post(
      SMS_INCOMING_PATH,
      {
        config: { public: true },
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['messaging'],
          summary:
            'A reply to the sending number (signed): STOP opts the number out, START back in',
          body: IncomingSchema,
        },
      },
      async (request, reply) => {
        if (!signed(deps.incomingUrl, request.headers, request.body)) {
          return reply.status(403).send({ errors: [{ errorMessage: 'Signature not valid.' }] });
        }
        const { From, Body, MessageSid } = request.body;
        const keyword = smsKeyword(Body);
        if (keyword) {
          // A signed request replayed (the signature covers no time): acted on once only.
          const acted = await deps.db.transaction().execute(async (tx) => {
            if (!(await firstHearing(tx, MessageSid, From))) return false;
            if (keyword === 'out') await recordOptOut(tx, From, Body.trim().toUpperCase());
            else await recordOptIn(tx, From);
            return true;
          });
          request.log.info(
            { from: From, keyword, messageSid: MessageSid },
            acted ? 'SMS opt-out state changed' : 'SMS reply seen before: nothing changed',
          );
        }
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );

    app.post(
      SMS_STATUS_PATH,
      {
        config: { public: true },
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['messaging'],
          summary: 'The SMS provider’s delivery callback (signed with the account’s token)',
          body: StatusCallbackSchema,
        },
      },
      async (request, reply) => {
        if (!signed(deps.callbackUrl, request.headers, request.body)) {
          return reply.status(403).send({ errors: [{ errorMessage: 'Signature not valid.' }] });
        }
        const { MessageSid, MessageStatus, ErrorCode } = request.body;
        await recordDelivery(
          deps.db,
          MessageSid,
          MessageStatus,
          ErrorCode ? `delivery error ${ErrorCode}` : null,
        );
        return reply.status(204).send();
      },
    );
  };
}
