import { sql, type Kysely } from 'kysely';

/**
 * The reader-status alert (spec 001 §3, DOMAIN.md "Reader status"): each project's wait per
 * hardware model before a silent reader counts as offline (the model's default otherwise; the
 * power wait is fixed at 3 minutes), and at most one open fact per reader and condition.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alert_reader_delays (
      project_id int NOT NULL REFERENCES projects,
      hardware_model_id smallint NOT NULL REFERENCES hardware_models,
      online_minutes int NOT NULL CHECK (online_minutes BETWEEN 1 AND 10080),
      PRIMARY KEY (project_id, hardware_model_id)
    );
    CREATE UNIQUE INDEX alert_facts_reader_open ON alert_facts
      (project_id, reader_id, (details->>'ReaderCondition'))
      WHERE alert_type = 'ReaderStatus' AND status <> 2;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX alert_facts_reader_open; DROP TABLE alert_reader_delays`.execute(db);
}
