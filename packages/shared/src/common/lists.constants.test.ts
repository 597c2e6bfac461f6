import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from './phone.ts';
import { DURATION_OPTIONS, US_STATES } from './lists.constants.ts';

describe('shared lists (spec 002 §9)', () => {
  it('offers every calling code once, +1 and +353 among them, by number', () => {
    expect(CALLING_CODES[0]).toBe('+1');
    expect(CALLING_CODES).toEqual(expect.arrayContaining(['+1', '+34', '+353', '+44']));
    expect(new Set(CALLING_CODES).size).toBe(CALLING_CODES.length);
  });

  it('lists the 50 states, then DC and the five inhabited territories, each code once', () => {
    expect(US_STATES).toHaveLength(56);
    const codes = US_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.slice(50)).toEqual(['DC', 'AS', 'GU', 'MP', 'PR', 'VI']);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('runs the durations from under 6 months to 10+ years', () => {
    expect(DURATION_OPTIONS[0]).toBe('Under 6 months');
    expect(DURATION_OPTIONS.at(-1)).toBe('10+ years');
  });
});
