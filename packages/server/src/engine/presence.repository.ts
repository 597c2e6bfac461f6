import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * Every SQL statement of presence: the queue of worker-days to recompute, the worker-days and
 * last seen they become. The contract rollup they feed is in
 * contract-days.repository.ts; what reprocessing a day rebuilds, in reprocess.repository.ts.
 */

export interface LastSeenRow {
  workerId: number;
  at: number;
  readerId: number;
  port: number;
  zoneId: number | null;
  direction: number;
  unauthorized: boolean;
}

/** Keeps the latest read per worker, whatever order candidates arrive in. */
export async function upsertLastSeen(
  db: Executor,
  projectId: number,
  rows: readonly LastSeenRow[],
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: LastSeenRow) => T) => rows.map(f);
  await sql`
    INSERT INTO worker_last_seen AS w (project_id, worker_id, seen_at, reader_id, port, project_zone_id,
      read_direction_id, is_unauthorized)
    SELECT ${projectId}, * FROM unnest(${col((r) => r.workerId)}::int[], ${col((r) => new Date(r.at))}::timestamptz[],
      ${col((r) => r.readerId)}::int[], ${col((r) => r.port)}::smallint[], ${col((r) => r.zoneId)}::int[],
      ${col((r) => r.direction)}::smallint[], ${col((r) => r.unauthorized)}::bool[])
    ON CONFLICT (project_id, worker_id) DO UPDATE SET
      seen_at = excluded.seen_at, reader_id = excluded.reader_id, port = excluded.port,
      project_zone_id = excluded.project_zone_id, read_direction_id = excluded.read_direction_id,
      is_unauthorized = excluded.is_unauthorized
    WHERE excluded.seen_at > w.seen_at
  `.execute(db);
}

export async function markPresenceDirty(
  db: Executor,
  projectId: number,
  keys: readonly { workerId: number; date: string }[],
) {
  if (keys.length === 0) return;
  await sql`
    INSERT INTO presence_dirty (project_id, worker_id, timesheet_date)
    SELECT ${projectId}, * FROM unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[])
  `.execute(db);
}

export interface DirtyKey {
  project_id: number;
  worker_id: number;
  timesheet_date: string;
  /** The earliest new read the entry stands for (epoch ms); null: the whole day is summed again. */
  first_ms: number | null;
}

/**
 * Takes up to `limit` queue entries (deleting them; the caller's transaction keeps them if it
 * fails) and answers them, repeats included. Other instances skip the locked entries.
 */
export async function claimDirty(db: Executor, limit: number): Promise<DirtyKey[]> {
  const result = await sql<DirtyKey>`
    WITH taken AS (
      DELETE FROM presence_dirty WHERE dirty_id IN (
        SELECT dirty_id FROM presence_dirty ORDER BY dirty_id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING project_id, worker_id, timesheet_date, first_read_at)
    SELECT project_id, worker_id, timesheet_date,
      round(extract(epoch FROM first_read_at) * 1000)::float8 AS first_ms
    FROM taken
  `.execute(db);
  return result.rows;
}

export interface WorkerDaySummary {
  worker_id: number;
  timesheet_date: string;
  read_count: number;
  first_ms: number;
  last_ms: number;
  first_contract_id: number | null;
  last_reader_id: number;
  last_port: number;
  last_zone_id: number | null;
  last_direction: number;
  last_had_access: boolean;
  /** The last zoned read was a gate Out: the next zoned read is picked. */
  last_zoned_out: boolean;
  /** Reads at entrance/exit zones (or every read, when the project has none), in time order. */
  at_ms: number[];
  zone_ids: (number | null)[];
  directions: number[];
}

/**
 * One row per worker-day: the aggregates PostgreSQL computes best, and only the reads the
 * presence rules look at one by one (the gate reads and the first zoned read after each gate
 * Out, or all reads on a site without gates), so a day of hundreds of reads crosses the wire as
 * a few numbers.
 */
export async function summarizeWorkerDays(
  db: Executor,
  projectId: number,
  keys: readonly { workerId: number; date: string }[],
  gateZoneIds: readonly number[],
): Promise<WorkerDaySummary[]> {
  if (keys.length === 0) return [];
  const everyRead = gateZoneIds.length === 0;
  const atGate = sql`r.project_zone_id = ANY(${gateZoneIds}::int[])`;
  // The previous zoned read of the worker-day was a gate Out (zone-less reads form their own
  // partition, so they never stand between the two).
  const afterOut = everyRead
    ? sql`false`
    : sql`coalesce(lag(${atGate} AND r.read_direction_id = 3) OVER (
        PARTITION BY r.worker_id, r.timesheet_date, r.project_zone_id IS NULL
        ORDER BY r.read_at, r.reader_id, r.port, r.tag), false)
        AND r.project_zone_id IS NOT NULL`;
  // One order for every aggregate, ties broken by the read's key, so a day summed again gives
  // what extending its summary read by read gives (presence-summary.ts).
  const inOrder = sql`ORDER BY r.read_at, r.reader_id, r.port, r.tag`;
  const reversed = sql`ORDER BY r.read_at DESC, r.reader_id DESC, r.port DESC, r.tag DESC`;
  const result = await sql<WorkerDaySummary>`
    SELECT r.worker_id, r.timesheet_date, count(*)::int AS read_count,
      round(extract(epoch FROM min(r.read_at)) * 1000)::float8 AS first_ms,
      round(extract(epoch FROM max(r.read_at)) * 1000)::float8 AS last_ms,
      (array_agg(r.contract_id ${inOrder}))[1] AS first_contract_id,
      (array_agg(r.reader_id ${reversed}))[1] AS last_reader_id,
      (array_agg(r.port ${reversed}))[1] AS last_port,
      (array_agg(r.project_zone_id ${reversed}))[1] AS last_zone_id,
      (array_agg(r.read_direction_id ${reversed}))[1] AS last_direction,
      (array_agg(r.did_worker_have_access ${reversed}))[1] AS last_had_access,
      coalesce((array_agg(coalesce(${atGate}, false) AND r.read_direction_id = 3 ${reversed})
        FILTER (WHERE r.project_zone_id IS NOT NULL))[1], false) AS last_zoned_out,
      coalesce(array_agg(round(extract(epoch FROM r.read_at) * 1000)::float8 ${inOrder}) FILTER (WHERE r.pick), '{}') AS at_ms,
      coalesce(array_agg(r.project_zone_id ${inOrder}) FILTER (WHERE r.pick), '{}') AS zone_ids,
      coalesce(array_agg(r.read_direction_id ${inOrder}) FILTER (WHERE r.pick), '{}') AS directions
    FROM (
      SELECT r.*, ${everyRead ? sql`true` : sql`(${atGate}) OR (${afterOut})`} AS pick
      FROM tag_reads r
      JOIN unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[]) AS k(worker_id, d)
        ON r.worker_id = k.worker_id AND r.timesheet_date = k.d
      WHERE r.project_id = ${projectId}
    ) r
    GROUP BY r.worker_id, r.timesheet_date
  `.execute(db);
  return result.rows;
}

export interface WorkerDayRow {
  workerId: number;
  date: string;
  contractId: number | null;
  firstSeenAt: number;
  lastSeenAt: number;
  grossHours: number;
  netHours: number;
  shiftType: string;
  readCount: number;
}

/**
 * Writes the worker-days and, in the same statement, queues them for their zone summary
 * (zone-days.ts: summed off this path, about once a minute or when a report asks).
 */
export async function upsertWorkerDays(
  db: Executor,
  projectId: number,
  rows: readonly WorkerDayRow[],
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: WorkerDayRow) => T) => rows.map(f);
  await sql`
    WITH days AS (
      INSERT INTO worker_days (project_id, worker_id, timesheet_date, contract_id, first_seen_at, last_seen_at,
        gross_hours, onsite_net_hours, shift_type, read_count)
      SELECT ${projectId}, * FROM unnest(${col((r) => r.workerId)}::int[], ${col((r) => r.date)}::date[],
        ${col((r) => r.contractId)}::int[], ${col((r) => new Date(r.firstSeenAt))}::timestamptz[],
        ${col((r) => new Date(r.lastSeenAt))}::timestamptz[], ${col((r) => r.grossHours)}::numeric[],
        ${col((r) => r.netHours)}::numeric[], ${col((r) => r.shiftType)}::text[], ${col((r) => r.readCount)}::int[])
      ON CONFLICT (project_id, worker_id, timesheet_date) DO UPDATE SET
        contract_id = excluded.contract_id, first_seen_at = excluded.first_seen_at,
        last_seen_at = excluded.last_seen_at, gross_hours = excluded.gross_hours,
        onsite_net_hours = excluded.onsite_net_hours, shift_type = excluded.shift_type,
        read_count = excluded.read_count, computed_at = now()
      RETURNING worker_id, timesheet_date
    )
    INSERT INTO zone_days_dirty (project_id, worker_id, timesheet_date)
    SELECT ${projectId}, worker_id, timesheet_date FROM days
  `.execute(db);
}

/** Worker-days left with no read; queued too, so their zone summary goes with them. */
export async function deleteWorkerDays(
  db: Executor,
  projectId: number,
  keys: readonly { workerId: number; date: string }[],
) {
  if (keys.length === 0) return;
  await sql`
    WITH summaries AS (
      DELETE FROM worker_day_summaries w
      USING unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[]) AS k(worker_id, d)
      WHERE w.project_id = ${projectId} AND w.worker_id = k.worker_id AND w.timesheet_date = k.d
    ),
    gone AS (
      DELETE FROM worker_days w
      USING unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[]) AS k(worker_id, d)
      WHERE w.project_id = ${projectId} AND w.worker_id = k.worker_id AND w.timesheet_date = k.d
      RETURNING w.worker_id, w.timesheet_date
    )
    INSERT INTO zone_days_dirty (project_id, worker_id, timesheet_date)
    SELECT ${projectId}, worker_id, timesheet_date FROM gone
  `.execute(db);
}

export async function presenceBacklog(db: Executor) {
  const result = await sql<{ pending: number; lag_seconds: number | null }>`
    SELECT count(*)::int AS pending, extract(epoch FROM now() - min(marked_at))::float8 AS lag_seconds
    FROM presence_dirty
  `.execute(db);
  const row = result.rows[0];
  return { pending: row?.pending ?? 0, lagSeconds: row?.lag_seconds ?? 0 };
}
