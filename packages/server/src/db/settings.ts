import { randomBytes } from 'node:crypto';
import type { Executor } from './database.ts';

/**
 * The token-signing secret: JWT_SECRET when configured, else one generated on first start and
 * kept in the database, so sessions survive restarts and every instance on the database agrees.
 */
export async function resolveJwtSecret(
  db: Executor,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
