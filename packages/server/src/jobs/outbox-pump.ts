import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Loop } from '../lib/area.ts';
import { startLoop } from '../lib/loop.ts';
import { sendClaimedEmail, type EmailDeliveryDeps } from '../messaging/email-delivery.ts';
import { pruneEarlyDeliveries } from '../messaging/outbox-delivery.ts';
import { claimDue, expireOverdue, type ClaimedMessage } from '../messaging/outbox-sending.ts';
import { sendClaimedSms, type SmsDeliveryDeps } from '../messaging/sms-delivery.ts';

/** How often each server looks for messages due again (retries, lost jobs, dead senders). */
export const PUMP_INTERVAL_MS = 2_000;
/**
 * Sent at once (the providers queue beyond their own rate). Each lane claims one message and
 * sends it before it claims the next, so a claim is always in the hands of a send, within one
 * send's time-outs (SMS 15 s, SMTP at most 90 s) of its taking, inside LEASE_SECONDS' 120: no
 * other server takes up a claim this one still holds, even while a provider hangs.
 */
const CONCURRENT = 5;

export interface OutboxPumpDeps {
  db: Database;
  sms: SmsDeliveryDeps;
  email: EmailDeliveryDeps;
  log: FastifyBaseLogger;
}

/**
 * One turn of the outbox (outbox-sending.ts): what is past its deadline expires; what is due —
 * a retry whose wait is over, a message whose job was lost, a row left `sending` by a process
 * that died — is claimed and sent, five at a time, until nothing is due. The jobs send each
 * new message at once; this is what makes sure that nothing waits for good.
 */
export async function pumpOutbox(deps: OutboxPumpDeps, at: Date) {
  const expired = await expireOverdue(deps.db, at);
  if (expired.length > 0) {
    deps.log.warn(
      {
        sms: expired.filter((m) => m.channel === 'sms').length,
        email: expired.filter((m) => m.channel === 'email').length,
      },
      'outbox messages expired unsent: their deadline passed',
    );
  }
  await pruneEarlyDeliveries(deps.db, at);
  let claimed = 0;
  const lane = async () => {
    for (;;) {
      const [message] = await claimDue(deps.db, at, 1);
      if (!message) return;
      claimed += 1;
      await send(deps, message, at);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, lane));
  return { expired: expired.length, claimed };
}

function send(deps: OutboxPumpDeps, message: ClaimedMessage, at: Date) {
  return message.channel === 'sms'
    ? sendClaimedSms(deps.sms, message, at)
    : sendClaimedEmail(deps.email, message, at);
}

/** The pump on this server, every PUMP_INTERVAL_MS (every server runs one: claims never overlap). */
export function startOutboxPump(deps: OutboxPumpDeps, intervalMs = PUMP_INTERVAL_MS): Loop {
  return startLoop('outbox pump', (now) => pumpOutbox(deps, new Date(now)), deps.log, intervalMs);
}
