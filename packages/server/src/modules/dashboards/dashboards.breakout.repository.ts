import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ActualRow, PlanRow } from './dashboards.repository.ts';

/**
 * The breakout's SQL: one scan of contract_days and one of workforce_plan_days give the figures
 * as of today (as actualsAsOf and plansAsOf), the range's sums per contract and the series' days;
 * the months outside the dates asked about come from the month totals, so the scans are bounded
 * by the range, not by the project's age.
 */

/** The dates a breakout asks about; "to date" figures are taken as of `today`. */
export interface BreakoutDates {
  today: string;
  weekBefore: string;
  start: string;
  end: string;
}

/** A contract's figures of a breakout: as of today (as actualsAsOf), and over the range. */
export interface BreakoutActualRow extends ActualRow {
  actual_in_range: number;
  actual_in_range_before_today: number;
}
/** A contract's plan in a breakout: as of today (as plansAsOf), and over the range. */
export interface BreakoutPlanRow extends PlanRow {
  planned_in_range: number;
  planned_in_range_before_today: number;
}
/** One date of the range, summed over the breakout's selection. */
export interface SelectionDay {
  date: string;
  hours: number;
  headcount: number;
}

interface SelectionSums {
  selected_hours: number;
  selected_headcount: number;
}

/**
 * OFFSET 0 keeps the inner SELECT from being folded into the outer one, so each row's cast to
 * float8, range test and selection test are worked out once rather than once per aggregate and
 * grouping set: a third less time on a year-long project (bench/README.md "Dashboards").
 */
const ONCE_PER_ROW = sql`OFFSET 0`;

/** A grouping-sets row: a contract's (date null) or a date's (contract_id null). */
type GroupedRow<T> = T & { contract_id: number | null; date: string | null };

function split<T>(rows: readonly GroupedRow<T>[]) {
  const contracts: (T & { contract_id: number })[] = [];
  const days: (T & { date: string })[] = [];
  for (const row of rows) {
    if (row.date === null) contracts.push(row as T & { contract_id: number });
    else days.push(row as T & { date: string });
  }
  return { contracts, days };
}

/**
 * Everything a breakout reads from contract_days in ONE scan: per contract (the first grouping
 * set) its figures as of today and over the range; per date of the range (the second) the
 * selection's hours and headcount.
 */
export async function breakoutActuals(
  db: Executor,
  projectId: number,
  dates: BreakoutDates,
  selection: readonly number[],
) {
  const { today, weekBefore, start, end } = dates;
  // Days from the month of the earliest date asked about; the months before it come from
  // contract_months, one row per contract dated the day before that month (before every date
  // asked about, outside the range): a bounded scan however old the project.
  const result = await sql<GroupedRow<BreakoutActualRow & SelectionSums>>`
    WITH since AS (
      SELECT date_trunc('month', least(${today}::date, ${weekBefore}::date, ${start}::date))::date AS m
    )
    SELECT contract_id, to_char(timesheet_date, 'YYYY-MM-DD') AS date,
      coalesce(sum(h) FILTER (WHERE timesheet_date < ${today}), 0)::float8 AS actual_to_date,
      coalesce(sum(h) FILTER (WHERE timesheet_date < ${weekBefore}), 0)::float8 AS actual_week_before,
      coalesce(sum(worker_count) FILTER (WHERE timesheet_date = ${today}), 0)::int AS onsite,
      coalesce(sum(h) FILTER (WHERE in_range), 0)::float8 AS actual_in_range,
      coalesce(sum(h) FILTER (WHERE in_range AND timesheet_date < ${today}), 0)::float8 AS actual_in_range_before_today,
      coalesce(sum(h) FILTER (WHERE selected), 0)::float8 AS selected_hours,
      coalesce(sum(worker_count) FILTER (WHERE selected), 0)::int AS selected_headcount
    FROM (
      SELECT contract_id, timesheet_date, worker_count, onsite_net_hours AS h,
        timesheet_date BETWEEN ${start} AND ${end} AS in_range,
        contract_id = ANY(${selection}::int[]) AS selected
      FROM contract_days, since
      WHERE project_id = ${projectId} AND timesheet_date >= since.m
        AND timesheet_date <= greatest(${today}::date, ${end}::date)
      UNION ALL
      SELECT contract_id, (since.m - 1) AS timesheet_date, 0 AS worker_count, sum(onsite_net_hours),
        false, false
      FROM contract_months, since
      WHERE project_id = ${projectId} AND month < since.m
      GROUP BY contract_id, since.m
      ${ONCE_PER_ROW}
    ) t
    GROUP BY GROUPING SETS ((contract_id), (timesheet_date))
    HAVING GROUPING(timesheet_date) = 1 OR timesheet_date BETWEEN ${start} AND ${end}
  `.execute(db);
  const { contracts, days } = split(result.rows);
  return {
    contracts: contracts as BreakoutActualRow[],
    days: days.map((d): SelectionDay => ({
      date: d.date,
      hours: d.selected_hours,
      headcount: d.selected_headcount,
    })),
  };
}

/** The plan's half of a breakout, in one scan of workforce_plan_days (see breakoutActuals). */
export async function breakoutPlans(
  db: Executor,
  projectId: number,
  dates: BreakoutDates,
  selection: readonly number[],
) {
  const { today, start, end } = dates;
  // As breakoutActuals: the days of the months from the earliest to the latest date asked
  // about, and for the months before and after them one row per contract from
  // workforce_plan_months (its total and its first and last planned days), dated outside the
  // range and before or after today, so the plan's total and span stay whole.
  const result = await sql<GroupedRow<BreakoutPlanRow & SelectionSums>>`
    WITH span AS (
      SELECT date_trunc('month', least(${today}::date, ${start}::date))::date AS m,
        (date_trunc('month', greatest(${today}::date, ${end}::date)) + interval '1 month')::date AS n
    )
    SELECT contract_id, to_char(plan_date, 'YYYY-MM-DD') AS date,
      coalesce(sum(h) FILTER (WHERE plan_date < ${today}), 0)::float8 AS planned_to_date,
      sum(h)::float8 AS planned_total,
      coalesce(sum(planned_headcount) FILTER (WHERE plan_date = ${today}), 0)::int AS planned_headcount,
      to_char(min(first_date), 'YYYY-MM-DD') AS first_date,
      to_char(max(last_date), 'YYYY-MM-DD') AS last_date,
      coalesce(sum(h) FILTER (WHERE in_range), 0)::float8 AS planned_in_range,
      coalesce(sum(h) FILTER (WHERE in_range AND plan_date < ${today}), 0)::float8 AS planned_in_range_before_today,
      coalesce(sum(h) FILTER (WHERE selected), 0)::float8 AS selected_hours,
      coalesce(sum(planned_headcount) FILTER (WHERE selected), 0)::int AS selected_headcount
    FROM (
      SELECT contract_id, plan_date, planned_headcount, planned_hours AS h,
        CASE WHEN planned_hours > 0 THEN plan_date END AS first_date,
        CASE WHEN planned_hours > 0 THEN plan_date END AS last_date,
        plan_date BETWEEN ${start} AND ${end} AS in_range,
        contract_id = ANY(${selection}::int[]) AS selected
      FROM workforce_plan_days, span
      WHERE project_id = ${projectId} AND plan_date >= span.m AND plan_date < span.n
      UNION ALL
      SELECT contract_id, CASE WHEN month < span.m THEN span.m - 1 ELSE span.n END,
        0, sum(planned_hours), min(first_date), max(last_date), false, false
      FROM workforce_plan_months, span
      WHERE project_id = ${projectId} AND (month < span.m OR month >= span.n)
      GROUP BY contract_id, month < span.m, span.m, span.n
      ${ONCE_PER_ROW}
    ) t
    GROUP BY GROUPING SETS ((contract_id), (plan_date))
    HAVING GROUPING(plan_date) = 1 OR plan_date BETWEEN ${start} AND ${end}
  `.execute(db);
  const { contracts, days } = split(result.rows);
  return {
    contracts: contracts as BreakoutPlanRow[],
    days: days.map((d): SelectionDay => ({
      date: d.date,
      hours: d.selected_hours,
      headcount: d.selected_headcount,
    })),
  };
}
