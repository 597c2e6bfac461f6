import { SAFE_PROX_TAG_TYPE_ID } from '@siteline/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

/**
 * The reports' reads (reports own no figures: worker_days, contract_days, unassigned_tag_days and
 * tag_reads are the engine's, alert facts the alerts area's). Each report is one statement over
 * the engine's tables, grouped in PostgreSQL; hours are summed as exact numeric and rounded once,
 * to two decimals, on the way out.
 */

export interface ProjectFacts {
  title: string;
  time_zone_id: string;
  workday_boundary_hour: number;
  show_contact_information: boolean;
  country_code: string;
}

export function projectFacts(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select([
      'title',
      'time_zone_id',
      'workday_boundary_hour',
      'show_contact_information',
      'country_code',
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirst() as Promise<ProjectFacts | undefined>;
}

export interface ContractRow {
  contract_id: number;
  parent_contract_id: number | null;
  contract_type_id: number;
  company_name: string;
  prime_company_name: string;
  trade: string | null;
  is_critical_trade: boolean;
  owner_services: boolean;
  start_date: string | null;
  end_date: string | null;
}

/** Every contract of the project with its name and its prime's (a prime's own for a prime). */
export async function contracts(db: Executor, projectId: number): Promise<ContractRow[]> {
  const result = await sql<ContractRow>`
    SELECT c.contract_id, c.parent_contract_id, c.contract_type_id,
      ${contractDisplayName} AS company_name,
      coalesce(pc.display_name, pco.name, pc.trade, ${contractDisplayName}) AS prime_company_name,
      coalesce(c.trade, c.trade_other) AS trade, c.is_critical_trade, c.owner_services,
      c.start_date, c.end_date
    FROM contracts c
    LEFT JOIN companies co ON co.company_id = c.company_id
    LEFT JOIN contracts pc ON pc.project_id = c.project_id AND pc.contract_id = c.parent_contract_id
    LEFT JOIN companies pco ON pco.company_id = pc.company_id
    WHERE c.project_id = ${projectId}
    ORDER BY c.contract_id`.execute(db);
  return result.rows;
}

/** The tag types of the project's badges (spec 002 §7: the SafeProx file needs type 5). */
export function tagTypesInUse(db: Executor, projectId: number) {
  return db
    .selectFrom('tag_types as tt')
    .select([
      'tt.tag_type_id as TagTypeId',
      'tt.name as Name',
      'tt.wireless_protocol as WirelessProtocol',
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tags as t')
          .select('t.tag_id')
          .where('t.project_id', '=', projectId)
          .whereRef('t.tag_type_id', '=', 'tt.tag_type_id'),
      ),
    )
    .orderBy('tt.tag_type_id')
    .execute();
}

export function zoneName(db: Executor, projectId: number, zoneId: number) {
  return db
    .selectFrom('zones')
    .select('zone_name')
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .executeTakeFirst();
}

/** The zone and every zone inside it, as a CTE named `sub` (column project_zone_id). */
export function zoneSubtree(projectId: number, zoneIds: readonly number[]): RawBuilder<unknown> {
  return sql`sub AS (
      SELECT project_zone_id FROM zones
      WHERE project_id = ${projectId} AND project_zone_id = ANY(${zoneIds}::int[])
      UNION
      SELECT z.project_zone_id FROM zones z JOIN sub ON z.parent_project_zone_id = sub.project_zone_id
      WHERE z.project_id = ${projectId}
    )`;
}

export interface DayCountRow {
  contract_id: number;
  timesheet_date: string;
  workers: number;
  day_shift: number;
  night_shift: number;
  not_applicable: number;
  /** Null in the zone variant (a zone's hours are the zone report's). */
  net_hours: number | null;
  gross_hours: number | null;
}

/**
 * Headcount per contract per date over [from, to]: the engine's contract_days rollup for the
 * site; for a zone, the worker-days with a read in the zone (or one inside it) that date; for the
 * SafeProx variant, the worker-days of workers wearing a SafeProx badge that date (assigned and
 * switched on).
 */
export async function headcounts(
  db: Executor,
  projectId: number,
  from: string,
  to: string,
  variant: { zoneId: number | null; safeProx: boolean },
): Promise<DayCountRow[]> {
  const { zoneId, safeProx } = variant;
  if (zoneId === null && !safeProx) {
    const result = await sql<DayCountRow>`
      SELECT contract_id, timesheet_date, worker_count AS workers, day_shift_count AS day_shift,
        night_shift_count AS night_shift, not_applicable_count AS not_applicable,
        onsite_net_hours::float8 AS net_hours, gross_hours::float8 AS gross_hours
      FROM contract_days
      WHERE project_id = ${projectId} AND timesheet_date BETWEEN ${from} AND ${to}`.execute(db);
    return result.rows;
  }
  const inZone =
    zoneId === null
      ? sql`true`
      : // The zones a worker-day was read in (the zone summary, engine/zone-days.ts).
        sql`EXISTS (
          SELECT 1 FROM worker_zone_days z
          WHERE z.project_id = wd.project_id AND z.timesheet_date = wd.timesheet_date
            AND z.timesheet_date BETWEEN ${from} AND ${to} AND z.worker_id = wd.worker_id
            AND z.project_zone_id IN (SELECT project_zone_id FROM sub))`;
  const wearing = safeProx
    ? sql`EXISTS (
          SELECT 1 FROM worker_tags wt
          JOIN tags t ON t.project_id = wt.project_id AND t.tag_id = wt.tag_id
          WHERE wt.project_id = wd.project_id AND wt.worker_id = wd.worker_id
            AND wt.start_date <= wd.timesheet_date
            AND (wt.end_date IS NULL OR wt.end_date >= wd.timesheet_date)
            AND t.is_active AND t.tag_type_id = ${SAFE_PROX_TAG_TYPE_ID})`
    : sql`true`;
  // A zone's hours are the zone report's (time between reads there), not the worker-day's.
  const hours =
    zoneId === null
      ? sql`round(sum(wd.onsite_net_hours), 2)::float8 AS net_hours,
          round(sum(wd.gross_hours), 2)::float8 AS gross_hours`
      : sql`NULL::float8 AS net_hours, NULL::float8 AS gross_hours`;
  const result = await sql<DayCountRow>`
    WITH RECURSIVE ${zoneSubtree(projectId, zoneId === null ? [] : [zoneId])}
    SELECT wd.contract_id, wd.timesheet_date, count(*)::int AS workers,
      count(*) FILTER (WHERE wd.shift_type = 'Day')::int AS day_shift,
      count(*) FILTER (WHERE wd.shift_type = 'Night')::int AS night_shift,
      count(*) FILTER (WHERE wd.shift_type = 'NotApplicable')::int AS not_applicable,
      ${hours}
    FROM worker_days wd
    WHERE wd.project_id = ${projectId} AND wd.timesheet_date BETWEEN ${from} AND ${to}
      AND wd.contract_id IS NOT NULL AND ${inZone} AND ${wearing}
    GROUP BY wd.contract_id, wd.timesheet_date`.execute(db);
  return result.rows;
}

/** Distinct unassigned tags read on `date` (in the zone, for the zone variant). */
export async function unassignedTags(
  db: Executor,
  projectId: number,
  date: string,
  zoneId: number | null,
): Promise<number> {
  const result =
    zoneId === null
      ? await sql<{ n: number }>`
          SELECT count(DISTINCT tag)::int AS n FROM unassigned_tag_days
          WHERE project_id = ${projectId} AND timesheet_date = ${date}`.execute(db)
      : await sql<{ n: number }>`
          WITH RECURSIVE ${zoneSubtree(projectId, [zoneId])}
          SELECT count(DISTINCT r.tag)::int AS n FROM tag_reads r
          WHERE r.project_id = ${projectId} AND r.timesheet_date = ${date}
            AND r.worker_id IS NULL AND r.project_zone_id IN (SELECT project_zone_id FROM sub)`.execute(
          db,
        );
  return result.rows[0]?.n ?? 0;
}
