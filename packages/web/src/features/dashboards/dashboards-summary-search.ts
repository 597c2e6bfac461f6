import {
  DEFAULT_DATE_FILTER,
  DEFAULT_TRADE_FILTER,
  DATE_FILTERS,
  TRADE_FILTERS,
  compareByDefaultSort,
  type ContractSortFields,
  type DateFilter,
  type TradeFilter,
} from '@siteline/shared';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';

/** The columns a summary can be sorted by, besides its default order. */
export const SUMMARY_ORDER_BY = [
  'DisplayName',
  'OnsiteToday',
  'PlannedHeadcountToday',
  'PlannedHoursToDate',
  'ActualHoursToDate',
  'FirstForecastDate',
  'LastForecastDate',
  'Deviation',
] as const;
export type SummaryOrderBy = (typeof SUMMARY_ORDER_BY)[number];

/**
 * The address parameters of the contracts and divisions summaries (spec 000 §9 filters and
 * default sort). Absent means the default: trades, started, the default order.
 */
export interface DashboardsSummarySearch {
  tradeFilter?: TradeFilter;
  dateFilter?: DateFilter;
  /** Absent: the default order (Deviation, then planned hours to date, then first forecast). */
  orderBy?: SummaryOrderBy;
  reverse?: boolean;
}

export interface ResolvedSummarySearch {
  tradeFilter: TradeFilter;
  dateFilter: DateFilter;
  orderBy: SummaryOrderBy | undefined;
  reverse: boolean;
}

/** The route's address schema; the defaults are dropped, so one list has one address. */
export const dashboardsSummaryAddress = addressSchema(
  {
    tradeFilter: addressParam.oneOf(TRADE_FILTERS),
    dateFilter: addressParam.oneOf(DATE_FILTERS),
    orderBy: addressParam.oneOf(SUMMARY_ORDER_BY),
    reverse: addressParam.flag(),
  },
  (search) => withoutSummaryDefaults(search),
);

/** Drops what equals the default, so one list has one address. */
export function withoutSummaryDefaults(search: DashboardsSummarySearch): DashboardsSummarySearch {
  const result: DashboardsSummarySearch = {};
  if (search.tradeFilter && search.tradeFilter !== DEFAULT_TRADE_FILTER) {
    result.tradeFilter = search.tradeFilter;
  }
  if (search.dateFilter && search.dateFilter !== DEFAULT_DATE_FILTER) {
    result.dateFilter = search.dateFilter;
  }
  if (search.orderBy) {
    result.orderBy = search.orderBy;
    if (search.reverse) result.reverse = true;
  }
  return result;
}

export function resolveSummarySearch(search: DashboardsSummarySearch): ResolvedSummarySearch {
  return {
    tradeFilter: search.tradeFilter ?? DEFAULT_TRADE_FILTER,
    dateFilter: search.dateFilter ?? DEFAULT_DATE_FILTER,
    orderBy: search.orderBy,
    reverse: search.orderBy ? search.reverse === true : false,
  };
}

/**
 * A click on a column header: a new column sorts ascending, the same column again descending, a
 * third time back to the default order.
 */
export function nextSort(
  search: DashboardsSummarySearch,
  column: SummaryOrderBy,
): Pick<DashboardsSummarySearch, 'orderBy' | 'reverse'> {
  if (search.orderBy !== column) return { orderBy: column, reverse: undefined };
  if (!search.reverse) return { orderBy: column, reverse: true };
  return { orderBy: undefined, reverse: undefined };
}

export type SummaryRow = ContractSortFields & {
  OnsiteToday: number;
  PlannedHeadcountToday: number | null;
  ActualHoursToDate: number;
  LastForecastDate: string | null;
};

function compareValues(x: string | number, y: string | number): number {
  if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y);
  return Number(x) - Number(y);
}

/**
 * The rows in the chosen order; the default order is the shared rule (spec 000 §9). Ties fall
 * back to the default order; nulls (no plan, no forecast) go last whichever way a column sorts.
 */
export function sortSummaryRows<T extends SummaryRow>(
  rows: readonly T[],
  search: ResolvedSummarySearch,
): T[] {
  const { orderBy, reverse } = search;
  if (!orderBy) return [...rows].sort(compareByDefaultSort);
  return [...rows].sort((a, b) => {
    const x = a[orderBy];
    const y = b[orderBy];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return compareByDefaultSort(a, b);
    }
    const order = compareValues(x, y);
    if (order !== 0) return reverse ? -order : order;
    return compareByDefaultSort(a, b);
  });
}

// --- the way back from a breakout ------------------------------------------------------------------

export type SummaryKind = 'contracts' | 'divisions';
const LAST_SEARCH_KEY = 'siteline.summary-search.';

/**
 * The summary's filters and sort as last shown in this tab, so a breakout's back link returns to
 * the list as the user left it (sessionStorage: per tab, gone with it).
 */
export function rememberSummarySearch(
  kind: SummaryKind,
  projectId: number,
  search: DashboardsSummarySearch,
): void {
  try {
    window.sessionStorage.setItem(
      `${LAST_SEARCH_KEY}${kind}.${projectId}`,
      JSON.stringify(withoutSummaryDefaults(search)),
    );
  } catch {
    // Storage refused (private mode, quota): the back link falls back to the defaults.
  }
}

export function lastSummarySearch(kind: SummaryKind, projectId: number): DashboardsSummarySearch {
  try {
    const raw = window.sessionStorage.getItem(`${LAST_SEARCH_KEY}${kind}.${projectId}`);
    return raw ? dashboardsSummaryAddress.parse(JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
