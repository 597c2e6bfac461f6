// Messages and field readers shared by the dashboards' query schemas (dashboards.schemas.ts and
// dashboards.breakout-schemas.ts), in a file of their own so neither imports the other.
import { z } from 'zod';
import { GROUP_BY, ROLLUP_TYPES, isCalendarDate } from './dashboards.periods.ts';
import { DATE_FILTERS, TRADE_FILTERS } from './dashboards.rules.ts';

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

export const calendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, { message });

export const positiveId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n > 0 && Number.isSafeInteger(n), { message });
