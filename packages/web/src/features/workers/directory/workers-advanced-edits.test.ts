import { describe, expect, it } from 'vitest';
import type { WorkerDirectoryRow } from '@siteline/shared';
import { rowPayload, withEdit, withoutRow } from './workers-advanced-edits.ts';

const row = {
  WorkerId: 7,
  SubContractId: 3,
  Telephone: '+1 212 555 0100',
  NewHireString: 'Yes',
  SafetyBriefingDate: null,
} as WorkerDirectoryRow;

describe('directory edits', () => {
  it('keeps only real changes, per row', () => {
    let edits = withEdit({}, row, 'Telephone', '+1 917 555 0199');
    edits = withEdit(edits, row, 'NewHireString', 'Yes');
    expect(edits).toEqual({ 7: { Telephone: '+1 917 555 0199' } });
    expect(withEdit(edits, row, 'Telephone', '+1 212 555 0100')).toEqual({});
    expect(withoutRow(edits, 7)).toEqual({});
  });

  it('sends flags with the changed values; Yes/No as text; emptied as null', () => {
    expect(
      rowPayload(1, row, { Telephone: ' 555 ', NewHireString: 'No', SafetyBriefingDate: '' }),
    ).toEqual({
      ProjectId: 1,
      ContractId: 3,
      WorkerId: 7,
      IsTelephoneUpdated: true,
      Telephone: '555',
      IsNewHireStringUpdated: true,
      NewHireString: 'No',
      IsSafetyBriefingDateUpdated: true,
      SafetyBriefingDate: null,
    });
    expect(rowPayload(1, row, { FirstName: '' })).toMatchObject({ FirstName: '' });
  });
});
