import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

/**
 * Every SQL statement of the dashboards. Worker figures come from contract_days (the engine's
 * per-contract, per-day rollup of worker_days), the plan from workforce_plan_days: a summary reads
 * a few rows per contract and day, never the project's worker-days.
 */

/** hardware_models 2: the NFC reader (0001-core). */
const NFC_READER_MODEL_ID = 2;

export interface ProjectRow {
  time_zone_id: string;
  workday_boundary_hour: number;
  start_date: string;
  end_date: string | null;
  day_shift_start: string | null;
  night_shift_start: string | null;
  has_gates: boolean;
}

export async function findProject(db: Executor, projectId: number) {
  return db
    .selectFrom('projects as p')
    .select([
      'p.time_zone_id',
      'p.workday_boundary_hour',
      'p.start_date',
      'p.end_date',
      'p.day_shift_start',
      'p.night_shift_start',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('zones as z')
            .select('z.project_zone_id')
            .whereRef('z.project_id', '=', 'p.project_id')
            .where('z.is_site_entrance_exit', '=', true)
            .where('z.is_archived', '=', false),
        )
        .as('has_gates'),
    )
    .where('p.project_id', '=', projectId)
    .executeTakeFirst() as Promise<ProjectRow | undefined>;
}

export async function hasNfcReader(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('readers')
    .select('reader_id')
    .where('project_id', '=', projectId)
    .where('hardware_model_id', '=', NFC_READER_MODEL_ID)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ContractRow {
  contract_id: number;
  parent_contract_id: number | null;
  contract_type_id: number;
  trade: string | null;
  division_id: number | null;
  division_name: string | null;
  division_code: string | null;
  is_critical_trade: boolean;
  owner_services: boolean;
  display_name: string;
  start_date: string | null;
  end_date: string | null;
}

export async function listContracts(db: Executor, projectId: number): Promise<ContractRow[]> {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('divisions as d', 'd.division_id', 'c.division_id')
    .select([
      'c.contract_id',
      'c.parent_contract_id',
      'c.contract_type_id',
      'c.trade',
      'c.division_id',
      'd.name as division_name',
      'd.code as division_code',
      'c.is_critical_trade',
      'c.owner_services',
      'c.start_date',
      'c.end_date',
    ])
    .select(contractDisplayName.as('display_name'))
    .where('c.project_id', '=', projectId)
    .orderBy('c.contract_id')
    .execute();
}

export async function findDivision(db: Executor, projectId: number, divisionId: number) {
  return db
    .selectFrom('divisions')
    .select(['division_id', 'name'])
    .where('project_id', '=', projectId)
    .where('division_id', '=', divisionId)
    .executeTakeFirst();
}

/** A contract's own worker figures (not rolled up) as of `date`: "to date" = before `date`. */
export interface ActualRow {
  contract_id: number;
  actual_to_date: number;
  actual_week_before: number;
  onsite: number;
}

export async function actualsAsOf(
  db: Executor,
  projectId: number,
  date: string,
  weekBefore: string,
): Promise<ActualRow[]> {
  const result = await sql<ActualRow>`
    SELECT contract_id,
      coalesce(sum(onsite_net_hours) FILTER (WHERE timesheet_date < ${date}), 0)::float8 AS actual_to_date,
      coalesce(sum(onsite_net_hours) FILTER (WHERE timesheet_date < ${weekBefore}), 0)::float8 AS actual_week_before,
      coalesce(sum(worker_count) FILTER (WHERE timesheet_date = ${date}), 0)::int AS onsite
    FROM contract_days
    WHERE project_id = ${projectId} AND timesheet_date <= ${date}
    GROUP BY contract_id
  `.execute(db);
  return result.rows;
}

/** A contract's own plan figures as of `date`. */
export interface PlanRow {
  contract_id: number;
  planned_to_date: number;
  planned_total: number;
  planned_headcount: number;
  first_date: string | null;
  last_date: string | null;
}

export async function plansAsOf(db: Executor, projectId: number, date: string): Promise<PlanRow[]> {
  const result = await sql<PlanRow>`
    SELECT contract_id,
      coalesce(sum(planned_hours) FILTER (WHERE plan_date < ${date}), 0)::float8 AS planned_to_date,
      sum(planned_hours)::float8 AS planned_total,
      coalesce(sum(planned_headcount) FILTER (WHERE plan_date = ${date}), 0)::int AS planned_headcount,
      to_char(min(plan_date) FILTER (WHERE planned_hours > 0), 'YYYY-MM-DD') AS first_date,
      to_char(max(plan_date) FILTER (WHERE planned_hours > 0), 'YYYY-MM-DD') AS last_date
    FROM workforce_plan_days
    WHERE project_id = ${projectId}
    GROUP BY contract_id
  `.execute(db);
  return result.rows;
}

export interface ShiftRow {
  contract_id: number;
  worker_count: number;
  day_shift_count: number;
  night_shift_count: number;
  not_applicable_count: number;
}

export async function shiftsOn(db: Executor, projectId: number, date: string) {
  return db
    .selectFrom('contract_days')
    .select([
      'contract_id',
      'worker_count',
      'day_shift_count',
      'night_shift_count',
      'not_applicable_count',
    ])
    .where('project_id', '=', projectId)
    .where('timesheet_date', '=', date)
    .execute() as Promise<ShiftRow[]>;
}

export async function unassignedTagCount(db: Executor, projectId: number, date: string) {
  const row = await db
    .selectFrom('unassigned_tag_days')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .where('timesheet_date', '=', date)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
