import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MAX_ATTEMPTS } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
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

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether the host is, or resolves to, a loopback, private or link-local address. */
export async function isPrivateHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true });
  return addresses.some((a) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a.address)?.[1];
    if (mapped) return PRIVATE.check(mapped, 'ipv4');
    return PRIVATE.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4');
  });
}

export interface DeliveryDeps {
  db: Database;
  box: SecretBox;
  allowPrivate: boolean;
  now?: () => Date;
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
    const url = new URL(delivery.url);
    if (!deps.allowPrivate && (await isPrivateHost(url.hostname))) {
      throw new Error('The address is a private or loopback one, which webhooks may not call.');
    }
    const answer = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
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
    response = (await answer.text()).slice(0, 500);
  } catch (caught) {
    const cause = (caught as { cause?: { code?: string } }).cause?.code;
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 300);
    if (cause) error = `${error} (${cause})`;
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
