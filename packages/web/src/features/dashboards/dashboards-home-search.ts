import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { isCalendarDate } from '@siteline/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The home's address parameter: the day shown, absent for today. */
export interface DashboardsHomeSearch {
  date?: string;
}

/**
 * validateSearch of the route. A rejected value is returned as undefined rather than left out:
 * the router keeps the raw value of a key the validator does not return.
 */
export function validateDashboardsHomeSearch(raw: Record<string, unknown>): DashboardsHomeSearch {
  const date = typeof raw.date === 'string' && isCalendarDate(raw.date) ? raw.date : undefined;
  return { date };
}

/** Today's date on the site's clock ('YYYY-MM-DD'); the browser's own date if the zone is unknown. */
export function siteToday(timeZoneId: string, now: Date = new Date()): string {
  try {
    return dayjs(now).tz(timeZoneId).format('YYYY-MM-DD');
  } catch {
    return dayjs(now).format('YYYY-MM-DD');
  }
}

/**
 * The day the home shows: the address's date kept between the project's start and today (a
 * hand-edited or old link never asks the server for a day it refuses); undefined means today.
 */
export function shownDate(
  search: DashboardsHomeSearch,
  today: string,
  projectStart: string,
): string | undefined {
  const { date } = search;
  if (date === undefined || date >= today) return undefined;
  const first = projectStart.slice(0, 10);
  return date < first ? first : date;
}
