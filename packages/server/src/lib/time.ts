/**
 * Project-local time (STYLE.md habit 6): every conversion between instants and a project's wall
 * clock goes through here. Never the server's own zone.
 */
export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offsets per zone and quarter hour (the finest step any real zone changes its offset on). */
const offsets = new Map<string, Map<number, number>>();
/** A long-running process adds one entry per quarter hour; forget them now and then. */
const MAX_CACHED_OFFSETS = 50_000;

/**
 * The offset of a zone at an instant, in minutes east of UTC. Hot: history generation and
 * ingestion call it for every read, so it is cached per zone and quarter hour.
 */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone || zone.size > MAX_CACHED_OFFSETS) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(instantMs / 900_000);
  const hit = zone.get(bucket);
  if (hit !== undefined) return hit;
  const p = partsByFormat(bucket * 900_000, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offset = Math.round((asUtc - bucket * 900_000) / 60_000);
  zone.set(bucket, offset);
  return offset;
}

function partsByFormat(instantMs: number, timeZone: string): LocalParts {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The wall-clock reading in `timeZone` at an instant. */
export function localParts(instant: Date | number, timeZone: string): LocalParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const shifted = new Date(ms + offsetMinutes(ms, timeZone) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** Local wall-clock time as milliseconds "as if UTC" (the spec's *LocalEpoch fields). */
export function localEpochMs(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return ms + offsetMinutes(ms, timeZone) * 60_000;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function localDate(instant: Date | number, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return isoDate(p.year, p.month, p.day);
}

/** 'YYYY-MM-DDTHH:mm:ss' in the project's zone (the spec's DateTimeLocal fields). */
export function localDateTime(instant: Date | number, timeZone: string): string {
  return new Date(localEpochMs(instant, timeZone)).toISOString().slice(0, 19);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * DOMAIN.md "Timesheet date": the local date of the read, minus one day when the local time is
 * before the workday boundary, so a night shift that spans midnight stays on its start date.
 */
export function timesheetDate(
  instant: Date | number,
  timeZone: string,
  boundaryHour: number,
): string {
  const p = localParts(instant, timeZone);
  const date = isoDate(p.year, p.month, p.day);
  return p.hour < boundaryHour ? addDays(date, -1) : date;
}

/**
 * The instant a local wall-clock time happens in `timeZone`. A time skipped by a spring-forward
 * change resolves to the instant just after the gap; a repeated fall-back time to its first
 * occurrence.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number?];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm, ss ?? 0);
  // Try the offsets around the guess; the first that maps back to the wall time wins.
  const candidates = [
    offsetMinutes(asUtc - 12 * 3_600_000, timeZone),
    offsetMinutes(asUtc, timeZone),
    offsetMinutes(asUtc + 12 * 3_600_000, timeZone),
  ].sort((a, b) => b - a);
  for (const offset of candidates) {
    const instant = asUtc - offset * 60_000;
    if (localEpochMs(instant, timeZone) === asUtc) return new Date(instant);
  }
  // In a gap: take the later offset's reading, which lands after the change.
  const offset = Math.min(...candidates);
  return new Date(asUtc - offset * 60_000);
}

/** Minutes since local midnight of an instant. */
export function localMinuteOfDay(instant: Date | number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

/** 'HH:mm[:ss]' → minute of the day; null stays null (no shifts defined). */
export function minuteOfDay(time: string | null): number | null {
  if (time === null) return null;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
