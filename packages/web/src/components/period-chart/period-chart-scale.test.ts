import { describe, expect, it } from 'vitest';
import { bandLayout, labelEvery, niceTicks } from './period-chart-scale.ts';

describe('period chart scale', () => {
  it('ticks in round steps from 0 past the largest value', () => {
    expect(niceTicks(385)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(2300)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(niceTicks(7.5)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0.3)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
    expect(niceTicks(400)).toEqual([0, 100, 200, 300, 400]);
  });

  it('gives an empty chart an axis of 0 to 1', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('lays out equal bands with the bars and their gaps inside', () => {
    const layout = bandLayout(4, 2, 400);
    expect(layout.band).toBe(100);
    expect(layout.starts).toEqual([0, 100, 200, 300]);
    // 80 px of bars per band: two bars and a tenth of one between them.
    expect(layout.bar * 2.1).toBeCloseTo(80);
    expect(bandLayout(0, 2, 400).starts).toEqual([]);
  });

  it('labels every period when they fit, else every n-th', () => {
    expect(labelEvery(100, 10)).toBe(1);
    expect(labelEvery(10, 10)).toBe(8);
  });
});
