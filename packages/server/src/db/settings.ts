import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './database.ts';

/** The generated secret's file in the data folder, readable by the server's user only. */
export const SECRET_FILE = 'jwt-secret';

/**
 * The token-signing secret, which also seals the integrations' stored secrets: JWT_SECRET when
 * configured (production requires it), else one generated on first start and kept in a 0600
 * file of the data folder — outside the database, so a copy of the database (a backup, a dump)
 * signs no session and opens no sealed secret. An earlier start kept it in the database
 * (app_settings): it is moved to the file once, the same value, so sessions and sealed secrets
 * survive the move.
 */
export async function resolveJwtSecret(
  db: Executor,
  configured: string | undefined,
  dataDir: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  const kept = await readSecret(file, log);
  const stored = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirst();
  let secret = kept;
  if (secret === null) {
    await mkdir(dataDir, { recursive: true });
    try {
      // Exclusive: of two servers starting on one data folder, the second reads the first's.
      await writeFile(file, stored?.value ?? randomBytes(48).toString('base64url'), {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    secret = await readSecret(file, log);
    if (secret === null) throw new Error(`${file} is empty`);
  }
  if (stored) {
    await db.deleteFrom('app_settings').where('key', '=', 'jwt_secret').execute();
  }
  return secret;
}

async function readSecret(
  file: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (((await stat(file)).mode & 0o077) !== 0) {
    log?.warn(`${file} was readable by other users; it is now the server's user's only (0600)`);
    await chmod(file, 0o600);
  }
  const secret = text.trim();
  return secret === '' ? null : secret;
}
