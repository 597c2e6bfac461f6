import { sql } from 'kysely';
import { numberArray, textArray } from '../db/array-literal.ts';
import type { Executor } from '../db/database.ts';
import type { ResolvedRead } from './resolve.ts';

/**
 * Every SQL statement of ingestion (presence has its own, presence.repository.ts). Bulk
 * statements take column arrays through unnest.
 */

export async function ensurePartition(db: Executor, monthStart: string) {
  await sql`SELECT ensure_tag_read_partition(${monthStart}::date)`.execute(db);
}

/** The first day of every month from the earliest to the latest instant (tag_reads' partitions). */
export function monthsSpanned(ats: readonly number[]): string[] {
  if (ats.length === 0) return [];
  let min = ats[0]!;
  let max = min;
  for (const at of ats) {
    if (at < min) min = at;
    else if (at > max) max = at;
  }
  const months: string[] = [];
  const last = new Date(max);
  for (
    let d = new Date(Date.UTC(new Date(min).getUTCFullYear(), new Date(min).getUTCMonth(), 1));
    d <= last;
    d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
  ) {
    months.push(d.toISOString().slice(0, 10));
  }
  return months;
}

/** A stored read's identity (the table's key), as `insertReads` names the new ones. */
export function readKey(readerId: number, port: number, tag: string, at: number): string {
  return `${readerId}|${port}|${tag}|${at}`;
}

/**
 * Stores a batch in ONE statement, so it is atomic without a transaction and costs one round
 * trip: the reads (once each: the key is reader, port, tag, time), the unassigned-tag tallies and
 * the presence queue entries of the reads that were new. Answers how many were new and, only
 * when some were not (a gateway's retry), which: the keys of `readKey`. Columns go as array
 * literals and times as epoch milliseconds, the cheapest encoding for the driver.
 *
 * The reads were resolved against the configuration of `version`: the statement writes nothing
 * unless that is still the project's version, and answers `current: false` then (the caller
 * resolves them again against the new configuration), so no separate query checks it first.
 */
export async function insertReads(
  db: Executor,
  projectId: number,
  rows: readonly ResolvedRead[],
  version: number,
): Promise<{ current: boolean; fresh: number; freshKeys: string[] | null }> {
  const ints = <T extends number | boolean | null>(f: (r: ResolvedRead) => T) =>
    numberArray(rows.map(f));
  const texts = (f: (r: ResolvedRead) => string | null) => textArray(rows.map(f));
  const result = await sql<{ current: boolean; fresh: number; fresh_keys: string[] | null }>`
    WITH config AS (
      SELECT coalesce((SELECT version FROM engine_config_version WHERE project_id = ${projectId}), 0)
        = ${version}::bigint AS current
    ),
    fresh AS (
      INSERT INTO tag_reads (project_id, reader_id, port, tag, read_at, source, rssi, timesheet_date,
        tag_id, worker_id, contract_id, project_zone_id, read_direction_id, location_name, access_type,
        did_worker_have_access)
      SELECT ${projectId}, reader_id, port, tag, timestamptz 'epoch' + at_ms * interval '1 millisecond',
        source, rssi, timesheet_date, tag_id, worker_id, contract_id, project_zone_id, read_direction_id,
        location_name, access_type, did_worker_have_access
      FROM unnest(
        ${ints((r) => r.readerId)}::int[], ${ints((r) => r.port)}::smallint[], ${texts((r) => r.tag)}::text[],
        ${ints((r) => r.at)}::bigint[], ${ints((r) => r.source)}::smallint[],
        ${ints((r) => r.rssi)}::smallint[], ${texts((r) => r.timesheetDate)}::date[], ${ints((r) => r.tagId)}::int[],
        ${ints((r) => r.workerId)}::int[], ${ints((r) => r.contractId)}::int[], ${ints((r) => r.zoneId)}::int[],
        ${ints((r) => r.direction)}::smallint[], ${texts((r) => r.locationName)}::text[],
        ${ints((r) => r.accessType)}::smallint[], ${ints((r) => r.hadAccess)}::bool[])
        AS u(reader_id, port, tag, at_ms, source, rssi, timesheet_date, tag_id, worker_id, contract_id,
          project_zone_id, read_direction_id, location_name, access_type, did_worker_have_access)
      WHERE (SELECT current FROM config)
      ON CONFLICT DO NOTHING
      RETURNING reader_id, port, tag, read_at, worker_id, timesheet_date
    ),
    unassigned AS (
      INSERT INTO unassigned_tag_days AS u (project_id, timesheet_date, tag, first_seen_at, last_seen_at, read_count)
      SELECT ${projectId}::int, timesheet_date, tag, min(read_at), max(read_at), count(*)::int
      FROM fresh WHERE worker_id IS NULL
      GROUP BY timesheet_date, tag
      -- One order for every batch, so concurrent batches take these row locks alike.
      ORDER BY timesheet_date, tag
      ON CONFLICT (project_id, timesheet_date, tag) DO UPDATE SET
        first_seen_at = least(u.first_seen_at, excluded.first_seen_at),
        last_seen_at = greatest(u.last_seen_at, excluded.last_seen_at),
        read_count = u.read_count + excluded.read_count
    ),
    queued AS (
      INSERT INTO presence_dirty (project_id, worker_id, timesheet_date, first_read_at)
      SELECT ${projectId}::int, worker_id, timesheet_date, min(read_at) FROM fresh WHERE worker_id IS NOT NULL
      GROUP BY worker_id, timesheet_date
    ),
    -- The earliest read each reader has sent (a first placement applies from it). Rows are
    -- written, and so locked, only when a batch goes further back than any before it, in one
    -- order for every batch.
    earliest AS (
      SELECT r.reader_id, e.at FROM readers r
      JOIN (SELECT reader_id, min(read_at) AS at FROM fresh GROUP BY reader_id) e USING (reader_id)
      WHERE r.project_id = ${projectId} AND (r.first_read_at IS NULL OR r.first_read_at > e.at)
      ORDER BY r.reader_id
      FOR UPDATE OF r
    ),
    pushed_back AS (
      UPDATE readers r SET first_read_at = least(r.first_read_at, earliest.at)
      FROM earliest WHERE r.project_id = ${projectId} AND r.reader_id = earliest.reader_id
    ),
    counted AS (SELECT count(*)::int AS n FROM fresh)
    SELECT (SELECT current FROM config) AS current, counted.n AS fresh,
      CASE WHEN counted.n < ${rows.length}::int THEN (
        SELECT array_agg(reader_id || '|' || port || '|' || tag || '|' ||
          (extract(epoch FROM read_at) * 1000)::bigint) FROM fresh)
      END AS fresh_keys
    FROM counted
  `.execute(db);
  const row = result.rows[0]!;
  return {
    current: row.current,
    fresh: row.fresh,
    freshKeys: row.fresh_keys ?? (row.fresh < rows.length ? [] : null),
  };
}

/** Every batch counts as hearing from its readers (DOMAIN.md reader status). */
export async function markReadersHeard(
  db: Executor,
  projectId: number,
  readerIds: readonly number[],
) {
  if (readerIds.length === 0) return;
  await sql`
    UPDATE readers SET last_heard_at = greatest(last_heard_at, now()), first_heard_at = coalesce(first_heard_at, now())
    WHERE project_id = ${projectId} AND reader_id = ANY(${readerIds}::int[])
  `.execute(db);
}

export async function recordReaderStatus(
  db: Executor,
  projectId: number,
  readerId: number,
  status: { powerStatus: number; batteryLevel: number | null },
) {
  await sql`
    UPDATE readers SET
      last_heard_at = greatest(last_heard_at, now()),
      first_heard_at = coalesce(first_heard_at, now()),
      power_status_since = CASE WHEN power_status = ${status.powerStatus} AND power_status_since IS NOT NULL
                                THEN power_status_since ELSE now() END,
      power_status = ${status.powerStatus},
      battery_level = ${status.batteryLevel}
    WHERE project_id = ${projectId} AND reader_id = ${readerId}
  `.execute(db);
}

export function findReaderId(db: Executor, projectId: number, serial: string) {
  return db
    .selectFrom('readers')
    .select('reader_id')
    .where('project_id', '=', projectId)
    .where('manufacturer_serial_number', '=', serial)
    .executeTakeFirst();
}
