import { describe, expect, it } from 'vitest';
import { compareNatural, compareNumeric } from './collate.ts';

describe('text order', () => {
  it('puts digits in order of their value', () => {
    expect(['Level 10', 'Level 2', 'Level 1'].sort(compareNatural)).toEqual([
      'Level 1',
      'Level 2',
      'Level 10',
    ]);
    expect(['Zone 10', 'Zone 9'].sort(compareNumeric)).toEqual(['Zone 9', 'Zone 10']);
  });

  it('ignores case and accents in the natural order, and breaks ties with them otherwise', () => {
    expect(compareNatural('acme', 'ACME')).toBe(0);
    expect(compareNatural('Peña', 'Pena')).toBe(0);
    expect(compareNumeric('acme', 'ACME')).not.toBe(0);
  });

  it('sorts as localeCompare with the same options did', () => {
    const names = ['Élan Steel', 'elan steel', 'B2 Crew', 'B10 Crew', 'Ábaco', 'zeta', 'Zeta'];
    const before = [...names].sort((a, b) =>
      a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }),
    );
    expect([...names].sort(compareNatural)).toEqual(before);
  });
});
