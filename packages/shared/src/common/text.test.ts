import { describe, expect, it } from 'vitest';
import { TRUNCATE_LENGTH, truncate } from './text.ts';

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
