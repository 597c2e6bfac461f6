import { describe, expect, it } from 'vitest';
import {
  canDownload,
  defaultSafeProxForm,
  settleTimes,
  toSafeProxQuery,
} from './workers-safe-prox-rules.ts';

const form = defaultSafeProxForm('2026-11-23');

describe('the safe-prox modal rules (spec 002 §5, §9)', () => {
  it('defaults to the last 2 weeks, 5 minutes, all day', () => {
    expect(form).toMatchObject({
      startDateInclusive: '2026-11-09',
      endDateInclusive: '2026-11-23',
      minDurationInMinutes: 5,
      timeRangeFilter: 0,
    });
  });

  it('sets a missing or earlier end time to the start plus one hour, warning when earlier', () => {
    const range = { ...form, timeRangeFilter: 2 as const, startTimeInclusive: '09:30' };
    expect(settleTimes(range)).toEqual({
      form: { ...range, endTimeInclusive: '10:30' },
      warned: false,
    });
    expect(settleTimes({ ...range, endTimeInclusive: '08:00' })).toEqual({
      form: { ...range, endTimeInclusive: '10:30' },
      warned: true,
    });
    const fine = { ...range, endTimeInclusive: '11:00' };
    expect(settleTimes(fine)).toEqual({ form: fine, warned: false });
    expect(
      settleTimes({ ...range, startTimeInclusive: '23:30', endTimeInclusive: '' }).form
        .endTimeInclusive,
    ).toBe('23:59');
  });

  it('disables the download in range mode until both times are set', () => {
    expect(canDownload(form)).toBe(true);
    const range = { ...form, timeRangeFilter: 2 as const };
    expect(canDownload(range)).toBe(false);
    expect(canDownload({ ...range, startTimeInclusive: '09:00' })).toBe(false);
    expect(canDownload({ ...range, startTimeInclusive: '09:00', endTimeInclusive: '10:00' })).toBe(
      true,
    );
  });

  it('sends the times only in range mode', () => {
    const times = { ...form, startTimeInclusive: '09:00', endTimeInclusive: '10:00' };
    expect(toSafeProxQuery(times)).not.toHaveProperty('startTimeInclusive');
    expect(toSafeProxQuery({ ...times, timeRangeFilter: 2 })).toMatchObject({
      startTimeInclusive: '09:00',
      endTimeInclusive: '10:00',
    });
  });
});
