import type { Database } from '../../packages/server/src/db/database.ts';
import { buildApp } from '../../packages/server/src/app.ts';
import { parseConfig } from '../../packages/server/src/config.ts';
import { startSeededDatabase } from './database.ts';

export interface BenchServerOptions<T> {
  /** Runs on the seeded database before the server starts (extra data for one benchmark). */
  prepare?: (db: Database) => Promise<T>;
  /** Background jobs and the realtime channel; on unless a benchmark does without them. */
  jobs?: boolean;
  realtime?: boolean;
}

/** A real server in this process on a throwaway seeded database, on a free port. */
export async function startBenchServer<T = undefined>(options: BenchServerOptions<T> = {}) {
  const database = await startSeededDatabase();
  try {
    const prepared = options.prepare ? await options.prepare(database.db) : (undefined as T);
    const app = await buildApp({
      ...parseConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
        SUPPORT_EMAIL: 'support@bench.invalid',
        SUPPORT_ARTICLE_URL: 'https://support.bench.invalid/visibility-only',
      }),
      databaseUrl: database.url,
      logger: false,
      ...(options.jobs === undefined ? {} : { jobs: options.jobs }),
      ...(options.realtime === undefined ? {} : { realtime: options.realtime }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      url: `http://127.0.0.1:${port}`,
      db: database.db,
      /** The database's address, for a server started in its own process (server-process.ts). */
      databaseUrl: database.url,
      /** The server's services, for benchmarks that time a rule's evaluation in its process. */
      services: app.services,
      prepared,
      async stop() {
        await app.close();
        await database.stop();
      },
    };
  } catch (err) {
    // Said before the database stops: its idle connections' errors would otherwise hide it.
    console.error(err);
    await database.stop();
    throw err;
  }
}
