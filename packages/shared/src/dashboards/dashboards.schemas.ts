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
import { DASHBOARD_MESSAGES, calendarDate } from './dashboards.fields.ts';
import { DATE_FILTERS, TRADE_FILTERS } from './dashboards.rules.ts';

// One export line in the package index carries the rules, the periods and the breakout too.
export * from './dashboards.rules.ts';
export * from './dashboards.periods.ts';
export * from './dashboards.breakout-schemas.ts';
export { BREAKOUT_MAX_DAYS, DASHBOARD_MESSAGES } from './dashboards.fields.ts';

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
