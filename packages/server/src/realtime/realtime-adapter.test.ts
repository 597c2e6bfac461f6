import { createServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { Server } from 'socket.io';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { createPostgresAdapter } from './realtime-adapter.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.drop();
});

/** The backends of this database that LISTEN for the realtime channel. */
async function listening(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity
     WHERE application_name LIKE 'siteline-realtime-%' AND query = 'LISTEN "socket.io#/"'
       AND datname = current_database()`.execute(t.db);
  return rows.map((r) => r.pid);
}

it('outlives the loss of its LISTEN connection and listens again', async () => {
  const warnings: string[] = [];
  const log = { warn: (_obj: unknown, msg: string) => void warnings.push(msg) };
  const handle = createPostgresAdapter(t.url, log as unknown as FastifyBaseLogger);
  const io = new Server(createServer(), { adapter: handle.adapter });
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => void uncaught.push(err);
  process.on('uncaughtException', onUncaught);
  try {
    await handle.ready();
    const [pid] = await listening();
    expect(pid).toBeDefined();
    // The server ends the held connection (a restart, a failover, an administrator): the
    // process must not fall over on an 'error' event nobody listens to.
    await sql`SELECT pg_terminate_backend(${pid})`.execute(t.db);
    await expect
      .poll(async () => (await listening()).filter((p) => p !== pid).length, { timeout: 10_000 })
      .toBe(1);
    expect(uncaught).toEqual([]);
    expect(warnings).toContain('realtime database connection lost');
    // end() below returns only if the dead connection left the pool.
  } finally {
    process.off('uncaughtException', onUncaught);
    await io.close();
    await handle.end();
  }
});
