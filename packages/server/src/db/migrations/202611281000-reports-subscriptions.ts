import { sql, type Kysely } from 'kysely';

/**
 * Report subscriptions (reports area, spec 002 §3, §8; docs/domain.md "Report subscriptions"):
 * per contract, which report goes to which address, each with its own unsubscribe key; and the
 * morning runs, one per project and report date, claimed once across servers and retries. The
 * outbox (core) learns attachments and headers: a report e-mail carries its workbook and the
 * one-click unsubscribe headers (RFC 8058).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_subscriptions (
      project_id int NOT NULL REFERENCES projects ON DELETE CASCADE,
      report_subscription_id int GENERATED ALWAYS AS IDENTITY,
      contract_id int NOT NULL,
      report_library_id smallint NOT NULL,
      email text NOT NULL,
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es')),
      subscribed_user_id int REFERENCES users ON DELETE SET NULL,
      unsubscribe_key uuid NOT NULL DEFAULT gen_random_uuid(),
      created_by_user_id int REFERENCES users ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, report_subscription_id),
      FOREIGN KEY (project_id, contract_id) REFERENCES contracts (project_id, contract_id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX report_subscriptions_once
      ON report_subscriptions (project_id, contract_id, report_library_id, lower(email));
    CREATE INDEX report_subscriptions_key_idx ON report_subscriptions (unsubscribe_key);
    CREATE TABLE report_subscription_runs (
      project_id int NOT NULL REFERENCES projects ON DELETE CASCADE,
      report_date date NOT NULL,
      ran_at timestamptz NOT NULL DEFAULT now(),
      emails int NOT NULL DEFAULT 0,
      PRIMARY KEY (project_id, report_date)
    );
    ALTER TABLE outbox_messages
      ADD COLUMN attachment_blob_uid uuid REFERENCES blobs ON DELETE SET NULL,
      ADD COLUMN attachment_name text,
      ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbox_messages
      DROP COLUMN attachment_blob_uid, DROP COLUMN attachment_name, DROP COLUMN headers;
    DROP TABLE report_subscription_runs, report_subscriptions;
  `.execute(db);
}
