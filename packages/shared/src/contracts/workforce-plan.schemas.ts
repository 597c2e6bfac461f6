/**
 * The workforce plan (DOMAIN.md "Workforce plan"; beyond the spec): planned headcount and planned
 * hours per contract per date, kept by the contracts area and read by the dashboards.
 *
 *   GET  /api/v1/project/:projectId/workforce-plan?weekStart=YYYY-MM-DD     → PlanWeek
 *        The week (Monday to Sunday) holding weekStart, default the project's current week.
 *   GET  /api/v1/project/:projectId/workforce-plan/template?from=YYYY-MM-DD&days=N → PlanWeek
 *        The plan over `days` dates from `from` (default: the project's today), for the upload's
 *        template: a project going live on a Thursday plans from that Thursday, not its Monday.
 *   PUT  /api/v1/project/:projectId/workforce-plan      PlanSave            → PlanSaveResult
 *        Manual entry: each entry sets one contract-day; both values null removes it.
 *   POST /api/v1/project/:projectId/workforce-plan/upload  (the file's bytes) → PlanUploadResult
 *        An .xlsx or a .csv (told by its bytes) of PLAN_FILE_COLUMNS; every row is checked and
 *        nothing is written unless all pass (400 lists each bad row as `row.<n>.<column>`).
 *
 * Permission: ManageContractsValues or ManageContractsNoValues (planned hours are no money).
 */
import { z } from 'zod';
import { idSchema } from '../common/id.schemas.ts';
import { isCalendarDate } from '../dashboards/dashboards.periods.ts';
import { PLAN_MESSAGES } from './workforce-plan.rules.ts';

export * from './workforce-plan.rules.ts';

export const PLAN_SOURCES = ['manual', 'upload', 'import'] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

const calendarDate = z.string().refine(isCalendarDate, PLAN_MESSAGES.dateFormat);

export const PlanWeekQuerySchema = z.object({ weekStart: calendarDate.optional() });

/** The most dates a template holds: a year (a longer plan is uploaded a year at a time). */
export const PLAN_TEMPLATE_MAX_DAYS = 366;
export const PlanTemplateQuerySchema = z.object({
  from: calendarDate.optional(),
  days: z.coerce.number().int().min(1).max(PLAN_TEMPLATE_MAX_DAYS).default(28),
});
export type PlanTemplateQuery = z.infer<typeof PlanTemplateQuerySchema>;

export const PlanDaySchema = z.object({
  Date: z.string(),
  PlannedHeadcount: z.number().int().nullable(),
  PlannedHours: z.number().nullable(),
  Source: z.enum(PLAN_SOURCES).nullable(),
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

export const PlanWeekSchema = z.object({
  /** The Monday of the week (the template: its first date). */
  WeekStart: z.string(),
  /** Monday to Sunday (the template: every date it covers). */
  Dates: z.array(z.string()),
  /** The project's current timesheet date. */
  Today: z.string(),
  ProjectStartDate: z.string(),
  ProjectEndDate: z.string().nullable(),
  Contracts: z.array(
    z.object({
      ContractId: z.number().int(),
      ParentContractId: z.number().int().nullable(),
      ContractDisplayName: z.string(),
      /** One per date of the week, in order. */
      Days: z.array(PlanDaySchema),
      /** Planned hours of the whole plan, every week. */
      TotalPlannedHours: z.number().nullable(),
    }),
  ),
});
export type PlanWeek = z.infer<typeof PlanWeekSchema>;

export const PLAN_SAVE_MAX_ENTRIES = 5000;

export const PlanSaveSchema = z.object({
  Entries: z
    .array(
      z.object({
        ContractId: idSchema('ContractId must be a contract id.'),
        Date: calendarDate,
        PlannedHeadcount: z.number().nullable(),
        PlannedHours: z.number().nullable(),
      }),
    )
    .min(1, PLAN_MESSAGES.nothingToSave)
    .max(PLAN_SAVE_MAX_ENTRIES, `At most ${PLAN_SAVE_MAX_ENTRIES} days in one save.`),
});
export type PlanSave = z.infer<typeof PlanSaveSchema>;

export const PlanSaveResultSchema = z.object({
  DaysWritten: z.number().int(),
  DaysRemoved: z.number().int(),
});
export type PlanSaveResult = z.infer<typeof PlanSaveResultSchema>;

export const PlanUploadResultSchema = z.object({
  RowsRead: z.number().int(),
  /** Rows with neither a headcount nor hours (the template's empty days). */
  RowsSkipped: z.number().int(),
  /** Contract-days written (a day of two contracts is two). */
  DaysWritten: z.number().int(),
  /** The calendar days the plan covers. */
  DateCount: z.number().int(),
  ContractCount: z.number().int(),
  FirstDate: z.string().nullable(),
  LastDate: z.string().nullable(),
});
export type PlanUploadResult = z.infer<typeof PlanUploadResultSchema>;
