import { sql, type Kysely } from 'kysely';

/**
 * Self-registration (issue 14): a worker who registers themselves on the page the project's QR
 * code opens gets a short confirmation code to show at the site office, where staff find them
 * among the recent registrations by it. Null for every other registration. Unique per project;
 * the registrations area writes it (docs/tables.md: registrations inserts the workers it makes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE workers ADD COLUMN self_registration_code text;
    CREATE UNIQUE INDEX workers_self_registration_code
      ON workers (project_id, self_registration_code)
      WHERE self_registration_code IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX workers_self_registration_code;
    ALTER TABLE workers DROP COLUMN self_registration_code;
  `.execute(db);
}
