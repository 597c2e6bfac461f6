// The workforce reports' rules (spec 001 §2–§5, §9; DOMAIN.md "Figures on the screens"), shared by
// the server and the web: the range limits with their messages, the default ranges, the weekly
// report's Sunday-to-Saturday week and its five-day mean.
import { daysBetween, isCalendarDate, shiftDate } from '../dashboards/dashboards.periods.ts';

/** Messages of the reports: the spec's exactly (001 §5), then the server's own refusals. */
export const REPORTS_MESSAGES = {
  timesheetsContractRange: 'When selecting a contract date range must be 180 days or less.',
  timesheetsRange: 'With no contract selected date range must be 90 days or less.',
  zoneRange: 'Selected date range must be 90 days or less.',
  dataLoadingError: 'Data Loading Error',
  dateInvalid: 'Dates must be written YYYY-MM-DD.',
  rangeBackwards: 'The end date cannot be before the start date.',
  undetectedRange: 'Selected date range must be 90 days or less.',
  longRange: 'Selected date range must be 366 days or less.',
  zoneNotFound: 'The zone was not found in this project.',
  contractNotFound: 'The contract was not found in this project.',
  tradeFilter: 'tradeFilter is 1 (critical), 2 (all), 3 (workforce) or 4 (owner services).',
  statusIds: 'alertStatusIds holds 1 (Active), 2 (Resolved) and 3 (Snoozed), comma separated.',
  zoneIds: 'projectZonesIds holds zone ids, comma separated.',
} as const;

/** spec 001 §2, §9: tradeFilter values; 3 (workforce) is the default. */
export const REPORT_TRADE_FILTERS = {
  Critical: 1,
  All: 2,
  Workforce: 3,
  OwnerServices: 4,
} as const;
export type ReportTradeFilter = (typeof REPORT_TRADE_FILTERS)[keyof typeof REPORT_TRADE_FILTERS];
export const DEFAULT_REPORT_TRADE_FILTER: ReportTradeFilter = 3;

/** spec 001 §9: timesheets, undetected devices and zones grids: 150 a page (100, 150, 200). */
export const REPORT_PAGE_SIZES = [100, 150, 200] as const;
export type ReportPageSize = (typeof REPORT_PAGE_SIZES)[number];
export const DEFAULT_REPORT_PAGE_SIZE: ReportPageSize = 150;

/** spec 001 §9: default ranges (days, today included); undetected devices as timesheets. */
export const REPORT_DEFAULT_DAYS = {
  timesheets: 7,
  undetected: 7,
  zone: 7,
  alerts: 7,
  completion: 30,
} as const;

/** spec 001 §5: 180 days with a contract, 90 without; zones 90; the others a year. */
export const REPORT_MAX_DAYS = {
  timesheetsContract: 180,
  timesheets: 90,
  zone: 90,
  undetected: 90,
  alerts: 366,
  completion: 366,
} as const;

/** spec 001 §9: alert status ids 1 Active, 2 Resolved, 3 Snoozed; the address default '1,2,3'. */
export const REPORT_ALERT_STATUSES = [1, 2, 3] as const;

/** The range `days` long that ends on `today` (both ends inclusive). */
export function lastDays(today: string, days: number): { startDate: string; endDate: string } {
  return { startDate: shiftDate(today, -(days - 1)), endDate: today };
}

/** Days a range holds, both ends inclusive (1 for a single day). */
export function rangeDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

export type ReportRangeKind = 'timesheets' | 'zone' | 'undetected' | 'alerts' | 'completion';

/**
 * What is wrong with a report's range, in the spec's words, or null. `contract` matters for the
 * timesheets only (180 days with one, 90 without). Checked by the web before it asks, and by the
 * server whatever the web did.
 */
export function reportRangeProblem(
  kind: ReportRangeKind,
  startDate: string,
  endDate: string,
  contract = false,
): string | null {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return REPORTS_MESSAGES.dateInvalid;
  if (endDate < startDate) return REPORTS_MESSAGES.rangeBackwards;
  const days = rangeDays(startDate, endDate);
  switch (kind) {
    case 'timesheets':
      if (contract) {
        return days > REPORT_MAX_DAYS.timesheetsContract
          ? REPORTS_MESSAGES.timesheetsContractRange
          : null;
      }
      return days > REPORT_MAX_DAYS.timesheets ? REPORTS_MESSAGES.timesheetsRange : null;
    case 'zone':
      return days > REPORT_MAX_DAYS.zone ? REPORTS_MESSAGES.zoneRange : null;
    case 'undetected':
      return days > REPORT_MAX_DAYS.undetected ? REPORTS_MESSAGES.undetectedRange : null;
    case 'alerts':
    case 'completion':
      return days > REPORT_MAX_DAYS[kind] ? REPORTS_MESSAGES.longRange : null;
  }
}

/** The weekly report's week (spec 001 §3): the Sunday on or before `date` to the Saturday after. */
export function reportWeek(date: string): { startDate: string; stopDate: string } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const startDate = shiftDate(date, -weekday);
  return { startDate, stopDate: shiftDate(startDate, 6) };
}

/** The weekly report's days in its columns' order. */
export const WEEKDAY_COLUMNS = [
  'SundayHeadcountRecorded',
  'MondayHeadcountRecorded',
  'TuesdayHeadcountRecorded',
  'WednesdayHeadcountRecorded',
  'ThursdayHeadcountRecorded',
  'FridayHeadcountRecorded',
  'SaturdayHeadcountRecorded',
] as const;
export type WeekdayColumn = (typeof WEEKDAY_COLUMNS)[number];

/** spec 001 §3: TotalFiveDayMean is the week's total divided by 5, rounded (half up: counts). */
export function fiveDayMean(total: number): number {
  return Math.floor((total * 2 + 5) / 10);
}
