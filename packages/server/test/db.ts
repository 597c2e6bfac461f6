import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/database.ts';
import { TEMPLATE_DB } from './global-setup.ts';
import { withDatabase } from './test-postgres.ts';

export interface TestDb {
  db: Database;
  url: string;
  drop: () => Promise<void>;
}

/** A fresh, migrated database of this test file's own, cloned from the template. */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = inject('adminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase(adminUrl, 1);
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
      break;
    } catch (e) {
      // Two files cloning the template at the same instant can collide; try again shortly.
      if (attempt >= 10 || !String(e).includes('being accessed by other users')) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  await admin.db.destroy();
  const url = withDatabase(adminUrl, name);
  const { db } = createDatabase(url, 5);
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      const a = createDatabase(adminUrl, 1);
      await a.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.db.destroy();
    },
  };
}
