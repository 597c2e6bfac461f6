import { sql, type Kysely } from 'kysely';

/**
 * Issue 24: a fact can be acknowledged with a note, and the overview says by whom and when.
 * The index serves the overview (a project's open facts, newest first) and the sweeps that
 * resolve and re-activate facts (every project's active or snoozed facts of a type).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE alert_facts
      ADD COLUMN acknowledged_by int REFERENCES users,
      ADD COLUMN acknowledged_at timestamptz,
      ADD COLUMN acknowledge_note text;
    CREATE INDEX alert_facts_open_idx ON alert_facts (alert_type, status, project_id)
      WHERE status <> 2;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX alert_facts_open_idx;
    ALTER TABLE alert_facts
      DROP COLUMN acknowledged_by, DROP COLUMN acknowledged_at, DROP COLUMN acknowledge_note;
  `.execute(db);
}
