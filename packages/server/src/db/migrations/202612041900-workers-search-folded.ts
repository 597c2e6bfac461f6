import { sql, type Kysely } from 'kysely';

/**
 * The directory's search text, folded (issue 44): one space between the names whether or not a
 * middle name is there (so "Wilson Quispe" finds Wilson Quispe), and accents set aside (so
 * "Lucia" finds Lucía). The index's expression is `searchText` in workers.repository.ts: keep the
 * two the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX workers_search_trgm_idx;
    CREATE INDEX workers_search_trgm_idx ON workers USING gin (
      (translate(lower(first_name || ' ' || coalesce(nullif(middle_name, '') || ' ', '')
        || last_name || ' ' || coalesce(fields->>'WorkerSiteNumber', '')),
        'áàâäãåāăąéèêëēėęěíìîïīįóòôöõøōőúùûüūůűųñńçćčýÿšžłđ',
        'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuunncccyyszld')) gin_trgm_ops
    ) WHERE NOT is_deleted;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX workers_search_trgm_idx;
    CREATE INDEX workers_search_trgm_idx ON workers USING gin (
      (lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name || ' '
        || coalesce(fields->>'WorkerSiteNumber', ''))) gin_trgm_ops
    ) WHERE NOT is_deleted;
  `.execute(db);
}
