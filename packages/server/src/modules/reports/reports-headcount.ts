import type { ZoneDays } from '../../engine/zone-days.ts';
import {
  REPORTS_MESSAGES,
  WEEKDAY_COLUMNS,
  fiveDayMean,
  reportWeek,
  type DailyReport,
  type DailyReportQuery,
  type DailyReportRow,
  type ReportTradeFilter,
  type WeeklyReport,
  type WeeklyReportQuery,
  type WeeklyReportRow,
} from '@siteline/shared';
import { shiftDate } from '@siteline/shared/dashboards/dashboards.periods';
import type { Database } from '../../db/database.ts';
import type { ReportViewer } from './reports-viewer.ts';
import { NotFoundError } from '../../lib/errors.ts';
import * as repo from './reports.repository.ts';
import { sumRows, tradeMatches } from './reports.rows.ts';

/** The daily and weekly headcount (spec 001 §3; DOMAIN.md "Headcount"). */
export interface HeadcountHelpers {
  db: Database;
  /** Sums the zone summaries still queued in a range (the zone variants read them). */
  zoneDays: Pick<ZoneDays, 'catchUp'>;
  context: (
    auth: ReportViewer,
    projectId: number,
  ) => Promise<{ scope: readonly number[] | null; today: string }>;
}

async function zoneOf(db: Database, projectId: number, zoneId: number | undefined) {
  if (zoneId === undefined) return null;
  const zone = await repo.zoneName(db, projectId, zoneId);
  if (!zone) throw new NotFoundError(REPORTS_MESSAGES.zoneNotFound);
  return zone.zone_name;
}

/** The contracts a report lists: the caller's, of the trade filter, working or active then. */
async function listed(
  db: Database,
  projectId: number,
  scope: readonly number[] | null,
  tradeFilter: ReportTradeFilter,
  from: string,
  to: string,
  counted: ReadonlySet<number>,
) {
  const all = await repo.contracts(db, projectId);
  return all
    .filter((c) => scope === null || scope.includes(c.contract_id))
    .filter((c) => tradeMatches(c, tradeFilter))
    .filter(
      (c) =>
        counted.has(c.contract_id) ||
        ((c.start_date === null || c.start_date <= to) &&
          (c.end_date === null || c.end_date >= from)),
    )
    .sort(
      (a, b) =>
        a.prime_company_name.localeCompare(b.prime_company_name) ||
        Number(a.parent_contract_id !== null) - Number(b.parent_contract_id !== null) ||
        a.company_name.localeCompare(b.company_name) ||
        a.contract_id - b.contract_id,
    );
}

const contractFields = (c: repo.ContractRow) => ({
  ContractId: c.contract_id,
  ParentContractId: c.parent_contract_id,
  CompanyName: c.company_name,
  PrimeCompanyName: c.prime_company_name,
  Trade: c.trade,
  IsCriticalTrade: c.is_critical_trade,
  OwnerServices: c.owner_services,
});

/** spec 001 §3 "Daily headcount": per contract, the day's headcount by shift (DOMAIN). */
export async function dailyReport(
  h: HeadcountHelpers,
  auth: ReportViewer,
  projectId: number,
  query: DailyReportQuery,
  safeProx: boolean,
): Promise<DailyReport> {
  const { db } = h;
  const { scope, today } = await h.context(auth, projectId);
  const date = query.dailyDate ?? today;
  const zoneId = query.projectZoneId ?? null;
  if (zoneId !== null) await h.zoneDays.catchUp(projectId, date, date);
  const [zoneName, counts, unassigned] = await Promise.all([
    zoneOf(db, projectId, query.projectZoneId),
    repo.headcounts(db, projectId, date, date, { zoneId, safeProx }),
    scope === null ? repo.unassignedTags(db, projectId, date, zoneId) : 0,
  ]);
  const byContract = new Map(counts.map((r) => [r.contract_id, r]));
  const contracts = await listed(
    db,
    projectId,
    scope,
    query.tradeFilter,
    date,
    date,
    new Set(byContract.keys()),
  );
  const rows: DailyReportRow[] = contracts.map((c) => {
    const n = byContract.get(c.contract_id);
    return {
      ...contractFields(c),
      HeadcountRecordedDayShift: n?.day_shift ?? 0,
      HeadcountRecordedNightShift: n?.night_shift ?? 0,
      HeadcountRecordedNotApplicable: n?.not_applicable ?? 0,
      HeadcountRecorded: n?.workers ?? 0,
      OnSiteNetHours: zoneId === null ? (n?.net_hours ?? 0) : null,
      GrossHours: zoneId === null ? (n?.gross_hours ?? 0) : null,
    };
  });
  return {
    Headcount: {
      Date: date,
      TradeFilter: query.tradeFilter,
      ProjectZoneId: zoneId,
      ZoneName: zoneName,
      SubContracts: rows,
      Totals: sumRows(rows, zoneId !== null),
      UnassignedHeadcount: unassigned,
    },
  };
}

/** spec 001 §3 "Weekly": Sunday to Saturday, per contract per day, the total and its mean. */
export async function weeklyReport(
  h: HeadcountHelpers,
  auth: ReportViewer,
  projectId: number,
  query: WeeklyReportQuery,
): Promise<WeeklyReport> {
  const { db } = h;
  const { scope, today } = await h.context(auth, projectId);
  const { startDate, stopDate } = reportWeek(query.weeklyDate ?? today);
  const zoneId = query.projectZoneId ?? null;
  if (zoneId !== null) await h.zoneDays.catchUp(projectId, startDate, stopDate);
  const [zoneName, counts] = await Promise.all([
    zoneOf(db, projectId, query.projectZoneId),
    repo.headcounts(db, projectId, startDate, stopDate, { zoneId, safeProx: false }),
  ]);
  const cells = new Map<number, number[]>();
  for (const r of counts) {
    const week = cells.get(r.contract_id) ?? [0, 0, 0, 0, 0, 0, 0];
    const day = WEEKDAY_COLUMNS.findIndex((_, i) => shiftDate(startDate, i) === r.timesheet_date);
    if (day >= 0) week[day] = r.workers;
    cells.set(r.contract_id, week);
  }
  const contracts = await listed(
    db,
    projectId,
    scope,
    query.tradeFilter,
    startDate,
    stopDate,
    new Set(cells.keys()),
  );
  const totals = [0, 0, 0, 0, 0, 0, 0];
  const week = (days: readonly number[]) => {
    const total = days.reduce((a, b) => a + b, 0);
    const out = Object.fromEntries(WEEKDAY_COLUMNS.map((column, i) => [column, days[i] ?? 0]));
    return {
      ...(out as Record<(typeof WEEKDAY_COLUMNS)[number], number>),
      TotalWeeklyHeadcountRecorded: total,
      TotalFiveDayMean: fiveDayMean(total),
    };
  };
  const rows: WeeklyReportRow[] = contracts.map((c) => {
    const days = cells.get(c.contract_id) ?? [0, 0, 0, 0, 0, 0, 0];
    days.forEach((n, i) => (totals[i] = (totals[i] ?? 0) + n));
    return { ...contractFields(c), ...week(days) };
  });
  return {
    HeadcountPivot: {
      StartDate: startDate,
      StopDate: stopDate,
      TradeFilter: query.tradeFilter,
      ProjectZoneId: zoneId,
      ZoneName: zoneName,
      AllContracts: rows,
      Totals: week(totals),
    },
  };
}
