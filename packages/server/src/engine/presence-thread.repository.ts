import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * The SQL of continuation (docs/domain.md "Timesheet date and continuation") and of the per-worker
 * lock that serialises presence across instances.
 */

/** Advisory lock class of a worker's presence (the second key is the worker id). */
const WORKER_PRESENCE_LOCK = 5006;

/**
 * Serialises presence per worker across instances: held to the end of the caller's transaction,
 * so a second processor summarises the worker only after the first one's writes are committed
 * and can never overwrite a newer summary with an older one. Taken in ascending worker order.
 */
export async function lockWorkers(db: Executor, workerIds: readonly number[]) {
  if (workerIds.length === 0) return;
  const ids = [...new Set(workerIds)].sort((a, b) => a - b);
  await sql`
    SELECT count(pg_advisory_xact_lock(${WORKER_PRESENCE_LOCK}, w))
    FROM (SELECT w FROM unnest(${ids}::int[]) AS w ORDER BY w) s
  `.execute(db);
}

export interface ThreadWindow {
  workerId: number;
  date: string;
  from: Date;
  to: Date;
}

export interface ThreadRow {
  worker_id: number;
  reader_id: number;
  port: number;
  tag: string;
  read_at: Date;
  timesheet_date: string;
}

/**
 * The reads of each worker within [from, to] (continuation's window around a date). A read there
 * is stored on the date before, the date or the date after, which lets the worker-day index
 * find them.
 */
export async function readsInWindows(
  db: Executor,
  projectId: number,
  windows: readonly ThreadWindow[],
): Promise<ThreadRow[]> {
  if (windows.length === 0) return [];
  const col = <T>(f: (w: ThreadWindow) => T) => windows.map(f);
  const result = await sql<ThreadRow>`
    SELECT DISTINCT r.worker_id, r.reader_id, r.port, r.tag, r.read_at, to_char(r.timesheet_date, 'YYYY-MM-DD') AS timesheet_date
    FROM unnest(${col((w) => w.workerId)}::int[], ${col((w) => w.date)}::date[],
      ${col((w) => w.from)}::timestamptz[], ${col((w) => w.to)}::timestamptz[]) AS k(worker_id, d, t0, t1)
    JOIN tag_reads r ON r.project_id = ${projectId} AND r.worker_id = k.worker_id
      AND r.timesheet_date BETWEEN k.d - 1 AND k.d + 1 AND r.read_at BETWEEN k.t0 AND k.t1
    ORDER BY r.worker_id, r.read_at
  `.execute(db);
  return result.rows;
}

/** Moves reads to another timesheet date (continuation). */
export async function setTimesheetDates(
  db: Executor,
  projectId: number,
  rows: readonly (ThreadRow & { date: string })[],
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: ThreadRow & { date: string }) => T) => rows.map(f);
  await sql`
    UPDATE tag_reads t SET timesheet_date = u.d
    FROM unnest(${col((r) => r.reader_id)}::int[], ${col((r) => r.port)}::smallint[], ${col((r) => r.tag)}::text[],
      ${col((r) => r.read_at)}::timestamptz[], ${col((r) => r.date)}::date[]) AS u(reader_id, port, tag, read_at, d)
    WHERE t.project_id = ${projectId} AND t.reader_id = u.reader_id AND t.port = u.port AND t.tag = u.tag
      AND t.read_at = u.read_at
  `.execute(db);
}
