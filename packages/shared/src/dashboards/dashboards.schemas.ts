/**
 * Dashboards area: the home dashboard, the contracts and divisions summaries and the breakout
 * report (spec 000 §1–§4, §7, §9; spec 002 §9; DOMAIN.md "Figures on the screens").
 *
 * Every call is a GET under /api, allowed to any member of the project (no named permission). A
 * Contractor membership limited to a company sees only its contracts' workers in every figure
 * (and no unassigned tags).
 *
 *   GET /api/v1/projects/:projectId/dashboard/check          → DashboardCheck
 *   GET /api/v1/projects/:projectId/dashboard?date=          → Dashboard
 *       date: 'YYYY-MM-DD', default today in the project's zone; 400 after today or before the
 *       project's StartDate. "To date" figures for date D count the days before D.
 *   GET /api/v1/projects/:projectId/dashboard/onsite-count   → OnsiteCount
 *   GET /api/v1/projects/:projectId/contracts-summary?tradeFilter=&dateFilter=
 *                                                            → ContractsSummary
 *       One row per top contract (sub contracts roll up into their prime). Without tradeFilter /
 *       dateFilter nothing is filtered out, so the web can filter with matchesTradeFilter /
 *       matchesDateFilter itself; rows come in the default sort (compareByDefaultSort).
 *   GET /api/v1/projects/:projectId/divisions-summary?tradeFilter=&dateFilter=
 *                                                            → DivisionsSummary
 *       The same filters applied to contracts before they are added up per division.
 *   GET /api/v1/projects/:projectId/breakout-report?rollupType=&groupBy=&contractId=&divisionId=
 *       &startDate=&endDate=                                 → BreakoutReport
 *       Both dates inclusive, startDate before endDate (else 400). rollupType defaults to
 *       defaultRollup(startDate, endDate). groupBy Contractor: contractId → that contract (its
 *       group) then each of its sub contracts; no contractId → every top contract. groupBy
 *       Division: divisionId (required) → every top contract of the division.
 *
 * The rules behind the figures (deviation, TCI, TSI, filters, sort) are the pure functions of
 * dashboards.rules.ts; periods, rollups and date ranges those of dashboards.periods.ts.
 */
import { z } from 'zod';
import { GROUP_BY, ROLLUP_TYPES, isCalendarDate } from './dashboards.periods.ts';
import { DATE_FILTERS, TRADE_FILTERS } from './dashboards.rules.ts';

// One export line in the package index carries the rules and the periods too.
export * from './dashboards.rules.ts';
export * from './dashboards.periods.ts';

export const DASHBOARD_MESSAGES = {
  dateFormat: 'date must be a date written YYYY-MM-DD.',
  dateAfterToday: 'date cannot be after today.',
  dateBeforeProjectStart: "date cannot be before the project's start date.",
  startDateFormat: 'startDate is required, written YYYY-MM-DD.',
  endDateFormat: 'endDate is required, written YYYY-MM-DD.',
  startBeforeEnd: 'startDate must be before endDate.',
  rangeTooLong: 'The date range cannot be longer than 20 years.',
  rollupType: `rollupType must be one of ${ROLLUP_TYPES.join(', ')}.`,
  groupBy: `groupBy must be one of ${GROUP_BY.join(', ')}.`,
  tradeFilter: `tradeFilter must be one of ${TRADE_FILTERS.join(', ')}.`,
  dateFilter: `dateFilter must be one of ${DATE_FILTERS.join(', ')}.`,
  contractId: 'contractId must be a contract id.',
  divisionId: 'divisionId must be a division id.',
  divisionRequired: 'divisionId is required when groupBy is Division.',
  contractNotFound: 'The contract was not found.',
  divisionNotFound: 'The division was not found.',
} as const;

/** Longest breakout range: a guard against runaway period lists, not a business limit. */
export const BREAKOUT_MAX_DAYS = 7305;

const calendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, { message });

const positiveId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n > 0 && Number.isSafeInteger(n), { message });

// --- dashboard check ------------------------------------------------------------------------------

export const DashboardCheckSchema = z.object({ hasNFCReader: z.boolean() });
export type DashboardCheck = z.infer<typeof DashboardCheckSchema>;

// --- home dashboard ----------------------------------------------------------------------------------

export const DashboardQuerySchema = z.object({
  date: calendarDate(DASHBOARD_MESSAGES.dateFormat).optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const HeadcountBreakdownSchema = z.object({
  /** Distinct workers with a presence on the date (owner services included). */
  WorkerHeadcount: z.number().int(),
  /** Distinct unassigned tags seen on the date (always 0 for a company-limited user). */
  UnassignedHeadcount: z.number().int(),
  /** The part of WorkerHeadcount on owner-services contracts. */
  OwnerServicesHeadcount: z.number().int(),
  /** Day + Night + NotApplicable = WorkerHeadcount. */
  DayShiftHeadcount: z.number().int(),
  NightShiftHeadcount: z.number().int(),
  NotApplicableHeadcount: z.number().int(),
  HasSpanningMidnightShift: z.boolean(),
});
export type HeadcountBreakdown = z.infer<typeof HeadcountBreakdownSchema>;

/** A critical trade on the home (its TCI beside the project's TciValueCritical). */
export const DashboardCriticalTradeSchema = z.object({
  ContractId: z.number().int(),
  DisplayName: z.string(),
  TciValue: z.number().nullable(),
  Deviation: z.number().nullable(),
  OnsiteToday: z.number().int(),
});
export type DashboardCriticalTrade = z.infer<typeof DashboardCriticalTradeSchema>;

export const DashboardSchema = z.object({
  /** The date the figures are for ('YYYY-MM-DD'). */
  Date: z.string(),
  /** Today in the project's zone, so the date navigator knows where "next day" stops. */
  Today: z.string(),
  /** The project's StartDate, where "previous day" stops. */
  ProjectStartDate: z.string(),
  /** Project TCI (%) over workforce trades, weighted by planned hours; null without a plan. */
  TciValue: z.number().nullable(),
  /** TciValue − the same seven days earlier (percentage points); null when either is null. */
  TciTrend: z.number().nullable(),
  TciValueCritical: z.number().nullable(),
  TciTrendCritical: z.number().nullable(),
  HasEntranceExitZones: z.boolean(),
  /** The workforce-plan deviation index (%) over all workforce trades; null without a plan. */
  WorkforceDeviation: z.number().nullable(),
  /** Planned headcount of the workforce trades on the date; null without a plan. */
  PlannedHeadcount: z.number().int().nullable(),
  /** Workforce trades' planned and actual hours before the date. */
  PlannedHoursToDate: z.number().nullable(),
  ActualHoursToDate: z.number(),
  HeadcountBreakdown: HeadcountBreakdownSchema,
  /** Critical trades (top contracts), in the default sort. */
  CriticalTrades: z.array(DashboardCriticalTradeSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const OnsiteCountSchema = z.object({ onSiteWorkersCount: z.number().int() });
export type OnsiteCount = z.infer<typeof OnsiteCountSchema>;

// --- summaries ---------------------------------------------------------------------------------------

export const SummaryQuerySchema = z.object({
  tradeFilter: z.enum(TRADE_FILTERS, { error: DASHBOARD_MESSAGES.tradeFilter }).optional(),
  dateFilter: z.enum(DATE_FILTERS, { error: DASHBOARD_MESSAGES.dateFilter }).optional(),
});
export type SummaryQuery = z.infer<typeof SummaryQuerySchema>;

/** The figures a summary row and a division share (all "to date" = before today). */
const summaryFigures = {
  /** Distinct workers of the row seen today. */
  OnsiteToday: z.number().int(),
  /** Null when the row has no plan. */
  PlannedHeadcountToday: z.number().int().nullable(),
  PlannedHoursToDate: z.number().nullable(),
  ActualHoursToDate: z.number(),
  /** Total planned hours of the whole plan (TCI's denominator); null without a plan. */
  TotalPlannedHours: z.number().nullable(),
  FirstForecastDate: z.string().nullable(),
  LastForecastDate: z.string().nullable(),
  Deviation: z.number().nullable(),
  TciValue: z.number().nullable(),
  TsiValue: z.number().nullable(),
};

export const ContractSummarySchema = z.object({
  ContractId: z.number().int(),
  DisplayName: z.string(),
  ContractTypeId: z.number().int(),
  IsCriticalTrade: z.boolean(),
  OwnerServices: z.boolean(),
  Trade: z.string().nullable(),
  DivisionId: z.number().int().nullable(),
  DivisionName: z.string().nullable(),
  ParentContractId: z.number().int().nullable(),
  /** True when sub contracts roll up into this row. */
  IsParent: z.boolean(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  ...summaryFigures,
});
export type ContractSummary = z.infer<typeof ContractSummarySchema>;

export const ContractsSummarySchema = z.object({
  /** Today in the project's zone: the date the filters and "to date" are judged on. */
  Today: z.string(),
  Contracts: z.array(ContractSummarySchema),
  TodayUnassignedTagCount: z.number().int(),
});
export type ContractsSummary = z.infer<typeof ContractsSummarySchema>;

export const DivisionSummarySchema = z.object({
  /** Null for contracts with no division (DivisionName "No Division"). */
  DivisionId: z.number().int().nullable(),
  DivisionName: z.string(),
  DivisionCode: z.string().nullable(),
  ContractCount: z.number().int(),
  ...summaryFigures,
});
export type DivisionSummary = z.infer<typeof DivisionSummarySchema>;

export const NO_DIVISION_NAME = 'No Division';

export const DivisionsSummarySchema = z.object({
  Today: z.string(),
  Divisions: z.array(DivisionSummarySchema),
  TodayUnassignedTagCount: z.number().int(),
});
export type DivisionsSummary = z.infer<typeof DivisionsSummarySchema>;

// --- breakout report ---------------------------------------------------------------------------------

export const BreakoutQuerySchema = z
  .object({
    rollupType: z.enum(ROLLUP_TYPES, { error: DASHBOARD_MESSAGES.rollupType }).optional(),
    groupBy: z.enum(GROUP_BY, { error: DASHBOARD_MESSAGES.groupBy }).default('Contractor'),
    contractId: positiveId(DASHBOARD_MESSAGES.contractId).optional(),
    divisionId: positiveId(DASHBOARD_MESSAGES.divisionId).optional(),
    startDate: calendarDate(DASHBOARD_MESSAGES.startDateFormat),
    endDate: calendarDate(DASHBOARD_MESSAGES.endDateFormat),
  })
  .refine((q) => q.startDate < q.endDate, {
    message: DASHBOARD_MESSAGES.startBeforeEnd,
    path: ['startDate'],
    when: (payload) => payload.issues.length === 0,
  })
  .refine((q) => q.groupBy !== 'Division' || q.divisionId !== undefined, {
    message: DASHBOARD_MESSAGES.divisionRequired,
    path: ['divisionId'],
    when: (payload) => payload.issues.length === 0,
  });
export type BreakoutQuery = z.infer<typeof BreakoutQuerySchema>;
export type BreakoutQueryInput = z.input<typeof BreakoutQuerySchema>;

export const BreakoutContractSchema = z.object({
  ContractId: z.number().int(),
  DisplayName: z.string(),
  ContractTypeId: z.number().int(),
  IsCriticalTrade: z.boolean(),
  OwnerServices: z.boolean(),
  DivisionId: z.number().int().nullable(),
  /** True for a group: the contract with its sub contracts rolled up. */
  IsParent: z.boolean(),
  ParentContractId: z.number().int().nullable(),
});
export type BreakoutContract = z.infer<typeof BreakoutContractSchema>;

export const BreakoutPointSchema = z.object({
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  Label: z.string(),
  PlannedHours: z.number(),
  /** Null for a period that starts after today. */
  ActualHours: z.number().nullable(),
  /** Peak daily planned headcount in the period. */
  PlannedHeadcount: z.number().int(),
  /** Peak daily headcount in the period; null for a period that starts after today. */
  ActualHeadcount: z.number().int().nullable(),
});
export type BreakoutPoint = z.infer<typeof BreakoutPointSchema>;

export const BreakoutPrimeContractSchema = z.object({
  Contract: BreakoutContractSchema,
  /** Planned hours of the contract (and its subs when IsParent) over the whole range. */
  GroupPlannedHoursInPeriod: z.number(),
  /** Actual hours (OnSiteNetHours) of the contract (and its subs when IsParent) over the range. */
  SubActualHoursInPeriod: z.number(),
  /** Deviation over the range's days before today; null without planned hours there. */
  Deviation: z.number().nullable(),
  /** The contract's TCI and TSI to date (not limited to the range). */
  TciValue: z.number().nullable(),
  TsiValue: z.number().nullable(),
  TotalOnsiteToday: z.number().int(),
});
export type BreakoutPrimeContract = z.infer<typeof BreakoutPrimeContractSchema>;

/**
 * The whole selection as one group, for the detail page's header: the chosen contract with its
 * subs, the division's top contracts with theirs, or every top contract.
 */
export const BreakoutGroupSchema = z.object({
  GroupBy: z.enum(GROUP_BY),
  /** The chosen contract; null for a division or for every contract. */
  ContractId: z.number().int().nullable(),
  /** The chosen division, or the chosen contract's; null without one. */
  DivisionId: z.number().int().nullable(),
  DivisionName: z.string().nullable(),
  /** The contract's or the division's name; null for every contract. */
  DisplayName: z.string().nullable(),
  /** Planned and actual hours of the group over the whole range. */
  PlannedHoursInPeriod: z.number(),
  ActualHoursInPeriod: z.number(),
  /** Deviation over the range's days before today, as an entry's Deviation. */
  DeviationInPeriod: z.number().nullable(),
  /** The group's Deviation, TCI and TSI to date (not limited to the range), as the summaries. */
  DeviationToDate: z.number().nullable(),
  TciValue: z.number().nullable(),
  TsiValue: z.number().nullable(),
  OnsiteToday: z.number().int(),
});
export type BreakoutGroup = z.infer<typeof BreakoutGroupSchema>;

export const BreakoutReportSchema = z.object({
  RollupType: z.enum(ROLLUP_TYPES),
  StartDate: z.string(),
  EndDate: z.string(),
  Today: z.string(),
  Group: BreakoutGroupSchema,
  PrimeContracts: z.array(BreakoutPrimeContractSchema),
  /**
   * One point per period for the whole selection: the chosen contract's group (contractId),
   * the division, or every top contract — subs are never counted twice.
   */
  Series: z.array(BreakoutPointSchema),
});
export type BreakoutReport = z.infer<typeof BreakoutReportSchema>;
