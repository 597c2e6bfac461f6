import { sql, type Kysely } from 'kysely';

/**
 * What reads the outbox beyond its senders (issue 42): an invitee's latest invitation e-mail for
 * each row of the users list, and the outbox's watch (the provider employees' screen and the
 * health every project's home shows): lately failed or expired, and each channel's last send.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX outbox_messages_invitation_idx
      ON outbox_messages (lower(recipient), created_at DESC) WHERE kind = 'invitation';
    CREATE INDEX outbox_messages_undelivered_idx
      ON outbox_messages (created_at) WHERE status IN ('failed', 'expired');
    CREATE INDEX outbox_messages_sent_idx
      ON outbox_messages (channel, sent_at) WHERE sent_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX outbox_messages_invitation_idx, outbox_messages_undelivered_idx,
      outbox_messages_sent_idx;
  `.execute(db);
}
