import { sql, type Kysely } from 'kysely';

/**
 * The numbers that replied STOP (docs/domain.md "Text messages"): carriers require that such a
 * number get no more texts from the sending number until it replies START. One row per number,
 * across projects (it is the sending number that was refused, whatever project texted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_opt_outs (
      phone_e164 text PRIMARY KEY,
      opted_out_at timestamptz NOT NULL DEFAULT now(),
      keyword text NOT NULL
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sms_opt_outs`.execute(db);
}
