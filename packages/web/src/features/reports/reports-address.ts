import {
  DEFAULT_REPORT_TRADE_FILTER,
  REPORT_TRADE_FILTERS,
  WEEKDAY_COLUMNS,
} from '@siteline/shared';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';

const trade = addressParam.oneOf(Object.values(REPORT_TRADE_FILTERS));

/** The grids' columns a sort in the address may name. */
const DAILY_SORTS = [
  'CompanyName',
  'PrimeCompanyName',
  'Trade',
  'HeadcountRecordedDayShift',
  'HeadcountRecordedNightShift',
  'HeadcountRecordedNotApplicable',
  'HeadcountRecorded',
  'OnSiteNetHours',
  'GrossHours',
] as const;
const WEEKLY_SORTS = [
  'CompanyName',
  'Trade',
  ...WEEKDAY_COLUMNS,
  'TotalWeeklyHeadcountRecorded',
  'TotalFiveDayMean',
] as const;

/** spec 001 §2 Daily: dailyDate, projectZoneId, tradeFilter, orderByDaily, reverseDaily. */
export const dailyAddress = addressSchema(
  {
    dailyDate: addressParam.calendarDate(),
    projectZoneId: addressParam.positiveInt(),
    tradeFilter: trade,
    orderByDaily: addressParam.oneOf(DAILY_SORTS),
    reverseDaily: addressParam.flag(),
  },
  (a) => ({
    ...a,
    tradeFilter: a.tradeFilter === DEFAULT_REPORT_TRADE_FILTER ? undefined : a.tradeFilter,
    reverseDaily: a.reverseDaily ? true : undefined,
  }),
);

/** spec 001 §2 Weekly: weeklyDate, projectZoneId, tradeFilter, orderByWeekly, reverseWeekly. */
export const weeklyAddress = addressSchema(
  {
    weeklyDate: addressParam.calendarDate(),
    projectZoneId: addressParam.positiveInt(),
    tradeFilter: trade,
    orderByWeekly: addressParam.oneOf(WEEKLY_SORTS),
    reverseWeekly: addressParam.flag(),
  },
  (a) => ({
    ...a,
    tradeFilter: a.tradeFilter === DEFAULT_REPORT_TRADE_FILTER ? undefined : a.tradeFilter,
    reverseWeekly: a.reverseWeekly ? true : undefined,
  }),
);

/** spec 001 §2 Timesheets: startDate, endDate, contractId. */
export const timesheetsAddress = addressSchema({
  startDate: addressParam.calendarDate(),
  endDate: addressParam.calendarDate(),
  contractId: addressParam.positiveInt(),
});

/** spec 001 §2 Undetected devices, Zones, Completion: startDate, endDate. */
export const rangeAddress = addressSchema({
  startDate: addressParam.calendarDate(),
  endDate: addressParam.calendarDate(),
});
