import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import {
  claimForSending,
  markFinal,
  markRetry,
  markSent,
  type ClaimedMessage,
} from './outbox-sending.ts';
import { optedOut, recordOptOut } from './sms-opt-outs.ts';

/** Twilio's refusal of a number that replied STOP to the sending number. */
export const TWILIO_UNSUBSCRIBED = 21610;
export const OPTED_OUT_REASON = 'the number replied STOP';

/** What the provider answered: its id for the message and its first status. */
export interface SmsSent {
  providerMessageId: string;
  status: string;
}

/**
 * A refusal worth retrying (the provider down, a 429, a network error) or not (a number it will
 * never take): only the first kind is tried again, after the backoff, until the deadline.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's error code, when it gave one (21610: the number replied STOP). */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsTransport {
  send(sms: { to: string; body: string; statusCallback: string | null }): Promise<SmsSent>;
  /** Whether a delivery callback really comes from the provider (its signature). */
  verifyCallback(url: string, params: Record<string, string>, signature: string): boolean;
}

export interface TwilioConfig {
  /** The API's origin: https://api.twilio.com, or a compatible provider's or a test's. */
  url: string;
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
}

/**
 * Twilio's signature of a callback: HMAC-SHA1 of the full URL followed by every POST parameter,
 * sorted by name, as name and value without separators, keyed by the auth token, in base64.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Twilio's Messages resource (REST, form-encoded, HTTP Basic with the account's SID and token). */
export function createTwilioTransport(config: TwilioConfig, timeoutMs = 15_000): SmsTransport {
  const endpoint = `${config.url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(
    config.accountSid,
  )}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send({ to, body, statusCallback }) {
      const form = new URLSearchParams({ To: to, From: config.from, Body: body });
      if (statusCallback) form.set('StatusCallback', statusCallback);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        throw new SmsSendError(`SMS provider unreachable: ${String(e)}`, true);
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        status?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && answer.sid) {
        return { providerMessageId: answer.sid, status: answer.status ?? 'queued' };
      }
      const reason = `SMS provider answered ${response.status}${
        answer.code ? ` (code ${answer.code})` : ''
      }: ${answer.message ?? response.statusText}`;
      // 429 and 5xx pass; any other 4xx (a bad number, an unverified sender) will not.
      throw new SmsSendError(
        reason,
        response.status === 429 || response.status >= 500,
        answer.code,
      );
    },
    verifyCallback(url, params, signature) {
      const expected = Buffer.from(twilioSignature(config.authToken, url, params));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export interface SmsDeliveryDeps {
  db: Database;
  transport: SmsTransport | null;
  log: FastifyBaseLogger;
  /** Where the provider posts delivery updates; null without a public address. */
  statusCallback: string | null;
}

/**
 * Delivers one outbox SMS if it may be claimed now (outbox-sending.ts): a job that runs twice,
 * or after the pump took the row, finds nothing to claim.
 */
export async function deliverSms(
  deps: SmsDeliveryDeps,
  outboxMessageId: number,
  at = new Date(),
): Promise<void> {
  const message = await claimForSending(deps.db, outboxMessageId, at);
  if (message?.channel === 'sms') await sendClaimedSms(deps, message, at);
}

/**
 * Sends a claimed SMS. A demo project's SMS and, without a provider configured, every SMS are
 * held in the outbox with their text in the log: never dropped, never sent. A number that
 * replied STOP is held too. A refusal worth retrying puts the text back in the queue for its
 * next try (the backoff); any other fails it for good. Throws only when the database does.
 */
export async function sendClaimedSms(
  deps: SmsDeliveryDeps,
  message: ClaimedMessage,
  at = new Date(),
): Promise<void> {
  const outboxMessageId = message.outbox_message_id;
  const demo =
    message.project_id !== null &&
    (
      await deps.db
        .selectFrom('projects')
        .select('is_demo')
        .where('project_id', '=', message.project_id)
        .executeTakeFirst()
    )?.is_demo === true;
  if (demo || !deps.transport) {
    const why = demo ? 'a demo project never sends' : 'no SMS provider is configured';
    deps.log.info(
      { outboxMessageId, to: message.recipient },
      `SMS held in the outbox (${why}):\n${message.body_text}`,
    );
    await markFinal(deps.db, outboxMessageId, 'held', why);
    return;
  }
  if ((await optedOut(deps.db, [message.recipient])).size > 0) {
    await markFinal(deps.db, outboxMessageId, 'held', OPTED_OUT_REASON);
    return;
  }
  try {
    const sent = await deps.transport.send({
      to: message.recipient,
      body: message.body_text,
      statusCallback: deps.statusCallback,
    });
    await markSent(deps.db, outboxMessageId, at, {
      providerMessageId: sent.providerMessageId,
      deliveryStatus: sent.status,
    });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    if (!(e instanceof SmsSendError)) throw e; // the database, not the provider
    if (e.retryable) {
      await markRetry(deps.db, message, at, error);
      return;
    }
    await markFinal(deps.db, outboxMessageId, 'failed', error);
    if (e.code === TWILIO_UNSUBSCRIBED) {
      // The carrier knows of a STOP we never heard (sent before the reply webhook was set up).
      await recordOptOut(deps.db, message.recipient, 'STOP');
    }
    deps.log.warn({ outboxMessageId, error }, 'SMS refused by the provider; not retried');
  }
}
