import { z } from 'zod';
import { IdParamSchema, MAX_ID, idSchema, isId } from '../common/id.schemas.ts';
import { listPageSchema, listPageSizeSchema, pagedSchema } from '../common/paging.schemas.ts';
import { POWER_STATUS } from '../engine/ingest.constants.ts';
import { READ_DIRECTION_IDS, UNASSIGNED_ZONE_ID } from '../common/filters.constants.ts';
import {
  READER_PAGE_SIZES,
  type ReaderPageSize,
  READER_DEFAULT_PAGE_SIZE,
  type ReaderStatusId,
  READER_STATUS_IDS,
  READER_ORDER_BY,
  type ReaderOrderBy,
  READER_DEFAULT_ORDER_BY,
} from './hardware.constants.ts';

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
