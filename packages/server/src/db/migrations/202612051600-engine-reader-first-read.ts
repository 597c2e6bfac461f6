import { sql, type Kysely } from 'kysely';

/**
 * The time of the earliest read a reader has sent (DOMAIN.md "Reader": a reader's first placement
 * applies to every read it ever sent). Kept by the ingest statement itself, so placing a reader
 * knows from when to resolve its reads again without scanning the project's reads for it.
 * Filled here from the reads already stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE readers ADD COLUMN first_read_at timestamptz`.execute(db);
  await sql`
    UPDATE readers r SET first_read_at = e.at
    FROM (SELECT project_id, reader_id, min(read_at) AS at FROM tag_reads GROUP BY project_id, reader_id) e
    WHERE r.project_id = e.project_id AND r.reader_id = e.reader_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE readers DROP COLUMN first_read_at`.execute(db);
}
