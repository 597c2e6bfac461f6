// The worker record's time and place tabs (spec 002 §2–§9, CHECKLIST §11 items 5, 10, 11, 14):
// timesheets with their stamps, zone access, the worker's alerts and the contact-tracing report.
// The spec names these calls without paths; they are designed in the resource style:
//   GET    /api/v1/projects/:projectId/workers/:workerId/timesheets              (ViewWorkerTimesheets)
//   GET    /api/v1/projects/:projectId/workers/:workerId/timesheets/:date/stamps (ViewWorkerTimesheets)
//   GET    /api/v1/projects/:projectId/workers/:workerId/zones                   (WorkerAccessControl)
//   PUT    /api/v1/projects/:projectId/workers/:workerId/zones/:zoneId/access    (ManageZones)
//   DELETE /api/v1/projects/:projectId/workers/:workerId/zones/:zoneId/access    (ManageZones)
//   GET    /api/v1/projects/:projectId/workers/:workerId/alerts                  (WorkerAlerts)
//   GET    /api/v1/projects/:projectId/workers/:workerId/safe-prox               (ViewWorkerTimesheets)
//   GET    /api/v1/report/downloadFile/?uid=                                     (the file's project)
import { z } from 'zod';
import { isCalendarDate } from '../dashboards/dashboards.periods.ts';
import { idParamSchema } from '../common/id.schemas.ts';
import { WorkerParamsSchema } from './workers-record.schemas.ts';
import { ZONE_ACCESS_LEVELS, ZONES_MESSAGES, zoneRuleProblems } from '../zones/zones.rules.ts';

/** Messages of these tabs: the spec's, exactly (spec 002 §8), and the server's refusals. */
export const WORKER_WORKTIME_MESSAGES = {
  accessSaved: 'Zone access saved successully!',
  accessReset: 'Zone access has been reset!',
  alertsError: 'Can not get workers alerts',
  safeProxError: 'Safe Prox report error',
  endBeforeStartTime: 'End time cannot be lower than start time',
  workerNotFound: 'The worker was not found in this project.',
  dateInvalid: 'Dates must be written YYYY-MM-DD.',
  timeInvalid: 'Times must be written HH:mm.',
  rangeBackwards: 'The end date cannot be before the start date.',
  rangeTooLong: 'The report covers at most 92 days.',
  rangeTimesRequired: 'A time range needs a start time and an end time.',
  statusInvalid: 'Status ids are 1 (Active), 2 (Resolved) and 3 (Snoozed).',
  fileNotFound: 'The file was not found.',
} as const;

/** spec 002 §9: tag type 5 is the safe-prox tag type. */
export const SAFE_PROX_TAG_TYPE_ID = 5;
/** spec 002 §9: proximity durations, All (0), 5, 10, 15, 30 minutes; default 5. */
export const SAFE_PROX_DURATIONS = [0, 5, 10, 15, 30] as const;
export const SAFE_PROX_DEFAULT_DURATION = 5;
/** spec 002 §9: time range filter 0 all, 1 seen, 2 range. */
export const SAFE_PROX_TIME_RANGE = { All: 0, Seen: 1, Range: 2 } as const;
/** spec 002 §9: default report range, the last 2 weeks. */
export const SAFE_PROX_DEFAULT_DAYS = 14;
export const SAFE_PROX_MAX_DAYS = 92;
/** spec 002 §9: status ids 1 Active, 2 Resolved, 3 Snoozed; default all three. */
export const WORKER_ALERT_STATUSES = [1, 2, 3] as const;

export const WorkerZoneParamsSchema = WorkerParamsSchema.extend({
  zoneId: idParamSchema('zoneId must be a zone id.'),
});

const calendarDate = (message: string = WORKER_WORKTIME_MESSAGES.dateInvalid) =>
  z.string({ error: message }).refine(isCalendarDate, message);

export const WorkerDayParamsSchema = WorkerParamsSchema.extend({
  timesheetDate: calendarDate(),
});

// --- timesheets ---------------------------------------------------------------------------------

export const SHIFT_TYPES = ['Day', 'Night', 'NotApplicable'] as const;

/** spec 002 §3 "Timesheet": one worker-day of the engine (DOMAIN.md "Presence / timesheet"). */
export const WorkerTimesheetSchema = z.object({
  CompanyName: z.string().nullable(),
  TimesheetDate: z.string(),
  /** 'YYYY-MM-DDTHH:mm:ss' in the project's zone. */
  FirstSeenLocal: z.string(),
  LastSeenLocal: z.string(),
  /** The day's last Out read at a site entrance/exit (the exit toggle), null without one. */
  LastExitLocal: z.string().nullable(),
  OnSiteNetHours: z.number(),
  GrossHours: z.number(),
  ShiftTypeConst: z.enum(SHIFT_TYPES),
});
export type WorkerTimesheet = z.infer<typeof WorkerTimesheetSchema>;

export const WorkerTimesheetsSchema = z.object({
  Timesheets: z.array(WorkerTimesheetSchema),
  /** spec 002 §6: the exit toggle shows only when this is false. */
  HasSpanningMidnightShift: z.boolean(),
  /** spec 002 §6: the safe-prox button shows only when the project uses tag type 5. */
  UsesSafeProxTags: z.boolean(),
});
export type WorkerTimesheets = z.infer<typeof WorkerTimesheetsSchema>;

/** spec 002 §3 "Stamp detail": one read of the worker's day. */
export const WorkerStampSchema = z.object({
  timeLocal: z.string(),
  zoneName: z.string().nullable(),
  readDirectionName: z.string(),
  wirelessProtocol: z.string().nullable(),
  manufacturerUniqueId: z.string(),
});
export type WorkerStamp = z.infer<typeof WorkerStampSchema>;
export const WorkerStampListSchema = z.array(WorkerStampSchema);

// --- zone access --------------------------------------------------------------------------------

export const ASSIGNMENT_LEVELS = ['WORKER', 'CONTRACT', 'ZONE'] as const;
/** Whether the deciding rule lets the worker in today, is still to start, or has ended. */
export const SUB_ACCESS_LEVELS = ['Current', 'NotStarted', 'Ended'] as const;

/** One zone of the worker's access tree, with the worker's access there and its origin. */
export interface WorkerZoneAccess {
  ProjectZoneId: number;
  ZoneName: string;
  parentProjectZoneId: number | null;
  IsArchived: boolean;
  /** Whether the engine would let the worker in today. */
  HasAccess: boolean;
  /** The deciding rule's level; null when a zone default decides. */
  AccessLevel: (typeof ZONE_ACCESS_LEVELS)[number] | null;
  SubAccessLevel: (typeof SUB_ACCESS_LEVELS)[number] | null;
  /** WORKER: the worker's own rule (a reset is offered); CONTRACT: the contract's; ZONE: a default. */
  AssignmentLevel: (typeof ASSIGNMENT_LEVELS)[number];
  StartDateInclusive: string | null;
  EndDateInclusive: string | null;
  /** The zone whose rule or default decided; it differs from ProjectZoneId when inherited. */
  ruleOriginProjectZoneId: number | null;
  ruleOriginZoneName: string | null;
  ChildZones: WorkerZoneAccess[];
}

export const WorkerZoneAccessSchema: z.ZodType<WorkerZoneAccess> = z.lazy(() =>
  z.object({
    ProjectZoneId: z.number().int(),
    ZoneName: z.string(),
    parentProjectZoneId: z.number().int().nullable(),
    IsArchived: z.boolean(),
    HasAccess: z.boolean(),
    AccessLevel: z.enum(ZONE_ACCESS_LEVELS).nullable(),
    SubAccessLevel: z.enum(SUB_ACCESS_LEVELS).nullable(),
    AssignmentLevel: z.enum(ASSIGNMENT_LEVELS),
    StartDateInclusive: z.string().nullable(),
    EndDateInclusive: z.string().nullable(),
    ruleOriginProjectZoneId: z.number().int().nullable(),
    ruleOriginZoneName: z.string().nullable(),
    ChildZones: z.array(WorkerZoneAccessSchema),
  }),
);
export const WorkerZoneAccessTreeSchema = z.array(WorkerZoneAccessSchema);

const dateOrNull = z.string({ error: ZONES_MESSAGES.dateInvalid }).nullable();

/**
 * spec 002 §5: "Indefinite needs a start date; Limited needs start and end dates; Deny sends no
 * dates." The same check as the zone editor's (zones.rules.ts). SubAccessLevel is derived from
 * the dates on read; a client may send it back, and it is not stored.
 */
export const WorkerZoneAccessUpdateSchema = z
  .object({
    AccessLevel: z.enum(ZONE_ACCESS_LEVELS, { error: ZONES_MESSAGES.accessLevelInvalid }),
    SubAccessLevel: z.enum(SUB_ACCESS_LEVELS).nullable().optional(),
    StartDateInclusive: dateOrNull,
    EndDateInclusive: dateOrNull,
  })
  .superRefine((rule, ctx) => {
    for (const problem of zoneRuleProblems(rule)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    }
  });
export type WorkerZoneAccessUpdate = z.input<typeof WorkerZoneAccessUpdateSchema>;

// --- alerts -------------------------------------------------------------------------------------

const unixSeconds = z.coerce
  .number({ error: 'Dates are unix seconds.' })
  .int('Dates are unix seconds.')
  .min(0, 'Dates are unix seconds.')
  .max(4_102_444_800, 'Dates are unix seconds.');

/** spec 002 §3 "Worker alert report": start and end as unix seconds; statuses 1, 2, 3. */
export const WorkerAlertsQuerySchema = z
  .object({
    startDate: unixSeconds,
    endDate: unixSeconds,
    statusIds: z
      .string()
      .default('1,2,3')
      .transform((text, ctx) => {
        const ids = text
          .split(',')
          .filter((s) => s.trim() !== '')
          .map(Number);
        if (ids.length === 0 || ids.some((id) => ![1, 2, 3].includes(id))) {
          ctx.addIssue({ code: 'custom', message: WORKER_WORKTIME_MESSAGES.statusInvalid });
          return z.NEVER;
        }
        return [...new Set(ids)];
      }),
  })
  .refine((q) => q.endDate >= q.startDate, {
    message: WORKER_WORKTIME_MESSAGES.rangeBackwards,
    path: ['endDate'],
  });

export const WorkerAlertSchema = z.object({
  AlertFactId: z.number().int(),
  AlertType: z.string(),
  StatusId: z.number().int(),
  ZoneName: z.string().nullable(),
  FactDate: z.string().nullable(),
  /** 'YYYY-MM-DDTHH:mm:ss' in the project's zone. */
  TriggeredLocal: z.string(),
  ResolvedLocal: z.string().nullable(),
  SnoozedUntilLocal: z.string().nullable(),
});
export type WorkerAlert = z.infer<typeof WorkerAlertSchema>;
export const WorkerAlertListSchema = z.array(WorkerAlertSchema);

// --- contact tracing (safe-prox) ----------------------------------------------------------------

const timeText = z
  .string({ error: WORKER_WORKTIME_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, WORKER_WORKTIME_MESSAGES.timeInvalid);

/** spec 002 §3 "Safe-prox report parameters" (query string), with §5's rules checked. */
export const SafeProxQuerySchema = z
  .object({
    startDateInclusive: calendarDate(),
    endDateInclusive: calendarDate(),
    timeRangeFilter: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
      .default(0),
    minDurationInMinutes: z.coerce
      .number()
      .pipe(z.union(SAFE_PROX_DURATIONS.map((d) => z.literal(d))))
      .default(SAFE_PROX_DEFAULT_DURATION),
    startTimeInclusive: timeText.optional(),
    endTimeInclusive: timeText.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.endDateInclusive < q.startDateInclusive)
      ctx.addIssue({
        code: 'custom',
        message: WORKER_WORKTIME_MESSAGES.rangeBackwards,
        path: ['endDateInclusive'],
      });
    const days = (Date.parse(q.endDateInclusive) - Date.parse(q.startDateInclusive)) / 86_400_000;
    if (days >= SAFE_PROX_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        message: WORKER_WORKTIME_MESSAGES.rangeTooLong,
        path: ['endDateInclusive'],
      });
    if (q.timeRangeFilter === SAFE_PROX_TIME_RANGE.Range) {
      if (!q.startTimeInclusive || !q.endTimeInclusive)
        ctx.addIssue({
          code: 'custom',
          message: WORKER_WORKTIME_MESSAGES.rangeTimesRequired,
          path: ['startTimeInclusive'],
        });
      else if (q.endTimeInclusive < q.startTimeInclusive)
        ctx.addIssue({
          code: 'custom',
          message: WORKER_WORKTIME_MESSAGES.endBeforeStartTime,
          path: ['endTimeInclusive'],
        });
    }
  });
export type SafeProxQuery = z.output<typeof SafeProxQuerySchema>;

export const ReportFileSchema = z.object({ uid: z.string(), FileName: z.string() });
export type ReportFile = z.infer<typeof ReportFileSchema>;
export const ReportFileQuerySchema = z.object({
  uid: z.string().max(64, WORKER_WORKTIME_MESSAGES.fileNotFound),
});
