import {
  deviationPercent,
  roundHours,
  tciPercent,
  tsiPercent,
  type ContractSummary,
} from '@siteline/shared';
import type { ActualRow, ContractRow, PlanRow } from './dashboards.repository.ts';

/**
 * The contract tree as a caller sees it, and the figures of each row with its sub contracts
 * rolled up (DOMAIN.md "ActualHoursToDate: sub contracts roll up into their prime").
 */

/** One contract's (or one group's) sums as of a date. Hours unrounded until they leave. */
export interface Figures {
  actualToDate: number;
  actualWeekBefore: number;
  onsite: number;
  /** False when no contract of the group has planned hours: plan figures are then null. */
  hasPlan: boolean;
  plannedToDate: number;
  plannedTotal: number;
  plannedHeadcount: number;
  firstDate: string | null;
  lastDate: string | null;
}

export const NO_FIGURES: Figures = {
  actualToDate: 0,
  actualWeekBefore: 0,
  onsite: 0,
  hasPlan: false,
  plannedToDate: 0,
  plannedTotal: 0,
  plannedHeadcount: 0,
  firstDate: null,
  lastDate: null,
};

const minDate = (a: string | null, b: string | null) =>
  a === null ? b : b === null || b > a ? a : b;
const maxDate = (a: string | null, b: string | null) =>
  a === null ? b : b === null || b < a ? a : b;

export function addFigures(a: Figures, b: Figures): Figures {
  return {
    actualToDate: a.actualToDate + b.actualToDate,
    actualWeekBefore: a.actualWeekBefore + b.actualWeekBefore,
    onsite: a.onsite + b.onsite,
    hasPlan: a.hasPlan || b.hasPlan,
    plannedToDate: a.plannedToDate + b.plannedToDate,
    plannedTotal: a.plannedTotal + b.plannedTotal,
    plannedHeadcount: a.plannedHeadcount + b.plannedHeadcount,
    firstDate: minDate(a.firstDate, b.firstDate),
    lastDate: maxDate(a.lastDate, b.lastDate),
  };
}

export function ownFigures(actuals: readonly ActualRow[], plans: readonly PlanRow[]) {
  const byContract = new Map<number, Figures>();
  for (const a of actuals) {
    byContract.set(a.contract_id, {
      ...NO_FIGURES,
      actualToDate: a.actual_to_date,
      actualWeekBefore: a.actual_week_before,
      onsite: a.onsite,
    });
  }
  for (const p of plans) {
    const known = byContract.get(p.contract_id) ?? NO_FIGURES;
    byContract.set(p.contract_id, {
      ...known,
      hasPlan: p.planned_total > 0,
      plannedToDate: p.planned_to_date,
      plannedTotal: p.planned_total,
      plannedHeadcount: p.planned_headcount,
      firstDate: p.first_date,
      lastDate: p.last_date,
    });
  }
  return byContract;
}

export interface Forest {
  /** Contracts the caller may see, by id. */
  visible: Map<number, ContractRow>;
  /** Visible contracts whose parent is not visible (primes, for an unlimited caller). */
  tops: ContractRow[];
  children: Map<number, ContractRow[]>;
}

/**
 * A company-limited caller sees only its contracts: a sub contract of a prime it cannot see
 * becomes a top row of its own, and a prime's hidden subs are left out of its figures.
 */
export function buildForest(contracts: readonly ContractRow[], scope: readonly number[] | null) {
  const allowed = scope === null ? null : new Set(scope);
  const visible = new Map(
    contracts
      .filter((c) => allowed === null || allowed.has(c.contract_id))
      .map((c) => [c.contract_id, c]),
  );
  const children = new Map<number, ContractRow[]>();
  const tops: ContractRow[] = [];
  for (const c of visible.values()) {
    if (c.parent_contract_id !== null && visible.has(c.parent_contract_id)) {
      const list = children.get(c.parent_contract_id) ?? [];
      list.push(c);
      children.set(c.parent_contract_id, list);
    } else {
      tops.push(c);
    }
  }
  return { visible, tops, children } satisfies Forest;
}

/** The contract and every visible contract below it (a guard stops a malformed cycle). */
export function subtreeIds(forest: Forest, contractId: number): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  const stack = [contractId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    for (const child of forest.children.get(id) ?? []) stack.push(child.contract_id);
  }
  return ids;
}

/** The contracts' own figures added up (each id once: pass a group's subtree, not its rows). */
export function sumFigures(own: Map<number, Figures>, contractIds: readonly number[]) {
  return contractIds.reduce((sum, id) => addFigures(sum, own.get(id) ?? NO_FIGURES), NO_FIGURES);
}

export function groupFigures(forest: Forest, own: Map<number, Figures>, contractId: number) {
  return sumFigures(own, subtreeIds(forest, contractId));
}

/** The figures every summary row shows (spec 000 §3), rounded for the wire. */
export function summaryFigures(f: Figures) {
  const plannedToDate = f.hasPlan ? f.plannedToDate : null;
  return {
    OnsiteToday: f.onsite,
    PlannedHeadcountToday: f.hasPlan ? f.plannedHeadcount : null,
    PlannedHoursToDate: plannedToDate === null ? null : roundHours(plannedToDate),
    ActualHoursToDate: roundHours(f.actualToDate),
    TotalPlannedHours: f.hasPlan ? roundHours(f.plannedTotal) : null,
    FirstForecastDate: f.firstDate,
    LastForecastDate: f.lastDate,
    Deviation: deviationPercent(f.actualToDate, plannedToDate),
    TciValue: tciPercent(f.actualToDate, f.hasPlan ? f.plannedTotal : null),
    TsiValue: tsiPercent(f.actualToDate, plannedToDate),
  };
}

export function contractSummary(c: ContractRow, forest: Forest, f: Figures): ContractSummary {
  return {
    ContractId: c.contract_id,
    DisplayName: c.display_name,
    ContractTypeId: c.contract_type_id,
    IsCriticalTrade: c.is_critical_trade,
    OwnerServices: c.owner_services,
    Trade: c.trade,
    DivisionId: c.division_id,
    DivisionName: c.division_name,
    ParentContractId: c.parent_contract_id,
    IsParent: (forest.children.get(c.contract_id)?.length ?? 0) > 0,
    StartDate: c.start_date,
    EndDate: c.end_date,
    ...summaryFigures(f),
  };
}
