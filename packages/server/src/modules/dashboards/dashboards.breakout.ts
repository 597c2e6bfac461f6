import {
  BREAKOUT_MAX_DAYS,
  TCI_TREND_DAYS,
  DASHBOARD_MESSAGES,
  daysBetween,
  defaultRollup,
  deviationPercent,
  roundHours,
  rollupPeriods,
  shiftDate,
  type BreakoutGroup,
  type BreakoutPoint,
  type BreakoutPrimeContract,
  type BreakoutQuery,
  type BreakoutReport,
} from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  groupFigures,
  ownFigures,
  subtreeIds,
  sumFigures,
  summaryFigures,
  type Forest,
} from './dashboards.figures.ts';
import { breakoutActuals, breakoutPlans } from './dashboards.breakout.repository.ts';
import type { ContractRow } from './dashboards.repository.ts';

export interface BreakoutContext {
  projectId: number;
  today: string;
  forest: Forest;
  /** The chosen division's name (groupBy Division), checked by the caller. */
  divisionName: string | null;
}

type GroupName = Pick<BreakoutGroup, 'ContractId' | 'DivisionId' | 'DivisionName' | 'DisplayName'>;

/**
 * The entries of a breakout: a chosen contract as a group followed by each of its sub contracts;
 * every top contract of a division; or every top contract. `selection` holds the contracts the
 * series adds up, each counted once.
 */
function entriesOf(ctx: BreakoutContext, query: BreakoutQuery) {
  const { forest } = ctx;
  if (query.groupBy === 'Contractor' && query.contractId !== undefined) {
    const chosen = forest.visible.get(query.contractId);
    // A contract of another project or outside the caller's companies is simply not there.
    if (!chosen) throw new NotFoundError(DASHBOARD_MESSAGES.contractNotFound);
    const subs = forest.children.get(chosen.contract_id) ?? [];
    const name: GroupName = {
      ContractId: chosen.contract_id,
      DivisionId: chosen.division_id,
      DivisionName: chosen.division_name,
      DisplayName: chosen.display_name,
    };
    return {
      entries: [chosen, ...subs],
      selection: subtreeIds(forest, chosen.contract_id),
      name,
    };
  }
  const division = query.groupBy === 'Division' ? (query.divisionId ?? null) : null;
  const tops =
    division === null ? forest.tops : forest.tops.filter((c) => c.division_id === division);
  const name: GroupName = {
    ContractId: null,
    DivisionId: division,
    DivisionName: division === null ? null : ctx.divisionName,
    DisplayName: division === null ? null : ctx.divisionName,
  };
  return {
    entries: tops,
    selection: tops.flatMap((c) => subtreeIds(forest, c.contract_id)),
    name,
  };
}

export async function breakoutReport(
  db: Executor,
  ctx: BreakoutContext,
  query: BreakoutQuery,
): Promise<BreakoutReport> {
  const { startDate, endDate } = query;
  if (daysBetween(startDate, endDate) > BREAKOUT_MAX_DAYS) {
    throw new ValidationError([
      { errorMessage: DASHBOARD_MESSAGES.rangeTooLong, field: 'endDate' },
    ]);
  }
  const rollup = query.rollupType ?? defaultRollup(startDate, endDate);
  const { entries, selection, name } = entriesOf(ctx, query);
  const dates = {
    today: ctx.today,
    weekBefore: shiftDate(ctx.today, -TCI_TREND_DAYS),
    start: startDate,
    end: endDate,
  };
  // One scan of each table gives the figures as of today, the range's and the series' days.
  const [actuals, plans] = await Promise.all([
    breakoutActuals(db, ctx.projectId, dates, selection),
    breakoutPlans(db, ctx.projectId, dates, selection),
  ]);
  const own = ownFigures(actuals.contracts, plans.contracts);
  const actualOf = new Map(actuals.contracts.map((r) => [r.contract_id, r]));
  const planOf = new Map(plans.contracts.map((r) => [r.contract_id, r]));

  /** Planned and actual hours of the contracts over the range, and those before today. */
  const rangeSum = (ids: readonly number[]) => {
    const sum = { planned: 0, plannedBefore: 0, actual: 0, actualBefore: 0 };
    for (const id of ids) {
      const a = actualOf.get(id);
      const p = planOf.get(id);
      sum.planned += p?.planned_in_range ?? 0;
      sum.plannedBefore += p?.planned_in_range_before_today ?? 0;
      sum.actual += a?.actual_in_range ?? 0;
      sum.actualBefore += a?.actual_in_range_before_today ?? 0;
    }
    return sum;
  };

  const prime = (c: ContractRow): BreakoutPrimeContract => {
    const ids = subtreeIds(ctx.forest, c.contract_id);
    const sum = rangeSum(ids);
    const toDate = summaryFigures(groupFigures(ctx.forest, own, c.contract_id));
    return {
      Contract: {
        ContractId: c.contract_id,
        DisplayName: c.display_name,
        ContractTypeId: c.contract_type_id,
        IsCriticalTrade: c.is_critical_trade,
        OwnerServices: c.owner_services,
        DivisionId: c.division_id,
        // A group: the contract with the sub contracts rolled up into it.
        IsParent: ids.length > 1,
        ParentContractId: c.parent_contract_id,
      },
      GroupPlannedHoursInPeriod: roundHours(sum.planned),
      SubActualHoursInPeriod: roundHours(sum.actual),
      PlannedHoursToDateInPeriod: roundHours(sum.plannedBefore),
      ActualHoursToDateInPeriod: roundHours(sum.actualBefore),
      // Within the range, only the days before today compare: today is not over yet.
      Deviation: deviationPercent(sum.actualBefore, sum.plannedBefore),
      TciValue: toDate.TciValue,
      TsiValue: toDate.TsiValue,
      TotalOnsiteToday: toDate.OnsiteToday,
    };
  };

  const actualOn = new Map(actuals.days.map((d) => [d.date, d]));
  const planOn = new Map(plans.days.map((d) => [d.date, d]));
  const series: BreakoutPoint[] = rollupPeriods(startDate, endDate, rollup).map((p) => {
    let planned = 0;
    let actual = 0;
    let plannedPeak = 0;
    let actualPeak = 0;
    // Walk the period's dates: at most one period of a year's days, each a map look-up.
    for (let d = p.PeriodStart; d <= p.PeriodEnd; d = shiftDate(d, 1)) {
      const a = actualOn.get(d);
      const pl = planOn.get(d);
      if (a) {
        actual += a.hours;
        actualPeak = Math.max(actualPeak, a.headcount);
      }
      if (pl) {
        planned += pl.hours;
        plannedPeak = Math.max(plannedPeak, pl.headcount);
      }
    }
    const future = p.PeriodStart > ctx.today;
    return {
      ...p,
      PlannedHours: roundHours(planned),
      ActualHours: future ? null : roundHours(actual),
      PlannedHeadcount: plannedPeak,
      ActualHeadcount: future ? null : actualPeak,
    };
  });

  const groupRange = rangeSum(selection);
  const groupToDate = summaryFigures(sumFigures(own, selection));
  const group: BreakoutGroup = {
    GroupBy: query.groupBy,
    ...name,
    PlannedHoursInPeriod: roundHours(groupRange.planned),
    ActualHoursInPeriod: roundHours(groupRange.actual),
    PlannedHoursToDateInPeriod: roundHours(groupRange.plannedBefore),
    ActualHoursToDateInPeriod: roundHours(groupRange.actualBefore),
    DeviationInPeriod: deviationPercent(groupRange.actualBefore, groupRange.plannedBefore),
    DeviationToDate: groupToDate.Deviation,
    TciValue: groupToDate.TciValue,
    TsiValue: groupToDate.TsiValue,
    OnsiteToday: groupToDate.OnsiteToday,
  };

  return {
    RollupType: rollup,
    StartDate: startDate,
    EndDate: endDate,
    Today: ctx.today,
    Group: group,
    PrimeContracts: entries.map(prime),
    Series: series,
  };
}
