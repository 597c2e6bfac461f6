import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest } from '../../packages/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../packages/server/src/db/embedded.ts';
import { seedDemo } from '../../packages/server/src/demo/seed.ts';

/** A throwaway embedded PostgreSQL, migrated and seeded with the demo dataset. */
export async function startSeededDatabase() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-bench-'));
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, { info: () => {}, warn: (m) => console.warn(m) });
  const { db } = createDatabase(pg.url, 4);
  await migrateToLatest(db);
  const seeded = await seedDemo(db);
  if (!seeded.seeded) throw new Error('expected an empty database');
  return {
    url: pg.url,
    db,
    newYorkProjectId: seeded.newYorkProjectId,
    async stop() {
      await db.destroy();
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
