import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * The SQL of continuation (docs/domain.md "Timesheet date and continuation") and of the per-worker
 * lock that serialises presence across instances.
 */

/**
 * Advisory lock classes per worker (the second key is the worker id): presence's, and the zone
 * summary's (zone-days.ts), which serialises its own rounds without holding presence up.
 */
export const WORKER_LOCK = { presence: 5006, zoneSummary: 5007 } as const;

/**
 * Serialises presence per worker across instances: held to the end of the caller's transaction,
 * so a second processor summarises the worker only after the first one's writes are committed
 * and can never overwrite a newer summary with an older one. Taken in ascending worker order.
 */
export async function lockWorkers(
  db: Executor,
  workerIds: readonly number[],
  lockClass: number = WORKER_LOCK.presence,
) {
  if (workerIds.length === 0) return;
  const ids = [...new Set(workerIds)].sort((a, b) => a - b);
  await sql`
    SELECT count(pg_advisory_xact_lock(${lockClass}, w))
    FROM (SELECT w FROM unnest(${ids}::int[]) AS w ORDER BY w) s
  `.execute(db);
}

/** A worker's reads around one workday boundary: the only reads continuation can re-date. */
export interface ThreadRange {
  workerId: number;
  /** The date whose boundary this is (reads after it belong to it, or continue the day before). */
  date: string;
  /** The boundary's instant. */
  boundary: Date;
}

export interface ThreadRow {
  worker_id: number;
  reader_id: number;
  port: number;
  tag: string;
  read_at: Date;
  /** The date the read is stored on. */
  timesheet_date: string;
  /** The date continuation gives it (docs/domain.md), different from the stored one. */
  date: string;
}

/**
 * DOMAIN.md "Continuation", worked out in PostgreSQL: the reads around these boundaries whose
 * timesheet date must change. Equal to `continuedDates` (presence.ts) over each worker's reads in
 * time order, looking only where it can change anything: a read continues the day before its own
 * when it is less than `limitMs` past its date's boundary and the worker's presence is unbroken
 * (reads less than `gapMs` apart) since a read before that boundary — so only reads from
 * `gapMs` before a boundary to `limitMs` after it take part, and a read outside every such range
 * keeps its own date. Only the reads that move cross the wire.
 */
export async function movedReads(
  db: Executor,
  projectId: number,
  ranges: readonly ThreadRange[],
  rules: { gapMs: number; limitMs: number },
): Promise<ThreadRow[]> {
  if (ranges.length === 0) return [];
  const gap = sql`make_interval(secs => ${rules.gapMs / 1000})`;
  const limit = sql`make_interval(secs => ${rules.limitMs / 1000})`;
  const result = await sql<ThreadRow>`
    WITH k AS (
      SELECT * FROM unnest(${ranges.map((x) => x.workerId)}::int[], ${ranges.map((x) => x.date)}::date[],
        ${ranges.map((x) => x.boundary)}::timestamptz[]) AS k(worker_id, d, b)
    ), open AS MATERIALIZED (
      -- Only where a read is stored on the day before within the range (one before the boundary,
      -- a presence could run over it, or one that continues that day already) and a read lies
      -- past the boundary within the limit (on either date): only such a read can change date.
      -- Two index probes; elsewhere every read keeps its own date — a night's reads before the
      -- boundary are never read again round after round.
      SELECT k.* FROM k
      -- (date, time) compared as rows: only the worker index can use that, so even the fresh
      -- month's partition, whose statistics still say it is empty, is probed through it.
      CROSS JOIN LATERAL (SELECT 1 FROM tag_reads p WHERE p.project_id = ${projectId}
          AND p.worker_id = k.worker_id
          AND (p.timesheet_date, p.read_at) >= (k.d - 1, k.b - ${gap})
          AND (p.timesheet_date, p.read_at) < (k.d - 1, k.b + ${limit}) LIMIT 1) p
      -- A read of the day before at or past the boundary (continued), or a read of the day itself
      -- within the limit (never before its own boundary): one range of the worker index.
      CROSS JOIN LATERAL (SELECT 1 FROM tag_reads a WHERE a.project_id = ${projectId}
          AND a.worker_id = k.worker_id
          AND (a.timesheet_date, a.read_at) >= (k.d - 1, k.b)
          AND (a.timesheet_date, a.read_at) < (k.d, k.b + ${limit}) LIMIT 1) a
    ), r AS (
      -- Per range, through the worker index (the row comparisons again): on the day before, from
      -- the gap before the boundary on; on the day itself, up to the limit after it. A read of
      -- the day itself is never before its boundary, nor a read continued from the next day
      -- before the limit, so this is exactly the range.
      SELECT k.worker_id, r.reader_id, r.port, r.tag, r.read_at, r.timesheet_date, k.d, k.b,
        CASE WHEN r.read_at - lag(r.read_at) OVER w < ${gap} THEN 0 ELSE 1 END AS starts
      FROM open k
      CROSS JOIN LATERAL (
        SELECT * FROM tag_reads r WHERE r.project_id = ${projectId} AND r.worker_id = k.worker_id
          AND (r.timesheet_date, r.read_at) >= (k.d - 1, k.b - ${gap})
          AND (r.timesheet_date, r.read_at) < (k.d, k.b + ${limit})
      ) r
      WINDOW w AS (PARTITION BY k.worker_id, k.d ORDER BY r.read_at)
    ), islands AS (
      SELECT r.*, sum(r.starts) OVER (PARTITION BY r.worker_id, r.d ORDER BY r.read_at) AS island
      FROM r
    ), dated AS (
      SELECT i.*, CASE
          WHEN i.read_at < i.b THEN i.d - 1
          WHEN min(i.read_at) OVER (PARTITION BY i.worker_id, i.d, i.island) < i.b THEN i.d - 1
          ELSE i.d END AS date
      FROM islands i
    )
    SELECT worker_id, reader_id, port, tag, read_at,
      to_char(timesheet_date, 'YYYY-MM-DD') AS timesheet_date, to_char(date, 'YYYY-MM-DD') AS date
    FROM dated
    WHERE date <> timesheet_date
  `.execute(db);
  return result.rows;
}

/** Moves reads to another timesheet date (continuation). */
export async function setTimesheetDates(
  db: Executor,
  projectId: number,
  rows: readonly ThreadRow[],
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: ThreadRow) => T) => rows.map(f);
  await sql`
    UPDATE tag_reads t SET timesheet_date = u.d
    FROM unnest(${col((r) => r.reader_id)}::int[], ${col((r) => r.port)}::smallint[], ${col((r) => r.tag)}::text[],
      ${col((r) => r.read_at)}::timestamptz[], ${col((r) => r.date)}::date[]) AS u(reader_id, port, tag, read_at, d)
    WHERE t.project_id = ${projectId} AND t.reader_id = u.reader_id AND t.port = u.port AND t.tag = u.tag
      AND t.read_at = u.read_at
  `.execute(db);
}
