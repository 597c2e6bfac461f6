/**
 * The end-date-in-jeopardy alert instance (spec 002 §3 "End date in jeopardy alert", §7;
 * DOMAIN.md "End date in jeopardy"):
 *
 *   GET /api/v1/projects/:projectId/alerts/enddate  (ManageAlerts) → EndDateInstance
 *   PUT /api/v1/projects/:projectId/alerts/enddate  (ManageAlerts)
 *       EndDateInstanceUpdate → EndDateInstance
 *
 * Once a day: when the plan's last forecast date is within CutOffDays and the projected finish
 * (remaining planned hours ÷ mean daily actual hours of the last 14 days) falls after it, one
 * fact for the project.
 */
import { z } from 'zod';
import { IdSchema } from '../common/id.schemas.ts';

export const END_DATE_CUT_OFF_MAX = 365;
/** DOMAIN.md: the pace is the mean daily actual hours of the last 14 days. */
export const END_DATE_PACE_DAYS = 14;

export const END_DATE_MESSAGES = {
  cutOff: `CutOffDays must be a whole number from 1 to ${String(END_DATE_CUT_OFF_MAX)}.`,
  projectMismatch: 'ProjectId must be the project of the address.',
} as const;

/** Where the project stands now, so the editor can say what the rule would see. */
export const EndDatePaceSchema = z.object({
  /** The plan's last date with planned hours (workforce trades), or null without a plan. */
  LastForecastDate: z.string().nullable(),
  /** Planned hours not yet worked, two decimals. */
  RemainingHours: z.number().nullable(),
  /** Mean daily actual hours of the last 14 days, two decimals. */
  DailyHours: z.number(),
  /** When the remaining hours would be done at that pace; null when nothing moves. */
  ProjectedFinishDate: z.string().nullable(),
});
export type EndDatePace = z.infer<typeof EndDatePaceSchema>;

export const EndDateInstanceSchema = z.object({
  ProjectId: z.number().int(),
  /** The alert definition's id (spec 001 §3 alerts list). */
  ProjectAlertId: z.number().int(),
  ProjectAlertInstanceId: z.number().int().nullable(),
  IsActive: z.boolean(),
  CutOffDays: z.number().int().nullable(),
  Pace: EndDatePaceSchema,
});
export type EndDateInstance = z.infer<typeof EndDateInstanceSchema>;

export const EndDateInstanceUpdateSchema = z
  .object({
    ProjectId: IdSchema,
    IsActive: z.boolean().optional(),
    CutOffDays: z
      .number({ error: END_DATE_MESSAGES.cutOff })
      .int(END_DATE_MESSAGES.cutOff)
      .min(1, END_DATE_MESSAGES.cutOff)
      .max(END_DATE_CUT_OFF_MAX, END_DATE_MESSAGES.cutOff),
  })
  .strict();
export type EndDateInstanceUpdate = z.infer<typeof EndDateInstanceUpdateSchema>;
