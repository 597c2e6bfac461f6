import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { TEST_POSTGRES_FLAGS, withDatabase } from './test-postgres.ts';

export const TEMPLATE_DB = 'siteline_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the test PostgreSQL server (any database on it). */
    adminUrl: string;
  }
}

/**
 * Once per run: a PostgreSQL server (TEST_DATABASE_URL, or an embedded one in a temp folder) and
 * a migrated template database; each test file then clones its own database from the template,
 * so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-test-'));
    // When run as root, PostgreSQL runs as an unprivileged user that must reach this folder.
    await chmod(dir, 0o755);
    const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
    const pg = await startEmbeddedPostgres(dir, quiet, { flags: TEST_POSTGRES_FLAGS });
    adminUrl = pg.url;
    stop = async () => {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const admin = createDatabase(adminUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.db.destroy();

  const template = createDatabase(withDatabase(adminUrl, TEMPLATE_DB), 1);
  await migrateToLatest(template.db);
  await template.db.destroy();

  project.provide('adminUrl', adminUrl);
  return stop;
}
