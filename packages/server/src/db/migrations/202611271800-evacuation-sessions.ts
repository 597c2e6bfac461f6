import { sql, type Kysely } from 'kysely';

/**
 * Evacuation sessions (DOMAIN.md "Evacuation"; spec 002 §3): at most one running per project,
 * the snapshot of who was on site with their last location and contacts, each person's roll-call
 * state with a version (a stale change is refused, never lost), the audit log of every action,
 * and the requests already answered by idempotency key (an offline device's replay).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE evacuation_sessions (
      project_id int NOT NULL REFERENCES projects,
      evacuation_session_id serial,
      name text NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      started_by int NOT NULL REFERENCES users,
      finished_at timestamptz,
      finished_by int REFERENCES users,
      show_contact_information boolean NOT NULL DEFAULT true,
      version int NOT NULL DEFAULT 1,
      PRIMARY KEY (project_id, evacuation_session_id)
    );
    CREATE UNIQUE INDEX evacuation_sessions_running ON evacuation_sessions (project_id)
      WHERE finished_at IS NULL;

    CREATE TABLE evacuation_session_workers (
      project_id int NOT NULL,
      evacuation_session_worker_id serial,
      evacuation_session_id int NOT NULL,
      worker_id int,
      display_name text NOT NULL,
      company_name text NOT NULL,
      prime_company_name text,
      sub_company_name text,
      contract_id int,
      foremans_name text,
      note text,
      is_verified boolean NOT NULL DEFAULT false,
      verified_at timestamptz,
      verified_by int REFERENCES users,
      is_on_site boolean NOT NULL,
      project_zone_id int,
      location_name text,
      last_seen_at timestamptz,
      emergency_contact_phone text,
      phone_e164 text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, evacuation_session_worker_id),
      FOREIGN KEY (project_id, evacuation_session_id)
        REFERENCES evacuation_sessions (project_id, evacuation_session_id) ON DELETE CASCADE
    );
    CREATE INDEX evacuation_session_workers_session_idx
      ON evacuation_session_workers (project_id, evacuation_session_id);
    CREATE UNIQUE INDEX evacuation_session_workers_worker
      ON evacuation_session_workers (project_id, evacuation_session_id, worker_id)
      WHERE worker_id IS NOT NULL;

    CREATE TABLE evacuation_audit_log (
      project_id int NOT NULL,
      evacuation_audit_id bigserial,
      evacuation_session_id int NOT NULL,
      logged_at timestamptz NOT NULL DEFAULT now(),
      user_id int NOT NULL REFERENCES users,
      message text NOT NULL,
      contract_id int,
      PRIMARY KEY (project_id, evacuation_audit_id),
      FOREIGN KEY (project_id, evacuation_session_id)
        REFERENCES evacuation_sessions (project_id, evacuation_session_id) ON DELETE CASCADE
    );
    CREATE INDEX evacuation_audit_log_session_idx
      ON evacuation_audit_log (project_id, evacuation_session_id, logged_at);

    CREATE TABLE evacuation_requests (
      project_id int NOT NULL,
      idempotency_key uuid NOT NULL,
      user_id int NOT NULL,
      status smallint NOT NULL,
      answer jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, idempotency_key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE evacuation_requests, evacuation_audit_log, evacuation_session_workers,
      evacuation_sessions
  `.execute(db);
}
