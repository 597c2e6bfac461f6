import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName, inContractScope } from '../../lib/contract-sql.ts';
import { zoneSubtree } from './reports.repository.ts';

/**
 * The reports read from each worker-day (worker_days) and each read (tag_reads), the engine's
 * tables: timesheets, undetected devices and zone timesheets. One statement each.
 */

// --- timesheets ----------------------------------------------------------------------------------

export interface TimesheetFilter {
  projectId: number;
  startDate: string;
  endDate: string;
  /** Null: every contract the caller may see. */
  contractIds: readonly number[] | null;
  scope: readonly number[] | null;
  timeZone: string;
}

export interface TimesheetRow {
  worker_id: number;
  worker_name: string;
  company_name: string;
  prime_company_name: string;
  contract_id: number | null;
  trade: string | null;
  timesheet_date: string;
  first_seen_local: string;
  last_seen_local: string;
  gross_hours: number;
  onsite_net_hours: number;
  shift_type: 'Day' | 'Night' | 'NotApplicable';
}

/** Each sort's keys; the direction applies to every key. */
const SORTS: Record<string, readonly string[]> = {
  WorkerName: ['w.last_name', 'w.first_name', 'w.worker_id'],
  CompanyName: ['company_name'],
  TimesheetDate: ['wd.timesheet_date'],
  GrossHours: ['wd.gross_hours'],
  OnSiteNetHours: ['wd.onsite_net_hours'],
};

function timesheetWhere(f: TimesheetFilter) {
  return sql`wd.project_id = ${f.projectId}
    AND wd.timesheet_date BETWEEN ${f.startDate} AND ${f.endDate}
    AND ${inContractScope('wd.contract_id', f.scope)}
    AND ${f.contractIds === null ? sql`true` : inContractScope('wd.contract_id', f.contractIds)}`;
}

/** The rows of the timesheets report in order: a page (limit/offset) or, for a file, all. */
export function timesheetsQuery(
  f: TimesheetFilter,
  order: { orderBy: string; reverse: boolean },
  page?: { limit: number; offset: number },
): RawBuilder<TimesheetRow> {
  const direction = order.reverse ? 'DESC' : 'ASC';
  const keys = SORTS[order.orderBy] ?? SORTS.WorkerName!;
  const sort = sql.raw(keys.map((k) => `${k} ${direction}`).join(', '));
  // By name (the default): the workers sorted first (a few thousand), then each one's days
  // through the worker-day key, so a page of 150 does not sort the range's every worker-day.
  const byName = keys === SORTS.WorkerName;
  const source = byName
    ? sql`(SELECT * FROM workers w WHERE w.project_id = ${f.projectId} ORDER BY ${sort}) w
        CROSS JOIN LATERAL (
          SELECT * FROM worker_days wd
          WHERE wd.worker_id = w.worker_id AND ${timesheetWhere(f)}
        ) wd`
    : sql`worker_days wd
        JOIN workers w ON w.project_id = wd.project_id AND w.worker_id = wd.worker_id`;
  const local = (column: string) =>
    sql`to_char(${sql.ref(column)} AT TIME ZONE ${f.timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
  return sql<TimesheetRow>`
    SELECT wd.worker_id, w.first_name || ' ' || w.last_name AS worker_name,
      ${contractDisplayName} AS company_name,
      coalesce(pc.display_name, pco.name, pc.trade, ${contractDisplayName}) AS prime_company_name,
      wd.contract_id, coalesce(w.trade, c.trade) AS trade, wd.timesheet_date::text AS timesheet_date,
      ${local('wd.first_seen_at')} AS first_seen_local, ${local('wd.last_seen_at')} AS last_seen_local,
      wd.gross_hours::float8 AS gross_hours, wd.onsite_net_hours::float8 AS onsite_net_hours,
      wd.shift_type
    FROM ${source}
    LEFT JOIN contracts c ON c.project_id = wd.project_id AND c.contract_id = wd.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    LEFT JOIN contracts pc ON pc.project_id = c.project_id AND pc.contract_id = c.parent_contract_id
    LEFT JOIN companies pco ON pco.company_id = pc.company_id
    WHERE ${timesheetWhere(f)}
    ORDER BY ${sort}, wd.timesheet_date, wd.worker_id
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`;
}

export async function timesheetTotals(db: Executor, f: TimesheetFilter) {
  const result = await sql<{
    rows: number;
    workers: number;
    gross_hours: number;
    onsite_net_hours: number;
  }>`
    SELECT count(*)::int AS rows, count(DISTINCT wd.worker_id)::int AS workers,
      coalesce(round(sum(wd.gross_hours), 2), 0)::float8 AS gross_hours,
      coalesce(round(sum(wd.onsite_net_hours), 2), 0)::float8 AS onsite_net_hours
    FROM worker_days wd WHERE ${timesheetWhere(f)}`.execute(db);
  return result.rows[0]!;
}

// --- undetected devices --------------------------------------------------------------------------

export interface UndetectedRow {
  worker_id: number;
  worker_name: string;
  company_name: string;
  prime_company_name: string;
  tag: string;
  tag_type: string;
  timesheet_date: string;
  site_number: string | null;
  first_seen_local: string;
  last_seen_local: string;
  gross_hours: number;
  telephone: string | null;
  foreman: string | null;
  title: string | null;
  trade: string | null;
}

/**
 * DOMAIN.md "Undetected devices": for each worker-day in the range, every tag assigned to the
 * worker and active that date (its assignment covers the date; the badge not switched off) that
 * no reader detected that timesheet date. Dates, then names.
 */
export function undetectedQuery(
  projectId: number,
  startDate: string,
  endDate: string,
  scope: readonly number[] | null,
  timeZone: string,
): RawBuilder<UndetectedRow> {
  const local = (column: string) =>
    sql`to_char(${sql.ref(column)} AT TIME ZONE ${timeZone}, 'MM/DD/YYYY HH12:MI AM')`;
  return sql<UndetectedRow>`
    SELECT wd.worker_id, w.first_name || ' ' || w.last_name AS worker_name,
      ${contractDisplayName} AS company_name,
      coalesce(pc.display_name, pco.name, pc.trade, ${contractDisplayName}) AS prime_company_name,
      t.tag, tt.name AS tag_type, wd.timesheet_date::text AS timesheet_date,
      w.fields->>'WorkerSiteNumber' AS site_number,
      ${local('wd.first_seen_at')} AS first_seen_local, ${local('wd.last_seen_at')} AS last_seen_local,
      wd.gross_hours::float8 AS gross_hours, w.telephone, w.fields->>'ForemansName' AS foreman,
      w.title, coalesce(w.trade, c.trade) AS trade
    FROM worker_days wd
    JOIN workers w ON w.project_id = wd.project_id AND w.worker_id = wd.worker_id
    JOIN worker_tags wt ON wt.project_id = wd.project_id AND wt.worker_id = wd.worker_id
      AND wt.start_date <= wd.timesheet_date
      AND (wt.end_date IS NULL OR wt.end_date >= wd.timesheet_date)
    JOIN tags t ON t.project_id = wt.project_id AND t.tag_id = wt.tag_id AND t.is_active
    JOIN tag_types tt ON tt.tag_type_id = t.tag_type_id
    LEFT JOIN contracts c ON c.project_id = wd.project_id AND c.contract_id = wd.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    LEFT JOIN contracts pc ON pc.project_id = c.project_id AND pc.contract_id = c.parent_contract_id
    LEFT JOIN companies pco ON pco.company_id = pc.company_id
    WHERE wd.project_id = ${projectId} AND wd.timesheet_date BETWEEN ${startDate} AND ${endDate}
      AND ${inContractScope('wd.contract_id', scope)}
      -- The day's badges read (the zone summary, engine/zone-days.ts).
      AND NOT EXISTS (
        SELECT 1 FROM worker_day_tags dt
        WHERE dt.project_id = wd.project_id AND dt.timesheet_date = wd.timesheet_date
          AND dt.worker_id = wd.worker_id AND dt.tag_id = wt.tag_id)
    ORDER BY wd.timesheet_date DESC, w.last_name, w.first_name, wd.worker_id, t.tag`;
}

// --- zone timesheets -----------------------------------------------------------------------------

export interface ZoneTimeRow {
  worker_id: number;
  worker_name: string;
  company_name: string;
  project_zone_id: number;
  zone_name: string;
  trade: string | null;
  zip_code: string | null;
  gross_hours: number;
}

/**
 * DOMAIN.md "Zone timesheets": per worker per zone, the time between consecutive reads of a
 * worker-day (among all its reads) that are both in that zone and at most 30 minutes apart, over
 * the range's timesheet dates; the zone summary keeps each worker-day's time per zone in integer
 * milliseconds (`worker_zone_days`, engine/zone-days.ts). `zoneIds` (with the zones inside them) limits the zones reported; null: every zone.
 */
export function zoneTimesQuery(
  projectId: number,
  startDate: string,
  endDate: string,
  zoneIds: readonly number[] | null,
  scope: readonly number[] | null,
): RawBuilder<ZoneTimeRow> {
  return sql<ZoneTimeRow>`
    WITH RECURSIVE ${zoneSubtree(projectId, zoneIds ?? [])},
    spans AS (
      SELECT z.worker_id, z.project_zone_id, sum(z.zone_ms) AS ms
      FROM worker_zone_days z
      WHERE z.project_id = ${projectId} AND z.timesheet_date BETWEEN ${startDate} AND ${endDate}
        AND ${inContractScope('z.contract_id', scope)}
        AND ${zoneIds === null ? sql`true` : sql`z.project_zone_id IN (SELECT project_zone_id FROM sub)`}
      GROUP BY z.worker_id, z.project_zone_id
      -- A zone read in without two reads close enough there holds no time: not a row.
      HAVING sum(z.zone_ms) > 0
    )
    SELECT s.worker_id, w.first_name || ' ' || w.last_name AS worker_name,
      ${contractDisplayName} AS company_name, s.project_zone_id, z.zone_name,
      coalesce(w.trade, c.trade) AS trade, w.fields->>'ZipCode' AS zip_code,
      round(s.ms / 3600000.0, 2)::float8 AS gross_hours
    FROM spans s
    JOIN workers w ON w.project_id = ${projectId} AND w.worker_id = s.worker_id
    JOIN zones z ON z.project_id = ${projectId} AND z.project_zone_id = s.project_zone_id
    LEFT JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    ORDER BY z.zone_name, w.last_name, w.first_name, s.worker_id`;
}
