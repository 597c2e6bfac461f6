import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import { ZONE_GAP_MINUTES } from './presence.ts';

/** The zone summary's statements (zone-days.ts): its queue, and what it writes per worker-day. */

export interface ZoneDayKey {
  project_id: number;
  worker_id: number;
  timesheet_date: string;
}

/**
 * Takes up to `limit` queued worker-days (deleting the entries; the caller's transaction keeps
 * them if it fails), distinct. Background rounds skip entries another instance holds; a report's
 * catch-up (`range`) waits for them instead, so what it reads next is summed.
 */
export async function claimZoneDays(
  db: Executor,
  limit: number,
  range?: { projectId: number; from: string; to: string },
): Promise<ZoneDayKey[]> {
  const where = range
    ? sql`WHERE project_id = ${range.projectId} AND timesheet_date BETWEEN ${range.from} AND ${range.to}`
    : sql``;
  const result = await sql<ZoneDayKey>`
    WITH taken AS (
      DELETE FROM zone_days_dirty WHERE dirty_id IN (
        SELECT dirty_id FROM zone_days_dirty ${where} ORDER BY dirty_id LIMIT ${limit}
        FOR UPDATE ${range ? sql`` : sql`SKIP LOCKED`})
      RETURNING project_id, worker_id, timesheet_date)
    SELECT DISTINCT project_id, worker_id, timesheet_date FROM taken
  `.execute(db);
  return result.rows;
}

const keyArrays = (keys: readonly ZoneDayKey[]) => sql`
  unnest(${keys.map((k) => k.project_id)}::int[], ${keys.map((k) => k.worker_id)}::int[],
    ${keys.map((k) => k.timesheet_date)}::date[]) AS k(project_id, worker_id, d)`;

/**
 * Sums the worker-days again from their reads (DOMAIN.md "Zone timesheets"; docs/domain.md):
 * per zone the time between consecutive reads of the worker-day (zone-less ones included: they
 * break a span; equal instants by reader and port) both in that zone and at most 30 minutes
 * apart, with the worker-day's contract; and the badges read. What they had before goes first.
 */
export async function summarizeZoneDays(db: Executor, keys: readonly ZoneDayKey[]) {
  if (keys.length === 0) return;
  await sql`
    WITH zones AS (
      DELETE FROM worker_zone_days x USING ${keyArrays(keys)}
      WHERE x.project_id = k.project_id AND x.timesheet_date = k.d AND x.worker_id = k.worker_id
    )
    DELETE FROM worker_day_tags x USING ${keyArrays(keys)}
    WHERE x.project_id = k.project_id AND x.timesheet_date = k.d AND x.worker_id = k.worker_id
  `.execute(db);
  await sql`
    WITH reads AS (
      SELECT r.project_id, r.worker_id, r.timesheet_date, r.project_zone_id, r.tag_id,
        CASE WHEN r.project_zone_id = lag(r.project_zone_id) OVER w
          AND r.read_at - lag(r.read_at) OVER w <= make_interval(mins => ${ZONE_GAP_MINUTES})
        THEN round(extract(epoch FROM r.read_at - lag(r.read_at) OVER w) * 1000)::bigint END AS span_ms
      FROM tag_reads r
      JOIN (SELECT DISTINCT * FROM ${keyArrays(keys)}) k
        ON r.project_id = k.project_id AND r.worker_id = k.worker_id AND r.timesheet_date = k.d
      WINDOW w AS (PARTITION BY r.project_id, r.worker_id, r.timesheet_date
        ORDER BY r.read_at, r.reader_id, r.port)
    ), zones AS (
      INSERT INTO worker_zone_days (project_id, timesheet_date, worker_id, project_zone_id, contract_id, zone_ms)
      SELECT r.project_id, r.timesheet_date, r.worker_id, r.project_zone_id, wd.contract_id,
        coalesce(sum(r.span_ms), 0)
      FROM reads r
      JOIN worker_days wd ON wd.project_id = r.project_id AND wd.worker_id = r.worker_id
        AND wd.timesheet_date = r.timesheet_date
      WHERE r.project_zone_id IS NOT NULL
      GROUP BY r.project_id, r.timesheet_date, r.worker_id, r.project_zone_id, wd.contract_id
    )
    INSERT INTO worker_day_tags (project_id, timesheet_date, worker_id, tag_id)
    SELECT DISTINCT r.project_id, r.timesheet_date, r.worker_id, r.tag_id
    FROM reads r
    JOIN worker_days wd ON wd.project_id = r.project_id AND wd.worker_id = r.worker_id
      AND wd.timesheet_date = r.timesheet_date
    WHERE r.tag_id IS NOT NULL
  `.execute(db);
}

export async function zoneDaysBacklog(db: Executor) {
  const result = await sql<{ pending: number; lag_seconds: number | null }>`
    SELECT count(*)::int AS pending, extract(epoch FROM now() - min(marked_at))::float8 AS lag_seconds
    FROM zone_days_dirty
  `.execute(db);
  const row = result.rows[0];
  return { pending: row?.pending ?? 0, lagSeconds: row?.lag_seconds ?? 0 };
}
