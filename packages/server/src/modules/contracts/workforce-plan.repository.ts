import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

export function findProjectDates(db: Executor, projectId: number) {
  // projects belongs to the projects area: read here for the plan's date bounds and "today".
  return db
    .selectFrom('projects')
    .select(['start_date', 'end_date', 'time_zone_id', 'workday_boundary_hour'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** The project's contracts by name, with the total planned hours of each. */
export function listPlanContracts(db: Executor, projectId: number) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'c.contract_id',
      'c.parent_contract_id',
      contractDisplayName.as('display_name'),
      sql<string | null>`(SELECT sum(w.planned_hours) FROM workforce_plan_days w
        WHERE w.project_id = c.project_id AND w.contract_id = c.contract_id)`.as('total_hours'),
    ])
    .where('c.project_id', '=', projectId)
    .orderBy(sql`lower(${contractDisplayName})`)
    .orderBy('c.contract_id')
    .execute();
}

export function listPlanDays(db: Executor, projectId: number, from: string, to: string) {
  return db
    .selectFrom('workforce_plan_days')
    .select(['contract_id', 'plan_date', 'planned_headcount', 'planned_hours', 'source'])
    .where('project_id', '=', projectId)
    .where('plan_date', '>=', from)
    .where('plan_date', '<=', to)
    .execute();
}

export interface PlanDayWrite {
  contractId: number;
  date: string;
  headcount: number;
  hours: number;
}

/** Sets the contract-days in one statement (a day already planned takes the new values). */
export async function upsertPlanDays(
  db: Executor,
  projectId: number,
  days: readonly PlanDayWrite[],
  source: 'manual' | 'upload' | 'import',
  userId: number,
): Promise<number> {
  if (days.length === 0) return 0;
  const result = await sql`
    INSERT INTO workforce_plan_days
      (project_id, contract_id, plan_date, planned_headcount, planned_hours, source,
       updated_by_user_id, updated_at)
    SELECT ${projectId}, d.contract_id, d.plan_date, d.headcount, d.hours, ${source}, ${userId}, now()
      FROM unnest(${days.map((d) => d.contractId)}::int[], ${days.map((d) => d.date)}::date[],
                  ${days.map((d) => d.headcount)}::int[], ${days.map((d) => d.hours)}::numeric[])
           AS d(contract_id, plan_date, headcount, hours)
    ON CONFLICT (project_id, contract_id, plan_date) DO UPDATE SET
      planned_headcount = excluded.planned_headcount,
      planned_hours = excluded.planned_hours,
      source = excluded.source,
      updated_by_user_id = excluded.updated_by_user_id,
      updated_at = excluded.updated_at
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function deletePlanDays(
  db: Executor,
  projectId: number,
  days: readonly { contractId: number; date: string }[],
): Promise<number> {
  if (days.length === 0) return 0;
  const result = await sql`
    DELETE FROM workforce_plan_days w
     USING unnest(${days.map((d) => d.contractId)}::int[], ${days.map((d) => d.date)}::date[])
           AS d(contract_id, plan_date)
     WHERE w.project_id = ${projectId} AND w.contract_id = d.contract_id
       AND w.plan_date = d.plan_date
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** A schedule import's days go: every contract-day the last import wrote (source 'import'). */
export async function deleteImportedDays(db: Executor, projectId: number): Promise<number> {
  const result = await db
    .deleteFrom('workforce_plan_days')
    .where('project_id', '=', projectId)
    .where('source', '=', 'import')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countImportedDays(db: Executor, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('workforce_plan_days')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .where('source', '=', 'import')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
