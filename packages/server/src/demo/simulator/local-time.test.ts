import { describe, expect, it } from 'vitest';
import { localToUtc, utcToLocal, weekday } from './local-time.ts';

const NY = 'America/New_York';
const H = 3600;

describe('project-local wall time', () => {
  it('converts ordinary days both ways', () => {
    const t = localToUtc('2026-03-10', 6 * H + 30 * 60, NY);
    expect(new Date(t).toISOString()).toBe('2026-03-10T10:30:00.000Z');
    expect(utcToLocal(t, NY)).toEqual({ date: '2026-03-10', secondsOfDay: 6 * H + 30 * 60 });
    expect(new Date(localToUtc('2026-01-15', 23 * H, 'America/Los_Angeles')).toISOString()).toBe(
      '2026-01-16T07:00:00.000Z',
    );
  });

  it('keeps wall times on the spring-forward day and skips past the missing hour', () => {
    expect(new Date(localToUtc('2026-03-08', 1 * H, NY)).toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
    expect(new Date(localToUtc('2026-03-08', 6 * H, NY)).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    // 02:30 does not exist that night: it lands after the gap, at 03:30 EDT.
    const missing = localToUtc('2026-03-08', 2.5 * H, NY);
    expect(utcToLocal(missing, NY)).toEqual({ date: '2026-03-08', secondsOfDay: 3.5 * H });
  });

  it('takes the first 01:30 on the fall-back day and keeps later wall times exact', () => {
    expect(new Date(localToUtc('2026-11-01', 1.5 * H, NY)).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    const six = localToUtc('2026-11-01', 6 * H, NY);
    expect(new Date(six).toISOString()).toBe('2026-11-01T11:00:00.000Z');
    expect(utcToLocal(six, NY)).toEqual({ date: '2026-11-01', secondsOfDay: 6 * H });
    // The day is 25 hours long.
    expect(localToUtc('2026-11-02', 0, NY) - localToUtc('2026-11-01', 0, NY)).toBe(25 * H * 1000);
  });

  it('names weekdays of calendar dates', () => {
    expect(weekday('2026-03-08')).toBe(0);
    expect(weekday('2026-03-14')).toBe(6);
  });
});
