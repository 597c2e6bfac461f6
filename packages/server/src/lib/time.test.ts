import { describe, expect, it } from 'vitest';
import {
  localDate,
  localDateTime,
  localEpochMs,
  timesheetDate,
  zonedTimeToInstant,
} from './time.ts';

const NY = 'America/New_York';

describe('project-local time', () => {
  it('reads the wall clock on both sides of the spring-forward change', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT.
    expect(localDateTime(new Date('2026-03-08T06:59:00Z'), NY)).toBe('2026-03-08T01:59:00');
    expect(localDateTime(new Date('2026-03-08T07:00:00Z'), NY)).toBe('2026-03-08T03:00:00');
  });

  it('reads the repeated hour of the fall-back change twice', () => {
    // 2026-11-01: 02:00 EDT becomes 01:00 EST.
    expect(localDateTime(new Date('2026-11-01T05:30:00Z'), NY)).toBe('2026-11-01T01:30:00');
    expect(localDateTime(new Date('2026-11-01T06:30:00Z'), NY)).toBe('2026-11-01T01:30:00');
    expect(localEpochMs(new Date('2026-11-01T06:30:00Z'), NY) / 1000).toBe(
      Date.UTC(2026, 10, 1, 1, 30) / 1000,
    );
  });

  it('turns local wall times into instants, across DST', () => {
    expect(zonedTimeToInstant('2026-07-01', '06:00', NY).toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-01-15', '06:00', NY).toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-03-08', '06:00', NY).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-11-01', '06:00', NY).toISOString()).toBe(
      '2026-11-01T11:00:00.000Z',
    );
    // 02:30 does not exist on 2026-03-08: it lands after the gap.
    expect(localDateTime(zonedTimeToInstant('2026-03-08', '02:30', NY), NY)).toBe(
      '2026-03-08T03:30:00',
    );
    // 01:30 happens twice on 2026-11-01: the first one.
    expect(zonedTimeToInstant('2026-11-01', '01:30', NY).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('keeps a night shift on its start date with the workday boundary', () => {
    // 02:30 EDT: before the 03:00 boundary, so it belongs to the shift that began the day before.
    expect(timesheetDate(new Date('2026-06-10T06:30:00Z'), NY, 3)).toBe('2026-06-09');
    // 03:30 EDT: a new workday.
    expect(timesheetDate(new Date('2026-06-10T07:30:00Z'), NY, 3)).toBe('2026-06-10');
    // With the boundary at midnight the local date is the timesheet date.
    expect(timesheetDate(new Date('2026-06-10T06:30:00Z'), NY, 0)).toBe('2026-06-10');
  });

  it('works in a zone west of UTC and one east of it', () => {
    expect(localDate(new Date('2026-06-10T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-06-09');
    expect(localDate(new Date('2026-06-10T23:00:00Z'), 'Asia/Tokyo')).toBe('2026-06-11');
  });
});
