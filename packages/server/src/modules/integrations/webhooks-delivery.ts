import { createHmac } from 'node:crypto';
import { WEBHOOK_MAX_ATTEMPTS } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { postWebhook, type Resolve } from './webhooks-request.ts';
import * as repo from './webhooks.repository.ts';

/**
 * One delivery attempt of a webhook event (docs/domain.md "Webhooks"): the event POSTed as JSON,
 * signed with the webhook's secret over the time and the body; a 2xx answer delivers it, anything
 * else (an error status, no answer in 10 s, a refused address) is tried again after 30 s, doubling
 * up to an hour, until the 30th attempt fails it. The receiver's status and the start of its
 * answer are kept for the delivery log.
 */

export const WEBHOOK_TIMEOUT_MS = 10_000;
const FIRST_RETRY_S = 30;
const LONGEST_RETRY_S = 3_600;

/** Seconds before attempt n + 1 after n attempts failed: 30 s, doubling, an hour at most. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(LONGEST_RETRY_S, FIRST_RETRY_S * 2 ** Math.max(0, attempts - 1));
}

/** `Siteline-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface DeliveryDeps {
  db: Database;
  box: SecretBox;
  allowPrivate: boolean;
  now?: () => Date;
  /** The receiver's name resolution (the system's; a test gives its own). */
  resolve?: Resolve;
  timeoutMs?: number;
}

/** Tries a delivery once; answers the seconds until the next attempt, or null when done. */
export async function attemptDelivery(
  deps: DeliveryDeps,
  projectId: number,
  deliveryId: number,
): Promise<number | null> {
  const { db } = deps;
  const delivery = await repo.findDelivery(db, projectId, deliveryId);
  // Gone (its webhook deleted) or done: nothing to send.
  if (!delivery || delivery.status !== 'pending') return null;
  const now = deps.now?.() ?? new Date();
  const body = JSON.stringify({
    id: delivery.event_id,
    type: delivery.event_type,
    occurredAt: delivery.payload.occurredAt,
    projectId,
    data: delivery.payload.data,
  });
  let code: number | null = null;
  let error: string | null = null;
  let response: string | null = null;
  try {
    if (!delivery.active) throw new Error('The webhook is switched off.');
    const answer = await postWebhook({
      url: new URL(delivery.url),
      allowPrivate: deps.allowPrivate,
      ...(deps.resolve ? { resolve: deps.resolve } : {}),
      timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Siteline-Webhooks/1',
        'siteline-event': delivery.event_type,
        'siteline-delivery': String(deliveryId),
        'siteline-signature': webhookSignature(
          deps.box.open(delivery.secret_ciphertext),
          body,
          Math.floor(now.getTime() / 1000),
        ),
      },
      body,
    });
    code = answer.status;
    response = answer.text;
  } catch (caught) {
    const err = caught as { code?: string; cause?: { code?: string } };
    const cause = err.code === 'EPRIVATE' ? undefined : (err.cause?.code ?? err.code);
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 300);
    if (cause && !error.includes(cause)) error = `${error} (${cause})`;
  }
  const delivered = code !== null && code >= 200 && code < 300;
  const attempts = delivery.attempts + 1;
  const failed = !delivered && attempts >= WEBHOOK_MAX_ATTEMPTS;
  const retryIn = delivered || failed ? null : retryDelaySeconds(attempts);
  await repo.recordAttempt(db, projectId, deliveryId, {
    status: delivered ? 'delivered' : failed ? 'failed' : 'pending',
    code,
    error: delivered ? null : (error ?? `The receiver answered ${code ?? 'nothing'}.`),
    response,
    nextAttemptAt: retryIn === null ? null : new Date(now.getTime() + retryIn * 1000),
  });
  return retryIn;
}
