import { describe, expect, it } from 'vitest';
import {
  fieldsVisibleTo,
  getFieldValue,
  setFieldValue,
  splitOtherValue,
} from './registrations-fields.rules.ts';

describe('dotted field names', () => {
  const fields = { Telephone: '555', EmergencyContact: { Name: 'Ana', PhoneNumber: '1' } };

  it('reads nested values and misses cleanly', () => {
    expect(getFieldValue(fields, 'EmergencyContact.Name')).toBe('Ana');
    expect(getFieldValue(fields, 'Telephone')).toBe('555');
    expect(getFieldValue(fields, 'Telephone.Extension')).toBeUndefined();
    expect(getFieldValue(fields, 'Health.Allergies')).toBeUndefined();
  });

  it('writes a copy, creating and pruning the nesting', () => {
    const next = setFieldValue(fields, 'Health.Allergies', 'Peanuts');
    expect(next).toEqual({ ...fields, Health: { Allergies: 'Peanuts' } });
    expect(fields).not.toHaveProperty('Health');
    const pruned = setFieldValue(setFieldValue(next, 'Health.Allergies', null), 'Telephone', '');
    expect(pruned).toEqual({ Telephone: '', EmergencyContact: fields.EmergencyContact });
    expect(setFieldValue(fields, 'EmergencyContact.Name', undefined)).toEqual({
      Telephone: '555',
      EmergencyContact: { PhoneNumber: '1' },
    });
  });
});

describe('fieldsVisibleTo', () => {
  const list = [
    { id: 1, PermissionConst: null },
    { id: 2, PermissionConst: 'CanManageWageRates' as const },
    { id: 3, PermissionConst: 'CanManageHealthRegistration' as const },
  ];
  it('keeps a permission-bound field only for holders', () => {
    expect(fieldsVisibleTo(list, ['CanManageWageRates']).map((f) => f.id)).toEqual([1, 2]);
    expect(fieldsVisibleTo(list, []).map((f) => f.id)).toEqual([1]);
    expect(fieldsVisibleTo(list, [], true).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});

describe('splitOtherValue', () => {
  const options = ['White', 'Asian', 'Other'];
  it('treats a value outside the options as Other with its free text', () => {
    expect(splitOtherValue('Asian', options)).toEqual({ value: 'Asian', other: null });
    expect(splitOtherValue('Portuguese', options)).toEqual({ value: 'Other', other: 'Portuguese' });
    expect(splitOtherValue('', options)).toEqual({ value: null, other: null });
  });
});
