import { ALERT_FACT_STATUS } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { ZONE_DENSITY } from './alerts.repository.ts';

// The zone-density evaluation's SQL: which projects, who was read where, its state and facts.

/**
 * Every project the density evaluator looks at: those with a rule of an active instance while
 * the configuration's switch is on (no configuration row means on), and those with an open fact.
 */
export async function densityProjects(db: Executor, onlyProjectId?: number) {
  const only = onlyProjectId === undefined ? sql`` : sql`AND p.project_id = ${onlyProjectId}`;
  const rows = await sql<{
    project_id: number;
    time_zone_id: string;
    enabled: boolean;
    rules: { zoneId: number; cutoffValue: number; cutoffMinutes: number }[] | null;
  }>`
    SELECT p.project_id, p.time_zone_id,
      (i.is_active AND coalesce(rc.zone_density_alert_enabled, true)) AS enabled,
      (SELECT json_agg(json_build_object('zoneId', r.project_zone_id,
          'cutoffValue', r.cutoff_value, 'cutoffMinutes', r.cutoff_minutes))
        FROM zone_density_rules r JOIN zones z ON z.project_zone_id = r.project_zone_id
        WHERE r.alert_instance_id = i.alert_instance_id AND r.cutoff_value IS NOT NULL
          AND NOT z.is_archived) AS rules
    FROM projects p
    LEFT JOIN alert_instances i ON i.project_id = p.project_id AND i.alert_type = ${ZONE_DENSITY}
    LEFT JOIN realtime_configurations rc ON rc.project_id = p.project_id
    WHERE (i.alert_instance_id IS NOT NULL
      OR EXISTS (SELECT 1 FROM alert_facts f WHERE f.project_id = p.project_id
        AND f.alert_type = ${ZONE_DENSITY} AND f.status <> ${ALERT_FACT_STATUS.Resolved}))
      ${only}
    ORDER BY p.project_id
  `.execute(db);
  return rows.rows;
}

/** Distinct workers read in each zone in (from, to]. */
export async function workersByZone(db: Executor, projectId: number, from: Date, to: Date) {
  const rows = await db
    .selectFrom('tag_reads')
    .select(['project_zone_id', sql<number[]>`array_agg(DISTINCT worker_id)`.as('workers')])
    .where('project_id', '=', projectId)
    .where('read_at', '>', from)
    .where('read_at', '<=', to)
    .where('worker_id', 'is not', null)
    .where('project_zone_id', 'is not', null)
    .groupBy('project_zone_id')
    .execute();
  return new Map(rows.map((r) => [r.project_zone_id!, r.workers]));
}

/** Only one evaluator per project at a time across instances; the others skip it. */
export async function tryLockDensity(db: Executor, projectId: number): Promise<boolean> {
  const row = await sql<{ locked: boolean }>`
    SELECT pg_try_advisory_xact_lock(hashtext('siteline zone density'), ${projectId}) AS locked
  `.execute(db);
  return row.rows[0]?.locked === true;
}

/**
 * Claims the evaluation of `period` (a number of evaluation periods since the epoch) for the
 * project: true for the first instance to get here in that period, false for every later one.
 * Called under the advisory lock, so the claim and the evaluation commit together.
 */
export async function claimDensityPeriod(
  db: Executor,
  projectId: number,
  period: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('zone_density_runs')
    .values({ project_id: projectId, period, evaluated_at: at })
    .onConflict((oc) =>
      oc
        .column('project_id')
        .doUpdateSet({ period, evaluated_at: at })
        .where('zone_density_runs.period', '<', period),
    )
    .returning('project_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function densityState(db: Executor, projectId: number) {
  return db
    .selectFrom('zone_density_state')
    .select(['project_zone_id', 'over_since'])
    .where('project_id', '=', projectId)
    .execute();
}

export async function saveDensityState(
  db: Executor,
  projectId: number,
  rows: readonly { zoneId: number; overSince: number | null; count: number }[],
  now: Date,
) {
  await db.deleteFrom('zone_density_state').where('project_id', '=', projectId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('zone_density_state')
    .values(
      rows.map((r) => ({
        project_id: projectId,
        project_zone_id: r.zoneId,
        over_since: r.overSince === null ? null : new Date(r.overSince),
        worker_count: r.count,
        evaluated_at: now,
      })),
    )
    .execute();
}

export function openDensityFacts(db: Executor, projectId: number) {
  return db
    .selectFrom('alert_facts')
    .select(['alert_fact_id', 'project_zone_id', 'triggered_at', 'details'])
    .where('project_id', '=', projectId)
    .where('alert_type', '=', ZONE_DENSITY)
    .where('status', '<>', ALERT_FACT_STATUS.Resolved)
    .execute();
}

export async function insertDensityFact(
  db: Executor,
  projectId: number,
  fact: { zoneId: number; at: Date; date: string; details: Record<string, unknown> },
) {
  return db
    .insertInto('alert_facts')
    .values({
      project_id: projectId,
      alert_type: ZONE_DENSITY,
      project_zone_id: fact.zoneId,
      fact_date: fact.date,
      status: ALERT_FACT_STATUS.Active,
      triggered_at: fact.at,
      details: JSON.stringify(fact.details),
    })
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'project_zone_id'])
        .where('alert_type', '=', ZONE_DENSITY)
        .where('status', '<>', ALERT_FACT_STATUS.Resolved)
        .doNothing(),
    )
    .returning(['alert_fact_id', 'triggered_at'])
    .executeTakeFirst();
}

export async function resolveFacts(
  db: Executor,
  projectId: number,
  factIds: readonly number[],
  at: Date,
) {
  if (factIds.length === 0) return;
  await db
    .updateTable('alert_facts')
    .set({ status: ALERT_FACT_STATUS.Resolved, resolved_at: at })
    .where('project_id', '=', projectId)
    .where('alert_fact_id', 'in', factIds)
    .execute();
}
