import { sql, type Kysely } from 'kysely';

/**
 * Two more kinds of counted attempt: a wrong or spent password-reset key (throttled per address)
 * and a wrong current password on a password change (throttled per account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check;
    ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check CHECK (kind IN (
      'sign_in_failure', 'sign_in_success', 'reset_request', 'access_request',
      'reset_failure', 'password_change_failure'
    ));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM auth_attempts WHERE kind IN ('reset_failure', 'password_change_failure');
    ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check;
    ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check
      CHECK (kind IN ('sign_in_failure', 'sign_in_success', 'reset_request', 'access_request'));
  `.execute(db);
}
