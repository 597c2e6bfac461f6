import { sql, type Kysely } from 'kysely';

/**
 * What the zone reports and undetected devices need of a worker-day, kept by presence with the
 * worker-day (docs/domain.md "Zone timesheets", "Undetected devices"): the badges read that day,
 * and each zone read in with the time spent there (consecutive reads of the worker-day in the
 * same zone at most 30 minutes apart, in integer milliseconds; 0 when none were) and the
 * worker-day's contract. The zone timesheets then add a few narrow rows per worker-day instead of
 * windowing every read of a 90-day range, and a zone's headcount finds its worker-days by key.
 *
 * Existing worker-days are filled from their reads here, by the rule presence applies from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE worker_days ADD COLUMN tag_ids int[] NOT NULL DEFAULT '{}';

    CREATE TABLE worker_zone_days (
      project_id int NOT NULL,
      timesheet_date date NOT NULL,
      worker_id int NOT NULL,
      project_zone_id int NOT NULL,
      contract_id int,
      zone_ms bigint NOT NULL CHECK (zone_ms >= 0),
      PRIMARY KEY (project_id, timesheet_date, worker_id, project_zone_id)
    );
  `.execute(db);
  await fillWorkerDayZones(db);
}

/** Each worker-day's zone times and badges read, from its reads (a test compares with presence's). */
export async function fillWorkerDayZones(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE worker_days wd SET tag_ids = t.tag_ids
    FROM (
      SELECT project_id, worker_id, timesheet_date, array_agg(DISTINCT tag_id) AS tag_ids
      FROM tag_reads WHERE worker_id IS NOT NULL AND tag_id IS NOT NULL GROUP BY 1, 2, 3
    ) t
    WHERE wd.project_id = t.project_id AND wd.worker_id = t.worker_id
      AND wd.timesheet_date = t.timesheet_date
  `.execute(db);
  await sql`
    WITH reads AS (
      SELECT r.project_id, r.worker_id, r.timesheet_date, r.project_zone_id,
        CASE WHEN r.project_zone_id = lag(r.project_zone_id) OVER w
          AND r.read_at - lag(r.read_at) OVER w <= interval '30 minutes'
        THEN round(extract(epoch FROM r.read_at - lag(r.read_at) OVER w) * 1000)::bigint END AS span_ms
      FROM tag_reads r
      WHERE r.worker_id IS NOT NULL
      WINDOW w AS (PARTITION BY r.project_id, r.worker_id, r.timesheet_date
        ORDER BY r.read_at, r.reader_id, r.port)
    )
    INSERT INTO worker_zone_days (project_id, timesheet_date, worker_id, project_zone_id, contract_id, zone_ms)
    SELECT r.project_id, r.timesheet_date, r.worker_id, r.project_zone_id, wd.contract_id,
      coalesce(sum(r.span_ms), 0)
    FROM reads r
    JOIN worker_days wd ON wd.project_id = r.project_id AND wd.worker_id = r.worker_id
      AND wd.timesheet_date = r.timesheet_date
    WHERE r.project_zone_id IS NOT NULL
    GROUP BY r.project_id, r.timesheet_date, r.worker_id, r.project_zone_id, wd.contract_id
    ON CONFLICT (project_id, timesheet_date, worker_id, project_zone_id)
      DO UPDATE SET contract_id = excluded.contract_id, zone_ms = excluded.zone_ms
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE worker_zone_days;
    ALTER TABLE worker_days DROP COLUMN tag_ids;
  `.execute(db);
}
