import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../lib/time.ts';
import {
  computeWorkerDay,
  hasSpanningMidnightShift,
  type PresenceRead,
  type PresenceRules,
} from './presence.ts';

const NY = 'America/New_York';
const GATE = 1;
const FLOOR = 2;
const IN = 2;
const OUT = 3;
const NA = 1;

const withGates: PresenceRules = {
  timeZone: NY,
  entranceExitZoneIds: new Set([GATE]),
  dayShiftStartMinute: 4 * 60,
  nightShiftStartMinute: 14 * 60,
};
const noGates: PresenceRules = { ...withGates, entranceExitZoneIds: new Set() };

function at(date: string, time: string, zoneId: number, direction = NA): PresenceRead {
  return { at: zonedTimeToInstant(date, time, NY).getTime(), zoneId, direction };
}

describe('a worker-day', () => {
  it('gross is last minus first; net is In to Out at the gates', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '06:30', GATE, IN),
        at('2026-06-10', '07:00', FLOOR),
        at('2026-06-10', '11:45', GATE, OUT),
        at('2026-06-10', '12:15', GATE, IN),
        at('2026-06-10', '15:30', FLOOR),
        at('2026-06-10', '15:45', GATE, OUT),
      ],
      withGates,
    )!;
    expect(day.grossHours).toBe(9.25);
    expect(day.onSiteNetHours).toBe(8.75); // 5.25 + 3.5
    expect(day.shiftType).toBe('Day');
    expect(day.readCount).toBe(6);
  });

  it('an In never closed ends at LastSeen; an Out without an In counts nothing', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '06:00', GATE, OUT),
        at('2026-06-10', '07:00', GATE, IN),
        at('2026-06-10', '10:20', FLOOR),
      ],
      withGates,
    )!;
    expect(day.onSiteNetHours).toBe(3.33);
    expect(day.grossHours).toBe(4.33);
  });

  it('a second In while already in keeps the first', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '07:00', GATE, IN),
        at('2026-06-10', '07:10', GATE, IN),
        at('2026-06-10', '09:00', GATE, OUT),
      ],
      withGates,
    )!;
    expect(day.onSiteNetHours).toBe(2);
  });

  it('without gates, net sums spans of reads at most 30 minutes apart', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '07:00', FLOOR),
        at('2026-06-10', '07:20', FLOOR),
        at('2026-06-10', '07:50', FLOOR), // 30 min: counts
        at('2026-06-10', '08:21', FLOOR), // 31 min: a gap
        at('2026-06-10', '08:30', FLOOR),
      ],
      noGates,
    )!;
    expect(day.onSiteNetHours).toBe(0.98); // 50 + 9 minutes
    expect(day.grossHours).toBe(1.5);
  });

  it('duplicate reads and arrival order change nothing', () => {
    const reads = [
      at('2026-06-10', '07:00', GATE, IN),
      at('2026-06-10', '12:00', FLOOR),
      at('2026-06-10', '16:00', GATE, OUT),
    ];
    const once = computeWorkerDay(reads, withGates);
    const shuffled = computeWorkerDay(
      [reads[2]!, reads[0]!, reads[1]!, reads[1]!, reads[0]!],
      withGates,
    );
    expect({ ...shuffled, readCount: 0 }).toEqual({ ...once, readCount: 0 });
  });

  it('a night shift across midnight is one worker-day of the night shift', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '21:30', GATE, IN),
        at('2026-06-11', '01:00', FLOOR),
        at('2026-06-11', '06:00', GATE, OUT),
      ],
      withGates,
    )!;
    expect(day.shiftType).toBe('Night');
    expect(day.grossHours).toBe(8.5);
    expect(day.onSiteNetHours).toBe(8.5);
  });

  it('spring forward: 01:00 to 05:00 local is three hours, not four', () => {
    const day = computeWorkerDay(
      [at('2026-03-08', '01:00', GATE, IN), at('2026-03-08', '05:00', GATE, OUT)],
      withGates,
    )!;
    expect(day.grossHours).toBe(3);
    expect(day.onSiteNetHours).toBe(3);
  });

  it('fall back: 00:30 to 05:30 local is six hours, not five', () => {
    const day = computeWorkerDay(
      [at('2026-11-01', '00:30', GATE, IN), at('2026-11-01', '05:30', GATE, OUT)],
      withGates,
    )!;
    expect(day.grossHours).toBe(6);
    expect(day.onSiteNetHours).toBe(6);
  });

  it('the shift follows FirstSeen in the project’s local time, whatever the season', () => {
    expect(computeWorkerDay([at('2026-01-15', '04:00', FLOOR)], withGates)!.shiftType).toBe('Day');
    expect(computeWorkerDay([at('2026-07-15', '13:59', FLOOR)], withGates)!.shiftType).toBe('Day');
    expect(computeWorkerDay([at('2026-07-15', '14:00', FLOOR)], withGates)!.shiftType).toBe(
      'Night',
    );
    expect(computeWorkerDay([at('2026-07-15', '03:59', FLOOR)], withGates)!.shiftType).toBe(
      'Night',
    );
  });

  it('no shifts means NotApplicable; windows crossing midnight are flagged', () => {
    const none = { ...withGates, dayShiftStartMinute: null, nightShiftStartMinute: null };
    expect(computeWorkerDay([at('2026-07-15', '08:00', FLOOR)], none)!.shiftType).toBe(
      'NotApplicable',
    );
    expect(hasSpanningMidnightShift(withGates)).toBe(true);
    expect(hasSpanningMidnightShift(none)).toBe(false);
  });

  it('no reads, no worker-day', () => {
    expect(computeWorkerDay([], withGates)).toBeNull();
  });
});
