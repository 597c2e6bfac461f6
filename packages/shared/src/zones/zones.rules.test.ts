import { describe, expect, it } from 'vitest';
import { datesForLevel, zoneRuleProblems, type ZoneRuleDates } from './zones.rules.ts';

const rule = (
  AccessLevel: ZoneRuleDates['AccessLevel'],
  StartDateInclusive: string | null,
  EndDateInclusive: string | null,
): ZoneRuleDates => ({ AccessLevel, StartDateInclusive, EndDateInclusive });
const messages = (r: ZoneRuleDates) => zoneRuleProblems(r).map((p) => `${p.field}: ${p.message}`);

describe('zoneRuleProblems (spec 002 §5 "Zone access")', () => {
  it('accepts each level with exactly the dates it takes', () => {
    expect(messages(rule('Indefinite', '2026-01-05', null))).toEqual([]);
    expect(messages(rule('Limited', '2026-01-05', '2026-01-05'))).toEqual([]);
    expect(messages(rule('Deny', null, null))).toEqual([]);
  });

  it('needs a start for Indefinite, and no end', () => {
    expect(messages(rule('Indefinite', null, null))).toEqual([
      'StartDateInclusive: Indefinite access needs a start date.',
    ]);
    expect(messages(rule('Indefinite', '2026-01-05', '2026-02-01'))).toEqual([
      'EndDateInclusive: Indefinite access has no end date.',
    ]);
  });

  it('needs both dates for Limited, the end not before the start', () => {
    expect(messages(rule('Limited', null, '2026-02-01'))).toEqual([
      'StartDateInclusive: Limited access needs a start date and an end date.',
    ]);
    expect(messages(rule('Limited', '2026-01-05', null))).toEqual([
      'EndDateInclusive: Limited access needs a start date and an end date.',
    ]);
    expect(messages(rule('Limited', '2026-02-02', '2026-02-01'))).toEqual([
      'EndDateInclusive: The end date cannot be before the start date.',
    ]);
  });

  it('takes no dates for Deny, and refuses dates that are not calendar dates', () => {
    expect(messages(rule('Deny', '2026-01-05', null))).toEqual([
      'StartDateInclusive: Deny access takes no dates.',
    ]);
    expect(messages(rule('Limited', '2026-02-30', '05/01/2026'))).toEqual([
      'StartDateInclusive: Dates must be written YYYY-MM-DD.',
      'EndDateInclusive: Dates must be written YYYY-MM-DD.',
    ]);
  });

  it('keeps on a level change only the dates the new level takes', () => {
    const dates = { StartDateInclusive: '2026-01-05', EndDateInclusive: '2026-03-01' };
    expect(datesForLevel('Deny', dates, '2026-11-23')).toEqual({
      StartDateInclusive: null,
      EndDateInclusive: null,
    });
    expect(datesForLevel('Indefinite', dates, '2026-11-23')).toEqual({
      StartDateInclusive: '2026-01-05',
      EndDateInclusive: null,
    });
    expect(
      datesForLevel('Limited', { StartDateInclusive: null, EndDateInclusive: null }, '2026-11-23'),
    ).toEqual({ StartDateInclusive: '2026-11-23', EndDateInclusive: null });
  });
});
