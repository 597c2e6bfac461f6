import { describe, expect, it } from 'vitest';
import { emptyForm, followDefaultStart } from './projects-settings-values.ts';

// 00:14 UTC on 24 November: still the 23rd in America, already the 24th in Tokyo.
const now = new Date('2026-11-24T00:14:00Z');

describe('a new project’s start', () => {
  it('follows the chosen time zone while the user has not picked a start', () => {
    const form = { ...emptyForm(now), TimeZoneId: 'America/New_York', StartDate: '2026-11-23' };
    const tokyo = followDefaultStart(form, { ...form, TimeZoneId: 'Asia/Tokyo' }, now);
    expect(tokyo.StartDate).toBe('2026-11-24');
    const back = followDefaultStart(tokyo, { ...tokyo, TimeZoneId: 'America/New_York' }, now);
    expect(back.StartDate).toBe('2026-11-23');
  });

  it('follows the workday boundary: before it, the site is still on yesterday', () => {
    const form = { ...emptyForm(now), TimeZoneId: 'UTC', WorkdayBoundaryHour: 0 };
    const started = { ...form, StartDate: '2026-11-24' };
    const later = followDefaultStart(started, { ...started, WorkdayBoundaryHour: 3 }, now);
    expect(later.StartDate).toBe('2026-11-23');
  });

  it('keeps a start the user chose', () => {
    const form = { ...emptyForm(now), TimeZoneId: 'America/New_York', StartDate: '2026-12-01' };
    const tokyo = followDefaultStart(form, { ...form, TimeZoneId: 'Asia/Tokyo' }, now);
    expect(tokyo.StartDate).toBe('2026-12-01');
  });
});
