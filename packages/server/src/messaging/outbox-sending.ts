import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import { applyEarlyDelivery, deliveryRank, rankOfStored } from './outbox-delivery.ts';

/**
 * The outbox's states (docs/domain.md "Messages out: deadlines and retries"):
 *
 *   queued ─claim→ sending ─→ sent | failed (refused for good) | held (never to be sent)
 *     ↑                │
 *     └─ refused, for now (next_attempt_at: a capped backoff) ┘
 *   queued, or sending past its lease, once its deadline has passed ─→ expired
 *
 * A claim takes a lease; a row still `sending` when its lease runs out belongs to a process
 * that died mid-send and is claimed again. That errs towards sending twice rather than never:
 * the provider may have taken the message just before the process died, and for an evacuation a
 * second text is better than none (an e-mail keeps its Message-ID, so mail systems fold the two).
 *
 * Every time is the caller's clock (`at`), so a test can run an outage of minutes in a moment.
 */

/** How long a claim holds: longer than one send may take (the transports' time-outs). */
export const LEASE_SECONDS = 120;
/** The first retry's wait, doubled each time up to the cap: tried at least once a minute. */
export const RETRY_FIRST_SECONDS = 5;
export const RETRY_CAP_SECONDS = 60;

/** The wait before try `attempts + 1`, after `attempts` tries refused for now. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_CAP_SECONDS, RETRY_FIRST_SECONDS * 2 ** Math.max(0, attempts - 1));
}

const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** A row that may be claimed at `at`: queued and due, or sending with its lease run out. */
const claimable = (at: Date) =>
  sql<boolean>`deadline_at > ${at} AND (
    (status = 'queued' AND next_attempt_at <= ${at})
    OR (status = 'sending' AND lease_until <= ${at}))`;

/** A claim: the attempt counted and the lease taken, before the provider is called. */
const claim = (at: Date) =>
  ({
    status: 'sending',
    attempts: sql<number>`attempts + 1`,
    lease_until: plus(at, LEASE_SECONDS),
  }) as const;

const CLAIMED = [
  'outbox_message_id',
  'project_id',
  'channel',
  'recipient',
  'subject',
  'body_text',
  'body_html',
  'send_key',
  'attachment_blob_uid',
  'attachment_name',
  'headers',
  'attempts',
] as const;

/** Claims one message for sending, if it may be; the attempt is recorded before the provider is called. */
export function claimForSending(db: Executor, outboxMessageId: number, at = new Date()) {
  return db
    .updateTable('outbox_messages')
    .set(claim(at))
    .where('outbox_message_id', '=', outboxMessageId)
    .where(claimable(at))
    .returning([...CLAIMED])
    .executeTakeFirst();
}
export type ClaimedMessage = NonNullable<Awaited<ReturnType<typeof claimForSending>>>;

/**
 * Claims up to `limit` messages that are due, oldest due first; rows another process is claiming
 * at this moment are skipped, so two servers never claim one row.
 */
export function claimDue(db: Executor, at: Date, limit: number): Promise<ClaimedMessage[]> {
  return db
    .updateTable('outbox_messages')
    .set(claim(at))
    .where(
      'outbox_message_id',
      'in',
      db
        .selectFrom('outbox_messages')
        .select('outbox_message_id')
        .where(claimable(at))
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([...CLAIMED])
    .execute();
}

/**
 * Past their deadline, messages still waiting (or left sending by a dead process) are expired:
 * not sent, and shown so. Returns how many, by channel.
 */
export async function expireOverdue(db: Executor, at: Date) {
  const rows = await db
    .updateTable('outbox_messages')
    .set({
      status: 'expired',
      expired_at: at,
      lease_until: null,
      last_error: sql`CASE WHEN status = 'sending'
        THEN 'the server stopped while sending it; it may not have gone out'
        ELSE coalesce(last_error, 'never tried') END`,
    })
    .where('deadline_at', '<=', at)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
      ]),
    )
    .returning(['outbox_message_id', 'channel'])
    .execute();
  return rows;
}

/** The message went: the provider took it (its id, for SMS, names its delivery callbacks). */
export async function markSent(
  db: Executor,
  outboxMessageId: number,
  at: Date,
  provider?: { providerMessageId: string; deliveryStatus: string },
) {
  await db
    .updateTable('outbox_messages')
    .set({
      // Sent is truer than expired: a send that outlived its lease still went.
      status: 'sent',
      sent_at: at,
      lease_until: null,
      expired_at: null,
      last_error: null,
      ...(provider && {
        provider_message_id: provider.providerMessageId,
        delivery_status: sql`CASE WHEN ${rankOfStored} < ${deliveryRank(provider.deliveryStatus)}
          THEN ${provider.deliveryStatus} ELSE delivery_status END`,
        delivery_updated_at: at,
      }),
    })
    .where('outbox_message_id', '=', outboxMessageId)
    .where('status', 'in', ['sending', 'expired'])
    .execute();
  if (provider) await applyEarlyDelivery(db, provider.providerMessageId);
}

/** The provider refused for now (down, busy, unreachable): tried again after the backoff. */
export async function markRetry(
  db: Executor,
  message: Pick<ClaimedMessage, 'outbox_message_id' | 'attempts'>,
  at: Date,
  error: string,
) {
  await db
    .updateTable('outbox_messages')
    .set({
      status: 'queued',
      lease_until: null,
      last_error: error,
      next_attempt_at: plus(at, retryDelaySeconds(message.attempts)),
    })
    .where('outbox_message_id', '=', message.outbox_message_id)
    .where('status', '=', 'sending')
    .execute();
}

/** Refused for good (a number the provider will never take), or held: never to be sent. */
export async function markFinal(
  db: Executor,
  outboxMessageId: number,
  status: 'failed' | 'held',
  error: string | null,
) {
  await db
    .updateTable('outbox_messages')
    .set({ status, lease_until: null, last_error: error })
    .where('outbox_message_id', '=', outboxMessageId)
    .where('status', '=', 'sending')
    .execute();
}
