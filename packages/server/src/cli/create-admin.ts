import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { NewPasswordSchema } from '@siteline/shared';
import { sql } from 'kysely';
import { parseConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { hashPassword } from '../modules/auth/auth.passwords.ts';

/**
 * Creates the first user of a production installation (nothing is seeded there): a provider
 * employee, who passes every permission check and can then set up projects and users.
 *   npm run create-admin -- --email you@example.com --first-name Ada --last-name Lovelace
 * The password is asked for on the terminal, or read from the ADMIN_PASSWORD variable.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = values.email?.trim();
  if (!email || !values['first-name'] || !values['last-name']) {
    throw new Error(
      'usage: npm run create-admin -- --email EMAIL --first-name FIRST --last-name LAST',
    );
  }
  const password = process.env.ADMIN_PASSWORD ?? (await ask('Password for the new admin: '));
  const checked = NewPasswordSchema.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues.map((i) => i.message).join(' '));

  const config = parseConfig(process.env, undefined, { server: false });
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, log);
  const { db } = createDatabase(config.databaseUrl ?? embedded!.url, 1);
  try {
    await migrateToLatest(db);
    const exists = await db
      .selectFrom('users')
      .select('user_id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (exists) throw new Error(`a user with the e-mail ${email} already exists`);
    await db
      .insertInto('users')
      .values({
        email,
        first_name: values['first-name'],
        last_name: values['last-name'],
        password_hash: await hashPassword(checked.data),
        is_provider_employee: true,
      })
      .execute();
    console.log(`Created ${email}: a provider employee, who may do everything on every project.`);
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
