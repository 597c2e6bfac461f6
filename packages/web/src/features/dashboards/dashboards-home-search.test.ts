import { describe, expect, it } from 'vitest';
import { siteToday } from '@/lib/zone-clock.ts';
import { dashboardsHomeAddress, shownDate } from './dashboards-home-search.ts';

const validateDashboardsHomeSearch = (raw: Record<string, unknown>) =>
  dashboardsHomeAddress.parse(raw);

describe('home address', () => {
  it('keeps only a real calendar date', () => {
    expect(validateDashboardsHomeSearch({ date: '2026-11-20' })).toEqual({ date: '2026-11-20' });
    expect(validateDashboardsHomeSearch({ date: '2026-02-30' })).toEqual({});
    expect(validateDashboardsHomeSearch({ date: 20261120 })).toEqual({});
    // Returned as undefined, not left out: the router would keep the raw value of a missing key.
    expect(validateDashboardsHomeSearch({ date: '' })).toHaveProperty('date', undefined);
  });

  it('keeps the day between the project start and today; today is no parameter', () => {
    expect(shownDate({ date: '2026-11-20' }, '2026-11-21', '2026-01-21')).toBe('2026-11-20');
    expect(shownDate({ date: '2026-11-22' }, '2026-11-21', '2026-01-21')).toBeUndefined();
    expect(shownDate({ date: '2026-11-21' }, '2026-11-21', '2026-01-21')).toBeUndefined();
    expect(shownDate({ date: '2025-12-31' }, '2026-11-21', '2026-01-21')).toBe('2026-01-21');
    expect(shownDate({}, '2026-11-21', '2026-01-21')).toBeUndefined();
  });

  it('takes today on the site’s clock, not the browser’s', () => {
    // 02:30 UTC on the 22nd is still the 21st in New York.
    expect(siteToday('America/New_York', new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
    expect(siteToday('Europe/Madrid', new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-22');
  });
});
