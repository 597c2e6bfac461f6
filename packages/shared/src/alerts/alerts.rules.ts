// Pure rules of the daily alerts (DOMAIN.md "Alerts": contract deviation, end date in jeopardy).
// Hours come as figures with at most two decimals (sums of NUMERIC hours read as float8) and are
// compared as exact hundredths; dates are project-local 'YYYY-MM-DD'; "today" is passed in.
import { shiftDate } from '../dashboards/dashboards.periods.ts';
import { roundHours, toUnits } from '../dashboards/dashboards.rules.ts';
import { END_DATE_PACE_DAYS } from './alerts-end-date.schemas.ts';

/**
 * Contract deviation: deviation to date below −under % or above over % (strictly: exactly at the
 * limit is within it, as the colours are on track at exactly ±5 %). Null without planned hours
 * to date, where there is no deviation.
 */
export function deviationBreach(
  actualHours: number,
  plannedHours: number,
  underPercent: number,
  overPercent: number,
): 'under' | 'over' | null {
  const planned = toUnits(plannedHours, 2);
  if (!(planned > 0)) return null;
  const gap = (toUnits(actualHours, 2) - planned) * 100;
  if (gap < -underPercent * planned) return 'under';
  if (gap > overPercent * planned) return 'over';
  return null;
}

export interface PlanPace {
  /** The plan's last date with planned hours, or null without a plan. */
  lastForecastDate: string | null;
  /** Planned hours of the whole plan, and actual hours to date (through yesterday). */
  plannedTotalHours: number;
  actualToDateHours: number;
  /** Actual hours to date as they stood 14 days ago. */
  actualPaceStartHours: number;
}

export interface PaceStanding {
  remainingHours: number | null;
  dailyHours: number;
  /** The day the remaining hours are done at the pace (today counts); null when nothing moves. */
  projectedFinishDate: string | null;
  /** True when the plan is done (nothing remains). */
  done: boolean;
}

/**
 * The projected finish (DOMAIN.md): remaining planned hours ÷ mean daily actual hours of the last
 * 14 days, in whole days counted from today (work today is not in "to date" yet), exactly.
 */
export function paceStanding(pace: PlanPace, today: string): PaceStanding {
  if (pace.lastForecastDate === null)
    return { remainingHours: null, dailyHours: 0, projectedFinishDate: null, done: false };
  const remaining = toUnits(pace.plannedTotalHours, 2) - toUnits(pace.actualToDateHours, 2);
  const fortnight = toUnits(pace.actualToDateHours, 2) - toUnits(pace.actualPaceStartHours, 2);
  const dailyHours = roundHours(fortnight / 100 / END_DATE_PACE_DAYS);
  if (remaining <= 0)
    return { remainingHours: 0, dailyHours, projectedFinishDate: today, done: true };
  const remainingHours = remaining / 100;
  if (fortnight <= 0) return { remainingHours, dailyHours, projectedFinishDate: null, done: false };
  // ceil(remaining ÷ (fortnight ÷ 14)) on integers.
  const days = Math.ceil((remaining * END_DATE_PACE_DAYS) / fortnight);
  return {
    remainingHours,
    dailyHours,
    projectedFinishDate: shiftDate(today, days - 1),
    done: false,
  };
}

/**
 * End date in jeopardy: the last forecast date is within `cutOffDays` of today (or already past)
 * and work remains that the pace does not finish by it (or nothing moved in 14 days).
 */
export function endDateInJeopardy(
  lastForecastDate: string | null,
  standing: PaceStanding,
  today: string,
  cutOffDays: number,
): boolean {
  if (lastForecastDate === null || standing.done) return false;
  if (lastForecastDate > shiftDate(today, cutOffDays)) return false;
  return standing.projectedFinishDate === null || standing.projectedFinishDate > lastForecastDate;
}
