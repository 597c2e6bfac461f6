import { sql, type Kysely } from 'kysely';

/**
 * The key-person alert (spec 001 §3 "Key person alert"; DOMAIN.md): the listed workers and the
 * days each may go unseen, and at most one open fact per worker.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alert_key_persons (
      project_id int NOT NULL,
      worker_id int NOT NULL,
      days_since_last_seen int NOT NULL CHECK (days_since_last_seen BETWEEN 1 AND 365),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, worker_id),
      FOREIGN KEY (project_id, worker_id) REFERENCES workers (project_id, worker_id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX alert_facts_key_person_open ON alert_facts (project_id, worker_id)
      WHERE alert_type = 'KeyPerson' AND status <> 2;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX alert_facts_key_person_open; DROP TABLE alert_key_persons`.execute(db);
}
