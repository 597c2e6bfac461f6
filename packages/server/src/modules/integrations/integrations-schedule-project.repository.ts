import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { addDays, timesheetDate } from '../../lib/time.ts';
import type { SampleTrade } from './integrations-schedule-samples.ts';

/** A sample's look-ahead: half a year, as a scheduler's look-ahead export would hold. */
const LOOKAHEAD_DAYS = 182;

/**
 * A project's trades as a sample schedule's resources (the demo project's sample files): each
 * trade with a plan still ahead, its crew the average planned headcount of its planned working
 * days (rounded up), from its first contract's start (the project's at the earliest) to its last
 * contract's end, half a year from today at most — the whole schedule a scheduler would export.
 * Read from the plan and the contracts; nothing is written.
 */
export async function projectScheduleTrades(
  db: Executor,
  projectId: number,
  now: Date,
): Promise<{ projectName: string; trades: SampleTrade[] }> {
  const project = await db
    .selectFrom('projects')
    .select(['title', 'time_zone_id', 'workday_boundary_hour', 'start_date'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const today = timesheetDate(now, project.time_zone_id, project.workday_boundary_hour);
  const horizon = addDays(today, LOOKAHEAD_DAYS);
  const rows = await sql<{ trade: string; crew: string; first: string; last: string }>`
    SELECT c.trade,
           ceil(avg(w.planned_headcount)) AS crew,
           to_char(greatest(min(coalesce(c.start_date, ${project.start_date}::date)),
                            ${project.start_date}::date), 'YYYY-MM-DD') AS first,
           to_char(least(max(coalesce(c.end_date, ${horizon}::date)), ${horizon}::date),
                   'YYYY-MM-DD') AS last
      FROM contracts c
      JOIN workforce_plan_days w
        ON w.project_id = c.project_id AND w.contract_id = c.contract_id
       AND w.plan_date <= ${horizon}::date
       AND w.planned_headcount > 0 AND extract(isodow FROM w.plan_date) < 6
     WHERE c.project_id = ${projectId} AND c.trade IS NOT NULL
     GROUP BY c.trade
    HAVING max(w.plan_date) >= ${today}::date
     ORDER BY c.trade`.execute(db);
  return {
    projectName: project.title,
    trades: rows.rows
      .filter((r) => r.first <= r.last)
      .map((r) => ({ name: r.trade, crew: Number(r.crew), start: r.first, finish: r.last })),
  };
}
