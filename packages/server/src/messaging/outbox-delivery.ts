import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/*
 * The provider's word on a sent message's delivery (its status callbacks), which only moves a
 * message forward (docs/domain.md "Messages out: SMS" and "deadlines and retries").
 */

/**
 * Where each of the provider's delivery statuses stands (Twilio's message statuses): a message
 * only moves forward, so a callback that arrives late ("sent" after "delivered") changes nothing.
 * The ends (delivered, undelivered, failed, canceled) are final; "read" follows "delivered".
 */
const DELIVERY_RANK: Record<string, number> = {
  accepted: 1,
  scheduled: 1,
  queued: 1,
  sending: 2,
  sent: 3,
  partially_delivered: 4,
  delivered: 5,
  undelivered: 5,
  failed: 5,
  canceled: 5,
  read: 6,
};

/** A status the provider may add later ranks after "sent" and before the ends. */
export function deliveryRank(status: string | null): number {
  if (status === null) return 0;
  return DELIVERY_RANK[status] ?? 4;
}

/** deliveryRank in SQL, of the row's stored status. */
export const rankOfStored = sql<number>`CASE WHEN delivery_status IS NULL THEN 0 ${sql.join(
  Object.entries(DELIVERY_RANK).map(
    ([status, rank]) => sql`WHEN delivery_status = ${status} THEN ${rank}::int`,
  ),
  sql` `,
)} ELSE ${deliveryRank('a status added later')}::int END`;

async function applyDelivery(
  db: Executor,
  providerMessageId: string,
  deliveryStatus: string,
  error: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({
      delivery_status: deliveryStatus,
      delivery_updated_at: sql`now()`,
      ...(error && { last_error: error }),
    })
    .where('provider_message_id', '=', providerMessageId)
    .where(rankOfStored, '<', deliveryRank(deliveryStatus))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const known = await db
    .selectFrom('outbox_messages')
    .select('outbox_message_id')
    .where('provider_message_id', '=', providerMessageId)
    .executeTakeFirst();
  return known !== undefined;
}

/** A callback that came before its send's outcome was written, applied now that it is. */
export async function applyEarlyDelivery(db: Executor, providerMessageId: string) {
  const early = await db
    .deleteFrom('outbox_early_deliveries')
    .where('provider_message_id', '=', providerMessageId)
    .returning(['delivery_status', 'error'])
    .executeTakeFirst();
  if (early) await applyDelivery(db, providerMessageId, early.delivery_status, early.error);
}

/**
 * The provider's word on a message's delivery (its status callback), kept when it moves the
 * message forward (DELIVERY_RANK). A callback for an id no row has yet (the provider answered
 * the send and called back before the answer was written) waits for markSent: it is written
 * down first and looked for again after, as markSent writes first and looks after, so neither
 * order loses it.
 */
export async function recordDelivery(
  db: Executor,
  providerMessageId: string,
  deliveryStatus: string,
  error: string | null,
): Promise<void> {
  if (await applyDelivery(db, providerMessageId, deliveryStatus, error)) return;
  await db
    .insertInto('outbox_early_deliveries')
    .values({ provider_message_id: providerMessageId, delivery_status: deliveryStatus, error })
    .onConflict((oc) =>
      oc.column('provider_message_id').doUpdateSet({
        delivery_status: sql`CASE WHEN ${earlyRank} < ${deliveryRank(deliveryStatus)}
          THEN excluded.delivery_status ELSE outbox_early_deliveries.delivery_status END`,
        error: sql`coalesce(excluded.error, outbox_early_deliveries.error)`,
      }),
    )
    .execute();
  const known = await db
    .selectFrom('outbox_messages')
    .select('outbox_message_id')
    .where('provider_message_id', '=', providerMessageId)
    .executeTakeFirst();
  if (known) await applyEarlyDelivery(db, providerMessageId);
}

const earlyRank = sql<number>`CASE ${sql.join(
  Object.entries(DELIVERY_RANK).map(
    ([status, rank]) =>
      sql`WHEN outbox_early_deliveries.delivery_status = ${status} THEN ${rank}::int`,
  ),
  sql` `,
)} ELSE ${deliveryRank('a status added later')}::int END`;

/** Callbacks for ids no message ever had (another system's, or forged before the check) go after a day. */
export async function pruneEarlyDeliveries(db: Executor, at: Date) {
  await db
    .deleteFrom('outbox_early_deliveries')
    .where('received_at', '<', new Date(at.getTime() - 86_400_000))
    .execute();
}
