// The access-control area's constants, apart from its zod schemas so that the web app can read them
// without bringing zod into its first load (its route tree reads them). Exported by the index.

import { READ_SOURCE } from '../engine/ingest.constants.ts';
import {
  READ_DIRECTION,
  SEARCH_MIN_LENGTH,
  type ReadDirectionId,
} from '../common/filters.constants.ts';

// --- constants of spec 002 §9 -------------------------------------------------------------------

/** Access read page sizes (spec 002 §9). */
export const ACCESS_READS_PAGE_SIZES = [50, 100, 150] as const;
export type AccessReadsPageSize = (typeof ACCESS_READS_PAGE_SIZES)[number];
export const ACCESS_READS_DEFAULT_PAGE_SIZE: AccessReadsPageSize = 50;

/** The server's name for SEARCH_MIN_LENGTH (spec 002 §5, §9); the web uses the common one. */
export const ACCESS_READS_SEARCH_MIN_LENGTH = SEARCH_MIN_LENGTH;

/** On the access dashboard "Not Available" is relabelled "Not Applicable" (spec 002 §9). */
export const ACCESS_READ_DIRECTION_NAMES: Record<ReadDirectionId, string> = {
  [READ_DIRECTION.NotAvailable]: 'Not Applicable',
  [READ_DIRECTION.In]: 'In',
  [READ_DIRECTION.Out]: 'Out',
};

/** WorkerEntryAccessType (spec 002 §9). */
export const ACCESS_TYPE = { Denied: 0, Granted: 1, CheckIn: 2 } as const;
export type AccessTypeId = (typeof ACCESS_TYPE)[keyof typeof ACCESS_TYPE];
export const ACCESS_TYPE_IDS = [
  ACCESS_TYPE.Denied,
  ACCESS_TYPE.Granted,
  ACCESS_TYPE.CheckIn,
] as const;

export type ReadSourceId = (typeof READ_SOURCE)[keyof typeof READ_SOURCE];
export const READ_SOURCE_IDS = [READ_SOURCE.Reader, READ_SOURCE.Mobile] as const;

/**
 * Pseudo id of the access dashboard's contract filter (spec 002 §3, §9): reads with no contract.
 * The zone filter's is UNASSIGNED_ZONE_ID (common/filters.constants.ts).
 */
export const UNASSIGNED_CONTRACT_ID = -1;

/** The dashboard's sort options (spec 002 §2), in the spec's order. */
export const ACCESS_READS_ORDER_BY = [
  'Name',
  'Tag',
  'Contract',
  'Zone',
  'Source',
  'LocationDetails',
  'Direction',
  'Access',
  'Time',
] as const;
export type AccessReadsOrderBy = (typeof ACCESS_READS_ORDER_BY)[number];
export const ACCESS_READS_DEFAULT_ORDER_BY: AccessReadsOrderBy = 'Time';

/**
 * `reverse` means descending. Left out, it is true for Time (newest first, the spec's default
 * "Time descending") and false for every other column (A to Z, lowest id first).
 */
export function defaultReverse(orderBy: AccessReadsOrderBy): boolean {
  return orderBy === 'Time';
}

/** The languages the access log's Excel export is written in (the app's languages). */
export const ACCESS_EXPORT_LANGUAGES = ['en', 'es'] as const;
export type AccessExportLanguage = (typeof ACCESS_EXPORT_LANGUAGES)[number];

/** At most this many reads go into one export; a longer range is refused with a message. */
export const ACCESS_EXPORT_MAX_READS = 100_000;

/** The shifts the per-gate totals count in (DOMAIN.md ShiftTypeConst). */
export const ACCESS_SHIFTS = ['Day', 'Night', 'NotApplicable'] as const;
export type AccessShift = (typeof ACCESS_SHIFTS)[number];
