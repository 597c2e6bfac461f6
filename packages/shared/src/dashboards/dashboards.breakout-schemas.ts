// The breakout report's query and answer (spec 000 §3, §7; spec 002 §9): see the endpoint list at
// the top of dashboards.schemas.ts, which exports this file too.
import { z } from 'zod';
import { DASHBOARD_MESSAGES, calendarDate, positiveId } from './dashboards.fields.ts';
import { GROUP_BY, ROLLUP_TYPES } from './dashboards.periods.ts';

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
  /**
   * Planned and actual hours of the range's days before today (today is not over yet): what
   * Deviation compares, so a row's figures reconcile with its deviation.
   */
  PlannedHoursToDateInPeriod: z.number(),
  ActualHoursToDateInPeriod: z.number(),
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
  /** Planned and actual hours of the range's days before today: what DeviationInPeriod compares. */
  PlannedHoursToDateInPeriod: z.number(),
  ActualHoursToDateInPeriod: z.number(),
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
