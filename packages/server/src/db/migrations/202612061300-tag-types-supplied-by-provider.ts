import { sql, type Kysely } from 'kysely';

/**
 * The badge list's "provider-only" filter (spec 002 §9, decision 0032): whether the provider
 * supplies tags of a type. Every type is hardware the provider ships but Mobile, which is a
 * worker's own phone. Indexes for the list's "last seen": the newest date a tag was read, held or
 * not, in one index probe per tag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tag_types ADD COLUMN supplied_by_provider boolean NOT NULL DEFAULT true;
    UPDATE tag_types SET supplied_by_provider = false WHERE tag_type_id = 4;
    CREATE INDEX worker_day_tags_tag_idx ON worker_day_tags (project_id, tag_id, timesheet_date);
    CREATE INDEX unassigned_tag_days_tag_idx ON unassigned_tag_days (project_id, tag, timesheet_date);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX unassigned_tag_days_tag_idx;
    DROP INDEX worker_day_tags_tag_idx;
    ALTER TABLE tag_types DROP COLUMN supplied_by_provider;
  `.execute(db);
}
