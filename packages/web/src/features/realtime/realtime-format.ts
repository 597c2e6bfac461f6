import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

import { timeFormat } from '@/lib/dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Whole minutes from a project-local time to now on the project's clock; null without the
 * project's zone. Never negative (a gateway clock a little ahead reads as "now").
 */
export function minutesAgo(
  local: string,
  timeZoneId: string | undefined,
  now: Date = new Date(),
): number | null {
  if (!timeZoneId) return null;
  const seen = dayjs.tz(local, timeZoneId);
  if (!seen.isValid()) return null;
  return Math.max(0, Math.floor((now.getTime() - seen.valueOf()) / 60_000));
}

/** An instant (epoch ms) on the project's clock; the browser's clock without a zone. */
export function formatInstantInZone(epochMs: number, timeZoneId: string | undefined): string {
  const time = timeZoneId ? dayjs(epochMs).tz(timeZoneId) : dayjs(epochMs);
  return time.format(timeFormat());
}
