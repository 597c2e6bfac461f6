import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { WorkerDaySummary } from './presence.repository.ts';

/**
 * The summaries presence keeps per worker-day (presence-summary.ts says when one is extended
 * rather than summed again) and the reads that extend them.
 */

export interface StoredSummary extends WorkerDaySummary {
  /** The entrance/exit zones the reads were picked with (ascending). */
  gate_zone_ids: number[];
}

export async function storedSummaries(
  db: Executor,
  projectId: number,
  keys: readonly { workerId: number; date: string }[],
): Promise<StoredSummary[]> {
  if (keys.length === 0) return [];
  const result = await sql<StoredSummary>`
    SELECT s.worker_id, s.timesheet_date::text AS timesheet_date, s.read_count, s.first_ms, s.last_ms,
      s.first_contract_id, s.last_reader_id, s.last_port, s.last_zone_id, s.last_direction,
      s.last_had_access, s.last_zoned_out, s.gate_zone_ids, s.at_ms, s.zone_ids, s.directions
    FROM worker_day_summaries s
    JOIN unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[]) AS k(worker_id, d)
      ON s.worker_id = k.worker_id AND s.timesheet_date = k.d
    WHERE s.project_id = ${projectId}
  `.execute(db);
  return result.rows;
}

/** A read after a summary's last one, as extending the summary takes it. */
export interface LaterRead {
  worker_id: number;
  timesheet_date: string;
  at_ms: number;
  contract_id: number | null;
  reader_id: number;
  port: number;
  zone_id: number | null;
  direction: number;
  had_access: boolean;
}

/**
 * Each worker-day's reads from `fromMs` on (a read's time rounded to the millisecond, as the
 * summaries keep it), in the order the full summary takes them.
 */
export async function readsFrom(
  db: Executor,
  projectId: number,
  days: readonly { workerId: number; date: string; fromMs: number }[],
): Promise<LaterRead[]> {
  if (days.length === 0) return [];
  const result = await sql<LaterRead>`
    SELECT r.worker_id, r.timesheet_date::text AS timesheet_date,
      round(extract(epoch FROM r.read_at) * 1000)::float8 AS at_ms, r.contract_id, r.reader_id, r.port,
      r.project_zone_id AS zone_id, r.read_direction_id AS direction, r.did_worker_have_access AS had_access
    FROM unnest(${days.map((d) => d.workerId)}::int[], ${days.map((d) => d.date)}::date[],
      ${days.map((d) => d.fromMs)}::float8[]) AS k(worker_id, d, from_ms)
    JOIN tag_reads r ON r.project_id = ${projectId} AND r.worker_id = k.worker_id
      AND r.timesheet_date = k.d AND r.read_at >= timestamptz 'epoch' + (k.from_ms - 0.5) * interval '1 millisecond'
    ORDER BY r.worker_id, r.timesheet_date, r.read_at, r.reader_id, r.port, r.tag
  `.execute(db);
  return result.rows;
}

/** What a worker-day's reads before `fromMs` were: how many, and whether the last zoned one was a gate Out. */
export interface DayBefore {
  worker_id: number;
  timesheet_date: string;
  read_count: number;
  zoned_out: boolean;
}

/** For worker-days where late reads arrived: their reads before the earliest late one. */
export async function daysBefore(
  db: Executor,
  projectId: number,
  days: readonly { workerId: number; date: string; fromMs: number }[],
  gateZoneIds: readonly number[],
): Promise<DayBefore[]> {
  if (days.length === 0) return [];
  const result = await sql<DayBefore>`
    SELECT k.worker_id, k.d::text AS timesheet_date,
      (SELECT count(*)::int FROM tag_reads x
        WHERE x.project_id = ${projectId} AND x.worker_id = k.worker_id AND x.timesheet_date = k.d
          AND x.read_at < f.at) AS read_count,
      coalesce((SELECT x.project_zone_id = ANY(${[...gateZoneIds]}::int[]) AND x.read_direction_id = 3
        FROM tag_reads x
        WHERE x.project_id = ${projectId} AND x.worker_id = k.worker_id AND x.timesheet_date = k.d
          AND x.read_at < f.at AND x.project_zone_id IS NOT NULL
        ORDER BY x.read_at DESC, x.reader_id DESC, x.port DESC, x.tag DESC LIMIT 1), false) AS zoned_out
    FROM unnest(${days.map((d) => d.workerId)}::int[], ${days.map((d) => d.date)}::date[],
      ${days.map((d) => d.fromMs)}::float8[]) AS k(worker_id, d, from_ms)
    CROSS JOIN LATERAL (SELECT timestamptz 'epoch' + (k.from_ms - 0.5) * interval '1 millisecond' AS at) f
  `.execute(db);
  return result.rows;
}

/** Writes the summaries a round made (the picks as array literals: their lengths differ). */
export async function storeSummaries(
  db: Executor,
  projectId: number,
  rows: readonly WorkerDaySummary[],
  gateZoneIds: readonly number[],
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: WorkerDaySummary) => T) => rows.map(f);
  const literal = (values: readonly (number | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
  await sql`
    INSERT INTO worker_day_summaries AS s (project_id, worker_id, timesheet_date, read_count, first_ms, last_ms,
      first_contract_id, last_reader_id, last_port, last_zone_id, last_direction, last_had_access,
      last_zoned_out, gate_zone_ids, at_ms, zone_ids, directions)
    SELECT ${projectId}, worker_id, d, read_count, first_ms, last_ms, first_contract_id, last_reader_id,
      last_port, last_zone_id, last_direction, last_had_access, last_zoned_out, ${[...gateZoneIds]}::int[],
      at_ms::float8[], zone_ids::int[], directions::smallint[]
    FROM unnest(${col((r) => r.worker_id)}::int[], ${col((r) => r.timesheet_date)}::date[],
      ${col((r) => r.read_count)}::int[], ${col((r) => r.first_ms)}::float8[], ${col((r) => r.last_ms)}::float8[],
      ${col((r) => r.first_contract_id)}::int[], ${col((r) => r.last_reader_id)}::int[],
      ${col((r) => r.last_port)}::smallint[], ${col((r) => r.last_zone_id)}::int[],
      ${col((r) => r.last_direction)}::smallint[], ${col((r) => r.last_had_access)}::bool[],
      ${col((r) => r.last_zoned_out)}::bool[], ${col((r) => literal(r.at_ms))}::text[],
      ${col((r) => literal(r.zone_ids))}::text[], ${col((r) => literal(r.directions))}::text[])
      AS u(worker_id, d, read_count, first_ms, last_ms, first_contract_id, last_reader_id, last_port,
        last_zone_id, last_direction, last_had_access, last_zoned_out, at_ms, zone_ids, directions)
    ON CONFLICT (project_id, worker_id, timesheet_date) DO UPDATE SET
      read_count = excluded.read_count, first_ms = excluded.first_ms, last_ms = excluded.last_ms,
      first_contract_id = excluded.first_contract_id, last_reader_id = excluded.last_reader_id,
      last_port = excluded.last_port, last_zone_id = excluded.last_zone_id,
      last_direction = excluded.last_direction, last_had_access = excluded.last_had_access,
      last_zoned_out = excluded.last_zoned_out, gate_zone_ids = excluded.gate_zone_ids,
      at_ms = excluded.at_ms, zone_ids = excluded.zone_ids, directions = excluded.directions
  `.execute(db);
}
