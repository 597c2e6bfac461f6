import { buildApp } from '../../packages/server/src/app.ts';
import { parseConfig } from '../../packages/server/src/config.ts';
import { startSeededDatabase } from './database.ts';

/** A real server in this process on a throwaway seeded database, on a free port. */
export async function startBenchServer() {
  const database = await startSeededDatabase();
  const app = await buildApp({
    ...parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
    }),
    databaseUrl: database.url,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await database.stop();
    },
  };
}
