import { describe, expect, it } from 'vitest';
import { inOrder, moveField } from './registrations-fields-order.ts';

const row = (id: number, section: string) => ({
  RegistrationFieldId: id,
  ProfileSectionName: section,
});
const rows = [row(1, 'Profile'), row(2, 'Profile'), row(3, 'Health'), row(4, 'Profile')];
const ids = (list: { RegistrationFieldId: number }[]) => list.map((r) => r.RegistrationFieldId);

describe('moving a registration field', () => {
  it('swaps with its neighbour in the same section, skipping other sections', () => {
    expect(ids(moveField(rows, 4, -1))).toEqual([1, 4, 3, 2]);
    expect(ids(moveField(rows, 2, 1))).toEqual([1, 4, 3, 2]);
    expect(ids(moveField(rows, 1, 1))).toEqual([2, 1, 3, 4]);
  });

  it('stays put at the edge of its section and for an unknown field', () => {
    expect(ids(moveField(rows, 1, -1))).toEqual([1, 2, 3, 4]);
    expect(ids(moveField(rows, 3, 1))).toEqual([1, 2, 3, 4]);
    expect(ids(moveField(rows, 4, 1))).toEqual([1, 2, 3, 4]);
    expect(ids(moveField(rows, 9, 1))).toEqual([1, 2, 3, 4]);
  });

  it('puts rows in a saved order, new fields last', () => {
    expect(ids(inOrder(rows, [4, 2, 1]))).toEqual([4, 2, 1, 3]);
    expect(ids(inOrder(rows, null))).toEqual([1, 2, 3, 4]);
  });
});
