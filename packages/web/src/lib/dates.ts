import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { displayLanguage } from './display-language.ts';
import { formatWallClock } from './zone-clock.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * One time of day per language, on every screen: spec 002 §9's "hh:mm a" in English
 * (08:34 am), the 24-hour clock in Spanish (08:34), as a Spanish-speaking site reads it.
 */
export function timeFormat(): string {
  return displayLanguage() === 'es' ? 'HH:mm' : 'hh:mm a';
}

/** spec 000 §9 date (MM/DD/YYYY) and the language's time of day. */
export function dateTimeFormat(): string {
  return `MM/DD/YYYY ${timeFormat()}`;
}

/** spec 000 §9 date format MM/dd/yyyy. A leading calendar date is read as is, never shifted. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (calendar) return `${calendar[2]}/${calendar[3]}/${calendar[1]}`;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('MM/DD/YYYY') : value;
}

/**
 * An instant (ISO 8601 with its offset) on the site's clock, as spec 000 §9 writes a date and
 * time: MM/DD/YYYY and the language's time of day. The browser's own clock until the project (and
 * so its zone) has loaded, or for a zone it does not know.
 */
export function formatDateTimeInZone(iso: string, timeZoneId: string | null | undefined): string {
  const instant = dayjs(iso);
  if (timeZoneId) {
    try {
      return instant.tz(timeZoneId).format(dateTimeFormat());
    } catch {
      // An unknown zone: the browser's clock below.
    }
  }
  return instant.format(dateTimeFormat());
}

/** Now in a project's time zone (spec 002 §9 "MM/DD/YYYY hh:mm a"); null if the zone is unknown. */
export function formatNowInZone(timeZoneId: string, now: Date = new Date()): string | null {
  return formatWallClock(timeZoneId, now);
}

/** A project-local 'YYYY-MM-DDTHH:mm:ss' as the site's clock shows it: 02:35 pm (14:35). */
export function formatLocalTime(local: string): string {
  const time = dayjs(local);
  return time.isValid() ? time.format(timeFormat()) : local;
}

/**
 * A project-local 'YYYY-MM-DDTHH:mm:ss' (the API's *Local fields) as MM/DD/YYYY and the
 * language's time (spec 002 §9), never shifted: it is already the site's wall clock.
 */
export function formatLocalDateTime(local: string | null): string {
  if (!local) return '';
  const time = dayjs(local);
  return time.isValid() ? time.format(dateTimeFormat()) : local;
}
