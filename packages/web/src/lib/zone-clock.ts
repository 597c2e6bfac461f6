import { displayLanguage } from './display-language.ts';

/**
 * A time zone's wall clock without dayjs: dayjs's timezone plugin builds an Intl.DateTimeFormat
 * on every call (the home's largest scripting cost on a phone), and this module is small enough
 * for the route tree, where the home's address reads today's date on the site.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // Throws RangeError for an unknown zone.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  year: string;
  month: string;
  day: string;
  /** 0–23 */
  hour: number;
  minute: string;
}

/** The date and time on a zone's clock at `now`; null for an unknown zone. */
export function wallClockIn(timeZone: string, now: Date = new Date()): WallClock | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatIn(timeZone).formatToParts(now);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    date: `${year}-${month}-${day}`,
    year,
    month,
    day,
    hour: Number(part('hour')) % 24,
    minute: part('minute'),
  };
}

/**
 * Now on a zone's clock as spec 002 §9 writes it: "MM/DD/YYYY hh:mm a" in English (07/04/2024
 * 10:30 am), the 24-hour clock in Spanish; null for an unknown zone.
 */
export function formatWallClock(timeZone: string, now: Date = new Date()): string | null {
  const clock = wallClockIn(timeZone, now);
  if (!clock) return null;
  const day = `${clock.month}/${clock.day}/${clock.year}`;
  if (displayLanguage() === 'es') {
    return `${day} ${String(clock.hour).padStart(2, '0')}:${clock.minute}`;
  }
  const hour12 = String(clock.hour % 12 || 12).padStart(2, '0');
  return `${day} ${hour12}:${clock.minute} ${clock.hour < 12 ? 'am' : 'pm'}`;
}

function browserDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's calendar date on the site's clock ('YYYY-MM-DD'); the browser's own while the zone is unknown. */
export function siteToday(timeZoneId: string | null | undefined, now: Date = new Date()): string {
  const clock = timeZoneId ? wallClockIn(timeZoneId, now) : null;
  return clock ? clock.date : browserDate(now);
}

/**
 * Today as a timesheet date (DOMAIN.md): the site's date, the day before while its clock is short
 * of the workday boundary, so at 01:00 a night crew is still on yesterday. What the server's
 * "today" is, and what a plan's day or a tag's start means.
 */
export function siteTimesheetToday(
  timeZoneId: string,
  boundaryHour: number,
  now: Date = new Date(),
): string {
  const clock = wallClockIn(timeZoneId, now);
  if (!clock) return browserDate(now);
  if (clock.hour >= boundaryHour) return clock.date;
  const day = new Date(`${clock.date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
