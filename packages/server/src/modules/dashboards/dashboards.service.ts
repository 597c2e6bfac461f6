import {
  DASHBOARD_MESSAGES,
  MESSAGES,
  NO_DIVISION_NAME,
  TCI_TREND_DAYS,
  WORKFORCE_CONTRACT_TYPE_ID,
  compareByDefaultSort,
  deviationPercent,
  matchesDateFilter,
  matchesTradeFilter,
  roundHours,
  shiftDate,
  trendPercent,
  weightedTciPercent,
  type BreakoutQuery,
  type BreakoutReport,
  type ContractSummary,
  type Dashboard,
  type DashboardCheck,
  type DashboardQuery,
  type DivisionSummary,
  type DivisionsSummary,
  type ContractsSummary,
  type OnsiteCount,
  type SummaryQuery,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { minuteOfDay, timesheetDate } from '../../lib/time.ts';
import { workersOnSite } from '../../engine/on-site.ts';
import { hasSpanningMidnightShift } from '../../engine/presence.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { breakoutReport } from './dashboards.breakout.ts';
import {
  addFigures,
  buildForest,
  contractSummary,
  groupFigures,
  NO_FIGURES,
  ownFigures,
  summaryFigures,
  type Figures,
} from './dashboards.figures.ts';
import * as repo from './dashboards.repository.ts';

export type DashboardsService = ReturnType<typeof createDashboardsService>;

export function createDashboardsService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  /** The clock; tests may pin it. */
  now?: () => number;
}) {
  const { db, projects } = deps;
  const now = deps.now ?? Date.now;

  async function projectOf(projectId: number) {
    const project = await repo.findProject(db, projectId);
    if (!project) throw new NotFoundError(MESSAGES.projectNotFound);
    // "Today" is the current timesheet date: before the workday boundary the night shift still
    // belongs to yesterday (DOMAIN.md "Timesheet date").
    const today = timesheetDate(now(), project.time_zone_id, project.workday_boundary_hour);
    return { project, today };
  }

  /** Every visible top contract with its rolled-up figures as of `date`. */
  async function rowsAsOf(projectId: number, scope: readonly number[] | null, date: string) {
    const [contracts, actuals, plans] = await Promise.all([
      repo.listContracts(db, projectId),
      repo.actualsAsOf(db, projectId, date, shiftDate(date, -TCI_TREND_DAYS)),
      repo.plansAsOf(db, projectId, date),
    ]);
    const forest = buildForest(contracts, scope);
    const own = ownFigures(actuals, plans);
    const rows = forest.tops.map((c) => {
      const figures = groupFigures(forest, own, c.contract_id);
      return { contract: c, figures, summary: contractSummary(c, forest, figures) };
    });
    return { forest, own, rows };
  }

  function filtered(
    rows: Awaited<ReturnType<typeof rowsAsOf>>['rows'],
    query: SummaryQuery,
    today: string,
  ) {
    return rows.filter(
      (r) =>
        (query.tradeFilter === undefined || matchesTradeFilter(r.summary, query.tradeFilter)) &&
        (query.dateFilter === undefined || matchesDateFilter(r.summary, query.dateFilter, today)),
    );
  }

  async function unassignedToday(projectId: number, scope: readonly number[] | null, date: string) {
    // Unassigned tags belong to no contract: a company-limited caller does not see them.
    return scope === null ? repo.unassignedTagCount(db, projectId, date) : 0;
  }

  return {
    async check(projectId: number): Promise<DashboardCheck> {
      return { hasNFCReader: await repo.hasNfcReader(db, projectId) };
    },

    /** spec 000 §1, §3 "Dashboard"; DOMAIN.md "Figures on the screens". */
    async dashboard(
      auth: AuthContext,
      projectId: number,
      query: DashboardQuery,
    ): Promise<Dashboard> {
      const { project, today } = await projectOf(projectId);
      const date = query.date ?? today;
      if (date > today) {
        throw new ValidationError([
          { errorMessage: DASHBOARD_MESSAGES.dateAfterToday, field: 'date' },
        ]);
      }
      // Today is always shown, even before the start (a site set up ahead, or before the workday
      // boundary on its first day); a day asked for before the start is refused.
      if (query.date !== undefined && date < project.start_date) {
        throw new ValidationError([
          { errorMessage: DASHBOARD_MESSAGES.dateBeforeProjectStart, field: 'date' },
        ]);
      }
      const scope = await projects.contractScope(auth, projectId);
      const [{ rows, forest }, shifts, unassigned] = await Promise.all([
        rowsAsOf(projectId, scope, date),
        repo.shiftsOn(db, projectId, date),
        unassignedToday(projectId, scope, date),
      ]);
      const trades = rows.filter((r) => matchesTradeFilter(r.summary, 'TRADES'));
      const critical = rows.filter((r) => matchesTradeFilter(r.summary, 'CRITICAL'));
      const tci = (list: typeof rows, weekBefore: boolean) =>
        weightedTciPercent(
          list.map((r) => ({
            actualHoursToDate: weekBefore ? r.figures.actualWeekBefore : r.figures.actualToDate,
            totalPlannedHours: r.figures.plannedTotal,
          })),
        );
      const tciValue = tci(trades, false);
      const tciCritical = tci(critical, false);
      // The deviation index compares the trades that have a plan.
      const planned = trades
        .filter((r) => r.figures.hasPlan)
        .reduce((sum, r) => addFigures(sum, r.figures), NO_FIGURES);

      const breakdown = {
        WorkerHeadcount: 0,
        UnassignedHeadcount: unassigned,
        OwnerServicesHeadcount: 0,
        DayShiftHeadcount: 0,
        NightShiftHeadcount: 0,
        NotApplicableHeadcount: 0,
        HasSpanningMidnightShift: hasSpanningMidnightShift({
          dayShiftStartMinute: minuteOfDay(project.day_shift_start),
          nightShiftStartMinute: minuteOfDay(project.night_shift_start),
        }),
      };
      for (const s of shifts) {
        // Only the caller's contracts (forest.visible is already limited to them).
        const contract = forest.visible.get(s.contract_id);
        if (!contract) continue;
        // Owner services are their own figure; WorkerHeadcount and the shift split count the
        // workforce trades, like the planned headcount they are compared with.
        if (contract.owner_services) {
          breakdown.OwnerServicesHeadcount += s.worker_count;
          continue;
        }
        if (contract.contract_type_id !== WORKFORCE_CONTRACT_TYPE_ID) continue;
        breakdown.WorkerHeadcount += s.worker_count;
        breakdown.DayShiftHeadcount += s.day_shift_count;
        breakdown.NightShiftHeadcount += s.night_shift_count;
        breakdown.NotApplicableHeadcount += s.not_applicable_count;
      }

      return {
        Date: date,
        Today: today,
        ProjectStartDate: project.start_date,
        TciValue: tciValue,
        TciTrend: trendPercent(tciValue, tci(trades, true)),
        TciValueCritical: tciCritical,
        TciTrendCritical: trendPercent(tciCritical, tci(critical, true)),
        HasEntranceExitZones: project.has_gates,
        WorkforceDeviation: planned.hasPlan
          ? deviationPercent(planned.actualToDate, planned.plannedToDate)
          : null,
        PlannedHeadcount: planned.hasPlan ? planned.plannedHeadcount : null,
        PlannedHoursToDate: planned.hasPlan ? roundHours(planned.plannedToDate) : null,
        ActualHoursToDate: roundHours(planned.actualToDate),
        HeadcountBreakdown: breakdown,
        CriticalTrades: critical
          .map((r) => r.summary)
          .sort(compareByDefaultSort)
          .map((s) => ({
            ContractId: s.ContractId,
            DisplayName: s.DisplayName,
            TciValue: s.TciValue,
            Deviation: s.Deviation,
            OnsiteToday: s.OnsiteToday,
          })),
      };
    },

    /** DOMAIN.md "On site now"; 0 on a site without entrance/exit zones (the web hides it). */
    async onsiteCount(auth: AuthContext, projectId: number): Promise<OnsiteCount> {
      const { project } = await projectOf(projectId);
      if (!project.has_gates) return { onSiteWorkersCount: 0 };
      const scope = await projects.contractScope(auth, projectId);
      const inside = await workersOnSite(db, projectId, new Date(), scope);
      return { onSiteWorkersCount: inside.length };
    },

    /** spec 000 §3 "Contracts summary"; filters and sort of spec 000 §9. */
    async contractsSummary(
      auth: AuthContext,
      projectId: number,
      query: SummaryQuery,
    ): Promise<ContractsSummary> {
      const { today } = await projectOf(projectId);
      const scope = await projects.contractScope(auth, projectId);
      const [{ rows }, unassigned] = await Promise.all([
        rowsAsOf(projectId, scope, today),
        unassignedToday(projectId, scope, today),
      ]);
      const contracts: ContractSummary[] = filtered(rows, query, today)
        .map((r) => r.summary)
        .sort(compareByDefaultSort);
      return { Today: today, Contracts: contracts, TodayUnassignedTagCount: unassigned };
    },

    /** spec 000 §3 "Divisions summary": the contracts summary's rows added up per division. */
    async divisionsSummary(
      auth: AuthContext,
      projectId: number,
      query: SummaryQuery,
    ): Promise<DivisionsSummary> {
      const { today } = await projectOf(projectId);
      const scope = await projects.contractScope(auth, projectId);
      const [{ rows }, unassigned] = await Promise.all([
        rowsAsOf(projectId, scope, today),
        unassignedToday(projectId, scope, today),
      ]);
      const groups = new Map<
        number | null,
        { name: string; code: string | null; count: number; figures: Figures }
      >();
      for (const r of filtered(rows, query, today)) {
        const id = r.contract.division_id;
        const known = groups.get(id) ?? {
          name: r.contract.division_name ?? NO_DIVISION_NAME,
          code: r.contract.division_code,
          count: 0,
          figures: NO_FIGURES,
        };
        groups.set(id, {
          ...known,
          count: known.count + 1,
          figures: addFigures(known.figures, r.figures),
        });
      }
      const divisions: DivisionSummary[] = [...groups].map(([id, g]) => ({
        DivisionId: id,
        DivisionName: g.name,
        DivisionCode: g.code,
        ContractCount: g.count,
        ...summaryFigures(g.figures),
      }));
      divisions.sort((a, b) =>
        compareByDefaultSort(
          { ...a, DisplayName: a.DivisionName },
          { ...b, DisplayName: b.DivisionName },
        ),
      );
      return { Today: today, Divisions: divisions, TodayUnassignedTagCount: unassigned };
    },

    /** spec 000 §3 "Breakout report", spec 002 §9 periods and rollups. */
    async breakout(
      auth: AuthContext,
      projectId: number,
      query: BreakoutQuery,
    ): Promise<BreakoutReport> {
      const [{ today }, scope] = await Promise.all([
        projectOf(projectId),
        projects.contractScope(auth, projectId),
      ]);
      const [contracts, division] = await Promise.all([
        repo.listContracts(db, projectId),
        query.groupBy === 'Division' && query.divisionId !== undefined
          ? repo.findDivision(db, projectId, query.divisionId)
          : null,
      ]);
      if (division === undefined) throw new NotFoundError(DASHBOARD_MESSAGES.divisionNotFound);
      const forest = buildForest(contracts, scope);
      return breakoutReport(
        db,
        { projectId, today, forest, divisionName: division?.name ?? null },
        query,
      );
    },
  };
}
