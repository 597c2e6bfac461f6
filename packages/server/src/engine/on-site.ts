import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import { inContractScope } from '../lib/contract-sql.ts';

/**
 * DOMAIN.md "On site now", the one rule the home's count and the evacuation snapshot share. It
 * follows the reads themselves, whatever their timesheet date, so a night worker inside after the
 * workday boundary counts.
 *
 * With entrance/exit zones: a worker is inside when the latest In/Out read at one of them is In
 * and less than 16 hours old. When unsure, the person counts (a false "inside" costs a search, a
 * false "outside" a life): a worker read in a zone within the last 60 minutes after the latest
 * gate read (a missed In on the way back, or no gate read at all) is inside too.
 * Without entrance/exit zones: every worker seen in the last 60 minutes.
 */
export const ON_SITE_WINDOW_MS = 16 * 3_600_000;
export const SEEN_RECENTLY_MS = 60 * 60_000;

export interface OnSiteWorker {
  workerId: number;
  contractId: number | null;
  /** The worker's latest read: when and where (the last location of an evacuation). */
  lastSeenAt: Date;
  zoneId: number | null;
  readerId: number;
}

export async function workersOnSite(
  db: Executor,
  projectId: number,
  now: Date,
  scope: readonly number[] | null = null,
  /** Only this worker (the worker record's on-site state). */
  workerId?: number,
): Promise<OnSiteWorker[]> {
  const gateRows = await db
    .selectFrom('zones')
    .select('project_zone_id')
    .where('project_id', '=', projectId)
    .where('is_site_entrance_exit', '=', true)
    .where('is_archived', '=', false)
    .execute();
  const gates = gateRows.map((z) => z.project_zone_id);
  const since = new Date(now.getTime() - ON_SITE_WINDOW_MS);
  const recent = new Date(now.getTime() - SEEN_RECENTLY_MS);
  const scoped = inContractScope('r.contract_id', scope);
  const inWindow = sql`r.project_id = ${projectId} AND r.read_at > ${since} AND r.read_at <= ${now}
    AND r.worker_id IS NOT NULL AND ${scoped}
    AND ${workerId === undefined ? sql`true` : sql`r.worker_id = ${workerId}`}`;
  const atGate = sql`r.project_zone_id = ANY(${gates}::int[]) AND r.read_direction_id IN (2, 3)`;
  const inside =
    gates.length === 0
      ? sql`l.read_at > ${recent}`
      : sql`g.read_direction_id = 2
          OR (z.read_at > ${recent} AND (g.read_at IS NULL OR z.read_at > g.read_at))`;
  const result = await sql<{
    worker_id: number;
    contract_id: number | null;
    read_at: Date;
    project_zone_id: number | null;
    reader_id: number;
  }>`
    WITH latest AS (
      SELECT DISTINCT ON (r.worker_id) r.worker_id, r.contract_id, r.read_at, r.project_zone_id, r.reader_id
      FROM tag_reads r WHERE ${inWindow}
      ORDER BY r.worker_id, r.read_at DESC
    ), gate AS (
      SELECT DISTINCT ON (r.worker_id) r.worker_id, r.read_at, r.read_direction_id
      FROM tag_reads r WHERE ${inWindow} AND ${atGate}
      ORDER BY r.worker_id, r.read_at DESC
    ), zoned AS (
      SELECT DISTINCT ON (r.worker_id) r.worker_id, r.read_at
      FROM tag_reads r WHERE ${inWindow} AND r.project_zone_id IS NOT NULL
        AND NOT r.project_zone_id = ANY(${gates}::int[])
      ORDER BY r.worker_id, r.read_at DESC
    )
    SELECT l.worker_id, l.contract_id, l.read_at, l.project_zone_id, l.reader_id
    FROM latest l
    LEFT JOIN gate g ON g.worker_id = l.worker_id
    LEFT JOIN zoned z ON z.worker_id = l.worker_id
    WHERE ${inside}
    ORDER BY l.worker_id
  `.execute(db);
  return result.rows.map((r) => ({
    workerId: r.worker_id,
    contractId: r.contract_id,
    lastSeenAt: r.read_at,
    zoneId: r.project_zone_id,
    readerId: r.reader_id,
  }));
}
