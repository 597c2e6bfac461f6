import { sql, type Kysely } from 'kysely';

/**
 * The worker directory's search and recent list on a project of tens of thousands of workers
 * (bench/README.md "Worker directory"): a trigram index over the text the search matches (name and
 * site number, `workersSearchText` in workers.repository.ts — the expression must stay the same
 * there), and the newest registrations first. No new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX workers_search_trgm_idx ON workers USING gin (
      (lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name || ' '
        || coalesce(fields->>'WorkerSiteNumber', ''))) gin_trgm_ops
    ) WHERE NOT is_deleted;
    CREATE INDEX workers_recent_idx ON workers (project_id, created_at DESC, worker_id DESC)
      WHERE NOT is_deleted;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX workers_recent_idx;
    DROP INDEX workers_search_trgm_idx;
  `.execute(db);
}
