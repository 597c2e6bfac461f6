import { describe, expect, it } from 'vitest';
import { timesheetDate, zonedTimeToInstant } from '../lib/time.ts';
import {
  computeWorkerDay,
  continuedDates,
  type PresenceRead,
  type PresenceRules,
} from './presence.ts';

// DOMAIN.md "OnSiteNetHours" gate slips, exact rounding and "Continuation", as pure rules.
const NY = 'America/New_York';
const GATE = 1;
const FLOOR = 2;
const NO_ZONE = null;
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

function at(date: string, time: string, zoneId: number | null, direction = NA): PresenceRead {
  return { at: zonedTimeToInstant(date, time, NY).getTime(), zoneId, direction };
}

describe('hours are rounded from exact milliseconds', () => {
  it('9.915 h (35,694 s) is 9.92, not the float’s 9.91', () => {
    const day = computeWorkerDay(
      [at('2026-07-29', '06:21:56', GATE, IN), at('2026-07-29', '16:16:50', GATE, OUT)],
      withGates,
    )!;
    expect(day.grossHours).toBe(9.92);
    expect(day.onSiteNetHours).toBe(9.92);
  });

  it('half a hundredth less stays down', () => {
    const day = computeWorkerDay(
      [at('2026-07-29', '06:00:00', FLOOR), at('2026-07-29', '06:00:17', FLOOR)],
      noGates,
    )!;
    expect(day.grossHours).toBe(0); // 17 s = 0.0047 h
  });
});

describe('gate slips', () => {
  it('an Out with no In counts from the day’s first read', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '06:30', FLOOR), // came in past a gate that missed the badge
        at('2026-06-10', '11:30', GATE, OUT),
        at('2026-06-10', '12:00', GATE, IN),
        at('2026-06-10', '15:00', GATE, OUT),
      ],
      withGates,
    )!;
    expect(day.onSiteNetHours).toBe(8); // 5 + 3
  });

  it('an Out with no In after a lunch exit counts from the first read after that exit', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '07:00', GATE, IN),
        at('2026-06-10', '11:00', GATE, OUT), // lunch
        at('2026-06-10', '12:10', FLOOR), // back in; the gate missed the In
        at('2026-06-10', '15:10', GATE, OUT),
      ],
      withGates,
    )!;
    expect(day.onSiteNetHours).toBe(7); // 4 + 3
    expect(day.grossHours).toBe(8.17);
  });

  it('a double In is one; a lunch exit and re-entry is two intervals', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '07:00', GATE, IN),
        at('2026-06-10', '07:01', GATE, IN),
        at('2026-06-10', '11:30', GATE, OUT),
        at('2026-06-10', '12:15', GATE, IN),
        at('2026-06-10', '12:15:30', GATE, IN),
        at('2026-06-10', '15:45', GATE, OUT),
      ],
      withGates,
    )!;
    expect(day.onSiteNetHours).toBe(8); // 4.5 + 3.5
  });

  it('a read at a reader with no zone only bounds the day (gates)', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '06:00', NO_ZONE),
        at('2026-06-10', '07:00', GATE, IN),
        at('2026-06-10', '11:00', GATE, OUT),
        at('2026-06-10', '11:20', NO_ZONE), // not a re-entry
        at('2026-06-10', '13:00', GATE, OUT), // Out with no In: from the next zoned read = itself
      ],
      withGates,
    )!;
    expect(day.grossHours).toBe(7);
    expect(day.onSiteNetHours).toBe(4);
  });

  it('a read at a reader with no zone only bounds the day (no gates)', () => {
    const day = computeWorkerDay(
      [
        at('2026-06-10', '07:00', FLOOR),
        at('2026-06-10', '07:25', NO_ZONE),
        at('2026-06-10', '07:50', FLOOR), // 50 minutes after the last zoned read: a gap
        at('2026-06-10', '08:10', FLOOR),
      ],
      noGates,
    )!;
    expect(day.grossHours).toBe(1.17);
    expect(day.onSiteNetHours).toBe(0.33);
  });
});

describe('continuation over the workday boundary (03:00)', () => {
  const boundaryOf = (date: string) => zonedTimeToInstant(date, '03:00', NY).getTime();
  const dates = (reads: [string, string][]) =>
    continuedDates(
      reads.map(([date, time]) => {
        const instant = zonedTimeToInstant(date, time, NY).getTime();
        return { at: instant, calendarDate: timesheetDate(instant, NY, 3) };
      }),
      boundaryOf,
    );

  it('a 20:00–06:30 pour read every few hours stays on its start date', () => {
    expect(
      dates([
        ['2026-06-10', '20:00'],
        ['2026-06-10', '23:30'],
        ['2026-06-11', '02:45'],
        ['2026-06-11', '05:00'],
        ['2026-06-11', '06:30'],
      ]),
    ).toEqual(Array(5).fill('2026-06-10'));
  });

  it('a gap of the presence gap (4 h) or more starts the new date', () => {
    expect(
      dates([
        ['2026-06-10', '22:00'],
        ['2026-06-11', '01:00'],
        ['2026-06-11', '05:00'], // exactly 4 h later
        ['2026-06-11', '06:00'],
      ]),
    ).toEqual(['2026-06-10', '2026-06-10', '2026-06-11', '2026-06-11']);
  });

  it('continuation ends 12 hours past the boundary', () => {
    const hourly: [string, string][] = [['2026-06-10', '22:00']];
    for (let h = 0; h <= 16; h++) hourly.push(['2026-06-11', `${String(h).padStart(2, '0')}:30`]);
    const got = dates(hourly);
    // 00:30 … 14:30 continue (before 15:00); 15:30 and 16:30 start 2026-06-11.
    expect(got.slice(0, 16)).toEqual(Array(16).fill('2026-06-10'));
    expect(got.slice(16)).toEqual(['2026-06-11', '2026-06-11']);
  });

  it('a day worker arriving after the boundary is untouched', () => {
    expect(
      dates([
        ['2026-06-11', '06:45'],
        ['2026-06-11', '15:30'],
      ]),
    ).toEqual(['2026-06-11', '2026-06-11']);
  });
});
