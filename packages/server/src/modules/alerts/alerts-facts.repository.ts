import { ALERT_FACT_STATUS } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName, inContractScope } from '../../lib/contract-sql.ts';
import { UNAUTHORIZED_PERSON } from './alerts.repository.ts';

/**
 * The facts as the overview reads and changes them (alert_facts is this area's table; workers,
 * contracts, zones, readers and users are read for the words around a fact).
 */

/** A fact that changed, for the push that tells open overviews (and, later, the SMS). */
export interface ChangedFact {
  project_id: number;
  alert_fact_id: number;
  contract_id: number | null;
}

export interface FactRow {
  alert_fact_id: number;
  alert_type: string;
  status: number;
  triggered_at: Date;
  fact_date: string | null;
  details: Record<string, unknown>;
  worker_id: number | null;
  worker_name: string | null;
  contract_id: number | null;
  company_name: string | null;
  project_zone_id: number | null;
  zone_name: string | null;
  reader_id: number | null;
  reader_name: string | null;
  acknowledged_by_name: string | null;
  acknowledged_at: Date | null;
  acknowledge_note: string | null;
}

/**
 * A company-limited member sees the facts of its contracts and the project's own (a reader, a
 * zone, the end date: facts without a contract); `scope` null sees every fact.
 */
function factsQuery(db: Executor, projectId: number, scope: readonly number[] | null) {
  return db
    .selectFrom('alert_facts as f')
    .leftJoin('workers as w', (j) =>
      j.onRef('w.project_id', '=', 'f.project_id').onRef('w.worker_id', '=', 'f.worker_id'),
    )
    .leftJoin('contracts as c', (j) =>
      j.onRef('c.project_id', '=', 'f.project_id').onRef('c.contract_id', '=', 'f.contract_id'),
    )
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('zones as z', (j) =>
      j
        .onRef('z.project_id', '=', 'f.project_id')
        .onRef('z.project_zone_id', '=', 'f.project_zone_id'),
    )
    .leftJoin('readers as r', (j) =>
      j.onRef('r.project_id', '=', 'f.project_id').onRef('r.reader_id', '=', 'f.reader_id'),
    )
    .leftJoin('users as u', 'u.user_id', 'f.acknowledged_by')
    .select([
      'f.alert_fact_id',
      'f.alert_type',
      'f.status',
      'f.triggered_at',
      sql<string | null>`f.fact_date::text`.as('fact_date'),
      sql<Record<string, unknown>>`f.details`.as('details'),
      'f.worker_id',
      sql<string | null>`w.first_name || ' ' || w.last_name`.as('worker_name'),
      'f.contract_id',
      sql<
        string | null
      >`CASE WHEN c.contract_id IS NULL THEN NULL ELSE ${contractDisplayName} END`.as(
        'company_name',
      ),
      'f.project_zone_id',
      'z.zone_name',
      'f.reader_id',
      sql<string | null>`r.manufacturer_serial_number`.as('reader_name'),
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('acknowledged_by_name'),
      'f.acknowledged_at',
      'f.acknowledge_note',
    ])
    .where('f.project_id', '=', projectId)
    .where((eb) =>
      scope === null
        ? eb.val(true)
        : eb.or([eb('f.contract_id', 'is', null), inContractScope('f.contract_id', scope)]),
    );
}

/** The project's active facts the caller may see, newest first. */
export function activeFacts(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
): Promise<FactRow[]> {
  return factsQuery(db, projectId, scope)
    .where('f.status', '=', ALERT_FACT_STATUS.Active)
    .orderBy('f.triggered_at', 'desc')
    .orderBy('f.alert_fact_id', 'desc')
    .limit(5000)
    .execute();
}

/** The facts triggered in [from, to) in the given statuses, newest first (the alerts report). */
export function factsTriggered(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  range: { from: Date; to: Date; statuses: readonly number[] },
): Promise<FactRow[]> {
  return factsQuery(db, projectId, scope)
    .where('f.triggered_at', '>=', range.from)
    .where('f.triggered_at', '<', range.to)
    .where('f.status', 'in', [...range.statuses])
    .orderBy('f.triggered_at', 'desc')
    .orderBy('f.alert_fact_id', 'desc')
    .limit(50_000)
    .execute();
}

export function factById(
  db: Executor,
  projectId: number,
  alertFactId: number,
  scope: readonly number[] | null,
): Promise<FactRow | undefined> {
  return factsQuery(db, projectId, scope)
    .where('f.alert_fact_id', '=', alertFactId)
    .executeTakeFirst();
}

/** Facts by id, with their words, whoever may see them (the SMS to subscribers). */
export function factsByIds(
  db: Executor,
  projectId: number,
  alertFactIds: readonly number[],
): Promise<FactRow[]> {
  if (alertFactIds.length === 0) return Promise.resolve([]);
  return factsQuery(db, projectId, null)
    .where('f.alert_fact_id', 'in', [...alertFactIds])
    .orderBy('f.alert_fact_id')
    .execute();
}

/** Active → Snoozed for so many days or hours from now; answers the fact when it was active. */
export function snooze(
  db: Executor,
  projectId: number,
  alertFactId: number,
  length: { days: number; hours: number },
) {
  return db
    .updateTable('alert_facts')
    .set({
      status: ALERT_FACT_STATUS.Snoozed,
      snoozed_until: sql<Date>`now() + make_interval(days => ${length.days}, hours => ${length.hours})`,
    })
    .where('project_id', '=', projectId)
    .where('alert_fact_id', '=', alertFactId)
    .where('status', '=', ALERT_FACT_STATUS.Active)
    .returning(['project_id', 'alert_fact_id', 'contract_id'])
    .executeTakeFirst();
}

export function acknowledge(
  db: Executor,
  projectId: number,
  alertFactId: number,
  userId: number,
  note: string,
) {
  return db
    .updateTable('alert_facts')
    .set({ acknowledged_by: userId, acknowledged_at: sql`now()`, acknowledge_note: note || null })
    .where('project_id', '=', projectId)
    .where('alert_fact_id', '=', alertFactId)
    .returning(['project_id', 'alert_fact_id', 'contract_id'])
    .executeTakeFirst();
}

/**
 * Snoozes that have ended: the fact is Active again (DOMAIN.md); the rule's next evaluation
 * resolves it if its condition no longer holds. Each fact changes once, whichever instance
 * runs first (the update's own row lock).
 */
export function endSnoozes(db: Executor, now: Date): Promise<ChangedFact[]> {
  return db
    .updateTable('alert_facts')
    .set({ status: ALERT_FACT_STATUS.Active, snoozed_until: null })
    .where('status', '=', ALERT_FACT_STATUS.Snoozed)
    .where('snoozed_until', '<=', now)
    .returning(['project_id', 'alert_fact_id', 'contract_id'])
    .execute();
}

/**
 * docs/domain.md "Unauthorized person": an open fact resolves when the worker has been seen in
 * another zone and not back in this one for `clearMinutes` (at that read), or when its workday
 * has ended (at the workday's end), whichever comes first.
 */
export async function resolveUnauthorized(
  db: Executor,
  now: Date,
  clearMinutes: number,
): Promise<ChangedFact[]> {
  const result = await sql<ChangedFact>`
    WITH due AS (
      SELECT f.alert_fact_id,
        CASE
          WHEN ls.seen_at > f.triggered_at
               AND ls.project_zone_id IS DISTINCT FROM f.project_zone_id
               AND ls.seen_at <= ${now}::timestamptz - make_interval(mins => ${clearMinutes})
            THEN ls.seen_at
          WHEN ${now}::timestamptz >= day_end.at THEN day_end.at
        END AS resolved_at
      FROM alert_facts f
      JOIN projects p ON p.project_id = f.project_id
      LEFT JOIN worker_last_seen ls ON ls.project_id = f.project_id AND ls.worker_id = f.worker_id
      CROSS JOIN LATERAL (
        SELECT ((f.fact_date + 1)::timestamp + make_interval(hours => p.workday_boundary_hour))
          AT TIME ZONE p.time_zone_id AS at
      ) day_end
      WHERE f.alert_type = ${UNAUTHORIZED_PERSON} AND f.status = ${ALERT_FACT_STATUS.Active}
    )
    UPDATE alert_facts f SET status = ${ALERT_FACT_STATUS.Resolved}, resolved_at = due.resolved_at
    FROM due
    WHERE f.alert_fact_id = due.alert_fact_id AND due.resolved_at IS NOT NULL
      AND f.status = ${ALERT_FACT_STATUS.Active}
    RETURNING f.project_id, f.alert_fact_id, f.contract_id
  `.execute(db);
  return result.rows;
}
