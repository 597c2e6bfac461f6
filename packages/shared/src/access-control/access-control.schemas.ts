import { z } from 'zod';
import { listPageSchema, listPageSizeSchema, pagedSchema } from '../common/paging.schemas.ts';
import { READ_SOURCE } from '../engine/ingest.constants.ts';
import { READ_DIRECTION, READ_DIRECTION_IDS } from '../common/filters.constants.ts';
import {
  ACCESS_READS_PAGE_SIZES,
  ACCESS_READS_DEFAULT_PAGE_SIZE,
  ACCESS_TYPE,
  ACCESS_TYPE_IDS,
  READ_SOURCE_IDS,
  ACCESS_READS_ORDER_BY,
  ACCESS_READS_DEFAULT_ORDER_BY,
  ACCESS_EXPORT_LANGUAGES,
  ACCESS_SHIFTS,
} from './access-control.constants.ts';

// --- GET v2/projects/{id}/access_control/reads (spec 002 §7) --------------------------------------

function idList<T extends number>(field: string, allowed: readonly T[] | null) {
  const message = allowed
    ? `${field} must be a comma-separated list of ${allowed.join(', ')}.`
    : `${field} must be a comma-separated list of ids.`;
  return z
    .string({ error: message })
    .trim()
    .transform((text, ctx): T[] => {
      if (text === '') return [];
      const items = text.split(',').map((part) => part.trim());
      const ids = items.map(Number);
      const ok = ids.every(
        (id, i) =>
          items[i] !== '' &&
          Number.isSafeInteger(id) &&
          (allowed ? allowed.includes(id as T) : id > 0 || id === -1),
      );
      if (!ok || ids.length > 500) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(ids)] as T[];
    })
    .optional();
}

/** Whole seconds since the epoch, as the query string carries them (spec 002 §7). */
const epochSeconds = (field: string) => {
  const message = `${field} is required, in whole seconds since the epoch.`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,11}$/, message)
    .transform(Number);
};

const accessReadsQueryShape = z.object({
  page: listPageSchema,
  pageSize: listPageSizeSchema(ACCESS_READS_PAGE_SIZES, ACCESS_READS_DEFAULT_PAGE_SIZE),
  startTime: epochSeconds('startTime'),
  endTime: epochSeconds('endTime'),
  // Every list: an empty list is no filter, like a missing one.
  /** -1 (UNASSIGNED_CONTRACT_ID): reads with no contract (unknown or unassigned tags). */
  contractIds: idList<number>('contractIds', null),
  /** -1 (UNASSIGNED_ZONE_ID): reads at no zone. */
  projectZoneIds: idList<number>('projectZoneIds', null),
  readDirectionIds: idList('readDirectionIds', READ_DIRECTION_IDS),
  accessTypes: idList('accessTypes', ACCESS_TYPE_IDS),
  sources: idList('sources', READ_SOURCE_IDS),
  /** Worker name, tag or company; applied only from 3 characters (shorter is ignored). */
  search: z.string().max(200, 'search must be at most 200 characters.').optional(),
  orderBy: z
    .enum(ACCESS_READS_ORDER_BY, {
      error: `orderBy must be one of ${ACCESS_READS_ORDER_BY.join(', ')}.`,
    })
    .default(ACCESS_READS_DEFAULT_ORDER_BY),
  /** Descending; see defaultReverse for the value when left out. */
  reverse: z.stringbool({ error: 'reverse must be true or false.' }).optional(),
});

const endAfterStart = (q: { startTime: number; endTime: number }) => q.endTime > q.startTime;
const endAfterStartIssue = {
  message: 'endTime must be after startTime.',
  path: ['endTime'],
  // Only once both times are valid numbers: a bad one has its own message already.
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

export const AccessReadsQuerySchema = accessReadsQueryShape.refine(
  endAfterStart,
  endAfterStartIssue,
);
export type AccessReadsQuery = z.infer<typeof AccessReadsQuerySchema>;

/**
 * GET v2/projects/{id}/access_control/reads/export: every read the filters select (not a page),
 * in the list's order, as an Excel file whose headers and words are in `language`.
 */
export const AccessReadsExportQuerySchema = accessReadsQueryShape
  .extend({
    language: z
      .enum(ACCESS_EXPORT_LANGUAGES, {
        error: `language must be one of ${ACCESS_EXPORT_LANGUAGES.join(', ')}.`,
      })
      .default('en'),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type AccessReadsExportQuery = z.infer<typeof AccessReadsExportQuerySchema>;
/** What a client sends: every filter as the wire's text or number. */
export type AccessReadsQueryInput = z.input<typeof AccessReadsQuerySchema>;

/** An access read (spec 002 §3), with the ids the filters work on. */
export const AccessReadSchema = z.object({
  /** Null for a tag no worker held at the read's instant. */
  WorkerName: z.string().nullable(),
  WorkerId: z.number().int().nullable(),
  tag: z.string(),
  companyName: z.string().nullable(),
  ContractId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
  ProjectZoneId: z.number().int().nullable(),
  sourceType: z.union([z.literal(READ_SOURCE.Reader), z.literal(READ_SOURCE.Mobile)]),
  readerLocationName: z.string().nullable(),
  ReadDirectionId: z.union([
    z.literal(READ_DIRECTION.NotAvailable),
    z.literal(READ_DIRECTION.In),
    z.literal(READ_DIRECTION.Out),
  ]),
  readDirectionDisplayName: z.string(),
  WorkerEntryAccessType: z.union([
    z.literal(ACCESS_TYPE.Denied),
    z.literal(ACCESS_TYPE.Granted),
    z.literal(ACCESS_TYPE.CheckIn),
  ]),
  didWorkerHaveAccess: z.boolean(),
  /**
   * The read's project-local wall-clock time read as if it were UTC, in seconds since the epoch:
   * format it in UTC to show the site's time without any conversion. Null when missing.
   */
  eventDateTimeLocalEpoch: z.number().int().nullable(),
});
export type AccessRead = z.infer<typeof AccessReadSchema>;

export const AccessReadsResponseSchema = pagedSchema(AccessReadSchema);
export type AccessReadsResponse = z.infer<typeof AccessReadsResponseSchema>;

// --- filter choices ---------------------------------------------------------------------------

/**
 * GET v2/projects/{id}/access_control/contracts: the contract filter's choices. (The zone filter
 * reads `v2/project_zones/list`.)
 */
export const AccessControlContractSchema = z.object({
  ContractId: z.number().int(),
  DisplayName: z.string(),
});
export type AccessControlContract = z.infer<typeof AccessControlContractSchema>;
export const AccessControlContractListSchema = z.array(AccessControlContractSchema);

// --- GET v2/projects/{id}/access_control/totals -------------------------------------------------

/**
 * The reads the filters select at one gate (a reader location of a site entrance/exit zone) in
 * one shift of the project, counted by access type. Shift by the read's local time: Day from the
 * day shift's start to the night shift's, Night the rest; NotApplicable when the project has none.
 */
export const AccessReadTotalSchema = z.object({
  ProjectZoneId: z.number().int(),
  ZoneName: z.string(),
  /** The reader's location name at the time of the read; null when it had none. */
  LocationName: z.string().nullable(),
  Shift: z.enum(ACCESS_SHIFTS),
  Granted: z.number().int(),
  Denied: z.number().int(),
  CheckIn: z.number().int(),
});
export type AccessReadTotal = z.infer<typeof AccessReadTotalSchema>;
export const AccessReadTotalsSchema = z.array(AccessReadTotalSchema);
