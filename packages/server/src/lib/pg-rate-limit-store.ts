import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Expired windows are swept at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit counters in PostgreSQL, so a limit holds across every instance behind the
 * load balancer (the plugin's default store is this process's memory). One row per key and its
 * current window, counted by one atomic upsert: a window that has ended starts again at 1.
 * The plugin's continueExceeding and exponentialBackoff options are not supported (unused).
 */
export function pgRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  function sweep() {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Best effort: a row left behind only costs space, and the next sweep takes it.
    db.deleteFrom('rate_limit_hits')
      .where('window_ends_at', '<', sql<Date>`now()`)
      .execute()
      .catch(() => undefined);
  }

  class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      sweep();
      sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit_hits AS h (key, hits, window_ends_at)
        VALUES (${this.prefix + key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN h.window_ends_at <= now() THEN 1 ELSE h.hits + 1 END,
          window_ends_at = CASE WHEN h.window_ends_at <= now() THEN excluded.window_ends_at
                                ELSE h.window_ends_at END
        RETURNING hits,
          greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS ttl
      `
        .execute(db)
        .then(
          ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
          (err: Error) => callback(err),
        );
    }

    /**
     * One counter space per route, as the plugin's own stores do — or per group: routes that
     * share a `groupId` share one counter (the plugin adds the group to the key as well).
     */
    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under routeInfo.
      const { routeInfo: route = {}, groupId } = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      if (groupId) return new PgRateLimitStore(undefined, `${this.prefix}group-`);
      return new PgRateLimitStore(
        undefined,
        `${this.prefix}${[route.method ?? ''].flat().join(',')}${route.url ?? ''}-`,
      );
    }
  }
  return PgRateLimitStore;
}
