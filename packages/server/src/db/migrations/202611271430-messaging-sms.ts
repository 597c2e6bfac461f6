import { sql, type Kysely } from 'kysely';

/**
 * SMS through the outbox (issue 24, DOMAIN.md "Messages out"): the provider's id for the message
 * (its delivery callbacks name it) and what the provider last said of its delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbox_messages
      ADD COLUMN provider_message_id text,
      ADD COLUMN delivery_status text,
      ADD COLUMN delivery_updated_at timestamptz;
    CREATE UNIQUE INDEX outbox_messages_provider_idx ON outbox_messages (provider_message_id)
      WHERE provider_message_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX outbox_messages_provider_idx;
    ALTER TABLE outbox_messages
      DROP COLUMN provider_message_id, DROP COLUMN delivery_status, DROP COLUMN delivery_updated_at;
  `.execute(db);
}
