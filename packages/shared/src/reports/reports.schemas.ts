/**
 * The workforce reports (spec 001 §2–§9; DOMAIN.md "Figures on the screens"; docs/domain.md
 * "Reports"). Daily, weekly and completion have no path in the spec; they take the project's
 * address as every project call does. Timesheets, undetected devices and zones keep the spec's:
 *
 *   GET /api/v1/projects/:projectId/reports/daily?dailyDate&tradeFilter&projectZoneId → DailyReport
 *   GET /api/v1/projects/:projectId/reports/weekly?weeklyDate&tradeFilter&projectZoneId → WeeklyReport
 *   GET /api/v1/report/:projectId/worker-timesheets?startDate&endDate&filterContractId
 *       [&page&pageSize&orderBy&reverse]                         (TimesheetsReport) → TimesheetsReport
 *   GET /api/v1/project/:projectId/adhoc_reports/undetected_tags?startDateInclusive&endDateInclusive
 *                                                       (UndetectedDevicesReport) → UndetectedTagsReport
 *   GET /api/v2/reports/:projectId/zoneTimesheets?startDateInclusive&endDateInclusive&projectZonesIds
 *                                                                               → ZoneTimesheetsReport
 *   GET /api/v1/projects/:projectId/reports/completion?startDate&endDate (ViewCompletionReport)
 *   GET /api/v1/projects/:projectId/alert-facts?startDate&endDate&alertStatusIds  → AlertsReport
 *   GET /api/v1/projects/:projectId/reports/:report/file?format=xlsx|csv|pdf&… → ReportFile
 *       (the report's own query; the file is then fetched by uid from report/downloadFile)
 *
 * Every figure is the caller's: a member limited to companies sees its contracts' rows only.
 */
import { z } from 'zod';
import { AlertFactSchema } from '../alerts/alerts-facts.schemas.ts';
import { isCalendarDate } from '../dashboards/dashboards.periods.ts';
import { MAX_ID, idParamSchema } from '../common/id.schemas.ts';
import {
  DEFAULT_REPORT_TRADE_FILTER,
  REPORTS_MESSAGES,
  REPORT_ALERT_STATUSES,
  type ReportTradeFilter,
} from './reports.rules.ts';

export const reportDate = z
  .string({ error: REPORTS_MESSAGES.dateInvalid })
  .refine(isCalendarDate, REPORTS_MESSAGES.dateInvalid);

const tradeFilter = z.coerce
  .number({ error: REPORTS_MESSAGES.tradeFilter })
  .refine((n): n is ReportTradeFilter => [1, 2, 3, 4].includes(n), REPORTS_MESSAGES.tradeFilter)
  .default(DEFAULT_REPORT_TRADE_FILTER);

/** A comma-separated list of whole numbers in the address ('1,2,3'). */
export function idList(message: string, max = MAX_ID) {
  return z
    .string({ error: message })
    .max(20_000, message)
    .transform((text, ctx) => {
      const parts = text.split(',').filter((p) => p.trim() !== '');
      const ids: number[] = [];
      for (const part of parts) {
        const n = Number(part.trim());
        if (!/^\d+$/.test(part.trim()) || !Number.isSafeInteger(n) || n < 1 || n > max) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        ids.push(n);
      }
      return [...new Set(ids)];
    });
}

export const ReportProjectParamsSchema = z.object({
  projectId: idParamSchema('projectId must be a project id.'),
});

// --- daily and weekly headcount ------------------------------------------------------------------

export const DailyReportQuerySchema = z
  .object({
    /** Left out: the project's today (its current timesheet date). */
    dailyDate: reportDate.optional(),
    tradeFilter,
    /** The zone variant: workers read in this zone or a zone inside it that date. */
    projectZoneId: idParamSchema('projectZoneId must be a zone id.').optional(),
  })
  .strict();
export type DailyReportQuery = z.infer<typeof DailyReportQuerySchema>;

/** What a row says about its contract. */
const contractFields = {
  ContractId: z.number().int(),
  ParentContractId: z.number().int().nullable(),
  CompanyName: z.string(),
  /** The prime's name for a sub contract; the contract's own for a prime. */
  PrimeCompanyName: z.string(),
  Trade: z.string().nullable(),
  IsCriticalTrade: z.boolean(),
  OwnerServices: z.boolean(),
};

/** spec 001 §3 "Daily headcount" row (SubContracts): one per contract, subs on their own. */
export const DailyReportRowSchema = z.object({
  ...contractFields,
  HeadcountRecordedDayShift: z.number().int(),
  HeadcountRecordedNightShift: z.number().int(),
  HeadcountRecordedNotApplicable: z.number().int(),
  HeadcountRecorded: z.number().int(),
  /** Hours of the contract's worker-days (two decimals); null in the zone variant. */
  OnSiteNetHours: z.number().nullable(),
  GrossHours: z.number().nullable(),
});
export type DailyReportRow = z.infer<typeof DailyReportRowSchema>;

const headcountTotals = z.object({
  HeadcountRecordedDayShift: z.number().int(),
  HeadcountRecordedNightShift: z.number().int(),
  HeadcountRecordedNotApplicable: z.number().int(),
  HeadcountRecorded: z.number().int(),
  OnSiteNetHours: z.number().nullable(),
  GrossHours: z.number().nullable(),
});

export const DailyReportSchema = z.object({
  Headcount: z.object({
    Date: z.string(),
    TradeFilter: z.number().int(),
    ProjectZoneId: z.number().int().nullable(),
    /** The zone variant's zone (spec 001 §7 "returns ZoneName"); null for the whole site. */
    ZoneName: z.string().nullable(),
    SubContracts: z.array(DailyReportRowSchema),
    Totals: headcountTotals,
    /** Distinct unassigned tags read that date (site-wide; 0 for a company-limited member). */
    UnassignedHeadcount: z.number().int(),
  }),
});
export type DailyReport = z.infer<typeof DailyReportSchema>;

export const WeeklyReportQuerySchema = z
  .object({
    /** Any date of the week; left out, the project's today. */
    weeklyDate: reportDate.optional(),
    tradeFilter,
    projectZoneId: idParamSchema('projectZoneId must be a zone id.').optional(),
  })
  .strict();
export type WeeklyReportQuery = z.infer<typeof WeeklyReportQuerySchema>;

const weekCounts = {
  SundayHeadcountRecorded: z.number().int(),
  MondayHeadcountRecorded: z.number().int(),
  TuesdayHeadcountRecorded: z.number().int(),
  WednesdayHeadcountRecorded: z.number().int(),
  ThursdayHeadcountRecorded: z.number().int(),
  FridayHeadcountRecorded: z.number().int(),
  SaturdayHeadcountRecorded: z.number().int(),
  TotalWeeklyHeadcountRecorded: z.number().int(),
  TotalFiveDayMean: z.number().int(),
};

export const WeeklyReportRowSchema = z.object({ ...contractFields, ...weekCounts });
export type WeeklyReportRow = z.infer<typeof WeeklyReportRowSchema>;

export const WeeklyReportSchema = z.object({
  HeadcountPivot: z.object({
    StartDate: z.string(),
    StopDate: z.string(),
    TradeFilter: z.number().int(),
    ProjectZoneId: z.number().int().nullable(),
    ZoneName: z.string().nullable(),
    AllContracts: z.array(WeeklyReportRowSchema),
    Totals: z.object(weekCounts),
  }),
});
export type WeeklyReport = z.infer<typeof WeeklyReportSchema>;

// --- completion ----------------------------------------------------------------------------------

export const CompletionReportQuerySchema = z
  .object({ startDate: reportDate, endDate: reportDate })
  .strict();
export type CompletionReportQuery = z.infer<typeof CompletionReportQuerySchema>;

/**
 * DOMAIN.md "Completion": per top contract (its subs rolled up, as the summaries), planned vs
 * actual hours over the range and their deviation, with TCI and TSI to date — the breakout
 * report's figures over the whole range, so the two read the same.
 */
export const CompletionRowSchema = z.object({
  ContractId: z.number().int(),
  CompanyName: z.string(),
  IsCriticalTrade: z.boolean(),
  OwnerServices: z.boolean(),
  /** The contract with its sub contracts. */
  IsParent: z.boolean(),
  PlannedHoursInRange: z.number(),
  ActualHoursInRange: z.number(),
  /** The range's days before today: what Deviation compares. */
  PlannedHoursToDateInRange: z.number(),
  ActualHoursToDateInRange: z.number(),
  /** Percent, one decimal; null without planned hours in the range's days before today. */
  Deviation: z.number().nullable(),
  TciValue: z.number().nullable(),
  TsiValue: z.number().nullable(),
  OnsiteToday: z.number().int(),
});
export type CompletionRow = z.infer<typeof CompletionRowSchema>;

export const CompletionReportSchema = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  /** Figures to date count the days before this (the project's today). */
  Today: z.string(),
  Contracts: z.array(CompletionRowSchema),
  /** Every contract as one (the breakout's group). */
  Total: CompletionRowSchema.omit({
    ContractId: true,
    CompanyName: true,
    IsCriticalTrade: true,
    OwnerServices: true,
    IsParent: true,
  }),
});
export type CompletionReport = z.infer<typeof CompletionReportSchema>;

// --- alerts --------------------------------------------------------------------------------------

export const AlertsReportQuerySchema = z
  .object({
    startDate: reportDate,
    endDate: reportDate,
    /** spec 001 §5: "If no alert status is selected, Active is used." */
    alertStatusIds: idList(REPORTS_MESSAGES.statusIds, 3)
      .optional()
      .transform((ids) => (ids === undefined || ids.length === 0 ? [1] : ids)),
  })
  .strict();
export type AlertsReportQuery = z.infer<typeof AlertsReportQuerySchema>;
export const ALERT_REPORT_STATUS_IDS = REPORT_ALERT_STATUSES;

/** spec 001 §3 "Alert report rows: Alerts": the facts triggered in the range, newest first. */
export const AlertsReportSchema = z.object({ Alerts: z.array(AlertFactSchema) });
export type AlertsReport = z.infer<typeof AlertsReportSchema>;

// --- files ---------------------------------------------------------------------------------------

export const REPORT_KINDS = [
  'daily',
  'daily-safeprox',
  'weekly',
  'timesheets',
  'undetected-devices',
  'zone',
  'completion',
  'alerts',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
/** A PDF (to print at the site office) is made of the daily and weekly headcount only. */
export const PDF_REPORTS: readonly ReportKind[] = ['daily', 'weekly'];
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const ReportFileParamsSchema = ReportProjectParamsSchema.extend({
  report: z.enum(REPORT_KINDS, { error: 'Not a report.' }),
});
/** The report's own query, plus the file's format. */
export const ReportFileQuerySchemaOf = z
  .record(z.string().max(64), z.string().max(20_000))
  .refine((q) => Object.keys(q).length <= 20, 'Too many parameters.')
  .refine((q) => (REPORT_FORMATS as readonly string[]).includes(q.format ?? ''), {
    message: 'format must be xlsx, csv or pdf.',
    path: ['format'],
  });
