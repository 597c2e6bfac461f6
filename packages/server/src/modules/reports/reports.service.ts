import type { ZoneDays } from '../../engine/zone-days.ts';
import {
  REPORTS_MESSAGES,
  reportRangeProblem,
  type DailyReportQuery,
  type CompletionReport,
  type CompletionReportQuery,
  type ReportRangeKind,
  type TimesheetsReport,
  type TimesheetsReportQuery,
  type UndetectedTagsQuery,
  type UndetectedTagsReport,
  type WeeklyReportQuery,
  type ZoneTimesheetsQuery,
  type ZoneTimesheetsReport,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { workersOnSite } from '../../engine/on-site.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ReportViewer } from './reports-viewer.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import type { DashboardsService } from '../dashboards/dashboards.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import * as repo from './reports.repository.ts';
import * as days from './reports-worker-days.repository.ts';
import { undetectedRow, zoneRow } from './reports.rows.ts';
import { dailyReport, weeklyReport, type HeadcountHelpers } from './reports-headcount.ts';

export type ReportsService = ReturnType<typeof createReportsService>;

/** The workforce reports (spec 001 §2–§9; docs/domain.md "Reports"), each the caller's figures. */
export function createReportsService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  dashboards: Pick<DashboardsService, 'breakout'>;
  /** The zone summaries (engine): a report reading them first sums what is queued in its range. */
  zoneDays: Pick<ZoneDays, 'catchUp'>;
  now?: () => Date;
}) {
  const { db, projects } = deps;
  const now = deps.now ?? (() => new Date());

  async function context(auth: ReportViewer, projectId: number) {
    const [project, scope] = await Promise.all([
      repo.projectFacts(db, projectId),
      'contractScope' in auth ? auth.contractScope : projects.contractScope(auth, projectId),
    ]);
    if (!project) throw new NotFoundError('Project not found.');
    const today = timesheetDate(now(), project.time_zone_id, project.workday_boundary_hour);
    return { project, scope, today };
  }

  function checkRange(kind: ReportRangeKind, start: string, end: string, contract = false) {
    const problem = reportRangeProblem(kind, start, end, contract);
    if (problem) throw new ValidationError([{ field: 'startDate', errorMessage: problem }]);
  }

  const helpers: HeadcountHelpers = { db, context, zoneDays: deps.zoneDays };

  /** The timesheets' filter for a query (the range checked; a contract with its subs). */
  async function timesheetFilter(
    auth: ReportViewer,
    projectId: number,
    query: Pick<TimesheetsReportQuery, 'startDate' | 'endDate' | 'filterContractId'>,
  ): Promise<days.TimesheetFilter> {
    checkRange('timesheets', query.startDate, query.endDate, query.filterContractId > 0);
    const { project, scope } = await context(auth, projectId);
    let contractIds: number[] | null = null;
    if (query.filterContractId > 0) {
      const all = await repo.contracts(db, projectId);
      const chosen = all.find((c) => c.contract_id === query.filterContractId);
      if (!chosen || (scope !== null && !scope.includes(chosen.contract_id))) {
        throw new NotFoundError(REPORTS_MESSAGES.contractNotFound);
      }
      contractIds = all
        .filter(
          (c) =>
            c.contract_id === chosen.contract_id || c.parent_contract_id === chosen.contract_id,
        )
        .map((c) => c.contract_id);
    }
    return {
      projectId,
      startDate: query.startDate,
      endDate: query.endDate,
      contractIds,
      scope,
      timeZone: project.time_zone_id,
    };
  }

  return {
    context,
    timesheetFilter,

    /** A contract's name, for a file's header block. */
    async contractName(projectId: number, contractId: number): Promise<string> {
      const all = await repo.contracts(db, projectId);
      return all.find((c) => c.contract_id === contractId)?.company_name ?? String(contractId);
    },

    /** spec 001 §3 "Daily headcount" (the SafeProx variant: workers wearing one that day). */
    daily: (auth: ReportViewer, projectId: number, query: DailyReportQuery, safeProx = false) =>
      dailyReport(helpers, auth, projectId, query, safeProx),

    /** The tag types the project's badges are of (the route admits the project's members). */
    tagTypesInUse: (projectId: number) => repo.tagTypesInUse(db, projectId),

    /** spec 001 §3 "Weekly": Sunday to Saturday. */
    weekly: (auth: ReportViewer, projectId: number, query: WeeklyReportQuery) =>
      weeklyReport(helpers, auth, projectId, query),

    /** spec 001 §3 "Timesheet row": one page of the range's worker-days, with the range's totals. */
    async timesheets(
      auth: ReportViewer,
      projectId: number,
      query: TimesheetsReportQuery,
    ): Promise<TimesheetsReport> {
      const filter = await timesheetFilter(auth, projectId, query);
      const order = { orderBy: query.orderBy ?? 'WorkerName', reverse: query.reverse };
      const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const [rows, totals, inside] = await Promise.all([
        days.timesheetsQuery(filter, order, page).execute(db),
        days.timesheetTotals(db, filter),
        workersOnSite(db, projectId, now(), filter.scope),
      ]);
      const onSite = new Set(inside.map((w) => w.workerId));
      return {
        Data: rows.rows.map((r) => ({
          WorkerId: r.worker_id,
          WorkerName: r.worker_name,
          CompanyName: r.company_name,
          PrimeCompanyName: r.prime_company_name,
          ContractId: r.contract_id,
          Trade: r.trade,
          TimesheetDate: r.timesheet_date,
          FirstSeenLocal: r.first_seen_local,
          LastSeenLocal: r.last_seen_local,
          GrossHours: r.gross_hours,
          OnSiteNetHours: r.onsite_net_hours,
          ShiftTypeConst: r.shift_type,
          SiteStatusDisplayName: onSite.has(r.worker_id) ? 'On Site' : 'Off Site',
        })),
        TotalCount: totals.rows,
        Totals: {
          Workers: totals.workers,
          GrossHours: totals.gross_hours,
          OnSiteNetHours: totals.onsite_net_hours,
        },
      };
    },

    /** spec 001 §3 "Undetected tag row"; DOMAIN.md "Undetected devices". */
    async undetected(
      auth: ReportViewer,
      projectId: number,
      query: UndetectedTagsQuery,
    ): Promise<UndetectedTagsReport> {
      checkRange('undetected', query.startDateInclusive, query.endDateInclusive);
      const { project, scope } = await context(auth, projectId);
      await deps.zoneDays.catchUp(projectId, query.startDateInclusive, query.endDateInclusive);
      const rows = await days
        .undetectedQuery(
          projectId,
          query.startDateInclusive,
          query.endDateInclusive,
          scope,
          project.time_zone_id,
        )
        .execute(db);
      return {
        UndetectedTags: rows.rows.map((r) =>
          undetectedRow(r, project.show_contact_information && project.country_code),
        ),
      };
    },

    /**
     * DOMAIN.md "Completion": the breakout report over the whole range, every top contract with
     * its subs, so the completion report and the dashboards' detail pages read the same figures.
     */
    async completion(
      auth: AuthContext,
      projectId: number,
      query: CompletionReportQuery,
    ): Promise<CompletionReport> {
      checkRange('completion', query.startDate, query.endDate);
      const breakout = await deps.dashboards.breakout(auth, projectId, {
        rollupType: 'Overall',
        groupBy: 'Contractor',
        startDate: query.startDate,
        endDate: query.endDate,
      });
      const g = breakout.Group;
      return {
        StartDate: breakout.StartDate,
        EndDate: breakout.EndDate,
        Today: breakout.Today,
        Contracts: breakout.PrimeContracts.map((p) => ({
          ContractId: p.Contract.ContractId,
          CompanyName: p.Contract.DisplayName,
          IsCriticalTrade: p.Contract.IsCriticalTrade,
          OwnerServices: p.Contract.OwnerServices,
          IsParent: p.Contract.IsParent,
          PlannedHoursInRange: p.GroupPlannedHoursInPeriod,
          ActualHoursInRange: p.SubActualHoursInPeriod,
          PlannedHoursToDateInRange: p.PlannedHoursToDateInPeriod,
          ActualHoursToDateInRange: p.ActualHoursToDateInPeriod,
          Deviation: p.Deviation,
          TciValue: p.TciValue,
          TsiValue: p.TsiValue,
          OnsiteToday: p.TotalOnsiteToday,
        })),
        Total: {
          PlannedHoursInRange: g.PlannedHoursInPeriod,
          ActualHoursInRange: g.ActualHoursInPeriod,
          PlannedHoursToDateInRange: g.PlannedHoursToDateInPeriod,
          ActualHoursToDateInRange: g.ActualHoursToDateInPeriod,
          Deviation: g.DeviationInPeriod,
          TciValue: g.TciValue,
          TsiValue: g.TsiValue,
          OnsiteToday: g.OnsiteToday,
        },
      };
    },

    /** spec 001 §3 "Zone timesheet row"; DOMAIN.md "Zone timesheets". */
    async zoneTimesheets(
      auth: ReportViewer,
      projectId: number,
      query: ZoneTimesheetsQuery,
    ): Promise<ZoneTimesheetsReport> {
      checkRange('zone', query.startDateInclusive, query.endDateInclusive);
      const { scope } = await context(auth, projectId);
      const zones = query.projectZonesIds?.length ? query.projectZonesIds : null;
      await deps.zoneDays.catchUp(projectId, query.startDateInclusive, query.endDateInclusive);
      const rows = await days
        .zoneTimesQuery(projectId, query.startDateInclusive, query.endDateInclusive, zones, scope)
        .execute(db);
      return { reportItems: rows.rows.map(zoneRow) };
    },
  };
}
