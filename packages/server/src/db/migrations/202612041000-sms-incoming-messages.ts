import { sql, type Kysely } from 'kysely';

/**
 * The provider's ids of the replies already acted on (docs/domain.md "Text messages"): a signed
 * STOP or START sent again — the same request replayed — finds its MessageSid here and changes
 * nothing. One row per reply, across projects, as sms_opt_outs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_incoming_messages (
      message_sid text PRIMARY KEY,
      phone_e164 text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sms_incoming_messages`.execute(db);
}
