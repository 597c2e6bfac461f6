import { sql, type Kysely } from 'kysely';

/**
 * The Excel import's badge columns (issue: badges for a crew in minutes): each row may carry the
 * tag its worker gets on import, and its type; checked at stage two like every other column and
 * handed out at stage three from the workday's boundary, as every screen gives a badge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE registration_import_rows ADD COLUMN tag text, ADD COLUMN tag_type_id smallint;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE registration_import_rows DROP COLUMN tag, DROP COLUMN tag_type_id;
  `.execute(db);
}
