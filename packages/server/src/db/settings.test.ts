import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { resolveJwtSecret, SECRET_FILE } from './settings.ts';

// Without JWT_SECRET the generated secret lives outside the database it protects (issue 43).
let testDb: TestDb;
let dir: string;

beforeAll(async () => {
  testDb = await createTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'secret-'));
});
afterAll(async () => {
  await testDb?.drop();
  await rm(dir, { recursive: true, force: true });
});

const stored = () =>
  testDb.db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').execute();

describe('the generated token secret', () => {
  it('is the configured one when set, and then no file is written', async () => {
    const own = path.join(dir, 'configured');
    expect(await resolveJwtSecret(testDb.db, 'x'.repeat(40), own)).toBe('x'.repeat(40));
    await expect(stat(own)).rejects.toThrow();
  });

  it('is kept in a file of the data folder only its user reads, and never in the database', async () => {
    const folder = path.join(dir, 'fresh');
    const first = await resolveJwtSecret(testDb.db, undefined, folder);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(folder, SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await stored()).toEqual([]);
    // The next start reads the same one: sessions and sealed secrets survive a restart.
    expect(await resolveJwtSecret(testDb.db, undefined, folder)).toBe(first);
  });

  it('moves an earlier start’s secret out of the database, the same value', async () => {
    await testDb.db
      .insertInto('app_settings')
      .values({ key: 'jwt_secret', value: 'kept-before-'.repeat(4) })
      .execute();
    const folder = path.join(dir, 'moved');
    expect(await resolveJwtSecret(testDb.db, undefined, folder)).toBe('kept-before-'.repeat(4));
    expect(await readFile(path.join(folder, SECRET_FILE), 'utf8')).toBe('kept-before-'.repeat(4));
    expect(await stored()).toEqual([]);
  });

  it('makes a file others could read the server user’s only', async () => {
    const folder = path.join(dir, 'loose');
    await resolveJwtSecret(testDb.db, undefined, folder);
    const file = path.join(folder, SECRET_FILE);
    await writeFile(file, 'loose-secret-'.repeat(4), { mode: 0o644 });
    await chmod(file, 0o644);
    const warnings: string[] = [];
    const log = { warn: (message: string) => void warnings.push(message) };
    expect(await resolveJwtSecret(testDb.db, undefined, folder, log)).toBe(
      'loose-secret-'.repeat(4),
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
  });
});
