import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { recordDelivery } from './outbox.ts';
import type { SmsTransport } from './sms-delivery.ts';

/** The provider's delivery callback, where it posts a message's status changes. */
export const SMS_STATUS_PATH = '/api/v1/sms/status';

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
}): FastifyPluginAsyncZod {
  return async (app) => {
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
        const signature = request.headers['x-twilio-signature'];
        const params = Object.fromEntries(
          Object.entries(request.body).map(([k, v]) => [k, String(v)]),
        );
        if (
          !deps.transport ||
          typeof signature !== 'string' ||
          !deps.transport.verifyCallback(deps.callbackUrl, params, signature)
        ) {
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
