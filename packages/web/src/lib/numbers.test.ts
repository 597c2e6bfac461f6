import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayLanguage } from './display-language.ts';
import { formatCount, formatHours, formatPercent, formatPoints } from './numbers.ts';

describe('numbers', () => {
  it('writes percents to one decimal with a true minus sign', () => {
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(formatPercent(-5.25)).toBe('\u22125.3%');
    expect(formatPercent(4, true)).toBe('+4.0%');
    expect(formatPercent(0, true)).toBe('0.0%');
  });

  it('writes points, hours and counts for reading at a glance', () => {
    expect(formatPoints(1.26)).toBe('+1.3');
    expect(formatPoints(-0.04)).toBe('0.0');
    expect(formatHours(1234.56)).toBe('1,234.6');
    expect(formatCount(12034)).toBe('12,034');
  });
});

describe('numbers in Spanish', () => {
  afterEach(() => {
    setDisplayLanguage('en');
  });

  it('groups thousands with a dot even in four digits, decimals with a comma', () => {
    setDisplayLanguage('es');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(207346)).toBe('207.346');
    expect(formatHours(1234.56)).toBe('1.234,6');
    expect(formatPercent(-5.25)).toBe('\u22125,3\u00a0%');
    expect(formatPoints(1.26)).toBe('+1,3');
  });
});
