import { describe, expect, it } from 'vitest';
import type { ZoneRules } from '@siteline/shared';
import {
  addRule,
  changeDate,
  changeLevel,
  draftFromRules,
  draftProblems,
  draftToUpdate,
  isDraftDirty,
  removeRule,
  ruleKey,
} from './zones-rules-draft.ts';

const TODAY = '2026-11-23';
const SAVED: ZoneRules = {
  ProjectZoneId: 7,
  DefaultAuthorizationStatus: 'DENY',
  InheritedAuthorizationStatus: 'ALLOW',
  ContractRules: [
    {
      ContractId: 3,
      CompanyDisplayName: 'Apex Electric',
      AccessLevel: 'Indefinite',
      StartDateInclusive: '2026-01-05',
      EndDateInclusive: null,
    },
  ],
  WorkerRules: [
    {
      WorkerId: 11,
      WorkerName: 'Ana Ruiz',
      ContractDisplayName: 'Harbor Plumbing',
      AccessLevel: 'Deny',
      StartDateInclusive: null,
      EndDateInclusive: null,
      AssignmentLevel: 'WORKER',
    },
  ],
};

describe('the zone access draft', () => {
  it('is clean as read and dirty after any change that a save would send', () => {
    const draft = draftFromRules(SAVED);
    expect(isDraftDirty(draft, SAVED)).toBe(false);
    expect(isDraftDirty({ ...draft, status: 'ALLOW' }, SAVED)).toBe(true);
    const added = addRule(draft, 'contracts', { id: 4, name: 'Harbor Plumbing' }, TODAY);
    expect(isDraftDirty(added, SAVED)).toBe(true);
    // Removing what was just added is clean again.
    expect(isDraftDirty(removeRule(added, 'contracts', 4), SAVED)).toBe(false);
  });

  it('adds a rule as Indefinite from today, once per contract or worker', () => {
    const draft = addRule(
      draftFromRules(SAVED),
      'workers',
      { id: 12, name: 'Ben', detail: 'X' },
      TODAY,
    );
    expect(draft.workers.at(-1)).toEqual({
      id: 12,
      name: 'Ben',
      detail: 'X',
      AccessLevel: 'Indefinite',
      StartDateInclusive: TODAY,
      EndDateInclusive: null,
      saved: false,
    });
    expect(addRule(draft, 'workers', { id: 12, name: 'Ben' }, TODAY)).toBe(draft);
  });

  it('keeps only the dates a level takes: Deny none, Indefinite a start, Limited both', () => {
    let draft = draftFromRules(SAVED);
    draft = changeLevel(draft, 'contracts', 3, 'Limited', TODAY);
    expect(draft.contracts[0]).toMatchObject({
      StartDateInclusive: '2026-01-05',
      EndDateInclusive: null,
    });
    // Limited without an end is a problem until the end is given (spec 002 §5).
    expect(draftProblems(draft).get(ruleKey('contracts', 3))).toEqual([
      { field: 'EndDateInclusive', message: 'Limited access needs a start date and an end date.' },
    ]);
    draft = changeDate(draft, 'contracts', 3, 'EndDateInclusive', '2026-12-31');
    expect(draftProblems(draft).size).toBe(0);
    draft = changeLevel(draft, 'contracts', 3, 'Deny', TODAY);
    expect(draft.contracts[0]).toMatchObject({ StartDateInclusive: null, EndDateInclusive: null });
    draft = changeLevel(draft, 'contracts', 3, 'Indefinite', TODAY);
    expect(draft.contracts[0]).toMatchObject({ StartDateInclusive: TODAY, EndDateInclusive: null });
  });

  it('marks an Indefinite rule without a start and an end before the start', () => {
    let draft = changeDate(draftFromRules(SAVED), 'contracts', 3, 'StartDateInclusive', '');
    expect(draftProblems(draft).get(ruleKey('contracts', 3))?.[0]?.message).toBe(
      'Indefinite access needs a start date.',
    );
    draft = changeLevel(draft, 'contracts', 3, 'Limited', TODAY);
    draft = changeDate(draft, 'contracts', 3, 'EndDateInclusive', '2026-01-01');
    expect(draftProblems(draft).get(ruleKey('contracts', 3))?.[0]?.message).toBe(
      'The end date cannot be before the start date.',
    );
  });

  it('sends no contract rules for INHERIT, and does not judge the ones it will drop', () => {
    let draft = changeDate(draftFromRules(SAVED), 'contracts', 3, 'StartDateInclusive', '');
    draft = { ...draft, status: 'INHERIT' };
    expect(draftToUpdate(draft)).toEqual({
      DefaultAuthorizationStatus: 'INHERIT',
      ContractRules: [],
      WorkerRules: [
        { WorkerId: 11, AccessLevel: 'Deny', StartDateInclusive: null, EndDateInclusive: null },
      ],
    });
    expect(draftProblems(draft).size).toBe(0);
  });
});
