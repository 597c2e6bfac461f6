import { READ_DIRECTION, hoursFromMs } from '@siteline/shared';
import { addDays, localMinuteOfDay } from '../lib/time.ts';

/**
 * DOMAIN.md "Presence / timesheet" for one worker on one timesheet date. Pure: the processor
 * hands it every read of the worker-day, in any order, and stores what comes back, so processing
 * late or out-of-order reads gives the same figures as processing everything once in order.
 */
export const NET_GAP_MINUTES = 30;
/** Zone timesheets: consecutive reads in one zone at most this far apart count as time there. */
export const ZONE_GAP_MINUTES = 30;

export interface PresenceRead {
  /** Epoch milliseconds. */
  at: number;
  zoneId: number | null;
  direction: number;
}

export interface PresenceRules {
  timeZone: string;
  /** Zones marked site entrance/exit; empty when the project has none. */
  entranceExitZoneIds: ReadonlySet<number>;
  /** Local minute of day each shift starts; null when the project defines no shifts. */
  dayShiftStartMinute: number | null;
  nightShiftStartMinute: number | null;
}

export type ShiftType = 'Day' | 'Night' | 'NotApplicable';

export interface WorkerDayFigures {
  firstSeenAt: number;
  lastSeenAt: number;
  grossHours: number;
  onSiteNetHours: number;
  shiftType: ShiftType;
  readCount: number;
}

const HOUR_MS = 3_600_000;
/** A worker's presence stays open while reads are less than this apart (DOMAIN.md Continuation). */
export const PRESENCE_GAP_MS = 4 * HOUR_MS;
/** Continuation carries reads at most this long past the workday boundary. */
export const CONTINUATION_LIMIT_MS = 12 * HOUR_MS;

export function computeWorkerDay(
  reads: readonly PresenceRead[],
  rules: PresenceRules,
): WorkerDayFigures | null {
  if (reads.length === 0) return null;
  const sorted = [...reads].sort((a, b) => a.at - b.at);
  const first = sorted[0]!.at;
  const last = sorted[sorted.length - 1]!.at;
  const netMs =
    rules.entranceExitZoneIds.size > 0
      ? gateIntervals(sorted, rules.entranceExitZoneIds, last)
      : gapSpans(sorted);
  return {
    firstSeenAt: first,
    lastSeenAt: last,
    // Instants, not wall-clock readings: a DST change neither loses nor doubles an hour.
    // Rounded once, from exact integer milliseconds (never the binary float of hours).
    grossHours: hoursFromMs(last - first),
    onSiteNetHours: hoursFromMs(netMs),
    shiftType: shiftTypeOf(first, rules),
    readCount: sorted.length,
  };
}

/**
 * From an In read at an entrance/exit zone to the next Out read there; an open one ends at
 * LastSeen. Gate slips: an Out with no In before it counts from the first read after the previous
 * Out (or from the day's first read); a second In while already in is ignored; a lunch exit and
 * re-entry is two intervals. Reads with no zone only bound the day (FirstSeen, LastSeen).
 */
function gateIntervals(
  sorted: readonly PresenceRead[],
  gates: ReadonlySet<number>,
  lastSeen: number,
): number {
  let total = 0;
  let openedAt: number | null = null;
  // Where an Out with no In would count from: the day's first read, then the first zoned read
  // after each Out.
  let since: number | null = sorted[0]?.at ?? null;
  for (const read of sorted) {
    if (read.zoneId === null) continue;
    const atGate = gates.has(read.zoneId);
    if (atGate && read.direction === READ_DIRECTION.Out) {
      const from = openedAt ?? since;
      if (from !== null) total += read.at - from;
      openedAt = null;
      since = null;
      continue;
    }
    since ??= read.at;
    if (atGate && read.direction === READ_DIRECTION.In && openedAt === null) openedAt = read.at;
  }
  if (openedAt !== null) total += lastSeen - openedAt;
  return total;
}

/**
 * Without gates: the spans between consecutive reads no more than 30 minutes apart. Reads with
 * no zone (a reader not placed anywhere) only bound the day.
 */
function gapSpans(sorted: readonly PresenceRead[]): number {
  let total = 0;
  let previous: number | null = null;
  for (const read of sorted) {
    if (read.zoneId === null) continue;
    if (previous !== null && read.at - previous <= NET_GAP_MINUTES * 60_000) {
      total += read.at - previous;
    }
    previous = read.at;
  }
  return total;
}

/** One read of a worker for continuation: its instant and its boundary-to-boundary date. */
export interface ThreadRead {
  at: number;
  /** The timesheet date by the workday boundary alone (lib/time timesheetDate). */
  calendarDate: string;
}

/**
 * DOMAIN.md "Continuation": the timesheet date of each of one worker's reads (sorted by time).
 * A read after the boundary of its date continues the previous date when the worker's presence
 * is still open: the read before it was less than PRESENCE_GAP_MS earlier and was itself before
 * the boundary or a continued read, and the read is less than CONTINUATION_LIMIT_MS past the
 * boundary. So a night pour from 20:00 to 06:30 stays one worker-day on its start date.
 */
export function continuedDates(
  reads: readonly ThreadRead[],
  boundaryOf: (date: string) => number,
): string[] {
  const dates: string[] = [];
  let previous: { at: number; calendarDate: string; continued: boolean } | null = null;
  for (const read of reads) {
    const dayBefore = addDays(read.calendarDate, -1);
    const continued: boolean =
      previous !== null &&
      read.at - previous.at < PRESENCE_GAP_MS &&
      (previous.calendarDate === dayBefore ||
        (previous.continued && previous.calendarDate === read.calendarDate)) &&
      read.at < boundaryOf(read.calendarDate) + CONTINUATION_LIMIT_MS;
    dates.push(continued ? dayBefore : read.calendarDate);
    previous = { at: read.at, calendarDate: read.calendarDate, continued };
  }
  return dates;
}

export function shiftTypeOf(firstSeenAt: number, rules: PresenceRules): ShiftType {
  const { dayShiftStartMinute: day, nightShiftStartMinute: night } = rules;
  if (day === null || night === null) return 'NotApplicable';
  const minute = localMinuteOfDay(firstSeenAt, rules.timeZone);
  return inWindow(minute, day, night) ? 'Day' : 'Night';
}

/** Whether `minute` falls in the circular window [start, end) of a 24-hour clock. */
function inWindow(minute: number, start: number, end: number): boolean {
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** A shift window crosses midnight (spec: HasSpanningMidnightShift). */
export function hasSpanningMidnightShift(
  rules: Pick<PresenceRules, 'dayShiftStartMinute' | 'nightShiftStartMinute'>,
): boolean {
  const { dayShiftStartMinute: day, nightShiftStartMinute: night } = rules;
  if (day === null || night === null) return false;
  // The day window runs day → night, the night window night → day; one of them wraps past
  // midnight unless a shift starts exactly at 00:00.
  return day !== 0 && night !== 0;
}
