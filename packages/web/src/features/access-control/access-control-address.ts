/*
 * The access-control address, apart from the page's date helpers (dayjs): the route file reads it,
 * and the route tree is on the app's first load.
 */
import {
  ACCESS_READS_DEFAULT_ORDER_BY,
  ACCESS_READS_DEFAULT_PAGE_SIZE,
  ACCESS_READS_ORDER_BY,
  ACCESS_READS_PAGE_SIZES,
  ACCESS_TYPE_IDS,
  READ_DIRECTION_IDS,
  READ_SOURCE_IDS,
  UNASSIGNED_CONTRACT_ID,
  UNASSIGNED_ZONE_ID,
  defaultReverse,
} from '@siteline/shared';
import { addressParam, idOr, numberIn } from '@/lib/address/address-params.ts';
import { listAddress } from '@/lib/address/list-address.ts';

/** A project-local wall-clock minute as it sits in the address: 2026-11-21T07:30. */
export const LOCAL_MINUTE_FORMAT = 'YYYY-MM-DDTHH:mm';
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

// dayjs read any such minute as a valid date (it rolls 02/30 over), so the pattern is the check.
const localMinute = addressParam.matching((value) => LOCAL_MINUTE.test(value));

/**
 * The dashboard's address (spec 002 §2, §4): filters, sort and page live in the URL, so a reload
 * or a shared link shows the same list. Absent means the default; the date range's default (today
 * and tomorrow on the site) is worked out when the page is shown.
 */
export const accessControlAddress = listAddress({
  pageSizes: ACCESS_READS_PAGE_SIZES,
  defaultPageSize: ACCESS_READS_DEFAULT_PAGE_SIZE,
  orderBy: ACCESS_READS_ORDER_BY,
  defaultOrderBy: ACCESS_READS_DEFAULT_ORDER_BY,
  defaultReverse,
  filters: {
    /** Contract ids; -1 is Unassigned (reads with no contract). */
    contractIds: addressParam.list(idOr(UNASSIGNED_CONTRACT_ID)),
    /** Zone ids; -1 is the Unassigned Zone. */
    projectZoneIds: addressParam.list(idOr(UNASSIGNED_ZONE_ID)),
    readDirectionIds: addressParam.list(numberIn(READ_DIRECTION_IDS)),
    accessTypes: addressParam.list(numberIn(ACCESS_TYPE_IDS)),
    sources: addressParam.list(numberIn(READ_SOURCE_IDS)),
    /** Project-local start, LOCAL_MINUTE_FORMAT. */
    start: localMinute,
    /** Project-local end, LOCAL_MINUTE_FORMAT; the whole minute is included. */
    end: localMinute,
  },
});

export type AccessControlSearch = Parameters<typeof accessControlAddress.normalize>[0];
export type ResolvedAccessControlSearch = ReturnType<typeof accessControlAddress.resolve> & {
  start: string;
  end: string;
};
