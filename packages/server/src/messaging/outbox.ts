import { OUTBOX_DEADLINE_SECONDS } from '@siteline/shared';
import type { Executor } from '../db/database.ts';

// The deadlines are shared: the web says before a send how long a text is tried.
export { OUTBOX_DEADLINE_SECONDS };
export type OutboxKind = keyof typeof OUTBOX_DEADLINE_SECONDS;

/** The deadline of a message of `kind` queued at `at`, unless its sender gave its own. */
function deadline(kind: OutboxKind, at: Date, given?: Date): Date {
  return given ?? new Date(at.getTime() + OUTBOX_DEADLINE_SECONDS[kind] * 1000);
}

export interface EmailMessage {
  kind: OutboxKind;
  /** Past it the message is not sent but expired; by default its kind's (OUTBOX_DEADLINE_SECONDS). */
  deadlineAt?: Date;
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
export async function enqueueEmail(
  db: Executor,
  message: EmailMessage,
  at = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('outbox_messages')
    .values({
      project_id: message.projectId ?? null,
      channel: 'email',
      kind: message.kind,
      deadline_at: deadline(message.kind, at, message.deadlineAt),
      created_at: at,
      next_attempt_at: at,
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
  kind: OutboxKind;
  /** E.164 (+15551234567). */
  to: string;
  text: string;
  projectId: number | null;
}

/** An SMS, written to the outbox in the caller's transaction (as enqueueEmail). */
export async function enqueueSms(
  db: Executor,
  message: SmsMessage,
  at = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('outbox_messages')
    .values({
      project_id: message.projectId,
      channel: 'sms',
      kind: message.kind,
      deadline_at: deadline(message.kind, at),
      created_at: at,
      next_attempt_at: at,
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
  kind: OutboxKind,
  at = new Date(),
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const deadlineAt = deadline(kind, at);
  // 8 parameters a row, well under PostgreSQL's 65,535.
  for (let i = 0; i < recipients.length; i += 5000) {
    const rows = await db
      .insertInto('outbox_messages')
      .values(
        recipients.slice(i, i + 5000).map((to) => ({
          project_id: projectId,
          channel: 'sms' as const,
          recipient: to,
          body_text: text,
          kind,
          deadline_at: deadlineAt,
          created_at: at,
          next_attempt_at: at,
        })),
      )
      .returning(['outbox_message_id', 'recipient'])
      .execute();
    for (const row of rows) ids.set(row.recipient, row.outbox_message_id);
  }
  return ids;
}
