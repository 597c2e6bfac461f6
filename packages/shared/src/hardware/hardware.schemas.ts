import { z } from 'zod';
import { IdParamSchema, MAX_ID, idSchema, isId } from '../common/id.schemas.ts';
import { listPageSchema, listPageSizeSchema, pagedSchema } from '../common/paging.schemas.ts';
import { POWER_STATUS } from '../engine/ingest.schemas.ts';
import {
  READ_DIRECTION,
  READ_DIRECTION_IDS,
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

// --- shared field schemas -----------------------------------------------------------------------

const readerDirectionId = z.literal(READ_DIRECTION_IDS, {
  error: 'The direction must be Not Available, In or Out.',
});
/** A zone of the project, or null (no zone). -1 (Unassigned Zone) is accepted as null. */
const zoneId = z
  .number({ error: "The zone must be one of the project's zones, or none." })
  .int("The zone must be one of the project's zones, or none.")
  .refine(
    (id) => isId(id) || id === UNASSIGNED_ZONE_ID,
    "The zone must be one of the project's zones, or none.",
  )
  .nullable();

export const ReaderParamsSchema = z.object({
  projectId: IdParamSchema,
  readerId: IdParamSchema,
});
export type ReaderParams = z.infer<typeof ReaderParamsSchema>;

// --- GET v2/projects/{id}/readers (spec 002 §7) -------------------------------------------------

export const ReaderListQuerySchema = z.object({
  page: listPageSchema,
  pageSize: listPageSizeSchema(READER_PAGE_SIZES, READER_DEFAULT_PAGE_SIZE),
  /** A zone id, or -1 for readers placed in no zone. */
  projectZoneId: z.coerce
    .number({ error: 'projectZoneId must be a zone id or -1.' })
    .int('projectZoneId must be a zone id or -1.')
    .refine((id) => isId(id) || id === UNASSIGNED_ZONE_ID, 'projectZoneId must be a zone id or -1.')
    .optional(),
  readerStatus: z.coerce
    .number()
    .pipe(z.literal(READER_STATUS_IDS, { error: 'readerStatus must be 2, 3 or 4.' }))
    .optional(),
  hardwareModelId: z.coerce
    .number({ error: 'hardwareModelId must be a hardware model id.' })
    .int('hardwareModelId must be a hardware model id.')
    .positive('hardwareModelId must be a hardware model id.')
    .max(MAX_ID, 'hardwareModelId must be a hardware model id.')
    .optional(),
  /** Serial number or location name; applied only from 3 characters (spec 002 §5). */
  search: z.string().max(100, 'search must be at most 100 characters.').optional(),
  orderBy: z
    .enum(READER_ORDER_BY, { error: `orderBy must be one of ${READER_ORDER_BY.join(', ')}.` })
    .default(READER_DEFAULT_ORDER_BY),
  /** Descending. */
  reverse: z.stringbool({ error: 'reverse must be true or false.' }).default(false),
});
export type ReaderListQuery = z.infer<typeof ReaderListQuerySchema>;
/** What a client sends: the same parameters, each optional (the query string is text). */
export interface ReaderListQueryInput {
  page?: number;
  pageSize?: ReaderPageSize;
  projectZoneId?: number;
  readerStatus?: ReaderStatusId;
  hardwareModelId?: number;
  search?: string;
  orderBy?: ReaderOrderBy;
  reverse?: boolean;
}

/** One access point (port) of a reader: where it is and which way it reads. */
export const ReaderAssignmentPortSchema = z.object({
  Port: z
    .number({ error: 'The port must be a whole number from 1 to 16.' })
    .int('The port must be a whole number from 1 to 16.')
    .min(1, 'The port must be a whole number from 1 to 16.')
    .max(16, 'The port must be a whole number from 1 to 16.'),
  ProjectZoneId: zoneId,
  ReadDirectionId: readerDirectionId,
});
export type ReaderAssignmentPort = z.infer<typeof ReaderAssignmentPortSchema>;

/** A reader as the directory lists it (spec 002 §3 "Reader"). */
export const ReaderSchema = z.object({
  readerId: z.number().int(),
  ManufacturerSerialNumber: z.string(),
  HardwareModelId: z.number().int(),
  HardwareModelDisplayName: z.string(),
  /** The current assignment's zone; null when the reader is placed in no zone. */
  projectZoneId: z.number().int().nullable(),
  ZoneName: z.string().nullable(),
  locationName: z.string().nullable(),
  ReadDirectionId: readerDirectionId,
  AccessPointsCount: z.number().int(),
  ReaderAssignmentPorts: z.array(ReaderAssignmentPortSchema),
  ReaderStatusId: z.literal(READER_STATUS_IDS),
  PowerStatusId: z.literal([
    POWER_STATUS.Hardwired,
    POWER_STATUS.Battery,
    POWER_STATUS.Unknown,
    POWER_STATUS.NotAvailable,
  ]),
  /** Percent, as last reported; null when the reader reports none. */
  BatteryLevel: z.number().int().nullable(),
  /** When the reader was last heard (ISO 8601, UTC); null before it is first heard. */
  LastActiveDate: z.string().nullable(),
});
export type Reader = z.infer<typeof ReaderSchema>;

export const ReaderListResponseSchema = pagedSchema(ReaderSchema);
export type ReaderListResponse = z.infer<typeof ReaderListResponseSchema>;

// --- GET v2/projects/{id}/readers/autocomplete --------------------------------------------------

export const ReaderAutocompleteQuerySchema = z.object({
  search: z.string().max(100, 'search must be at most 100 characters.').default(''),
});
export const ReaderSuggestionSchema = z.object({
  readerId: z.number().int(),
  ManufacturerSerialNumber: z.string(),
  locationName: z.string().nullable(),
});
export type ReaderSuggestion = z.infer<typeof ReaderSuggestionSchema>;
export const ReaderSuggestionListSchema = z.array(ReaderSuggestionSchema);

// --- GET v2/projects/{id}/readers/models --------------------------------------------------------

export const HardwareModelSchema = z.object({
  HardwareModelId: z.number().int(),
  Name: z.string(),
  DisplayName: z.string(),
  OnlineStatusMinutesToWait: z.number().int(),
  PowerStatusMinutesToWait: z.number().int(),
});
export type HardwareModel = z.infer<typeof HardwareModelSchema>;
export const HardwareModelListSchema = z.array(HardwareModelSchema);

// --- GET, POST project/{id}/readers/{readerId}/assignments/current (spec 002 §7) ----------------

/** The reader's current placement; also the POST body that replaces it with a new version. */
export const ReaderAssignmentSchema = z.object({
  ProjectId: idSchema('ProjectId is required.'),
  ReaderId: idSchema('ReaderId is required.'),
  ProjectZoneId: zoneId,
  LocationName: z
    .string()
    .trim()
    .max(100, 'The location name must be at most 100 characters.')
    .nullable(),
  ReadDirectionId: readerDirectionId,
  ReaderAssignmentPorts: z
    .array(ReaderAssignmentPortSchema)
    .max(16, 'A reader has at most 16 ports.'),
});
export type ReaderAssignment = z.infer<typeof ReaderAssignmentSchema>;

// --- GET v2/project_zones/list?projectId= (spec 002 §7) -----------------------------------------
// Flat, for pickers and filters. It belongs to the zones area; it lives here until that area's
// shared schemas exist.

export const ProjectZoneListQuerySchema = z.object({
  projectId: IdParamSchema,
});
export const ProjectZoneListItemSchema = z.object({
  ProjectZoneId: z.number().int(),
  ZoneName: z.string(),
  ParentProjectZoneId: z.number().int().nullable(),
  IsArchived: z.boolean(),
  IsSiteEntranceExit: z.boolean(),
});
export type ProjectZoneListItem = z.infer<typeof ProjectZoneListItemSchema>;
export const ProjectZoneListSchema = z.array(ProjectZoneListItemSchema);
