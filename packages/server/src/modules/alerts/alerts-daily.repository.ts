import { ALERT_FACT_STATUS } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The daily rules' bookkeeping (contract deviation, end date in jeopardy): which projects to look
 * at, and the claim of a project's day, so that several servers evaluate it once.
 */

/** Projects whose rule is on, and those with an open fact of it (to resolve when switched off). */
export async function projectsOf(db: Executor, alertType: string): Promise<number[]> {
  const { rows } = await sql<{ project_id: number }>`
    SELECT project_id FROM alert_instances WHERE alert_type = ${alertType} AND is_active
    UNION
    SELECT DISTINCT project_id FROM alert_facts
    WHERE alert_type = ${alertType} AND status <> ${ALERT_FACT_STATUS.Resolved}
    ORDER BY project_id
  `.execute(db);
  return rows.map((r) => r.project_id);
}

export async function ranOn(db: Executor, projectId: number, alertType: string, date: string) {
  const row = await db
    .selectFrom('alert_daily_runs')
    .select('run_date')
    .where('project_id', '=', projectId)
    .where('alert_type', '=', alertType)
    .where('run_date', '=', date)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims the project's day in the evaluation's transaction: false when another has it. */
export async function claimDay(db: Executor, projectId: number, alertType: string, date: string) {
  const row = await db
    .insertInto('alert_daily_runs')
    .values({ project_id: projectId, alert_type: alertType, run_date: date })
    .onConflict((oc) => oc.doNothing())
    .returning('run_date')
    .executeTakeFirst();
  return row !== undefined;
}
