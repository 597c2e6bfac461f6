import {
  READER_DEFAULT_ORDER_BY,
  READER_DEFAULT_PAGE_SIZE,
  READER_ORDER_BY,
  READER_PAGE_SIZES,
  READER_STATUS_IDS,
  UNASSIGNED_ZONE_ID,
  type ReaderListQueryInput,
} from '@siteline/shared';
import { addressParam } from '@/lib/address/address-params.ts';
import { listAddress } from '@/lib/address/list-address.ts';

/**
 * The directory's address (spec 002 §2): filters, sort and page live in the URL, so a reload or
 * a shared link shows the same list; the parameters are the readers request's (shared schema).
 */
export const hardwareAddress = listAddress({
  pageSizes: READER_PAGE_SIZES,
  defaultPageSize: READER_DEFAULT_PAGE_SIZE,
  orderBy: READER_ORDER_BY,
  defaultOrderBy: READER_DEFAULT_ORDER_BY,
  filters: {
    /** A zone id, or -1 for the Unassigned Zone. */
    projectZoneId: addressParam.idOr(UNASSIGNED_ZONE_ID),
    readerStatus: addressParam.oneOf(READER_STATUS_IDS),
    hardwareModelId: addressParam.positiveInt(),
  },
});

export type HardwareSearch = Parameters<typeof hardwareAddress.normalize>[0];
export type ResolvedHardwareSearch = ReturnType<typeof hardwareAddress.resolve>;

export const resolveHardwareSearch = hardwareAddress.resolve;
export const changeFilters = hardwareAddress.change;

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

/** Whether any filter narrows the list (for the "clear filters" action). */
export function hasFilters(search: HardwareSearch): boolean {
  return (
    search.projectZoneId !== undefined ||
    search.readerStatus !== undefined ||
    search.hardwareModelId !== undefined ||
    search.search !== undefined
  );
}
