import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeInZone, formatNowInZone } from './dates.ts';
import { setDisplayLanguage } from './display-language.ts';

describe('dates', () => {
  it('formats calendar dates as MM/DD/YYYY without shifting them', () => {
    expect(formatDate('2024-03-01')).toBe('03/01/2024');
    expect(formatDate('2024-03-01T00:00:00Z')).toBe('03/01/2024');
    expect(formatDate(null)).toBe('');
  });

  it('shows now in the project time zone, or null for an unknown zone', () => {
    const now = new Date('2024-07-04T15:30:00Z');
    expect(formatNowInZone('America/Chicago', now)).toBe('07/04/2024 10:30 am');
    expect(formatNowInZone('Not/AZone', now)).toBeNull();
  });

  it('writes the time of day one way per language: hh:mm a in English, 24-hour in Spanish', () => {
    const now = new Date('2024-07-04T20:34:00Z');
    expect(formatNowInZone('America/New_York', now)).toBe('07/04/2024 04:34 pm');
    setDisplayLanguage('es');
    try {
      expect(formatNowInZone('America/New_York', now)).toBe('07/04/2024 16:34');
    } finally {
      setDisplayLanguage('en');
    }
  });

  it('writes an instant on the site’s clock, whatever the browser’s zone', () => {
    // 01:30 UTC on 11/02 is still 11/01 in Los Angeles (DST ends there on 11/02/2025).
    expect(formatDateTimeInZone('2025-11-02T01:30:00.000Z', 'America/Los_Angeles')).toBe(
      '11/01/2025 06:30 pm',
    );
    expect(formatDateTimeInZone('2025-11-02T09:30:00.000Z', 'America/Los_Angeles')).toBe(
      '11/02/2025 01:30 am',
    );
    expect(formatDateTimeInZone('2025-11-02T10:30:00.000Z', 'America/Los_Angeles')).toBe(
      '11/02/2025 02:30 am',
    );
  });
});
