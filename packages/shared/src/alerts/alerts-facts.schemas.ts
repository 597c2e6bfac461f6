/**
 * The overview's alert facts (spec 000 §2–§4, §9 "Overview"; DOMAIN.md "Alerts"):
 *
 *   GET  /api/v1/projects/:projectId/alert-facts/active         (member) → ActiveAlertFacts
 *   POST /api/v1/projects/:projectId/alert-facts/snooze         (member) AlertFactSnooze → 204
 *   POST /api/v1/projects/:projectId/alert-facts/:alertFactId/acknowledge
 *                                                               (member) AlertFactAcknowledge → AlertFact
 *
 * A contractor limited to companies sees the facts of their contracts and the project's own
 * (readers, zones, the end date); nobody sees another project's. Changes are pushed on the
 * project channel as `alert_facts` (realtime/events.ts) so an open overview follows them.
 */
import { z } from 'zod';
import { IdSchema, idParamSchema } from '../common/id.schemas.ts';
import { multiLineText } from '../common/text.schemas.ts';
import { ALERT_FACT_STATUS, ALERT_TYPES, type AlertTypeName } from './alerts.schemas.ts';

/** spec 000 §9: the snooze dialog offers 14 days unless changed. */
export const SNOOZE_DEFAULT_DAYS = 14;
/** The longest snooze: a quarter of a year; longer is turning the rule off. */
export const SNOOZE_MAX_DAYS = 90;
/** spec 000 §9: after a successful snooze the dialog closes after 2 s. */
export const SNOOZE_CLOSE_MS = 2000;
/** A snooze may also be in hours (the rest of a shift), up to the same 90 days. */
export const SNOOZE_MAX_HOURS = SNOOZE_MAX_DAYS * 24;
export const SNOOZE_UNITS = ['Hours', 'Days'] as const;
export type SnoozeUnit = (typeof SNOOZE_UNITS)[number];
export const ACKNOWLEDGE_NOTE_MAX = 500;

/** The overview's groups, in the order it shows them: people first, then the site. */
export const ALERT_TYPE_ORDER: readonly AlertTypeName[] = [
  'UnauthorizedPerson',
  'ZoneDensity',
  'KeyPerson',
  'RealtimePerson',
  'ReaderStatus',
  'ContractDeviation',
  'EndDate',
];

/**
 * spec 000 §3: the snooze payload names the fact by an id field of its type. Which field a type
 * uses (a fact about a worker, a contract, a reader, a zone or the project itself).
 */
export const SNOOZE_ID_FIELDS = {
  ContractDeviation: 'ContractAlertFactId',
  KeyPerson: 'WorkerAlertFactId',
  RealtimePerson: 'WorkerAlertFactId',
  UnauthorizedPerson: 'WorkerAlertFactId',
  ReaderStatus: 'ReaderAlertFactId',
  ZoneDensity: 'ProjectZoneAlertFactId',
  EndDate: 'ProjectAlertFactId',
} as const satisfies Record<AlertTypeName, string>;
export type SnoozeIdField = (typeof SNOOZE_ID_FIELDS)[AlertTypeName];
const SNOOZE_ID_FIELD_NAMES = [...new Set(Object.values(SNOOZE_ID_FIELDS))] as SnoozeIdField[];

/** Reader conditions a reader-status fact names (DOMAIN.md "Reader status"). */
export const READER_ALERT_CONDITIONS = ['offline', 'battery', 'unknownPower'] as const;

export const ALERT_FACTS_MESSAGES = {
  snoozed: 'Alert snoozed.',
  snoozeFailed: 'The alert could not be snoozed.',
  acknowledged: 'Alert acknowledged.',
  notFound: 'The alert was not found.',
  notActive: 'Only an active alert can be snoozed.',
  wrongIdField: (field: string, type: string) =>
    `${field} does not name a ${type} alert; use ${SNOOZE_ID_FIELDS[type as AlertTypeName] ?? 'its id field'}.`,
  oneIdField: `Name the alert with exactly one of ${SNOOZE_ID_FIELD_NAMES.join(', ')}.`,
  days: `Days must be a whole number from 1 to ${String(SNOOZE_MAX_DAYS)}.`,
  hours: `Hours must be a whole number from 1 to ${String(SNOOZE_MAX_HOURS)}.`,
  daysOrHours: 'Give either Days or Hours.',
  projectMismatch: 'ProjectId must be the project of the address.',
} as const;

const local = z.string().describe("The project's wall clock, 'YYYY-MM-DDTHH:mm:ss'");

/**
 * One fact, in words the overview can say: what (the type and its figures), where (zone, reader),
 * who (worker, company) and since when. Fields a type does not use are null.
 */
export const AlertFactSchema = z.object({
  AlertFactId: z.number().int(),
  AlertType: z.enum(ALERT_TYPES),
  StatusId: z.union([
    z.literal(ALERT_FACT_STATUS.Active),
    z.literal(ALERT_FACT_STATUS.Resolved),
    z.literal(ALERT_FACT_STATUS.Snoozed),
  ]),
  /** The snooze payload's id field for this fact (spec 000 §3). */
  SnoozeIdField: z.enum(SNOOZE_ID_FIELD_NAMES as [SnoozeIdField, ...SnoozeIdField[]]),
  TriggeredLocal: local,
  /** When the fact was raised, epoch milliseconds (for "since 2 h"). */
  TriggeredAt: z.number().int(),
  FactDate: z.string().nullable(),
  WorkerId: z.number().int().nullable(),
  WorkerName: z.string().nullable(),
  ContractId: z.number().int().nullable(),
  CompanyName: z.string().nullable(),
  ProjectZoneId: z.number().int().nullable(),
  ZoneName: z.string().nullable(),
  ReaderId: z.number().int().nullable(),
  ReaderName: z.string().nullable(),
  /** Zone density: distinct workers in the zone when raised, and the limit it went over. */
  WorkerCount: z.number().int().nullable(),
  OverWorkerCutoffValue: z.number().int().nullable(),
  /** Key person: the days the rule allows, and when the worker was last seen (or null). */
  DaysSinceLastSeen: z.number().int().nullable(),
  LastSeenLocal: local.nullable(),
  /** Reader status: what is wrong with the reader. */
  ReaderCondition: z.enum(READER_ALERT_CONDITIONS).nullable(),
  /** Contract deviation: the day's deviation and the limit it crossed, in percent. */
  DeviationPercent: z.number().nullable(),
  LimitPercent: z.number().nullable(),
  /** End date in jeopardy: the forecast end and the projected finish, 'YYYY-MM-DD'. */
  LastForecastDate: z.string().nullable(),
  ProjectedFinishDate: z.string().nullable(),
  /** Who acknowledged the fact, when, and what they noted; null until someone does. */
  AcknowledgedBy: z.string().nullable(),
  AcknowledgedLocal: local.nullable(),
  AcknowledgeNote: z.string().nullable(),
});
export type AlertFact = z.infer<typeof AlertFactSchema>;

export const AlertFactGroupSchema = z.object({
  AlertType: z.enum(ALERT_TYPES),
  Count: z.number().int(),
});
export type AlertFactGroup = z.infer<typeof AlertFactGroupSchema>;

/** spec 000 §3: active facts (Data), newest first, and their groups (DataGroups). */
export const ActiveAlertFactsSchema = z.object({
  Data: z.array(AlertFactSchema),
  DataGroups: z.array(AlertFactGroupSchema),
});
export type ActiveAlertFacts = z.infer<typeof ActiveAlertFactsSchema>;

/**
 * spec 000 §3: `{ ProjectId, Days, <id field named by the alert type> }`. Exactly one id field;
 * the server checks that it is the one of the fact's type.
 */
export const AlertFactSnoozeSchema = z
  .object({
    ProjectId: IdSchema,
    Days: z
      .number({ error: ALERT_FACTS_MESSAGES.days })
      .int(ALERT_FACTS_MESSAGES.days)
      .min(1, ALERT_FACTS_MESSAGES.days)
      .max(SNOOZE_MAX_DAYS, ALERT_FACTS_MESSAGES.days)
      .optional(),
    /** Instead of Days: a snooze of some hours. */
    Hours: z
      .number({ error: ALERT_FACTS_MESSAGES.hours })
      .int(ALERT_FACTS_MESSAGES.hours)
      .min(1, ALERT_FACTS_MESSAGES.hours)
      .max(SNOOZE_MAX_HOURS, ALERT_FACTS_MESSAGES.hours)
      .optional(),
    ContractAlertFactId: IdSchema.optional(),
    WorkerAlertFactId: IdSchema.optional(),
    ReaderAlertFactId: IdSchema.optional(),
    ProjectZoneAlertFactId: IdSchema.optional(),
    ProjectAlertFactId: IdSchema.optional(),
  })
  .strict()
  .refine((body) => SNOOZE_ID_FIELD_NAMES.filter((f) => body[f] !== undefined).length === 1, {
    message: ALERT_FACTS_MESSAGES.oneIdField,
  })
  .refine((body) => (body.Days === undefined) !== (body.Hours === undefined), {
    message: ALERT_FACTS_MESSAGES.daysOrHours,
  });
export type AlertFactSnooze = z.infer<typeof AlertFactSnoozeSchema>;

/** The id field a snooze body names, and the fact's id. */
export function snoozeTarget(body: AlertFactSnooze): { field: SnoozeIdField; alertFactId: number } {
  const field = SNOOZE_ID_FIELD_NAMES.find((f) => body[f] !== undefined)!;
  return { field, alertFactId: body[field]! };
}

export const AlertFactParamsSchema = z.object({
  projectId: idParamSchema(),
  alertFactId: idParamSchema(),
});

export const AlertFactAcknowledgeSchema = z
  .object({
    Note: multiLineText()
      .max(ACKNOWLEDGE_NOTE_MAX, `A note is at most ${String(ACKNOWLEDGE_NOTE_MAX)} characters.`)
      .transform((note) => note.trim()),
  })
  .strict();
export type AlertFactAcknowledge = z.infer<typeof AlertFactAcknowledgeSchema>;
