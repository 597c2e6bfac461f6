import { sql, type Kysely } from 'kysely';

/**
 * What the zone reports and undetected devices need of a worker-day (docs/domain.md "Zone
 * timesheets", "Undetected devices"), summarised off presence's path: each zone the worker-day
 * was read in with the time spent there (consecutive reads in that zone at most 30 minutes apart,
 * integer milliseconds; 0 when none were) and the worker-day's contract, and the badges read that
 * day. Presence queues the worker-days it writes (`zone_days_dirty`); a background loop sums them
 * about once a minute, and a report first sums what is still queued in its range. The reports
 * then add a few narrow rows per worker-day instead of windowing every read of a 90-day range.
 *
 * Every existing worker-day is queued here; the loop sums them after the upgrade, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE worker_zone_days (
      project_id int NOT NULL,
      timesheet_date date NOT NULL,
      worker_id int NOT NULL,
      project_zone_id int NOT NULL,
      contract_id int,
      zone_ms bigint NOT NULL CHECK (zone_ms >= 0),
      PRIMARY KEY (project_id, timesheet_date, worker_id, project_zone_id)
    );

    CREATE TABLE worker_day_tags (
      project_id int NOT NULL,
      timesheet_date date NOT NULL,
      worker_id int NOT NULL,
      tag_id int NOT NULL,
      PRIMARY KEY (project_id, timesheet_date, worker_id, tag_id)
    );

    CREATE TABLE zone_days_dirty (
      dirty_id bigserial NOT NULL,
      project_id int NOT NULL,
      worker_id int NOT NULL,
      timesheet_date date NOT NULL,
      marked_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (project_id, dirty_id)
    );
    -- A report sums what is queued in its range first.
    CREATE INDEX zone_days_dirty_day_idx ON zone_days_dirty (project_id, timesheet_date);

    INSERT INTO zone_days_dirty (project_id, worker_id, timesheet_date)
    SELECT project_id, worker_id, timesheet_date FROM worker_days
    ORDER BY timesheet_date DESC, project_id, worker_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE worker_zone_days, worker_day_tags, zone_days_dirty`.execute(db);
}
