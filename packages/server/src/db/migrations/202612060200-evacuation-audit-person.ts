import { sql, type Kysely } from 'kysely';

/**
 * The person of the roll call an audit entry is about (verified, noted, added…), so the audit log
 * sorts by the person's name and filters by their zone as the roll call does (spec 002 §3:
 * orderByEvac default Name, projectZoneId). Null for an action on the session itself; entries
 * written before this column say their person only in their words, and stay null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE evacuation_audit_log ADD COLUMN evacuation_session_worker_id int,
      ADD FOREIGN KEY (project_id, evacuation_session_worker_id)
        REFERENCES evacuation_session_workers (project_id, evacuation_session_worker_id)
        ON DELETE CASCADE
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE evacuation_audit_log DROP COLUMN evacuation_session_worker_id`.execute(db);
}
