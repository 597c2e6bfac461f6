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
  // To date = the months before the date's month (contract_months, kept with contract_days)
  // plus that month's days before the date: a bounded number of rows however old the project.
  // Sums stay exact numeric until the one cast on the way out.
  const result = await sql<ActualRow>`
    WITH bounds AS (
      SELECT date_trunc('month', ${date}::date)::date AS m, date_trunc('month', ${weekBefore}::date)::date AS wm
    ), months AS (
      SELECT c.contract_id,
        sum(c.onsite_net_hours) AS to_date,
        sum(c.onsite_net_hours) FILTER (WHERE c.month < b.wm) AS week_before
      FROM contract_months c, bounds b
      WHERE c.project_id = ${projectId} AND c.month < b.m
      GROUP BY c.contract_id
    ), days AS (
      SELECT d.contract_id,
        sum(d.onsite_net_hours) FILTER (WHERE d.timesheet_date >= b.m AND d.timesheet_date < ${date}) AS to_date,
        sum(d.onsite_net_hours) FILTER (WHERE d.timesheet_date < ${weekBefore}) AS week_before,
        sum(d.worker_count) FILTER (WHERE d.timesheet_date = ${date}) AS onsite
      FROM contract_days d, bounds b
      WHERE d.project_id = ${projectId} AND d.timesheet_date >= least(b.m, b.wm)
        AND d.timesheet_date <= ${date}
      GROUP BY d.contract_id
    )
    SELECT coalesce(m.contract_id, d.contract_id) AS contract_id,
      (coalesce(m.to_date, 0) + coalesce(d.to_date, 0))::float8 AS actual_to_date,
      (coalesce(m.week_before, 0) + coalesce(d.week_before, 0))::float8 AS actual_week_before,
      coalesce(d.onsite, 0)::int AS onsite
    FROM months m FULL JOIN days d ON d.contract_id = m.contract_id
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
  // As actualsAsOf: whole months from workforce_plan_months, the date's month day by day.
  const result = await sql<PlanRow>`
    WITH bounds AS (SELECT date_trunc('month', ${date}::date)::date AS m),
    months AS (
      SELECT p.contract_id,
        sum(p.planned_hours) FILTER (WHERE p.month < b.m) AS to_date,
        sum(p.planned_hours) AS total,
        min(p.first_date) AS first_date, max(p.last_date) AS last_date
      FROM workforce_plan_months p, bounds b
      WHERE p.project_id = ${projectId}
      GROUP BY p.contract_id
    ), days AS (
      SELECT d.contract_id,
        sum(d.planned_hours) FILTER (WHERE d.plan_date < ${date}) AS to_date,
        sum(d.planned_headcount) FILTER (WHERE d.plan_date = ${date}) AS headcount
      FROM workforce_plan_days d, bounds b
      WHERE d.project_id = ${projectId} AND d.plan_date >= b.m AND d.plan_date <= ${date}
      GROUP BY d.contract_id
    )
    SELECT m.contract_id,
      (coalesce(m.to_date, 0) + coalesce(d.to_date, 0))::float8 AS planned_to_date,
      m.total::float8 AS planned_total,
      coalesce(d.headcount, 0)::int AS planned_headcount,
      to_char(m.first_date, 'YYYY-MM-DD') AS first_date,
      to_char(m.last_date, 'YYYY-MM-DD') AS last_date
    FROM months m LEFT JOIN days d ON d.contract_id = m.contract_id
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
