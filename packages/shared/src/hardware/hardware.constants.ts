// The hardware area's constants, apart from its zod schemas so that the web app can read them
// without bringing zod into its first load (its route tree reads them). Exported by the index.

import type { POWER_STATUS } from '../engine/ingest.constants.ts';
import {
  READ_DIRECTION,
  SEARCH_MIN_LENGTH,
  UNASSIGNED_ZONE_ID,
  type ReadDirectionId,
} from '../common/filters.constants.ts';

// --- constants of spec 002 §9 -------------------------------------------------------------------

/** Reader list page sizes (spec 002 §9). */
export const READER_PAGE_SIZES = [10, 50, 100, 150] as const;
export type ReaderPageSize = (typeof READER_PAGE_SIZES)[number];
export const READER_DEFAULT_PAGE_SIZE: ReaderPageSize = 10;

/** The server's name for SEARCH_MIN_LENGTH (spec 002 §5); the web uses the common one. */
export const READER_SEARCH_MIN_LENGTH = SEARCH_MIN_LENGTH;
/** Most suggestions the reader autocomplete answers with. */
export const READER_AUTOCOMPLETE_LIMIT = 20;

/** Reader status values (spec 002 §9); the select lists them in this order. */
export const READER_STATUS = { Online: 3, Offline: 2, Unknown: 4 } as const;
export type ReaderStatusId = (typeof READER_STATUS)[keyof typeof READER_STATUS];
export const READER_STATUS_IDS = [
  READER_STATUS.Online,
  READER_STATUS.Offline,
  READER_STATUS.Unknown,
] as const;

/** Reader power sources (spec 002 §9) as stored in readers.power_status. */
export type PowerStatusId = (typeof POWER_STATUS)[keyof typeof POWER_STATUS];

/**
 * The server's names for READ_DIRECTION and UNASSIGNED_ZONE_ID (common/filters.constants.ts),
 * kept so the hardware module reads as before; the web uses the common names.
 */
export const READER_DIRECTION = READ_DIRECTION;
export type ReaderDirectionId = ReadDirectionId;
export const READERS_UNASSIGNED_ZONE_ID = UNASSIGNED_ZONE_ID;

/** The reader list's sort options (spec 002 §2); default ZoneName ascending. */
export const READER_ORDER_BY = [
  'ZoneName',
  'ReaderStatus',
  'PowerStatus',
  'LastActiveDate',
] as const;
export type ReaderOrderBy = (typeof READER_ORDER_BY)[number];
export const READER_DEFAULT_ORDER_BY: ReaderOrderBy = 'ZoneName';

/** spec 002 §8: the reader dialog's alerts (success in the main stack, failures inside) last 4 s. */
export const READER_SAVE_ALERT_MS = 4_000;

/** The server's refusals of a reader assignment save; the dialog shows each one. */
export const HARDWARE_MESSAGES = {
  readerNotFound: 'The reader was not found.',
  projectMismatch: 'The reader can only be placed in the project it was opened from.',
  readerMismatch: 'These changes belong to another reader: open the reader again and retry.',
  zoneNotFound: 'The zone was not found in this project.',
  zoneArchived: 'The zone is archived. Choose an active zone.',
  portOutOfRange: (port: number, count: number) =>
    count === 1
      ? `Port ${port} does not exist: the reader has 1 access point.`
      : `Port ${port} does not exist: the reader has ${count} access points.`,
  portRepeated: (port: number) => `Port ${port} is listed more than once.`,
} as const;
