import { describe, expect, it } from 'vitest';
import { deviationBreach, endDateInJeopardy, paceStanding } from './alerts.rules.ts';

describe('contract deviation', () => {
  it('breaches only beyond the limits, exactly at the limit is within', () => {
    expect(deviationBreach(90, 100, 10, 10)).toBeNull();
    expect(deviationBreach(89.99, 100, 10, 10)).toBe('under');
    expect(deviationBreach(110, 100, 10, 10)).toBeNull();
    expect(deviationBreach(110.01, 100, 10, 10)).toBe('over');
    expect(deviationBreach(50, 100, 55, 5)).toBeNull();
    expect(deviationBreach(106, 100, 55, 5)).toBe('over');
  });

  it('compares exact hundredths, not floats', () => {
    // 0.1 + 0.2 style sums: 300.3 planned, 270.27 actual is exactly −10 %.
    expect(deviationBreach(0.1 + 270.17, 300.3, 10, 10)).toBeNull();
    expect(deviationBreach(270.26, 300.3, 10, 10)).toBe('under');
  });

  it('has no deviation without planned hours to date', () => {
    expect(deviationBreach(40, 0, 5, 5)).toBeNull();
  });
});

describe('end date in jeopardy', () => {
  const today = '2026-11-27';
  const pace = (planned: number, actual: number, fortnightAgo: number, last = '2026-12-10') => ({
    lastForecastDate: last,
    plannedTotalHours: planned,
    actualToDateHours: actual,
    actualPaceStartHours: fortnightAgo,
  });

  it('projects the finish from the last 14 days’ mean, today counting as a working day', () => {
    // 140 h in 14 days = 10 h a day; 100 h left → 10 days: today and 9 more.
    const s = paceStanding(pace(1000, 900, 760), today);
    expect(s).toEqual({
      remainingHours: 100,
      dailyHours: 10,
      projectedFinishDate: '2026-12-06',
      done: false,
    });
    // 101 h left needs an 11th day.
    expect(paceStanding(pace(1001, 900, 760), today).projectedFinishDate).toBe('2026-12-07');
  });

  it('is in jeopardy within the cut-off when the projected finish is after the forecast end', () => {
    const slow = paceStanding(pace(1000, 800, 730), today); // 5 h a day, 200 h → 40 days
    expect(slow.projectedFinishDate).toBe('2027-01-05');
    expect(endDateInJeopardy('2026-12-10', slow, today, 14)).toBe(true);
    // Not yet within the cut-off (13 days away, cut-off 12).
    expect(endDateInJeopardy('2026-12-10', slow, today, 12)).toBe(false);
    const fast = paceStanding(pace(1000, 900, 760), today);
    expect(endDateInJeopardy('2026-12-10', fast, today, 14)).toBe(false);
    // Finishing on the forecast end itself is on time.
    expect(endDateInJeopardy('2026-12-06', fast, today, 14)).toBe(false);
    expect(endDateInJeopardy('2026-12-05', fast, today, 14)).toBe(true);
  });

  it('counts a stalled site (nothing in 14 days) and an overdue end as in jeopardy, a finished plan never', () => {
    const stalled = paceStanding(pace(1000, 900, 900), today);
    expect(stalled.projectedFinishDate).toBeNull();
    expect(endDateInJeopardy('2026-12-10', stalled, today, 30)).toBe(true);
    const overdue = paceStanding(pace(1000, 900, 760, '2026-11-20'), today);
    expect(endDateInJeopardy('2026-11-20', overdue, today, 1)).toBe(true);
    const done = paceStanding(pace(1000, 1000.5, 900), today);
    expect(done.done).toBe(true);
    expect(endDateInJeopardy('2026-12-10', done, today, 30)).toBe(false);
    expect(
      endDateInJeopardy(null, paceStanding(pace(0, 0, 0, null as never), today), today, 30),
    ).toBe(false);
  });
});
