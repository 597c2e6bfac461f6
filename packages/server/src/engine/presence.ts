import { READ_DIRECTION } from '@siteline/shared';
import { localMinuteOfDay } from '../lib/time.ts';

/**
 * DOMAIN.md "Presence / timesheet" for one worker on one timesheet date. Pure: the processor
 * hands it every read of the worker-day, in any order, and stores what comes back, so processing
 * late or out-of-order reads gives the same figures as processing everything once in order.
 */
export const NET_GAP_MINUTES = 30;

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

export function round2(hours: number): number {
  return Math.round(hours * 100) / 100;
}

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
    grossHours: round2((last - first) / HOUR_MS),
    onSiteNetHours: round2(netMs / HOUR_MS),
    shiftType: shiftTypeOf(first, rules),
    readCount: sorted.length,
  };
}

/** From an In read at an entrance/exit zone to the next Out read there; an open one ends at LastSeen. */
function gateIntervals(
  sorted: readonly PresenceRead[],
  gates: ReadonlySet<number>,
  lastSeen: number,
): number {
  let total = 0;
  let openedAt: number | null = null;
  for (const read of sorted) {
    if (read.zoneId === null || !gates.has(read.zoneId)) continue;
    if (read.direction === READ_DIRECTION.In && openedAt === null) openedAt = read.at;
    else if (read.direction === READ_DIRECTION.Out && openedAt !== null) {
      total += read.at - openedAt;
      openedAt = null;
    }
  }
  if (openedAt !== null) total += lastSeen - openedAt;
  return total;
}

/** Without gates: the spans between consecutive reads no more than 30 minutes apart. */
function gapSpans(sorted: readonly PresenceRead[]): number {
  let total = 0;
  for (let i = 1; i < sorted.length; i++) {
    const span = sorted[i]!.at - sorted[i - 1]!.at;
    if (span <= NET_GAP_MINUTES * 60_000) total += span;
  }
  return total;
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
