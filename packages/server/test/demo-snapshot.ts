import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { demoHistoryAlerts } from '../src/demo/alerts-demo.ts';
import { backfillDemoHistory } from '../src/demo/live-site.ts';
import { TEST_POSTGRES_FLAGS, withDatabase } from './test-postgres.ts';

/**
 * The seeded demo site, built once per content and kept: a stopped PostgreSQL cluster holding
 * `siteline_demo` (the demo seed and its 120 days of history through the engine, as the first
 * `npm start` makes it). The API tests of the whole demo start from a copy of it instead of
 * seeding again (about three minutes on two cores each time).
 *
 * The key is the content the site is made of: every source file of the server and the shared
 * package (the seed, the engine, the areas whose services the history goes through, the
 * migrations), the lock file, and the day (the seed's dates and the history end at the day it is
 * built). A change to any of them builds a new snapshot on first use; concurrent users wait for
 * one build (a lock folder), and a builder that died leaves no half snapshot behind.
 */

const DEMO_DATABASE = 'siteline_demo';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };

/** Where snapshots are kept: a folder the unprivileged postgres user can reach when run as root. */
function cacheRoot(): string {
  return process.env.SITELINE_SNAPSHOT_DIR ?? path.join(os.tmpdir(), 'siteline-demo-snapshots');
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The snapshot's name: the day it is built (UTC) and a hash of what the site is made of. */
function demoSnapshotKey(now = new Date()): string {
  const hash = createHash('sha256');
  const files = [
    ...sourceFiles(path.join(root, 'packages/server/src')),
    ...sourceFiles(path.join(root, 'packages/shared/src')),
    path.join(root, 'package-lock.json'),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return `${now.toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 16)}`;
}

interface SnapshotMeta {
  key: string;
  /** Where the history ends: the instant the snapshot was built. */
  until: string;
  buildSeconds: number;
}

/** Builds the snapshot into `dir`: a cluster made, seeded and stopped. */
async function build(dir: string, key: string): Promise<SnapshotMeta> {
  const started = Date.now();
  await mkdir(dir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must reach the folder.
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, quiet, { flags: TEST_POSTGRES_FLAGS });
  try {
    const admin = createDatabase(pg.url, 1);
    await admin.pool.query(`CREATE DATABASE ${DEMO_DATABASE}`);
    await admin.db.destroy();
    // Migrated and seeded as the server's first start does it (main.ts), then its history.
    const config = { ...parseConfig({ NODE_ENV: 'test' }, root), seedDemo: true };
    const url = withDatabase(pg.url, DEMO_DATABASE);
    const prepared = await prepareDatabase({ ...config, databaseUrl: url }, quiet);
    if (!prepared.seeded) throw new Error('demo snapshot: the demo did not seed');
    const app = await buildApp({
      ...config,
      databaseUrl: url,
      jobs: false,
      logger: false,
      realtime: false,
    });
    const until = new Date();
    try {
      await backfillDemoHistory(
        app.db,
        app.services.engine,
        quiet,
        until,
        demoHistoryAlerts(app.services),
      );
      // Statistics for the planner, as a long-running site has them.
      await sql`ANALYZE`.execute(app.db);
    } finally {
      await app.close();
    }
    const meta = { key, until: until.toISOString(), buildSeconds: (Date.now() - started) / 1000 };
    await writeFile(path.join(dir, 'snapshot.json'), JSON.stringify(meta, null, 2));
    return meta;
  } finally {
    await pg.stop();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The snapshot's folder for today's content, built first if there is none (or waited for while
 * another process builds it).
 */
export async function ensureDemoSnapshot(log: (m: string) => void = () => {}): Promise<string> {
  const key = demoSnapshotKey();
  const cache = cacheRoot();
  const dir = path.join(cache, key);
  const lock = path.join(cache, `${key}.lock`);
  await mkdir(cache, { recursive: true });
  await chmod(cache, 0o755).catch(() => undefined);
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    if (existsSync(path.join(dir, 'snapshot.json'))) return dir;
    try {
      await mkdir(lock);
    } catch {
      // Another process builds it: wait, unless it died holding the lock.
      const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      if (holder > 0 && !alive(holder)) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`demo snapshot: waited 20 minutes for ${lock}`);
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    try {
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      if (existsSync(path.join(dir, 'snapshot.json'))) return dir;
      const partial = `${dir}.partial-${process.pid}`;
      await rm(partial, { recursive: true, force: true });
      log(`building the demo snapshot ${key} (once per content and day)…`);
      const meta = await build(partial, key);
      await rm(dir, { recursive: true, force: true });
      await rename(partial, dir);
      log(`demo snapshot ${key} built in ${meta.buildSeconds.toFixed(0)} s`);
      await prune(cache, key);
      return dir;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** Older snapshots (another day, other content) and the leftovers of dead builders go. */
async function prune(cache: string, keep: string) {
  for (const name of readdirSync(cache)) {
    if (name === keep || name.endsWith('.lock')) continue;
    const pid = /\.partial-(\d+)$/.exec(name)?.[1];
    if (pid && alive(Number(pid))) continue;
    await rm(path.join(cache, name), { recursive: true, force: true });
  }
}

export interface DemoCopy {
  /** The copy's seeded database. */
  url: string;
  /** The history's end in the copy (the snapshot's build). */
  until: Date;
  stop: () => Promise<void>;
}

/** A running PostgreSQL on a fresh copy of the snapshot in `dir`, the demo database ready. */
export async function startDemoCopy(dir: string): Promise<DemoCopy> {
  const snapshot = await ensureDemoSnapshot();
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  // `cp -a` keeps the cluster's owner (the postgres user, when run as root) and its modes.
  await run('cp', ['-a', snapshot, dir]);
  const meta = JSON.parse(await readFile(path.join(dir, 'snapshot.json'), 'utf8')) as SnapshotMeta;
  const pg: EmbeddedDatabase = await startEmbeddedPostgres(dir, quiet, {
    flags: TEST_POSTGRES_FLAGS,
  });
  return {
    url: withDatabase(pg.url, DEMO_DATABASE),
    until: new Date(meta.until),
    async stop() {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
