import { describe, expect, it } from 'vitest';
import { sameParams } from './report-rules.ts';

describe('sameParams (the "Edited" flag)', () => {
  it('compares every key, lists item by item, a missing key as a changed one', () => {
    expect(sameParams({ a: '2026-11-01', ids: [1, 3] }, { a: '2026-11-01', ids: [1, 3] })).toBe(
      true,
    );
    expect(sameParams({ ids: [1, 3] }, { ids: [1, 2] })).toBe(false);
    expect(sameParams({ ids: [1] }, { ids: [1, 2] })).toBe(false);
    expect(sameParams({ a: 1 }, { a: 1, zone: 4 })).toBe(false);
    expect(sameParams({ a: 1, zone: undefined }, { a: 1 })).toBe(true);
  });
});
