import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ResolvedRead } from './resolve.ts';

/**
 * Every SQL statement of presence: the queue of worker-days to recompute, the worker-days and
 * last seen they become, and what reprocessing a day rebuilds.
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
      RETURNING project_id, worker_id, timesheet_date)
    SELECT project_id, worker_id, timesheet_date FROM taken
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
) {
  const everyRead = gateZoneIds.length === 0;
  const atGate = sql`r.project_zone_id = ANY(${gateZoneIds}::int[])`;
  // The previous zoned read of the worker-day was a gate Out (zone-less reads form their own
  // partition, so they never stand between the two).
  const afterOut = everyRead
    ? sql`false`
    : sql`coalesce(lag(${atGate} AND r.read_direction_id = 3) OVER (
        PARTITION BY r.worker_id, r.timesheet_date, r.project_zone_id IS NULL ORDER BY r.read_at), false)
        AND r.project_zone_id IS NOT NULL`;
  const result = await sql<WorkerDaySummary>`
    SELECT r.worker_id, r.timesheet_date, count(*)::int AS read_count,
      round(extract(epoch FROM min(r.read_at)) * 1000)::float8 AS first_ms,
      round(extract(epoch FROM max(r.read_at)) * 1000)::float8 AS last_ms,
      (array_agg(r.contract_id ORDER BY r.read_at))[1] AS first_contract_id,
      (array_agg(r.reader_id ORDER BY r.read_at DESC))[1] AS last_reader_id,
      (array_agg(r.port ORDER BY r.read_at DESC))[1] AS last_port,
      (array_agg(r.project_zone_id ORDER BY r.read_at DESC))[1] AS last_zone_id,
      (array_agg(r.read_direction_id ORDER BY r.read_at DESC))[1] AS last_direction,
      (array_agg(r.did_worker_have_access ORDER BY r.read_at DESC))[1] AS last_had_access,
      coalesce(array_agg(round(extract(epoch FROM r.read_at) * 1000)::float8 ORDER BY r.read_at) FILTER (WHERE r.pick), '{}') AS at_ms,
      coalesce(array_agg(r.project_zone_id ORDER BY r.read_at) FILTER (WHERE r.pick), '{}') AS zone_ids,
      coalesce(array_agg(r.read_direction_id ORDER BY r.read_at) FILTER (WHERE r.pick), '{}') AS directions
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

export async function upsertWorkerDays(
  db: Executor,
  projectId: number,
  rows: readonly WorkerDayRow[],
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: WorkerDayRow) => T) => rows.map(f);
  await sql`
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
  `.execute(db);
}

export async function deleteWorkerDays(
  db: Executor,
  projectId: number,
  keys: readonly { workerId: number; date: string }[],
) {
  if (keys.length === 0) return;
  await sql`
    DELETE FROM worker_days w USING unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[]) AS k(worker_id, d)
    WHERE w.project_id = ${projectId} AND w.worker_id = k.worker_id AND w.timesheet_date = k.d
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

// --- reprocessing ------------------------------------------------------------------------------

/**
 * A timesheet date's reads. Found through the time index: a timesheet date spans at most the
 * local day plus the hours before the next day's boundary, well inside [date - 1, date + 2] UTC.
 */
export async function rawReadsOfDay(db: Executor, projectId: number, date: string) {
  const from = new Date(`${date}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 1);
  const to = new Date(`${date}T00:00:00Z`);
  to.setUTCDate(to.getUTCDate() + 2);
  return db
    .selectFrom('tag_reads')
    .select(['reader_id', 'port', 'tag', 'read_at', 'source', 'rssi', 'worker_id'])
    .where('project_id', '=', projectId)
    .where('read_at', '>=', from)
    .where('read_at', '<', to)
    .where('timesheet_date', '=', date)
    .execute();
}

export async function updateResolved(
  db: Executor,
  projectId: number,
  rows: readonly ResolvedRead[],
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: ResolvedRead) => T) => rows.map(f);
  await sql`
    UPDATE tag_reads t SET tag_id = u.tag_id, worker_id = u.worker_id, contract_id = u.contract_id,
      project_zone_id = u.zone_id, read_direction_id = u.direction, location_name = u.location_name,
      access_type = u.access_type, did_worker_have_access = u.had_access
    FROM unnest(${col((r) => r.readerId)}::int[], ${col((r) => r.port)}::smallint[], ${col((r) => r.tag)}::text[],
      ${col((r) => new Date(r.at))}::timestamptz[], ${col((r) => r.tagId)}::int[], ${col((r) => r.workerId)}::int[],
      ${col((r) => r.contractId)}::int[], ${col((r) => r.zoneId)}::int[], ${col((r) => r.direction)}::smallint[],
      ${col((r) => r.locationName)}::text[], ${col((r) => r.accessType)}::smallint[], ${col((r) => r.hadAccess)}::bool[])
      AS u(reader_id, port, tag, read_at, tag_id, worker_id, contract_id, zone_id, direction, location_name, access_type, had_access)
    WHERE t.project_id = ${projectId} AND t.reader_id = u.reader_id AND t.port = u.port AND t.tag = u.tag
      AND t.read_at = u.read_at
  `.execute(db);
}

export async function workersWithDay(
  db: Executor,
  projectId: number,
  date: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('worker_days')
    .select('worker_id')
    .where('project_id', '=', projectId)
    .where('timesheet_date', '=', date)
    .execute();
  return rows.map((r) => r.worker_id);
}

/** A timesheet date's unassigned tags, from its reads as they are resolved now. */
export async function rebuildUnassignedOfDay(db: Executor, projectId: number, date: string) {
  await db
    .deleteFrom('unassigned_tag_days')
    .where('project_id', '=', projectId)
    .where('timesheet_date', '=', date)
    .execute();
  await sql`
    INSERT INTO unassigned_tag_days (project_id, timesheet_date, tag, first_seen_at, last_seen_at, read_count)
    SELECT project_id, timesheet_date, tag, min(read_at), max(read_at), count(*)::int
    FROM tag_reads WHERE project_id = ${projectId} AND timesheet_date = ${date} AND worker_id IS NULL
    GROUP BY project_id, timesheet_date, tag
  `.execute(db);
}

/** Last seen of these workers, from every read they have. */
export async function rebuildLastSeen(
  db: Executor,
  projectId: number,
  workerIds: readonly number[],
) {
  if (workerIds.length === 0) return;
  await sql`DELETE FROM worker_last_seen WHERE project_id = ${projectId} AND worker_id = ANY(${workerIds}::int[])`.execute(
    db,
  );
  await sql`
    INSERT INTO worker_last_seen (project_id, worker_id, seen_at, reader_id, port, project_zone_id, read_direction_id,
      is_unauthorized)
    SELECT DISTINCT ON (worker_id) project_id, worker_id, read_at, reader_id, port, project_zone_id, read_direction_id,
      NOT did_worker_have_access
    FROM tag_reads WHERE project_id = ${projectId} AND worker_id = ANY(${workerIds}::int[])
    ORDER BY worker_id, read_at DESC
  `.execute(db);
}

// --- per-contract rollup ---------------------------------------------------------------------------

export interface ContractDayKey {
  contractId: number;
  date: string;
}

/** The (contract, date) pairs these worker-days count in now, before they are rewritten. */
export async function contractDaysOf(
  db: Executor,
  projectId: number,
  keys: readonly { workerId: number; date: string }[],
): Promise<ContractDayKey[]> {
  if (keys.length === 0) return [];
  const result = await sql<{ contract_id: number; timesheet_date: string }>`
    SELECT DISTINCT w.contract_id, w.timesheet_date
    FROM worker_days w
    JOIN unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[]) AS k(worker_id, d)
      ON w.worker_id = k.worker_id AND w.timesheet_date = k.d
    WHERE w.project_id = ${projectId} AND w.contract_id IS NOT NULL
  `.execute(db);
  return result.rows.map((r) => ({ contractId: r.contract_id, date: r.timesheet_date }));
}

/** Advisory lock class of contract_days maintenance (the second key is the project id). */
const CONTRACT_DAYS_LOCK = 5005;

/**
 * Recomputes contract_days for these (contract, date) pairs from worker_days, in the caller's
 * transaction. A per-project transaction lock serialises the writers, and each statement reads
 * what is committed when it starts (READ COMMITTED), so two processors touching the same pair
 * cannot leave it counting only one of them. Callers take projects in ascending id order.
 */
export async function refreshContractDays(
  db: Executor,
  projectId: number,
  pairs: readonly ContractDayKey[],
) {
  if (pairs.length === 0) return;
  const unique = new Map(pairs.map((p) => [`${p.contractId}|${p.date}`, p]));
  const contractIds = [...unique.values()].map((p) => p.contractId);
  const dates = [...unique.values()].map((p) => p.date);
  await sql`SELECT pg_advisory_xact_lock(${CONTRACT_DAYS_LOCK}, ${projectId})`.execute(db);
  await sql`
    DELETE FROM contract_days c USING unnest(${contractIds}::int[], ${dates}::date[]) AS k(contract_id, d)
    WHERE c.project_id = ${projectId} AND c.contract_id = k.contract_id AND c.timesheet_date = k.d
  `.execute(db);
  await sql`
    INSERT INTO contract_days (project_id, contract_id, timesheet_date, worker_count, onsite_net_hours,
      gross_hours, day_shift_count, night_shift_count, not_applicable_count)
    SELECT w.project_id, w.contract_id, w.timesheet_date, count(*), sum(w.onsite_net_hours), sum(w.gross_hours),
      count(*) FILTER (WHERE w.shift_type = 'Day'), count(*) FILTER (WHERE w.shift_type = 'Night'),
      count(*) FILTER (WHERE w.shift_type = 'NotApplicable')
    FROM worker_days w
    JOIN unnest(${contractIds}::int[], ${dates}::date[]) AS k(contract_id, d)
      ON w.contract_id = k.contract_id AND w.timesheet_date = k.d
    WHERE w.project_id = ${projectId}
    GROUP BY w.project_id, w.contract_id, w.timesheet_date
  `.execute(db);
}
