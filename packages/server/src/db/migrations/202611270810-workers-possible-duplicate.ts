import { sql, type Kysely } from 'kysely';

/**
 * A self-registration that looks like a person already on the project is kept and flagged for
 * the site office, not refused: a refusal told anyone holding the pin whether a name and birth
 * date are on the project, and dropped the worker's signatures. `possible_duplicate_of` names
 * the worker it looks like; the office keeps one of the two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE workers ADD COLUMN possible_duplicate_of int;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE workers DROP COLUMN possible_duplicate_of;`.execute(db);
}
