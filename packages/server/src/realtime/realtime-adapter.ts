import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { errorSummary } from '../lib/log-error.ts';

/** The channel every instance LISTENs on for the default namespace (the adapter's own naming). */
const LISTEN_QUERY = 'LISTEN "socket.io#/"';
const READY_TIMEOUT_MS = 5_000;

export interface PostgresAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves once this instance LISTENs, so it receives what other instances publish. */
  ready(): Promise<void>;
  /** Ends the pool; call after the Socket.IO server has closed its adapter. */
  end(): Promise<void>;
}

/**
 * The adapter's own small pool: one connection stays checked out for LISTEN, the other sends
 * NOTIFY and the cleanup of large-payload attachments. Kept apart from the app's pool so a busy
 * request load never starves the realtime channel (and the reverse).
 */
export function createPostgresAdapter(
  databaseUrl: string,
  log: FastifyBaseLogger,
): PostgresAdapterHandle {
  // A name of our own, so readiness can be read from pg_stat_activity (see ready()).
  const applicationName = `siteline-realtime-${randomUUID().slice(0, 8)}`;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    application_name: applicationName,
  });
  const lost = (err: Error) =>
    log.warn({ err: errorSummary(err) }, 'realtime database connection lost');
  pool.on('error', lost);
  // The adapter holds its LISTEN connection checked out. When the server ends it (a restart, a
  // failover), the adapter listens again on a new one but never hands the dead one back: an
  // 'error' nobody hears would end the process, and the dead connection would keep its place
  // in this two-connection pool for good (and `end()` would wait for it). Both are done here.
  const held = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_err, client) => held.delete(client));
  pool.on('connect', (client) => {
    client.on('error', lost);
    client.on('end', () =>
      // After the adapter's own 'end' handler and any query's release of it.
      setImmediate(() => {
        if (!held.delete(client)) return;
        client.release(true);
      }),
    );
  });
  const adapter = createAdapter(pool, {
    errorHandler: (err) => log.warn({ err: errorSummary(err) }, 'realtime adapter error'),
  });

  return {
    adapter,
    async ready() {
      // The adapter opens its LISTEN connection in the background and exposes no signal for it.
      // Waiting for it means an instance that reports itself up already receives other
      // instances' events, and that close() never races a connection still being opened.
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const { rowCount } = await pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND query = $2`,
          [applicationName, LISTEN_QUERY],
        );
        if (rowCount) return;
        await delay(20);
      }
      log.warn('realtime adapter not listening yet; continuing without waiting');
    },
    async end() {
      await pool.end();
    },
  };
}
