import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { MESSAGES } from '@siteline/shared';
import { ApiError } from '@/lib/api-error.ts';
import { dateTimeFormat } from '@/lib/dates.ts';

dayjs.extend(utc);

/**
 * spec 002 §2, §9: the read's local date and time as MM/DD/YYYY hh:mm a. The server sends the
 * site's wall clock as if it were UTC, so it is formatted in UTC: no conversion to the browser's
 * zone. Null when the time is missing (the page shows N/A).
 */
export function formatReadTime(localEpoch: number | null | undefined): string | null {
  if (localEpoch === null || localEpoch === undefined || !Number.isFinite(localEpoch)) return null;
  return dayjs.utc(localEpoch * 1000).format(dateTimeFormat());
}

/**
 * spec 002 §8: on the access dashboard each entry of `errors` is its own red alert; without any,
 * the generic message.
 */
export function accessControlErrorMessages(error: unknown): string[] {
  const messages =
    error instanceof ApiError
      ? error.items.map((item) => item.errorMessage.trim()).filter(Boolean)
      : [];
  return messages.length ? messages : [MESSAGES.serverError];
}
