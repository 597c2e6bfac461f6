// Calendar arithmetic, breakout periods and date-range options (spec 002 §9), shared by the server
// and the web. Dates are 'YYYY-MM-DD' project-local calendar dates; nothing here reads the clock
// or a time zone: callers pass "today" in the project's zone.

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
