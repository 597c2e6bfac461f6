/**
 * Text messages' constants (spec 002 §3, §8–§9), apart from their schemas so a route file can
 * read them without bringing zod (decision 0012).
 */
import {
  dateRangeFor,
  shiftDate,
  type DateRangeContext,
} from '../dashboards/dashboards.periods.ts';

/** spec 002 §9: "Text history: page 1, 50 per page". */
export const TEXT_HISTORY_PAGE_SIZE = 50;
/** spec 002 §9: "Contract list size for the text-message picker 10000". */
export const TEXT_CONTRACT_LIST_SIZE = 10_000;
/** spec 002 §4: the pseudo contract 0 stands for unassigned workers in the picker. */
export const UNASSIGNED_WORKERS_CONTRACT_ID = 0;
export const UNASSIGNED_WORKERS_LABEL = 'Unassigned workers';
/** The longest text (Twilio's limit: 10 segments of 160). */
export const TEXT_MESSAGE_MAX = 1600;

export const TEXT_MESSAGES_MESSAGES = {
  /** spec 002 §8. */
  verifyError: 'There was an error verifying the workers.',
  sendError: 'There was an error sending the text messages.',
  historyError: 'There was an error getting prevoius text messages.',
  detailError: 'There was an error getting history details.',
  // Siteline's own.
  sent: 'Text messages sent.',
  notFound: 'The text message was not found.',
  textEmpty: 'Write the text message first.',
  textTooLong: 'A text message is at most 1600 characters.',
  rangeOrder: 'The first seen date must not be after the last seen date.',
  rangeBoth: 'A seen range needs both dates, or neither.',
  contractsRequired: 'Pick at least one contract, or send to every contract.',
  noRecipients: 'No worker with a phone number matches the filters.',
} as const;

/** spec 002 §9 date ranges of the text-message screen, On-site Now first. */
export const TEXT_DATE_RANGE_OPTIONS = [
  'On-site Now',
  'Today',
  'Yesterday',
  'Current week',
  'Last week',
  'Current month',
  'Last month',
  'Entire Project',
  'Custom',
] as const;
export type TextDateRangeOption = (typeof TEXT_DATE_RANGE_OPTIONS)[number];
export const DEFAULT_TEXT_DATE_RANGE: TextDateRangeOption = 'On-site Now';

/**
 * What a range option filters on: On-site Now is the on-site rule (no dates); Entire Project is
 * no seen filter at all (every worker registered on the project, arrived or not); the others are
 * "seen on site on at least one day from first to last", both inclusive (docs/domain.md).
 * Custom has no dates of its own: null.
 */
export function textDateRange(
  option: TextDateRangeOption,
  ctx: DateRangeContext,
): { onSite: boolean; first: string | null; last: string | null } | null {
  switch (option) {
    case 'On-site Now':
      return { onSite: true, first: null, last: null };
    case 'Entire Project':
      return { onSite: false, first: null, last: null };
    case 'Today':
      return { onSite: false, first: ctx.today, last: ctx.today };
    case 'Yesterday': {
      const day = shiftDate(ctx.today, -1);
      return { onSite: false, first: day, last: day };
    }
    case 'Custom':
      return null;
    case 'Current week':
    case 'Last week':
    case 'Current month':
    case 'Last month': {
      const range = dateRangeFor(option, ctx);
      if (!range) return null;
      // A current week or month reaches past today; no one has been seen there yet.
      const last = range.endDate > ctx.today ? ctx.today : range.endDate;
      return { onSite: false, first: range.startDate, last };
    }
  }
}

/**
 * A recipient's state, from the outbox row and the provider's word on it: Queued → Sent →
 * Delivered, or Undelivered / Failed; Held when it was kept (a demo project, no provider);
 * Opted out (the worker replied STOP) and No phone number were never sent.
 */
export const TEXT_RECIPIENT_STATUSES = [
  'Queued',
  'Sent',
  'Delivered',
  'Undelivered',
  'Failed',
  'Expired',
  'Held',
  'Opted out',
  'No phone number',
] as const;
export type TextRecipientStatus = (typeof TEXT_RECIPIENT_STATUSES)[number];

/** The replies carriers treat as opting out and back in (Twilio's default keywords). */
export const SMS_OPT_OUT_WORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
] as const;
export const SMS_OPT_IN_WORDS = ['START', 'YES', 'UNSTOP'] as const;

/**
 * A reply's meaning, as the provider reads it: the whole reply is one keyword, in any case, with
 * spaces and a final full stop or exclamation mark trimmed ("Stop", "STOP!"); anything else is not.
 */
export function smsKeyword(body: string): 'out' | 'in' | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if ((SMS_OPT_OUT_WORDS as readonly string[]).includes(word)) return 'out';
  if ((SMS_OPT_IN_WORDS as readonly string[]).includes(word)) return 'in';
  return null;
}
