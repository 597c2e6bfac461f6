// Pure rules of the dashboards area (DOMAIN.md "Figures on the screens", spec 000 §9, spec 002 §9),
// used by the server to answer and by the web to filter, sort, colour and pick ranges, so both
// sides agree. Dates are 'YYYY-MM-DD' strings (project-local calendar dates); nothing here reads
// the clock or a time zone: callers pass "today" in the project's zone.

// --- rounding ------------------------------------------------------------------------------------

/**
 * Exact rounding (DOMAIN.md "Two decimals, rounded half away from zero from exact milliseconds"):
 * a figure is rounded from exact integers, never from a binary float, where 9.915 is stored as
 * 9.91499999… and `Math.round(x * 100) / 100` gives 9.91.
 */

/** num / den rounded half away from zero to `decimals`, computed on integers (BigInt). */
export function roundRatio(num: number, den: number, decimals: number): number {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den === 0) {
    throw new RangeError(`roundRatio needs safe integers and den ≠ 0 (got ${num} / ${den})`);
  }
  const n = BigInt(num) * 10n ** BigInt(decimals);
  const d = BigInt(den);
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  let q = a / b;
  if (2n * (a % b) >= b) q += 1n;
  if (q === 0n) return 0;
  // One correctly rounded division: the double nearest to the decimal result.
  return (negative ? -Number(q) : Number(q)) / 10 ** decimals;
}

const HOUR_MS = 3_600_000;
/** Hours with two decimals from exact integer milliseconds (35,694,000 ms → 9.92). */
export function hoursFromMs(ms: number): number {
  return roundRatio(Math.trunc(ms), HOUR_MS, 2);
}

/**
 * A figure that stands for a decimal with at most `decimals` places (a sum of NUMERIC(…, 2)
 * hours read as float8) as the exact integer count of its units, e.g. 1234.57 → 123457.
 */
export function toUnits(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals);
}

/**
 * A sum of hour figures (each at most two decimals, as they travel) taken in exact hundredths, so
 * the total is the decimal the figures add up to: summing the floats 207,344.9 + 0.3 + 0.3 gives
 * 207,345.49999…, which shows as 207,345 where the exact 207,345.50 shows 207,346.
 */
export function sumHours(values: Iterable<number>): number {
  let hundredths = 0;
  for (const value of values) hundredths += toUnits(value, 2);
  return hundredths / 100;
}

/**
 * Half away from zero, so +2.25 and −2.25 round alike. Rounds the decimal the number stands
 * for (its 15 significant digits), not the binary float: 1.005 → 1.01, 9.915 → 9.92.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const text = Math.abs(value).toPrecision(15);
  if (text.includes('e')) return value;
  const [whole, fraction = ''] = text.split('.');
  const digits = BigInt(`${whole}${fraction}`);
  if (fraction.length <= decimals) return value;
  const divisor = 10n ** BigInt(fraction.length - decimals);
  let q = digits / divisor;
  if (2n * (digits % divisor) >= divisor) q += 1n;
  if (q === 0n) return 0;
  const r = Number(q) / 10 ** decimals;
  return value < 0 ? -r : r;
}
/** Hours travel with two decimals (DOMAIN.md OnSiteNetHours). */
export const roundHours = (h: number): number => roundTo(h, 2);
/** Percentages (Deviation, TCI, TSI, trends) travel with one decimal. */
export const roundPercent = (p: number): number => roundTo(p, 1);

/** numerator / denominator × 100 of hour figures, exactly, from their hundredths. */
function hoursPercent(numeratorHundredths: number, denominatorHours: number): number {
  return roundRatio(numeratorHundredths * 100, toUnits(denominatorHours, 2), 1);
}

// --- indexes (DOMAIN.md "Figures on the screens") ------------------------------------------------

/**
 * Deviation (%) = (Actual − Planned) / Planned × 100, to date. Null without planned hours (no
 * plan, or a plan that has not started yet): never 0, never NaN.
 */
export function deviationPercent(actualHours: number, plannedHours: number | null): number | null {
  if (plannedHours === null || !(plannedHours > 0)) return null;
  return hoursPercent(toUnits(actualHours, 2) - toUnits(plannedHours, 2), plannedHours);
}

/** TCI (%) = ActualHoursToDate / total planned hours of the contract × 100; null without a plan. */
export function tciPercent(
  actualHoursToDate: number,
  totalPlannedHours: number | null,
): number | null {
  if (totalPlannedHours === null || !(totalPlannedHours > 0)) return null;
  return hoursPercent(toUnits(actualHoursToDate, 2), totalPlannedHours);
}

/** TSI (%) = ActualHoursToDate / PlannedHoursToDate × 100; null without planned hours to date. */
export function tsiPercent(
  actualHoursToDate: number,
  plannedHoursToDate: number | null,
): number | null {
  if (plannedHoursToDate === null || !(plannedHoursToDate > 0)) return null;
  return hoursPercent(toUnits(actualHoursToDate, 2), plannedHoursToDate);
}

export interface TciInput {
  actualHoursToDate: number;
  totalPlannedHours: number;
}
/**
 * Project TCI: each trade's TCI weighted by its total planned hours, which is Σ actual / Σ planned
 * over the trades that have a plan (a trade without a plan weighs nothing). Null when none has.
 */
export function weightedTciPercent(trades: readonly TciInput[]): number | null {
  let actual = 0;
  let planned = 0;
  for (const t of trades) {
    if (!(t.totalPlannedHours > 0)) continue;
    // Σ (actual / planned × planned) / Σ planned = Σ actual / Σ planned, in exact hundredths.
    actual += toUnits(t.actualHoursToDate, 2);
    planned += toUnits(t.totalPlannedHours, 2);
  }
  return planned > 0 ? roundRatio(actual * 100, planned, 1) : null;
}

/** TciTrend = TCI now − TCI seven days earlier; null when either is null. */
export const TCI_TREND_DAYS = 7;
export function trendPercent(now: number | null, before: number | null): number | null {
  return now === null || before === null
    ? null
    : roundRatio(toUnits(now, 1) - toUnits(before, 1), 10, 1);
}

/** Deviation colours change at ±5 % (spec 002 §9). Exactly ±5 % is still on track. */
export const DEVIATION_THRESHOLD_PERCENT = 5;
export type DeviationLevel = 'none' | 'behind' | 'onTrack' | 'ahead';
export function deviationLevel(deviation: number | null): DeviationLevel {
  if (deviation === null) return 'none';
  if (deviation < -DEVIATION_THRESHOLD_PERCENT) return 'behind';
  if (deviation > DEVIATION_THRESHOLD_PERCENT) return 'ahead';
  return 'onTrack';
}

// --- summary filters and sort (spec 000 §9) ------------------------------------------------------

/** ContractTypeId of a workforce trade (spec 000 §3). */
export const WORKFORCE_CONTRACT_TYPE_ID = 5;

/**
 * Trade filter of the summaries, in the spec's order. DOMAIN.md numbers the same choices
 * 1 critical, 2 all, 3 workforce (default), 4 owner services.
 */
export const TRADE_FILTERS = ['TRADES', 'CRITICAL', 'ALL', 'OWNER'] as const;
export type TradeFilter = (typeof TRADE_FILTERS)[number];
export const DEFAULT_TRADE_FILTER: TradeFilter = 'TRADES';
export const TRADE_FILTER_IDS: Record<TradeFilter, 1 | 2 | 3 | 4> = {
  CRITICAL: 1,
  ALL: 2,
  TRADES: 3,
  OWNER: 4,
};

/** Date filter of the summaries: STARTED and ALL are offered; ACTIVE and FINISHED in the logic. */
export const DATE_FILTERS = ['STARTED', 'ALL', 'ACTIVE', 'FINISHED'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DEFAULT_DATE_FILTER: DateFilter = 'STARTED';

export interface ContractFilterFields {
  ContractTypeId: number;
  IsCriticalTrade: boolean;
  OwnerServices: boolean;
  FirstForecastDate: string | null;
  LastForecastDate: string | null;
  StartDate: string | null;
  EndDate: string | null;
  ActualHoursToDate: number;
  OnsiteToday: number;
}

/**
 * TRADES: workforce trades (ContractTypeId 5) that are not owner services; CRITICAL: critical
 * trades; OWNER: owner services; ALL: everything.
 */
export function matchesTradeFilter(c: ContractFilterFields, filter: TradeFilter): boolean {
  switch (filter) {
    case 'TRADES':
      return c.ContractTypeId === WORKFORCE_CONTRACT_TYPE_ID && !c.OwnerServices;
    case 'CRITICAL':
      return c.IsCriticalTrade;
    case 'OWNER':
      return c.OwnerServices;
    case 'ALL':
      return true;
  }
}

/**
 * Started: the plan's first date (the contract's StartDate without a plan) is on or before
 * `date`, or someone of the contract has been on site. Finished: the plan's last date (EndDate
 * without a plan) is before `date`. Active: started and not finished.
 */
export function hasStarted(c: ContractFilterFields, date: string): boolean {
  const first = c.FirstForecastDate ?? c.StartDate;
  return (first !== null && first <= date) || c.ActualHoursToDate > 0 || c.OnsiteToday > 0;
}
export function hasFinished(c: ContractFilterFields, date: string): boolean {
  const last = c.LastForecastDate ?? c.EndDate;
  return last !== null && last < date;
}
export function matchesDateFilter(
  c: ContractFilterFields,
  filter: DateFilter,
  date: string,
): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'STARTED':
      return hasStarted(c, date);
    case 'ACTIVE':
      return hasStarted(c, date) && !hasFinished(c, date);
    case 'FINISHED':
      return hasFinished(c, date);
  }
}

export interface ContractSortFields {
  Deviation: number | null;
  PlannedHoursToDate: number | null;
  FirstForecastDate: string | null;
  DisplayName: string;
}
/**
 * Default sort (spec 000 §9): Deviation ascending (furthest behind first, no deviation last),
 * then planned hours to date descending, then first forecast date (none last), then name.
 */
export function compareByDefaultSort(a: ContractSortFields, b: ContractSortFields): number {
  if (a.Deviation !== b.Deviation) {
    if (a.Deviation === null) return 1;
    if (b.Deviation === null) return -1;
    return a.Deviation - b.Deviation;
  }
  const pa = a.PlannedHoursToDate ?? -1;
  const pb = b.PlannedHoursToDate ?? -1;
  if (pa !== pb) return pb - pa;
  if (a.FirstForecastDate !== b.FirstForecastDate) {
    if (a.FirstForecastDate === null) return 1;
    if (b.FirstForecastDate === null) return -1;
    return a.FirstForecastDate < b.FirstForecastDate ? -1 : 1;
  }
  return a.DisplayName.localeCompare(b.DisplayName);
}
