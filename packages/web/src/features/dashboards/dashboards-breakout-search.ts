import {
  DATE_RANGE_OPTIONS,
  DEFAULT_DATE_RANGE_OPTION,
  ROLLUP_TYPES,
  dateRangeFor,
  daysBetween,
  defaultRollup,
  type DateRangeContext,
  type DateRangeOption,
  type RollupType,
} from '@siteline/shared';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';
import type { Translation } from '@/lib/i18n-types.ts';

/** A range's address slug, which is also its translation key under `breakout.range`. */
export type RangeSlug = keyof Translation['breakout']['range'];

/** A range option as it reads in the address: "Last 90 days" → last-90-days. */
export function rangeSlug(option: DateRangeOption): RangeSlug {
  return option.toLowerCase().replaceAll(' ', '-') as RangeSlug;
}
const OPTION_OF_SLUG = new Map<string, DateRangeOption>(
  DATE_RANGE_OPTIONS.map((option) => [rangeSlug(option), option]),
);

/**
 * The breakout's address parameters (spec 000 §7 breakout report, spec 002 §9). A named range
 * stays relative to today (a saved "Last 90 days" is always the last 90 days), so its dates are
 * not written; a custom range writes startDate and endDate. Absent rollupType: the default
 * rollup for the range's length.
 */
export interface DashboardsBreakoutSearch {
  range?: string;
  startDate?: string;
  endDate?: string;
  rollupType?: RollupType;
}

export interface ResolvedBreakoutSearch {
  option: DateRangeOption;
  startDate: string;
  endDate: string;
  rollupType: RollupType;
  /** The range can be asked for: its start is before its end. */
  applicable: boolean;
}

/**
 * The route's address schema. A named range other than the default is kept as its slug; a custom
 * range only with both dates, the start before the end; the rest comes back as undefined.
 */
export const dashboardsBreakoutAddress = addressSchema(
  {
    range: addressParam.oneOf(DATE_RANGE_OPTIONS.map((option): string => rangeSlug(option))),
    startDate: addressParam.calendarDate(),
    endDate: addressParam.calendarDate(),
    rollupType: addressParam.oneOf(ROLLUP_TYPES),
  },
  ({ range, startDate, endDate, rollupType }): DashboardsBreakoutSearch => {
    const option = range === undefined ? undefined : OPTION_OF_SLUG.get(range);
    const custom = startDate !== undefined && endDate !== undefined && startDate < endDate;
    const result: DashboardsBreakoutSearch = {};
    if (custom && (option === undefined || option === 'Custom')) {
      result.range = rangeSlug('Custom');
      result.startDate = startDate;
      result.endDate = endDate;
    } else if (
      option !== undefined &&
      option !== 'Custom' &&
      option !== DEFAULT_DATE_RANGE_OPTION
    ) {
      result.range = rangeSlug(option);
    }
    if (rollupType !== undefined) result.rollupType = rollupType;
    return result;
  },
);

/** More daily bars than this do not fit a phone's width: the phone's default is then weekly. */
export const PHONE_MAX_DAILY_BARS = 31;

/**
 * The rollup shown when the address names none: the spec's default for the range's length, but
 * on a phone a daily series longer than a month falls back to weekly (90 bars in 390 px are
 * hairlines).
 */
export function breakoutDefaultRollup(startDate: string, endDate: string, phone = false) {
  const rollup = defaultRollup(startDate, endDate);
  return phone && rollup === 'Daily' && daysBetween(startDate, endDate) + 1 > PHONE_MAX_DAILY_BARS
    ? 'Weekly'
    : rollup;
}

export function resolveBreakoutSearch(
  search: DashboardsBreakoutSearch,
  context: DateRangeContext,
  phone = false,
): ResolvedBreakoutSearch {
  const named = search.range === undefined ? undefined : OPTION_OF_SLUG.get(search.range);
  let option: DateRangeOption = named ?? DEFAULT_DATE_RANGE_OPTION;
  let range = dateRangeFor(option, context);
  if (option === 'Custom' && search.startDate && search.endDate) {
    range = { startDate: search.startDate, endDate: search.endDate };
  }
  if (range === null) {
    option = DEFAULT_DATE_RANGE_OPTION;
    range = dateRangeFor(option, context) ?? { startDate: context.today, endDate: context.today };
  }
  return {
    option,
    ...range,
    rollupType: search.rollupType ?? breakoutDefaultRollup(range.startDate, range.endDate, phone),
    applicable: range.startDate < range.endDate,
  };
}

/**
 * Another range: its own dates only when custom, and the rollup back to the default for its
 * length (daily; weekly above 365 days; monthly above 730 — spec 002 §9).
 */
export function changeRange(
  option: DateRangeOption,
  dates: { start: string; end: string },
): DashboardsBreakoutSearch {
  if (option === 'Custom') {
    return { range: rangeSlug('Custom'), startDate: dates.start, endDate: dates.end };
  }
  return option === DEFAULT_DATE_RANGE_OPTION ? {} : { range: rangeSlug(option) };
}

/** Another period type keeps the range; the default one is not written. */
export function changeRollup(
  search: DashboardsBreakoutSearch,
  resolved: ResolvedBreakoutSearch,
  rollupType: RollupType,
  phone = false,
): DashboardsBreakoutSearch {
  const { rollupType: _previous, ...rest } = search;
  return rollupType === breakoutDefaultRollup(resolved.startDate, resolved.endDate, phone)
    ? rest
    : { ...rest, rollupType };
}
