// Pure rules of the dashboards area (DOMAIN.md "Figures on the screens", spec 000 §9, spec 002 §9),
// used by the server to answer and by the web to filter, sort, colour and pick ranges, so both
// sides agree. Dates are 'YYYY-MM-DD' strings (project-local calendar dates); nothing here reads
// the clock or a time zone: callers pass "today" in the project's zone.

// --- calendar arithmetic on 'YYYY-MM-DD' ---------------------------------------------------------

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (negative: before). */
export function shiftDate(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (0 for the same date; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = toUtcMs(text);
  return !Number.isNaN(ms) && fromUtcMs(ms) === text;
}

/** Weeks start on Monday (ISO 8601); the Monday on or before `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(toUtcMs(date)).getUTCDay(); // 0 Sunday … 6 Saturday
  return shiftDate(date, -((weekday + 6) % 7));
}
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
export function monthEnd(date: string): string {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return fromUtcMs(Date.UTC(y, m, 0));
}
export function yearEnd(date: string): string {
  return `${date.slice(0, 4)}-12-31`;
}

// --- rounding ------------------------------------------------------------------------------------

/** Half away from zero, so +2.25 and −2.25 round alike. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(Math.abs(value) * f + 1e-9) / f;
  return value < 0 ? -r : r;
}
/** Hours travel with two decimals (DOMAIN.md OnSiteNetHours). */
export const roundHours = (h: number): number => roundTo(h, 2);
/** Percentages (Deviation, TCI, TSI, trends) travel with one decimal. */
export const roundPercent = (p: number): number => roundTo(p, 1);

// --- indexes (DOMAIN.md "Figures on the screens") ------------------------------------------------

/**
 * Deviation (%) = (Actual − Planned) / Planned × 100, to date. Null without planned hours (no
 * plan, or a plan that has not started yet): never 0, never NaN.
 */
export function deviationPercent(actualHours: number, plannedHours: number | null): number | null {
  if (plannedHours === null || !(plannedHours > 0)) return null;
  return roundPercent(((actualHours - plannedHours) / plannedHours) * 100);
}

/** TCI (%) = ActualHoursToDate / total planned hours of the contract × 100; null without a plan. */
export function tciPercent(
  actualHoursToDate: number,
  totalPlannedHours: number | null,
): number | null {
  if (totalPlannedHours === null || !(totalPlannedHours > 0)) return null;
  return roundPercent((actualHoursToDate / totalPlannedHours) * 100);
}

/** TSI (%) = ActualHoursToDate / PlannedHoursToDate × 100; null without planned hours to date. */
export function tsiPercent(
  actualHoursToDate: number,
  plannedHoursToDate: number | null,
): number | null {
  if (plannedHoursToDate === null || !(plannedHoursToDate > 0)) return null;
  return roundPercent((actualHoursToDate / plannedHoursToDate) * 100);
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
  let weighted = 0;
  let weight = 0;
  for (const t of trades) {
    if (!(t.totalPlannedHours > 0)) continue;
    weighted += (t.actualHoursToDate / t.totalPlannedHours) * t.totalPlannedHours;
    weight += t.totalPlannedHours;
  }
  return weight > 0 ? roundPercent((weighted / weight) * 100) : null;
}

/** TciTrend = TCI now − TCI seven days earlier; null when either is null. */
export const TCI_TREND_DAYS = 7;
export function trendPercent(now: number | null, before: number | null): number | null {
  return now === null || before === null ? null : roundPercent(now - before);
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

// --- breakout periods (spec 002 §9) ---------------------------------------------------------------

export const ROLLUP_TYPES = ['Daily', 'Weekly', 'Monthly', 'Yearly', 'Overall'] as const;
export type RollupType = (typeof ROLLUP_TYPES)[number];
export const GROUP_BY = ['Contractor', 'Division'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** Default chart rollup: daily; weekly above 365 days; monthly above 730 days (spec 002 §9). */
export function defaultRollup(startDate: string, endDate: string): RollupType {
  const span = daysBetween(startDate, endDate);
  if (span > 730) return 'Monthly';
  if (span > 365) return 'Weekly';
  return 'Daily';
}

export interface Period {
  /** First date of the period inside the range (inclusive). */
  PeriodStart: string;
  /** Last date of the period inside the range (inclusive). */
  PeriodEnd: string;
  Label: string;
}

function usDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

/**
 * The periods of a range, both ends inclusive, each clipped to the range: days; weeks from
 * Monday; calendar months; calendar years; or the whole range. Labels use the spec's MM/DD/YYYY
 * (a week by its Monday even when clipped), MM/YYYY for months and YYYY for years.
 */
export function rollupPeriods(startDate: string, endDate: string, rollup: RollupType): Period[] {
  if (endDate < startDate) return [];
  if (rollup === 'Overall') {
    return [
      {
        PeriodStart: startDate,
        PeriodEnd: endDate,
        Label: `${usDate(startDate)} - ${usDate(endDate)}`,
      },
    ];
  }
  const periods: Period[] = [];
  let cursor = startDate;
  while (cursor <= endDate) {
    let end: string;
    let label: string;
    switch (rollup) {
      case 'Daily':
        end = cursor;
        label = usDate(cursor);
        break;
      case 'Weekly': {
        const monday = weekStart(cursor);
        end = shiftDate(monday, 6);
        label = usDate(monday);
        break;
      }
      case 'Monthly':
        end = monthEnd(cursor);
        label = `${cursor.slice(5, 7)}/${cursor.slice(0, 4)}`;
        break;
      case 'Yearly':
        end = yearEnd(cursor);
        label = cursor.slice(0, 4);
        break;
    }
    const clippedEnd = end < endDate ? end : endDate;
    periods.push({ PeriodStart: cursor, PeriodEnd: clippedEnd, Label: label });
    cursor = shiftDate(clippedEnd, 1);
  }
  return periods;
}

// --- date range options (spec 002 §9) -------------------------------------------------------------

export const DATE_RANGE_OPTIONS = [
  'Last 90 days',
  'Current week',
  'Last week',
  'Current month',
  'Last month',
  'Last 180 days',
  'Last 365 days',
  'Entire Project To Date',
  'Entire Project',
  'Custom',
] as const;
export type DateRangeOption = (typeof DATE_RANGE_OPTIONS)[number];
export const DEFAULT_DATE_RANGE_OPTION: DateRangeOption = 'Last 90 days';

export interface DateRangeContext {
  /** Today in the project's time zone. */
  today: string;
  /** The project's StartDate. */
  projectStart: string;
  /** The project's EndDate, else the plan's last date, else null. */
  projectEnd: string | null;
}
export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * The dates of a range option, both inclusive. "Last N days" ends today and holds N days;
 * current and last week/month are whole calendar weeks (Monday to Sunday) and months, so the
 * current ones reach past today (the plan shows there, actuals stop at today). Entire Project
 * runs from the project's start to its end (today when it has none); "To Date" stops today.
 * Custom has no dates of its own: null.
 */
export function dateRangeFor(option: DateRangeOption, ctx: DateRangeContext): DateRange | null {
  const { today, projectStart } = ctx;
  const lastDays = (n: number): DateRange => ({
    startDate: shiftDate(today, -(n - 1)),
    endDate: today,
  });
  switch (option) {
    case 'Last 90 days':
      return lastDays(90);
    case 'Last 180 days':
      return lastDays(180);
    case 'Last 365 days':
      return lastDays(365);
    case 'Current week': {
      const start = weekStart(today);
      return { startDate: start, endDate: shiftDate(start, 6) };
    }
    case 'Last week': {
      const start = shiftDate(weekStart(today), -7);
      return { startDate: start, endDate: shiftDate(start, 6) };
    }
    case 'Current month':
      return { startDate: monthStart(today), endDate: monthEnd(today) };
    case 'Last month': {
      const prev = shiftDate(monthStart(today), -1);
      return { startDate: monthStart(prev), endDate: monthEnd(prev) };
    }
    case 'Entire Project To Date':
      return { startDate: projectStart, endDate: today };
    case 'Entire Project': {
      const end = ctx.projectEnd !== null && ctx.projectEnd > today ? ctx.projectEnd : today;
      return { startDate: projectStart, endDate: end };
    }
    case 'Custom':
      return null;
  }
}
