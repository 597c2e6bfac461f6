import { addDays, offsetMinutes } from '../../lib/time.ts';

/**
 * Project-local wall time <-> UTC instants for the simulator, in whole seconds of the day (plans
 * are written in wall time, "arrives 06:40"; reads are instants). The zone offsets come from the
 * server's one helper (lib/time.ts), cached there per quarter hour.
 */
const DAY_MS = 86_400_000;

/** Local time minus UTC, in ms, at the instant `ms`. */
function offsetAt(timeZone: string, ms: number): number {
  return offsetMinutes(ms, timeZone) * 60_000;
}

/**
 * The instant at which the wall clock of `timeZone` shows `secondsOfDay` on `date`. A time that
 * does not exist (spring forward, 02:30) lands just after the gap; a time that exists twice
 * (fall back, 01:30) is the first of the two, as a person reading a clock would take it.
 */
export function localToUtc(date: string, secondsOfDay: number, timeZone: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`) + secondsOfDay * 1000;
  const first = naive - offsetAt(timeZone, naive);
  const firstOffset = offsetAt(timeZone, first);
  if (naive - firstOffset === first) return first;
  const second = naive - firstOffset;
  return offsetAt(timeZone, second) === firstOffset ? second : Math.max(first, second);
}

/** The project-local date and time of day of an instant. */
export function utcToLocal(ms: number, timeZone: string): { date: string; secondsOfDay: number } {
  const local = ms + offsetAt(timeZone, ms);
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  return {
    date: new Date(dayStart).toISOString().slice(0, 10),
    secondsOfDay: Math.floor((local - dayStart) / 1000),
  };
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date: a compact integer to seed a day's choices. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** 0 Sunday … 6 Saturday, of the calendar date itself (no zone involved). */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}
