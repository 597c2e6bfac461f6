import { ALERT_FACT_STATUS } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { clearListed } from './alerts-listed.repository.ts';

export const REALTIME_PERSON = 'RealtimePerson';

/** A listed worker's first read of a day in a live batch (DOMAIN.md "Realtime person"). */
export interface Arrival {
  workerId: number;
  contractId: number | null;
  zoneId: number | null;
  readerId: number;
  /** The read's timesheet date: one fact per worker and day. */
  date: string;
  at: Date;
}

/** Replaces the rows the caller may see; the others' stay (a company-limited editor). */
export async function replaceRealtimePersons(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  workerIds: readonly number[],
) {
  await clearListed(db, 'alert_realtime_persons', projectId, scope);
  if (workerIds.length === 0) return;
  await db
    .insertInto('alert_realtime_persons')
    .values(workerIds.map((id) => ({ project_id: projectId, worker_id: id })))
    .execute();
}

/** The workers whose arrival raises a fact now: listed, with the alert on. */
export async function listedWorkerIds(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('alert_realtime_persons as k')
    .innerJoin('alert_instances as i', (j) =>
      j
        .onRef('i.project_id', '=', 'k.project_id')
        .on('i.alert_type', '=', REALTIME_PERSON)
        .on('i.is_active', '=', true),
    )
    .select('k.worker_id')
    .where('k.project_id', '=', projectId)
    .execute();
  return rows.map((r) => r.worker_id);
}

/**
 * One fact per worker and day, at the first read the batch has of that day; a fact that exists
 * stays as it is (a retried batch, or a later one, changes nothing).
 */
export function insertArrivals(
  db: Executor,
  projectId: number,
  arrivals: readonly Arrival[],
): Promise<ChangedFact[]> {
  if (arrivals.length === 0) return Promise.resolve([]);
  return db
    .insertInto('alert_facts')
    .values(
      arrivals.map((a) => ({
        project_id: projectId,
        alert_type: REALTIME_PERSON,
        worker_id: a.workerId,
        project_zone_id: a.zoneId,
        contract_id: a.contractId,
        reader_id: a.readerId,
        fact_date: a.date,
        status: ALERT_FACT_STATUS.Active,
        triggered_at: a.at,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'worker_id', 'fact_date'])
        .where('alert_type', '=', REALTIME_PERSON)
        .doNothing(),
    )
    .returning(['project_id', 'alert_fact_id', 'contract_id'])
    .execute();
}

/**
 * docs/domain.md "Realtime person": an arrival is news for its day. An open fact resolves at the
 * end of its workday, or now when its worker is taken off the list or the alert is switched off.
 */
export async function resolveArrivals(
  db: Executor,
  now: Date,
  onlyProjectId?: number,
): Promise<ChangedFact[]> {
  const only = onlyProjectId === undefined ? sql`true` : sql`f.project_id = ${onlyProjectId}`;
  const result = await sql<ChangedFact>`
    WITH due AS (
      SELECT f.alert_fact_id,
        CASE
          WHEN ${now}::timestamptz >= day_end.at THEN day_end.at
          WHEN k.worker_id IS NULL OR i.is_active IS NOT TRUE THEN ${now}::timestamptz
        END AS resolved_at
      FROM alert_facts f
      JOIN projects p ON p.project_id = f.project_id
      LEFT JOIN alert_realtime_persons k ON k.project_id = f.project_id AND k.worker_id = f.worker_id
      LEFT JOIN alert_instances i ON i.project_id = f.project_id AND i.alert_type = ${REALTIME_PERSON}
      CROSS JOIN LATERAL (
        SELECT ((f.fact_date + 1)::timestamp + make_interval(hours => p.workday_boundary_hour))
          AT TIME ZONE p.time_zone_id AS at
      ) day_end
      WHERE f.alert_type = ${REALTIME_PERSON} AND f.status <> ${ALERT_FACT_STATUS.Resolved}
        AND ${only}
    )
    UPDATE alert_facts f SET status = ${ALERT_FACT_STATUS.Resolved}, resolved_at = due.resolved_at
    FROM due
    WHERE f.alert_fact_id = due.alert_fact_id AND due.resolved_at IS NOT NULL
      AND f.status <> ${ALERT_FACT_STATUS.Resolved}
    RETURNING f.project_id, f.alert_fact_id, f.contract_id
  `.execute(db);
  return result.rows;
}
