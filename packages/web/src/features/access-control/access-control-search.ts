import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import {
  ACCESS_READS_DEFAULT_ORDER_BY,
  ACCESS_READS_DEFAULT_PAGE_SIZE,
  ACCESS_READS_ORDER_BY,
  ACCESS_READS_PAGE_SIZES,
  ACCESS_TYPE_IDS,
  READ_DIRECTION_IDS,
  READ_SOURCE_IDS,
  defaultReverse,
  type AccessReadsOrderBy,
  type AccessReadsPageSize,
  type AccessTypeId,
  type ReadDirectionId,
  type ReadSourceId,
} from '@siteline/shared';
import { applicableSearch } from '../../components/data-grid/data-grid-rules.ts';
import {
  oneOf,
  positiveInt,
  withEveryKey,
} from '../../components/data-grid/data-grid-search-params.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A project-local wall-clock minute as it sits in the address: 2026-11-21T07:30. */
export const LOCAL_MINUTE_FORMAT = 'YYYY-MM-DDTHH:mm';
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The dashboard's address parameters (spec 002 §2, §4): filters, sort and page live in the URL,
 * so a reload or a shared link shows the same list. Absent means the default; the date range's
 * default (today and tomorrow on the site) is worked out when the page is shown.
 */
export interface AccessControlSearch {
  page?: number;
  pageSize?: AccessReadsPageSize;
  /** Contract ids; -1 is Unassigned (reads with no contract). */
  contractIds?: number[];
  /** Zone ids; -1 is the Unassigned Zone. */
  projectZoneIds?: number[];
  readDirectionIds?: ReadDirectionId[];
  accessTypes?: AccessTypeId[];
  sources?: ReadSourceId[];
  /** Project-local start, LOCAL_MINUTE_FORMAT. */
  start?: string;
  /** Project-local end, LOCAL_MINUTE_FORMAT; the whole minute is included. */
  end?: string;
  /** Only ever 3 characters or more (spec 002 §5). */
  search?: string;
  orderBy?: AccessReadsOrderBy;
  /** Descending; absent means the column's default (see defaultReverse). */
  reverse?: boolean;
}

export interface ResolvedAccessControlSearch extends AccessControlSearch {
  page: number;
  pageSize: AccessReadsPageSize;
  start: string;
  end: string;
  orderBy: AccessReadsOrderBy;
  reverse: boolean;
}

/** A list from the address: an array, a comma list or one value; unknown items are dropped. */
function idList<T extends number>(value: unknown, accept: (id: number) => T | undefined) {
  const items = Array.isArray(value)
    ? (value as unknown[])
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  const ids = items
    .map((item) => (typeof item === 'string' && item.trim() !== '' ? Number(item) : item))
    .filter((item): item is number => typeof item === 'number')
    .map(accept)
    .filter((id): id is T => id !== undefined);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return unique.length ? unique : undefined;
}

const idOrUnassigned = (id: number) => (id === -1 || positiveInt(id) ? id : undefined);

function localMinute(value: unknown): string | undefined {
  return typeof value === 'string' && LOCAL_MINUTE.test(value) && dayjs(value).isValid()
    ? value
    : undefined;
}

const NO_ACCESS_CONTROL_SEARCH = {
  page: undefined,
  pageSize: undefined,
  contractIds: undefined,
  projectZoneIds: undefined,
  readDirectionIds: undefined,
  accessTypes: undefined,
  sources: undefined,
  start: undefined,
  end: undefined,
  search: undefined,
  orderBy: undefined,
  reverse: undefined,
} as const;

/**
 * validateSearch of the route: anything unknown or malformed falls back to the default, and
 * comes back as undefined so the router does not keep its raw value.
 */
export function validateAccessControlSearch(raw: Record<string, unknown>): AccessControlSearch {
  const orderBy = oneOf(ACCESS_READS_ORDER_BY, raw.orderBy);
  const reverse =
    raw.reverse === true || raw.reverse === 'true'
      ? true
      : raw.reverse === false || raw.reverse === 'false'
        ? false
        : undefined;
  const search = withoutDefaults({
    page: positiveInt(raw.page),
    pageSize: oneOf(ACCESS_READS_PAGE_SIZES, raw.pageSize),
    contractIds: idList(raw.contractIds, idOrUnassigned),
    projectZoneIds: idList(raw.projectZoneIds, idOrUnassigned),
    readDirectionIds: idList(raw.readDirectionIds, (id) => oneOf(READ_DIRECTION_IDS, id)),
    accessTypes: idList(raw.accessTypes, (id) => oneOf(ACCESS_TYPE_IDS, id)),
    sources: idList(raw.sources, (id) => oneOf(READ_SOURCE_IDS, id)),
    start: localMinute(raw.start),
    end: localMinute(raw.end),
    search: applicableSearch(raw.search),
    orderBy,
    reverse,
  });
  return withEveryKey(NO_ACCESS_CONTROL_SEARCH, search);
}

/** Drops what equals the default, so the address stays short and one list has one address. */
export function withoutDefaults(search: AccessControlSearch): AccessControlSearch {
  const orderBy = search.orderBy ?? ACCESS_READS_DEFAULT_ORDER_BY;
  const result: AccessControlSearch = {};
  if (search.page !== undefined && search.page > 1) result.page = search.page;
  if (search.pageSize !== undefined && search.pageSize !== ACCESS_READS_DEFAULT_PAGE_SIZE) {
    result.pageSize = search.pageSize;
  }
  if (search.contractIds?.length) result.contractIds = search.contractIds;
  if (search.projectZoneIds?.length) result.projectZoneIds = search.projectZoneIds;
  if (search.readDirectionIds?.length) result.readDirectionIds = search.readDirectionIds;
  if (search.accessTypes?.length) result.accessTypes = search.accessTypes;
  if (search.sources?.length) result.sources = search.sources;
  if (search.start !== undefined) result.start = search.start;
  if (search.end !== undefined) result.end = search.end;
  if (search.search !== undefined) result.search = search.search;
  if (orderBy !== ACCESS_READS_DEFAULT_ORDER_BY) result.orderBy = orderBy;
  if (search.reverse !== undefined && search.reverse !== defaultReverse(orderBy)) {
    result.reverse = search.reverse;
  }
  return result;
}

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
  const orderBy = search.orderBy ?? ACCESS_READS_DEFAULT_ORDER_BY;
  return {
    ...search,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? ACCESS_READS_DEFAULT_PAGE_SIZE,
    start: search.start ?? range.start,
    end: search.end ?? range.end,
    orderBy,
    reverse: search.reverse ?? defaultReverse(orderBy),
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

/**
 * A filter, sort or page-size change starts again from page 1; the list reloads because its
 * request changed (spec 002 §4).
 */
export function changeFilters(
  current: AccessControlSearch,
  changes: Omit<AccessControlSearch, 'page'>,
): AccessControlSearch {
  return withoutDefaults({ ...current, ...changes, page: undefined });
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
