import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';
import { installedNativeDir } from './embedded-root.ts';

const asRoot = process.getuid?.() === 0;
const quiet = { info: () => {}, warn: () => {} };
const cleanup: string[] = [];
afterAll(async () => {
  for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
});

describe.runIf(asRoot)('embedded PostgreSQL as root', () => {
  it('starts from a clone in a folder only root may enter (like /root/siteline)', async () => {
    // The clone: binaries and DATA_DIR under a 0700 folder the postgres user cannot search.
    const home = await mkdtemp(path.join(os.tmpdir(), 'siteline-root-home-'));
    const runtimeHome = await mkdtemp(path.join(os.tmpdir(), 'siteline-runtime-'));
    cleanup.push(home, runtimeHome);
    await chmod(home, 0o700);
    await chmod(runtimeHome, 0o755);
    const nativeDir = path.join(home, 'native');
    await cp(installedNativeDir(), nativeDir, { recursive: true, verbatimSymlinks: true });
    await cp(
      path.join(installedNativeDir(), '..', 'package.json'),
      path.join(home, 'package.json'),
    );
    const dataDir = path.join(home, 'data');

    for (let start = 1; start <= 2; start++) {
      const db = await startEmbeddedPostgres(dataDir, quiet, { nativeDir, runtimeHome });
      try {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        const row = await client.query<{ db: string; encoding: string }>(
          `SELECT current_database() AS db, pg_encoding_to_char(encoding) AS encoding
           FROM pg_database WHERE datname = current_database()`,
        );
        await client.end();
        expect(row.rows[0]).toEqual({ db: 'siteline', encoding: 'UTF8' });
      } finally {
        await db.stop();
      }
    }
    // The password stays with DATA_DIR; binaries and cluster went where postgres can reach.
    expect(existsSync(path.join(dataDir, 'postgres-password'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect(existsSync(path.join(runtimeHome, 'clusters'))).toBe(true);
  }, 120_000);
});
