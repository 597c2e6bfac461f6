import { sql, type Kysely } from 'kysely';

/**
 * Text-message batches (spec 002 §3–§4): the text, who sent it and the filter it was sent with,
 * and each worker it found as they were then (name, company, contract, number), with the outbox
 * message that carries their text, or why none does (no phone number, opted out, a demo project). Delivery states
 * are read from the outbox row the provider's callbacks keep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE text_message_batches (
      project_id int NOT NULL REFERENCES projects,
      text_message_batch_id serial,
      created_by int NOT NULL REFERENCES users,
      created_at timestamptz NOT NULL DEFAULT now(),
      message text NOT NULL,
      filter jsonb NOT NULL,
      filter_description text NOT NULL,
      PRIMARY KEY (project_id, text_message_batch_id)
    );
    CREATE INDEX text_message_batches_recent_idx
      ON text_message_batches (project_id, created_at DESC, text_message_batch_id DESC);

    CREATE TABLE text_message_recipients (
      project_id int NOT NULL,
      text_message_batch_id int NOT NULL,
      worker_id int NOT NULL,
      contract_id int,
      display_name text NOT NULL,
      company_name text NOT NULL,
      phone_e164 text,
      outbox_message_id bigint REFERENCES outbox_messages,
      not_sent_reason text CHECK (not_sent_reason IN ('no_phone', 'opted_out', 'demo')),
      PRIMARY KEY (project_id, text_message_batch_id, worker_id),
      FOREIGN KEY (project_id, text_message_batch_id)
        REFERENCES text_message_batches (project_id, text_message_batch_id) ON DELETE CASCADE,
      CHECK ((outbox_message_id IS NULL) = (not_sent_reason IS NOT NULL))
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE text_message_recipients, text_message_batches`.execute(db);
}
