import { describe, expect, it } from 'vitest';
import { countByRuledZone, densityStep } from './zone-density.ts';

const MIN = 60_000;
const rule = { cutoffValue: 3, cutoffMinutes: 10 };

describe('densityStep', () => {
  it('starts the clock when the count goes over, without raising before the duration', () => {
    expect(densityStep(rule, 4, null, false, 1000)).toEqual({
      overSince: 1000,
      raise: false,
      resolve: false,
    });
    expect(densityStep(rule, 4, 1000, false, 1000 + 10 * MIN - 1).raise).toBe(false);
  });

  it('raises once the count has been over for the whole duration', () => {
    expect(densityStep(rule, 5, 1000, false, 1000 + 10 * MIN)).toEqual({
      overSince: 1000,
      raise: true,
      resolve: false,
    });
  });

  it('does not raise a second fact while one is open', () => {
    expect(densityStep(rule, 5, 1000, true, 1000 + 60 * MIN).raise).toBe(false);
  });

  it('counts "over" strictly: the cutoff itself is not over', () => {
    expect(densityStep(rule, 3, 1000, false, 1000 + 60 * MIN)).toEqual({
      overSince: null,
      raise: false,
      resolve: false,
    });
  });

  it('resolves an open fact when the count falls to the cutoff, and resets the clock', () => {
    expect(densityStep(rule, 2, 1000, true, 5000)).toEqual({
      overSince: null,
      raise: false,
      resolve: true,
    });
  });

  it('raises at once with no duration', () => {
    expect(densityStep({ cutoffValue: 0, cutoffMinutes: 0 }, 1, null, false, 7).raise).toBe(true);
  });

  it('restarts the clock when the remembered start lies after now (an evaluation replayed)', () => {
    expect(densityStep(rule, 4, 9000, false, 5000).overSince).toBe(5000);
  });
});

describe('countByRuledZone', () => {
  // site(1) ─ level(2) ─ room(3); gate(4) under site
  const parentOf = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 1],
  ]);

  it('counts distinct workers of the zone and its sub-zones', () => {
    const workers = new Map([
      [2, [10, 11]],
      [3, [11, 12]],
      [4, [13]],
    ]);
    const counts = countByRuledZone([1, 2, 3], workers, parentOf);
    expect(counts).toEqual(
      new Map([
        [1, 4],
        [2, 3],
        [3, 2],
      ]),
    );
  });

  it('answers 0 for a ruled zone nobody was read in', () => {
    expect(countByRuledZone([4], new Map([[3, [1]]]), parentOf)).toEqual(new Map([[4, 0]]));
  });
});
