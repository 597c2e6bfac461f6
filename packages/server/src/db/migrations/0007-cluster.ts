import { sql, type Kysely } from 'kysely';

/**
 * Several instances on one database (docs/decisions/0004-several-instances.md): the zone-density
 * evaluator's per-project period claim and the shared rate-limit counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The last evaluation period each project was evaluated in, by whichever instance came first.
    CREATE TABLE zone_density_runs (
      project_id int PRIMARY KEY REFERENCES projects,
      period bigint NOT NULL,
      evaluated_at timestamptz NOT NULL
    );

    -- @fastify/rate-limit's counters, one row per key (route and client) and its current window.
    CREATE TABLE rate_limit_hits (
      key text PRIMARY KEY,
      hits int NOT NULL,
      window_ends_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_ends_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_hits, zone_density_runs`.execute(db);
}
