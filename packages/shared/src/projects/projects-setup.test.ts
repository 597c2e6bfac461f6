import { describe, expect, it } from 'vitest';
import { parseSerialList } from '../hardware/hardware-registration.schemas.ts';
import { ProjectSettingsInputSchema, isTimeZone } from './projects-setup.schemas.ts';

describe('isTimeZone', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('EST; DROP TABLE')).toBe(false);
  });
});

describe('ProjectSettingsInputSchema', () => {
  const base = {
    Title: 'Pier 9',
    AccountId: 1,
    TimeZoneId: 'Europe/Madrid',
    StartDate: '2026-01-31',
  };
  it('fills DOMAIN.md defaults: boundary 03:00, shifts from 04:00 and 14:00', () => {
    expect(ProjectSettingsInputSchema.parse(base)).toMatchObject({
      WorkdayBoundaryHour: 3,
      DayShiftStart: '04:00',
      NightShiftStart: '14:00',
      EndDate: null,
      IsDemo: false,
    });
  });
  it('refuses impossible dates, an end before the start and half a shift pattern', () => {
    expect(ProjectSettingsInputSchema.safeParse({ ...base, StartDate: '2026-02-29' }).success).toBe(
      false,
    );
    expect(ProjectSettingsInputSchema.safeParse({ ...base, EndDate: '2026-01-30' }).success).toBe(
      false,
    );
    expect(ProjectSettingsInputSchema.safeParse({ ...base, DayShiftStart: null }).success).toBe(
      false,
    );
    expect(
      ProjectSettingsInputSchema.safeParse({ ...base, DayShiftStart: null, NightShiftStart: null })
        .success,
    ).toBe(true);
  });
});

describe('parseSerialList', () => {
  it('reads serials from lines, commas, tabs and a CSV with a header', () => {
    expect(parseSerialList('GW-1\nGW-2, GW-3;GW-4\tGW-5\n\n')).toEqual([
      'GW-1',
      'GW-2',
      'GW-3',
      'GW-4',
      'GW-5',
    ]);
    expect(parseSerialList('SerialNumber\r\n"EYG-1"\r\nEYG-2\r\n')).toEqual(['EYG-1', 'EYG-2']);
  });
});
