import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ResolvedRead } from './resolve.ts';

/** What reprocessing a timesheet date rereads and rebuilds (engine.service reprocessDay). */

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
