import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../packages/server/src/app.ts';
import { parseConfig } from '../../packages/server/src/config.ts';
import { createDatabase, migrateToLatest } from '../../packages/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../packages/server/src/db/embedded.ts';
import { seedDemo } from '../../packages/server/src/demo/seed.ts';

/** A real server on a throwaway embedded PostgreSQL with the demo dataset, on a free port. */
export async function startBenchServer() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-bench-'));
  await chmod(dir, 0o755);
  const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
  const pg = await startEmbeddedPostgres(dir, quiet);
  const { db } = createDatabase(pg.url, 2);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
  const app = await buildApp({
    ...parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
    }),
    databaseUrl: pg.url,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
