import { describe, expect, it } from 'vitest';
import { dailyHeldPeaks, densityCutoffs, sampleWeekdays } from './density-capacity.ts';
import { buildTestSite } from './simulator/test-site.ts';

// The work zones of the test site (gates, the office and the archived hoist left out), as the
// demo rules them: Laydown Yard, Crane Zone, Levels 1–4 and Level 3's electrical room.
const RULED = new Set([4, 6, 7, 8, 9, 10, 11]);
const MINUTES = 10;

describe('demo density limits from each zone’s real capacity', () => {
  it('samples the weekdays before today, newest first', () => {
    // 2026-11-23 is a Monday.
    expect(sampleWeekdays('2026-11-23', 6)).toEqual([
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      '2026-11-13',
    ]);
  });

  it('a parent zone counts the crowd of the zones below it', () => {
    const model = buildTestSite({ workers: 120 });
    const peaks = dailyHeldPeaks(model, ['2026-11-18'], RULED, MINUTES);
    // Level 3 holds its electrical room's workers too.
    expect(peaks.get(9)![0]).toBeGreaterThanOrEqual(peaks.get(11)![0]!);
    expect(peaks.get(9)![0]).toBeGreaterThan(0);
  });

  it('on the following weeks, a few zones go over a day, not every zone all day', () => {
    const model = buildTestSite({ workers: 170 });
    const cutoffs = densityCutoffs(model, new Date('2026-11-02T12:00:00Z'), RULED, MINUTES);
    // Limits follow the crowd each zone holds, not one figure for all.
    for (const cutoff of cutoffs.values()) expect(cutoff).toBeGreaterThanOrEqual(2);
    // Ten weekdays after the sample: how many zones held a crowd over their limit for 10 min.
    const later = sampleWeekdays('2026-11-17', 10);
    const peaks = dailyHeldPeaks(model, later, RULED, MINUTES);
    let over = 0;
    for (const [zoneId, days] of peaks) {
      const overDays = days.filter((peak) => peak > cutoffs.get(zoneId)!).length;
      // No zone is over on most days: an alert is news.
      expect(overDays, `zone ${zoneId}`).toBeLessThanOrEqual(5);
      over += overDays;
    }
    const perDay = over / later.length;
    expect(perDay).toBeGreaterThan(0);
    expect(perDay).toBeLessThanOrEqual(3);
  });
});
