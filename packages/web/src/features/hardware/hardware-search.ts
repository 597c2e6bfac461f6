import {
  READER_DEFAULT_ORDER_BY,
  READER_DEFAULT_PAGE_SIZE,
  READER_ORDER_BY,
  READER_PAGE_SIZES,
  READER_STATUS_IDS,
  UNASSIGNED_ZONE_ID,
  type ReaderListQueryInput,
  type ReaderOrderBy,
  type ReaderPageSize,
  type ReaderStatusId,
} from '@siteline/shared';
import { applicableSearch } from '../../components/data-grid/data-grid-rules.ts';
import {
  oneOf,
  positiveInt,
  withEveryKey,
} from '../../components/data-grid/data-grid-search-params.ts';

/**
 * The directory's address parameters (spec 002 §2): filters, sort and page live in the URL, so a
 * reload or a shared link shows the same list. Absent means the default.
 */
export interface HardwareSearch {
  page?: number;
  pageSize?: ReaderPageSize;
  /** A zone id, or -1 for the Unassigned Zone. */
  projectZoneId?: number;
  readerStatus?: ReaderStatusId;
  hardwareModelId?: number;
  /** Only ever 3 characters or more (spec 002 §5). */
  search?: string;
  orderBy?: ReaderOrderBy;
  reverse?: boolean;
}

export type ResolvedHardwareSearch = Required<
  Pick<HardwareSearch, 'page' | 'pageSize' | 'orderBy' | 'reverse'>
> &
  Omit<HardwareSearch, 'page' | 'pageSize' | 'orderBy' | 'reverse'>;

const NO_HARDWARE_SEARCH = {
  page: undefined,
  pageSize: undefined,
  projectZoneId: undefined,
  readerStatus: undefined,
  hardwareModelId: undefined,
  search: undefined,
  orderBy: undefined,
  reverse: undefined,
} as const;

/**
 * validateSearch of the route: anything unknown or malformed falls back to the default, and
 * comes back as undefined so the router does not keep its raw value.
 */
export function validateHardwareSearch(raw: Record<string, unknown>): HardwareSearch {
  const zone =
    raw.projectZoneId === UNASSIGNED_ZONE_ID || raw.projectZoneId === '-1'
      ? UNASSIGNED_ZONE_ID
      : positiveInt(raw.projectZoneId);
  const search: HardwareSearch = {
    page: positiveInt(raw.page),
    pageSize: oneOf(READER_PAGE_SIZES, raw.pageSize),
    projectZoneId: zone,
    readerStatus: oneOf(READER_STATUS_IDS, raw.readerStatus),
    hardwareModelId: positiveInt(raw.hardwareModelId),
    search: applicableSearch(raw.search),
    orderBy: oneOf(READER_ORDER_BY, raw.orderBy),
    reverse: raw.reverse === true || raw.reverse === 'true' ? true : undefined,
  };
  return withEveryKey(NO_HARDWARE_SEARCH, withoutDefaults(search));
}

/** Drops what equals the default, so the address stays short and one list has one address. */
export function withoutDefaults(search: HardwareSearch): HardwareSearch {
  const result: HardwareSearch = {};
  if (search.page !== undefined && search.page > 1) result.page = search.page;
  if (search.pageSize !== undefined && search.pageSize !== READER_DEFAULT_PAGE_SIZE) {
    result.pageSize = search.pageSize;
  }
  if (search.projectZoneId !== undefined) result.projectZoneId = search.projectZoneId;
  if (search.readerStatus !== undefined) result.readerStatus = search.readerStatus;
  if (search.hardwareModelId !== undefined) result.hardwareModelId = search.hardwareModelId;
  if (search.search !== undefined) result.search = search.search;
  if (search.orderBy !== undefined && search.orderBy !== READER_DEFAULT_ORDER_BY) {
    result.orderBy = search.orderBy;
  }
  if (search.reverse) result.reverse = true;
  return result;
}

export function resolveHardwareSearch(search: HardwareSearch): ResolvedHardwareSearch {
  return {
    ...search,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? READER_DEFAULT_PAGE_SIZE,
    orderBy: search.orderBy ?? READER_DEFAULT_ORDER_BY,
    reverse: search.reverse ?? false,
  };
}

/** The request for the list: the resolved address, as the API names it. */
export function toReaderListQuery(search: HardwareSearch): ReaderListQueryInput {
  const resolved = resolveHardwareSearch(search);
  return {
    page: resolved.page,
    pageSize: resolved.pageSize,
    projectZoneId: resolved.projectZoneId,
    readerStatus: resolved.readerStatus,
    hardwareModelId: resolved.hardwareModelId,
    search: resolved.search,
    orderBy: resolved.orderBy,
    reverse: resolved.reverse,
  };
}

/**
 * A filter, sort or page-size change starts again from page 1; the list reloads because its
 * request changed (spec 002 §4).
 */
export function changeFilters(
  current: HardwareSearch,
  changes: Omit<HardwareSearch, 'page'>,
): HardwareSearch {
  return withoutDefaults({ ...current, ...changes, page: undefined });
}

/** Whether any filter narrows the list (for the "clear filters" action). */
export function hasFilters(search: HardwareSearch): boolean {
  return (
    search.projectZoneId !== undefined ||
    search.readerStatus !== undefined ||
    search.hardwareModelId !== undefined ||
    search.search !== undefined
  );
}
