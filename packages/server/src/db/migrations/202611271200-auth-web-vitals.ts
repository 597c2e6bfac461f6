import { sql, type Kysely } from 'kysely';

/**
 * The web vitals the app posts for one load in five (issue 23, "field truth"), kept 30 days so
 * provider employees see each route's 75th percentiles over the last day or week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE web_vitals (
      web_vital_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      received_at timestamptz NOT NULL DEFAULT now(),
      route text NOT NULL,
      name text NOT NULL,
      value double precision NOT NULL,
      rating text NOT NULL
    );
    CREATE INDEX web_vitals_received_idx ON web_vitals (received_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE web_vitals`.execute(db);
}
