import { describe, expect, it } from 'vitest';
import { TRUNCATE_LENGTH, naturalCompare, truncate } from './text.ts';

describe('truncate', () => {
  it('keeps 25 characters by default and adds an ellipsis', () => {
    expect(TRUNCATE_LENGTH).toBe(25);
    expect(truncate('Northeast Mechanical Contractors LLC')).toBe('Northeast Mechanical Cont...');
  });

  it('returns a text of 25 characters or fewer unchanged', () => {
    const exact = 'A'.repeat(25);
    expect(truncate(exact)).toBe(exact);
    expect(truncate('Level 3')).toBe('Level 3');
    expect(truncate('')).toBe('');
  });

  it('takes another length', () => {
    expect(truncate('Electrical', 4)).toBe('Elec...');
    expect(truncate('Electrical', 10)).toBe('Electrical');
  });

  it('never cuts an emoji in half', () => {
    expect(truncate('👷👷👷', 2)).toBe('👷👷...');
  });
});

describe('naturalCompare', () => {
  it('orders the numbers inside names as numbers', () => {
    const zones = ['Level 10', 'Level 2', 'Roof', 'level 1', 'Level 2A', 'Basement', 'Level 21'];
    expect([...zones].sort(naturalCompare)).toEqual([
      'Basement',
      'level 1',
      'Level 2',
      'Level 2A',
      'Level 10',
      'Level 21',
      'Roof',
    ]);
  });

  it('is a total order: names equal but for case keep one place', () => {
    expect(naturalCompare('Level 3', 'level 3')).not.toBe(0);
    expect(naturalCompare('Level 3', 'Level 3')).toBe(0);
    expect(Math.sign(naturalCompare('a', 'B'))).toBe(-1);
  });
});
