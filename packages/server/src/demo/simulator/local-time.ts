import { addDays } from '../calendar.ts';

/**
 * Project-local wall time <-> UTC instants (STYLE.md habit 6: never the server's own zone).
 * Plans are written in wall time ("arrives 06:40") and reads are instants, so the conversion
 * runs a million times when history is generated: offsets are cached per quarter hour, the
 * finest step any real zone changes its offset on.
 */
const QUARTER_HOUR_MS = 900_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();
/** A long-running simulator adds one entry per quarter hour; forget them now and then. */
const MAX_CACHED_OFFSETS = 50_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Local time minus UTC, in ms, at the instant `ms`. */
export function offsetAt(timeZone: string, ms: number): number {
  let cache = offsetCache.get(timeZone);
  if (!cache || cache.size > MAX_CACHED_OFFSETS) {
    cache = new Map();
    offsetCache.set(timeZone, cache);
  }
  const bucket = Math.floor(ms / QUARTER_HOUR_MS);
  const cached = cache.get(bucket);
  if (cached !== undefined) return cached;
  const at = bucket * QUARTER_HOUR_MS;
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  const offset = asUtc - at;
  cache.set(bucket, offset);
  return offset;
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
