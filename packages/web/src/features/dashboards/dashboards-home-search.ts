import { addressParam, addressSchema } from '@/lib/address/address-params.ts';

/** The home's address parameter: the day shown, absent for today. */
export interface DashboardsHomeSearch {
  date?: string;
  /** `steps`: the whole setup checklist instead of the dashboards. */
  setup?: 'steps';
}

/** The route's address schema: a rejected day comes back as undefined (today). */
export const dashboardsHomeAddress = addressSchema({
  date: addressParam.calendarDate(),
  setup: addressParam.oneOf(['steps']),
});

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
