import { sql, type Kysely } from 'kysely';

/**
 * Procore signed in with a company's service account (issue 27; docs/domain.md "Integrations"):
 * its client ID and its secret (sealed with the server's secret), entered per project when the
 * server has no OAuth app of its own. Such a sign-in has no refresh token, so "signed in" is read
 * from `authenticated_at` from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE project_integrations
      ADD COLUMN client_id text,
      ADD COLUMN client_secret_sealed text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE project_integrations DROP COLUMN client_id, DROP COLUMN client_secret_sealed
  `.execute(db);
}
