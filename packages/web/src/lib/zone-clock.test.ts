import { describe, expect, it } from 'vitest';
import { siteTimesheetToday, siteToday } from './zone-clock.ts';

describe('site dates', () => {
  // 00:14 UTC on 24 November: 19:14 on the 23rd in New York.
  const evening = new Date('2026-11-24T00:14:00Z');

  it('takes today from the site’s clock, not the UTC date', () => {
    expect(siteToday('America/New_York', evening)).toBe('2026-11-23');
    expect(siteToday('Asia/Tokyo', evening)).toBe('2026-11-24');
  });

  it('stays on yesterday until the workday boundary', () => {
    const night = new Date('2026-11-24T02:46:00Z'); // 02:46 in Reykjavik
    expect(siteTimesheetToday('Atlantic/Reykjavik', 3, night)).toBe('2026-11-23');
    expect(siteTimesheetToday('Atlantic/Reykjavik', 0, night)).toBe('2026-11-24');
    expect(siteTimesheetToday('Atlantic/Reykjavik', 3, new Date('2026-11-24T03:00:00Z'))).toBe(
      '2026-11-24',
    );
  });

  it('crosses a month and a year back', () => {
    expect(siteTimesheetToday('UTC', 3, new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-31');
  });

  it('keeps the boundary on a DST day (New York springs forward at 02:00)', () => {
    // 2026-03-08 02:30 does not exist; 07:30 UTC is 03:30 EDT, past the boundary.
    expect(siteTimesheetToday('America/New_York', 3, new Date('2026-03-08T07:30:00Z'))).toBe(
      '2026-03-08',
    );
    // 06:59 UTC is 01:59 EST, before the boundary: still the 7th.
    expect(siteTimesheetToday('America/New_York', 3, new Date('2026-03-08T06:59:00Z'))).toBe(
      '2026-03-07',
    );
  });
});
