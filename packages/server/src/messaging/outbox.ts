import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  projectId?: number | null;
  /** A file kept as a blob, attached under this name (a subscribed report's workbook). */
  attachment?: { blobUid: string; name: string };
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/**
 * Mail is written to the outbox inside the caller's transaction, so it exists exactly when the
 * change that caused it was committed. Delivery happens later, from a job (email-delivery.ts).
 */
export async function enqueueEmail(db: Executor, message: EmailMessage): Promise<number> {
  const row = await db
    .insertInto('outbox_messages')
    .values({
      project_id: message.projectId ?? null,
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html ?? null,
      attachment_blob_uid: message.attachment?.blobUid ?? null,
      attachment_name: message.attachment?.name ?? null,
      headers: JSON.stringify(message.headers ?? {}),
    })
    .returning('outbox_message_id')
    .executeTakeFirstOrThrow();
  return row.outbox_message_id;
}

export interface SmsMessage {
  /** E.164 (+15551234567). */
  to: string;
  text: string;
  projectId: number | null;
}

/** An SMS, written to the outbox in the caller's transaction (as enqueueEmail). */
export async function enqueueSms(db: Executor, message: SmsMessage): Promise<number> {
  const row = await db
    .insertInto('outbox_messages')
    .values({
      project_id: message.projectId,
      channel: 'sms',
      recipient: message.to,
      body_text: message.text,
    })
    .returning('outbox_message_id')
    .executeTakeFirstOrThrow();
  return row.outbox_message_id;
}

/**
 * Many SMS in one statement (a broadcast), in the caller's transaction; each recipient's outbox
 * id by number. The numbers are distinct: one text per number however many workers share it.
 */
export async function enqueueSmsMany(
  db: Executor,
  projectId: number,
  recipients: readonly string[],
  text: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // 4 parameters a row, well under PostgreSQL's 65,535.
  for (let i = 0; i < recipients.length; i += 5000) {
    const rows = await db
      .insertInto('outbox_messages')
      .values(
        recipients.slice(i, i + 5000).map((to) => ({
          project_id: projectId,
          channel: 'sms' as const,
          recipient: to,
          body_text: text,
        })),
      )
      .returning(['outbox_message_id', 'recipient'])
      .execute();
    for (const row of rows) ids.set(row.recipient, row.outbox_message_id);
  }
  return ids;
}

/** Claims a message for sending; records the attempt before the provider is called. */
export function claimForSending(db: Executor, outboxMessageId: number) {
  return db
    .updateTable('outbox_messages')
    .set({ status: 'sending', attempts: sql`attempts + 1` })
    .where('outbox_message_id', '=', outboxMessageId)
    .where('status', 'in', ['queued', 'failed'])
    .returning([
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
    ])
    .executeTakeFirst();
}

export async function markOutcome(
  db: Executor,
  outboxMessageId: number,
  outcome: {
    status: 'sent' | 'failed' | 'held';
    error?: string;
    /** The provider's id for the message (SMS), which its delivery callbacks name. */
    providerMessageId?: string;
    deliveryStatus?: string;
  },
) {
  await db
    .updateTable('outbox_messages')
    .set({
      status: outcome.status,
      last_error: outcome.error ?? null,
      sent_at: outcome.status === 'sent' ? sql`now()` : null,
      ...(outcome.providerMessageId && { provider_message_id: outcome.providerMessageId }),
      ...(outcome.deliveryStatus && {
        delivery_status: outcome.deliveryStatus,
        delivery_updated_at: sql`now()`,
      }),
    })
    .where('outbox_message_id', '=', outboxMessageId)
    .execute();
}

/** Queued messages whose dispatch may have been lost (the process stopped after commit). */
export async function findStaleQueued(db: Executor, olderThanSeconds: number, limit = 100) {
  return db
    .selectFrom('outbox_messages')
    .select(['outbox_message_id', 'channel'])
    .where('status', '=', 'queued')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

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
const rankOfStored = sql<number>`CASE WHEN delivery_status IS NULL THEN 0 ${sql.join(
  Object.entries(DELIVERY_RANK).map(
    ([status, rank]) => sql`WHEN delivery_status = ${status} THEN ${rank}::int`,
  ),
  sql` `,
)} ELSE ${deliveryRank('a status added later')}::int END`;

/**
 * The provider's word on a message's delivery (its status callback), kept when it moves the
 * message forward (DELIVERY_RANK); false if no message has that id.
 */
export async function recordDelivery(
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
