import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ResolvedRead } from './resolve.ts';

/**
 * Every SQL statement of ingestion (presence has its own, presence.repository.ts). Bulk
 * statements take column arrays through unnest.
 */

export async function ensurePartition(db: Executor, monthStart: string) {
  await sql`SELECT ensure_tag_read_partition(${monthStart}::date)`.execute(db);
}

/**
 * Stores a batch in ONE statement, so it is atomic without a transaction and costs one round
 * trip: the reads (once each: the key is reader, port, tag, time), the unassigned-tag tallies and
 * the presence queue entries of the reads that were new. Answers the new reads' keys.
 */
export async function insertReads(db: Executor, projectId: number, rows: readonly ResolvedRead[]) {
  const col = <T>(f: (r: ResolvedRead) => T) => rows.map(f);
  const result = await sql<{ reader_id: number; port: number; tag: string; read_at: Date }>`
    WITH fresh AS (
      INSERT INTO tag_reads (project_id, reader_id, port, tag, read_at, source, rssi, timesheet_date,
        tag_id, worker_id, contract_id, project_zone_id, read_direction_id, location_name, access_type,
        did_worker_have_access)
      SELECT ${projectId}, * FROM unnest(
        ${col((r) => r.readerId)}::int[], ${col((r) => r.port)}::smallint[], ${col((r) => r.tag)}::text[],
        ${col((r) => new Date(r.at))}::timestamptz[], ${col((r) => r.source)}::smallint[],
        ${col((r) => r.rssi)}::smallint[], ${col((r) => r.timesheetDate)}::date[], ${col((r) => r.tagId)}::int[],
        ${col((r) => r.workerId)}::int[], ${col((r) => r.contractId)}::int[], ${col((r) => r.zoneId)}::int[],
        ${col((r) => r.direction)}::smallint[], ${col((r) => r.locationName)}::text[],
        ${col((r) => r.accessType)}::smallint[], ${col((r) => r.hadAccess)}::bool[])
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
      INSERT INTO presence_dirty (project_id, worker_id, timesheet_date)
      SELECT DISTINCT ${projectId}::int, worker_id, timesheet_date FROM fresh WHERE worker_id IS NOT NULL
    )
    SELECT reader_id, port, tag, read_at FROM fresh
  `.execute(db);
  return result.rows;
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
