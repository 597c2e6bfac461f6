import { ALERT_FACT_STATUS } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';

export const END_DATE = 'EndDate';

export async function cutOffDays(db: Executor, projectId: number): Promise<number | null> {
  const row = await db
    .selectFrom('alert_end_dates')
    .select('cut_off_days')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.cut_off_days ?? null;
}

export function saveCutOffDays(db: Executor, projectId: number, days: number) {
  return db
    .insertInto('alert_end_dates')
    .values({ project_id: projectId, cut_off_days: days })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ cut_off_days: days }))
    .execute();
}

/** The project's one open fact while in jeopardy; out of it (or the rule off), resolved now. */
export async function applyJeopardy(
  db: Executor,
  projectId: number,
  jeopardy: { date: string; lastForecastDate: string; projectedFinishDate: string | null } | null,
  now: Date,
): Promise<{ raised: ChangedFact[]; resolved: ChangedFact[] }> {
  if (jeopardy) {
    const raised = await db
      .insertInto('alert_facts')
      .values({
        project_id: projectId,
        alert_type: END_DATE,
        fact_date: jeopardy.date,
        status: ALERT_FACT_STATUS.Active,
        triggered_at: now,
        details: JSON.stringify({
          LastForecastDate: jeopardy.lastForecastDate,
          ProjectedFinishDate: jeopardy.projectedFinishDate,
        }),
      })
      .onConflict((oc) =>
        oc
          .column('project_id')
          .where('alert_type', '=', END_DATE)
          .where('status', '<>', ALERT_FACT_STATUS.Resolved)
          .doNothing(),
      )
      .returning(['project_id', 'alert_fact_id', 'contract_id'])
      .execute();
    return { raised, resolved: [] };
  }
  const resolved = await db
    .updateTable('alert_facts')
    .set({ status: ALERT_FACT_STATUS.Resolved, resolved_at: now })
    .where('project_id', '=', projectId)
    .where('alert_type', '=', END_DATE)
    .where('status', '<>', ALERT_FACT_STATUS.Resolved)
    .returning(['project_id', 'alert_fact_id', 'contract_id'])
    .execute();
  return { raised: [], resolved };
}
