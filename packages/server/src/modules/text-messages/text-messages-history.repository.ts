import { sql } from 'kysely';
import type { TextMessageFilter } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { OPTED_OUT_REASON } from '../../messaging/sms-delivery.ts';

/**
 * Sent batches and each recipient's state (spec 002 §3 history and detail). The state is the
 * outbox row's, as the delivery job and the provider's callbacks keep it; a recipient never
 * sent has its reason instead. A company-limited member sees the recipients of its contracts,
 * and only the batches that reached one.
 */

/** A recipient's state in the words of TEXT_RECIPIENT_STATUSES. */
const status = sql<string>`CASE
    WHEN r.not_sent_reason = 'no_phone' THEN 'No phone number'
    WHEN r.not_sent_reason = 'opted_out' THEN 'Opted out'
    WHEN r.not_sent_reason = 'demo' THEN 'Held'
    WHEN o.status IN ('queued', 'sending') THEN 'Queued'
    WHEN o.status = 'failed' THEN 'Failed'
    WHEN o.status = 'expired' THEN 'Expired'
    WHEN o.status = 'held' AND o.last_error = ${OPTED_OUT_REASON} THEN 'Opted out'
    WHEN o.status = 'held' THEN 'Held'
    WHEN o.delivery_status = 'delivered' THEN 'Delivered'
    WHEN o.delivery_status = 'undelivered' THEN 'Undelivered'
    WHEN o.delivery_status = 'failed' THEN 'Failed'
    ELSE 'Sent' END`;

const visible = (scope: readonly number[] | null) =>
  scope === null ? sql`true` : sql`r.contract_id = ANY(${sql.val([...scope])}::int[])`;

export interface BatchRow {
  text_message_batch_id: number;
  message: string;
  filter_description: string;
  /** The sender's filter, to word again for a reader limited to companies. */
  filter: TextMessageFilter;
  created_at: Date;
  sent_by: string;
  recipients: number;
  sent: number;
  delivered: number;
  failed: number;
  not_sent: number;
}

const batchColumns = sql`
  b.text_message_batch_id, b.message, b.filter_description, b.filter, b.created_at,
  trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS sent_by,
  count(*)::int AS recipients,
  count(*) FILTER (WHERE s.status IN ('Sent', 'Delivered', 'Undelivered'))::int AS sent,
  count(*) FILTER (WHERE s.status = 'Delivered')::int AS delivered,
  count(*) FILTER (WHERE s.status IN ('Failed', 'Undelivered', 'Expired'))::int AS failed,
  count(*) FILTER (WHERE s.status IN ('No phone number', 'Opted out', 'Held'))::int AS not_sent`;

const batchFrom = (scope: readonly number[] | null) => sql`
  FROM text_message_batches b
  JOIN users u ON u.user_id = b.created_by
  JOIN text_message_recipients r
    ON r.project_id = b.project_id AND r.text_message_batch_id = b.text_message_batch_id
  LEFT JOIN outbox_messages o ON o.outbox_message_id = r.outbox_message_id
  CROSS JOIN LATERAL (SELECT ${status} AS status) s
  WHERE ${visible(scope)}`;

/** A page of batches, newest first, with the number there are. */
export async function batches(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  page: { offset: number; take: number },
): Promise<{ rows: BatchRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    sql<BatchRow>`SELECT ${batchColumns} ${batchFrom(scope)} AND b.project_id = ${projectId}
      GROUP BY b.project_id, b.text_message_batch_id, u.user_id
      ORDER BY b.created_at DESC, b.text_message_batch_id DESC
      LIMIT ${page.take} OFFSET ${page.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM text_message_batches b
      WHERE b.project_id = ${projectId} AND EXISTS (SELECT 1 FROM text_message_recipients r
        WHERE r.project_id = b.project_id AND r.text_message_batch_id = b.text_message_batch_id
          AND ${visible(scope)})`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function batch(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  batchId: number,
): Promise<BatchRow | undefined> {
  const result = await sql<BatchRow>`SELECT ${batchColumns} ${batchFrom(scope)}
      AND b.project_id = ${projectId} AND b.text_message_batch_id = ${batchId}
      GROUP BY b.project_id, b.text_message_batch_id, u.user_id`.execute(db);
  return result.rows[0];
}

export interface RecipientRow {
  worker_id: number;
  display_name: string;
  company_name: string;
  contract_id: number | null;
  phone_e164: string | null;
  status: string;
  status_at: Date | null;
  detail: string | null;
  opted_out: boolean;
}

/** A batch's recipients the caller may see, by company then name. */
export async function recipients(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  batchId: number,
): Promise<RecipientRow[]> {
  const result = await sql<RecipientRow>`
    SELECT r.worker_id, r.display_name, r.company_name, r.contract_id, r.phone_e164, s.status,
           coalesce(o.delivery_updated_at, o.sent_at, o.created_at) AS status_at,
           CASE WHEN r.not_sent_reason = 'demo' THEN 'A demo project never sends texts.'
                WHEN s.status IN ('Failed', 'Undelivered', 'Held', 'Expired') THEN o.last_error
                -- Waiting for its next try: what the provider last answered.
                WHEN s.status = 'Queued' THEN 'Trying again: ' || o.last_error END AS detail,
           EXISTS (SELECT 1 FROM sms_opt_outs x WHERE x.phone_e164 = r.phone_e164) AS opted_out
      FROM text_message_recipients r
      LEFT JOIN outbox_messages o ON o.outbox_message_id = r.outbox_message_id
      CROSS JOIN LATERAL (SELECT ${status} AS status) s
     WHERE r.project_id = ${projectId} AND r.text_message_batch_id = ${batchId}
       AND ${visible(scope)}
     ORDER BY lower(r.company_name), lower(r.display_name), r.worker_id`.execute(db);
  return result.rows;
}
