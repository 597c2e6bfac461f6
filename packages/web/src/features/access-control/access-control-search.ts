import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { applicableSearch } from '@/lib/address/address-params.ts';
import {
  LOCAL_MINUTE_FORMAT,
  accessControlAddress,
  type AccessControlSearch,
  type ResolvedAccessControlSearch,
} from './access-control-address.ts';

export {
  LOCAL_MINUTE_FORMAT,
  accessControlAddress,
  type AccessControlSearch,
  type ResolvedAccessControlSearch,
};

dayjs.extend(utc);
dayjs.extend(timezone);

export const changeFilters = accessControlAddress.change;

/** spec 002 §2: from the start of today to the end of tomorrow, on the project's clock. */
export function defaultRange(timeZoneId: string, now: Date = new Date()) {
  const today = dayjs(now).tz(timeZoneId).startOf('day');
  return {
    start: today.format(LOCAL_MINUTE_FORMAT),
    end: today.add(1, 'day').endOf('day').format(LOCAL_MINUTE_FORMAT),
  };
}

export function resolveAccessControlSearch(
  search: AccessControlSearch,
  timeZoneId: string,
  now: Date = new Date(),
): ResolvedAccessControlSearch {
  const range = defaultRange(timeZoneId, now);
  return {
    ...accessControlAddress.resolve(search),
    start: search.start ?? range.start,
    end: search.end ?? range.end,
  };
}

/** A local minute of the address as the instant it is on the project's clock. */
export function localMinuteIn(value: string, timeZoneId: string): Dayjs {
  return dayjs.tz(value, timeZoneId);
}

/**
 * spec 002 §5, §7: the times go as epoch seconds; the start from the first second of its minute,
 * the end through the last second of its own (so 23:59 is the end of the day).
 */
export function rangeEpochSeconds(start: string, end: string, timeZoneId: string) {
  return {
    startTime: localMinuteIn(start, timeZoneId).startOf('minute').unix(),
    endTime: localMinuteIn(end, timeZoneId).endOf('minute').unix(),
  };
}

/** The address as the request of `GET …/access_control/reads`; null while the range is empty. */
export function toAccessReadsQuery(
  search: ResolvedAccessControlSearch,
  timeZoneId: string,
): Record<string, string | number> | null {
  const { startTime, endTime } = rangeEpochSeconds(search.start, search.end, timeZoneId);
  if (!(endTime > startTime)) return null;
  const query: Record<string, string | number> = {
    page: search.page,
    pageSize: search.pageSize,
    startTime,
    endTime,
    orderBy: search.orderBy,
    reverse: String(search.reverse),
  };
  const lists = {
    contractIds: search.contractIds,
    projectZoneIds: search.projectZoneIds,
    readDirectionIds: search.readDirectionIds,
    accessTypes: search.accessTypes,
    sources: search.sources,
  };
  for (const [key, ids] of Object.entries(lists)) {
    if (ids?.length) query[key] = ids.join(',');
  }
  const text = applicableSearch(search.search);
  if (text !== undefined) query.search = text;
  return query;
}

/**
 * spec 002 §5 "start of day for the start and end of day for the end": picking another day
 * (the time left as it was) takes the whole day, from 00:00 for the start and to 23:59 for the
 * end. A time the user sets is kept to the minute.
 */
export function pickedMinute(
  previous: Dayjs,
  next: Dayjs,
  edge: 'start' | 'end',
  timeZoneId: string,
): string {
  const before = previous.tz(timeZoneId);
  const after = next.tz(timeZoneId);
  const dayChanged = !after.isSame(before, 'day');
  const timeKept = after.format('HH:mm') === before.format('HH:mm');
  const value =
    dayChanged && timeKept ? (edge === 'start' ? after.startOf('day') : after.endOf('day')) : after;
  return value.format(LOCAL_MINUTE_FORMAT);
}

/** How many filters narrow the list (the date range always does, so it is not counted). */
export function activeFilterCount(search: AccessControlSearch): number {
  return [
    search.contractIds,
    search.projectZoneIds,
    search.readDirectionIds,
    search.accessTypes,
    search.sources,
  ].filter((ids) => ids?.length).length;
}
