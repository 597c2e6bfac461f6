import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest } from '../../packages/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../packages/server/src/db/embedded.ts';
import { seedDemo } from '../../packages/server/src/demo/seed.ts';

/**
 * A throwaway embedded PostgreSQL, migrated and seeded with the demo dataset; `statements` loads
 * pg_stat_statements (see `topStatements`).
 */
export async function startSeededDatabase({ statements = false } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-bench-'));
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(
    dir,
    { info: () => {}, warn: (m) => console.warn(m) },
    { flags: statements ? ['-c', 'shared_preload_libraries=pg_stat_statements'] : [] },
  );
  const { db } = createDatabase(pg.url, 4);
  await migrateToLatest(db);
  if (statements) await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
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

/**
 * The statements PostgreSQL spent most time in since the last call (a database started with
 * `statements`), as lines to print: total ms, calls, rows, the statement's start. Resets them.
 */
export async function topStatements(
  db: Awaited<ReturnType<typeof startSeededDatabase>>['db'],
  limit = 15,
): Promise<string[]> {
  const { rows } = await sql<{ calls: number; ms: number; rows: number; q: string }>`
    SELECT calls::int, round(total_exec_time)::int AS ms, rows::int,
      left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 100) AS q
    FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT ${limit}`.execute(db);
  await sql`SELECT pg_stat_statements_reset()`.execute(db);
  return rows.map(
    (r) =>
      `    ${String(r.ms).padStart(7)} ms ${String(r.calls).padStart(6)} calls ${String(r.rows).padStart(8)} rows  ${r.q}`,
  );
}
