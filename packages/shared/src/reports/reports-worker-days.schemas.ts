/**
 * The reports made from each worker-day and each read (spec 001 §3, §5): timesheets, undetected
 * devices and zone timesheets; their paths are in reports.schemas.ts.
 */
import { z } from 'zod';
import { MAX_ID } from '../common/id.schemas.ts';
import { listPageSchema, listPageSizeSchema } from '../common/paging.schemas.ts';
import { DEFAULT_REPORT_PAGE_SIZE, REPORTS_MESSAGES, REPORT_PAGE_SIZES } from './reports.rules.ts';
import { idList, reportDate } from './reports.schemas.ts';

const local = z.string().describe("The project's wall clock, 'YYYY-MM-DDTHH:mm:ss'");

// --- timesheets ----------------------------------------------------------------------------------

export const TIMESHEET_SORTS = [
  'WorkerName',
  'CompanyName',
  'TimesheetDate',
  'GrossHours',
  'OnSiteNetHours',
] as const;
export type TimesheetSort = (typeof TIMESHEET_SORTS)[number];

const booleanFlag = z
  .enum(['true', 'false'], { error: 'reverse is true or false.' })
  .transform((v) => v === 'true')
  .default(false);

export const TimesheetsReportQuerySchema = z
  .object({
    startDate: reportDate,
    endDate: reportDate,
    /** 0 (or left out): every contract; else the contract and its sub contracts. */
    filterContractId: z.coerce
      .number({ error: 'filterContractId must be a contract id, or 0 for none.' })
      .int('filterContractId must be a contract id, or 0 for none.')
      .min(0, 'filterContractId must be a contract id, or 0 for none.')
      .max(MAX_ID, 'filterContractId must be a contract id, or 0 for none.')
      .default(0),
    page: listPageSchema,
    pageSize: listPageSizeSchema(REPORT_PAGE_SIZES, DEFAULT_REPORT_PAGE_SIZE),
    orderBy: z
      .enum(TIMESHEET_SORTS, { error: 'orderBy is not a column of the report.' })
      .optional(),
    reverse: booleanFlag,
  })
  .strict();
export type TimesheetsReportQuery = z.infer<typeof TimesheetsReportQuerySchema>;

/** spec 001 §3 "Timesheet row": one worker-day of the engine, with who and for whom. */
export const TimesheetsReportRowSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  CompanyName: z.string(),
  PrimeCompanyName: z.string(),
  ContractId: z.number().int().nullable(),
  Trade: z.string().nullable(),
  TimesheetDate: z.string(),
  FirstSeenLocal: local,
  LastSeenLocal: local,
  GrossHours: z.number(),
  /** Two decimals (spec 001 §3). */
  OnSiteNetHours: z.number(),
  ShiftTypeConst: z.enum(['Day', 'Night', 'NotApplicable']),
  /** The worker's status now: 'On Site' or 'Off Site' (the directory's on-site rule). */
  SiteStatusDisplayName: z.enum(['On Site', 'Off Site']),
});
export type TimesheetsReportRow = z.infer<typeof TimesheetsReportRowSchema>;

export const TimesheetsReportSchema = z.object({
  Data: z.array(TimesheetsReportRowSchema),
  TotalCount: z.number().int(),
  /** Over every row of the range, not the page. */
  Totals: z.object({
    Workers: z.number().int(),
    GrossHours: z.number(),
    OnSiteNetHours: z.number(),
  }),
});
export type TimesheetsReport = z.infer<typeof TimesheetsReportSchema>;

// --- undetected devices --------------------------------------------------------------------------

export const UndetectedTagsQuerySchema = z
  .object({ startDateInclusive: reportDate, endDateInclusive: reportDate })
  .strict();
export type UndetectedTagsQuery = z.infer<typeof UndetectedTagsQuerySchema>;

/** spec 001 §3 "Undetected tag row". */
export const UndetectedTagRowSchema = z.object({
  WorkerId: z.number().int(),
  WorkerDisplayName: z.string(),
  SubCompanyName: z.string(),
  PrimeCompanyName: z.string(),
  Tag: z.string(),
  TagTypeDisplayName: z.string(),
  CalendarDate: z.string(),
  WorkerSiteNumber: z.string().nullable(),
  FirstSeenLocalDisplay: z.string(),
  LastSeenLocalDisplay: z.string(),
  GrossHoursDisplay: z.string(),
  /** Null when the project hides contact information. */
  Telephone: z.string().nullable(),
  ForemansName: z.string().nullable(),
  WorkerTitle: z.string().nullable(),
  WorkerTrade: z.string().nullable(),
});
export type UndetectedTagRow = z.infer<typeof UndetectedTagRowSchema>;

export const UndetectedTagsReportSchema = z.object({
  UndetectedTags: z.array(UndetectedTagRowSchema),
});
export type UndetectedTagsReport = z.infer<typeof UndetectedTagsReportSchema>;

// --- zone timesheets -----------------------------------------------------------------------------

export const ZoneTimesheetsQuerySchema = z
  .object({
    startDateInclusive: reportDate,
    endDateInclusive: reportDate,
    /** Zones to report, comma separated (each with the zones inside it); left out: every zone. */
    projectZonesIds: idList(REPORTS_MESSAGES.zoneIds).optional(),
  })
  .strict();
export type ZoneTimesheetsQuery = z.infer<typeof ZoneTimesheetsQuerySchema>;

/** spec 001 §3 "Zone timesheet row". */
export const ZoneTimesheetRowSchema = z.object({
  companyName: z.string(),
  workerFullDisplayName: z.string(),
  workerId: z.number().int(),
  projectZoneId: z.number().int(),
  zoneName: z.string(),
  workerTrade: z.string().nullable(),
  workerZipCode: z.string().nullable(),
  /** Two decimals. */
  totalGrossHours: z.number(),
});
export type ZoneTimesheetRow = z.infer<typeof ZoneTimesheetRowSchema>;

export const ZoneTimesheetsReportSchema = z.object({
  reportItems: z.array(ZoneTimesheetRowSchema),
});
export type ZoneTimesheetsReport = z.infer<typeof ZoneTimesheetsReportSchema>;
