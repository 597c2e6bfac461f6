import { describe, expect, it } from 'vitest';
import { companyMatchKey, isListedCompanyName } from './contracts.schemas.ts';
import { tradesOfDivision } from './contracts.trades.ts';
import {
  PLAN_MESSAGES,
  addPlanDays,
  mondayOf,
  planDateProblem,
  planDayProblems,
} from './workforce-plan.rules.ts';

describe('planDayProblems', () => {
  it('allows no plan, or both values within their limits', () => {
    expect(planDayProblems(null, null)).toEqual([]);
    expect(planDayProblems(0, 0)).toEqual([]);
    expect(planDayProblems(10, 240)).toEqual([]);
    expect(planDayProblems(3, 25.75)).toEqual([]);
  });

  it('needs both values or neither', () => {
    expect(planDayProblems(5, null)).toEqual([
      { field: 'PlannedHours', message: PLAN_MESSAGES.bothOrNeither },
    ]);
    expect(planDayProblems(null, 8)).toEqual([
      { field: 'PlannedHeadcount', message: PLAN_MESSAGES.bothOrNeither },
    ]);
  });

  it('refuses broken numbers and more than 24 hours a head', () => {
    expect(planDayProblems(1.5, 8)[0]?.message).toBe(PLAN_MESSAGES.headcountWhole);
    expect(planDayProblems(-1, 8)[0]?.message).toBe(PLAN_MESSAGES.headcountWhole);
    expect(planDayProblems(10_001, 8)[0]?.message).toBe(PLAN_MESSAGES.headcountWhole);
    expect(planDayProblems(1, 8.125)[0]?.message).toBe(PLAN_MESSAGES.hoursRange);
    expect(planDayProblems(1, Number.NaN)[0]?.message).toBe(PLAN_MESSAGES.hoursRange);
    expect(planDayProblems(1, 24.01)[0]?.message).toBe(PLAN_MESSAGES.hoursPerHead);
    expect(planDayProblems(0, 1)[0]?.message).toBe(PLAN_MESSAGES.hoursPerHead);
  });
});

describe('plan dates', () => {
  it('keeps a day within the project', () => {
    expect(planDateProblem('2026-01-04', '2026-01-05', null)).toBe(
      PLAN_MESSAGES.beforeProjectStart,
    );
    expect(planDateProblem('2026-01-05', '2026-01-05', '2026-12-31')).toBeNull();
    expect(planDateProblem('2027-01-01', '2026-01-05', '2026-12-31')).toBe(
      PLAN_MESSAGES.afterProjectEnd,
    );
  });

  it('finds the Monday of a week and moves by days across months and years', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addPlanDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addPlanDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('companies and trades', () => {
  it('reduces a name for the possible-match check', () => {
    expect(companyMatchKey('Atlas Concrete Co.')).toBe('atlas concrete');
    expect(companyMatchKey('Delgado Demolition & Hauling, LLC')).toBe(
      'delgado demolition and hauling',
    );
    expect(companyMatchKey('Café Électrique Inc')).toBe('cafe electrique');
    expect(companyMatchKey('Co')).toBe('co');
  });

  it('leaves empty and "#" names out of the lists', () => {
    expect(isListedCompanyName('Atlas')).toBe(true);
    expect(isListedCompanyName('   ')).toBe(false);
    expect(isListedCompanyName(' #old')).toBe(false);
  });

  it('offers a division’s trades, none for an unknown code, all without a division', () => {
    expect(tradesOfDivision('03')).toContain('Concrete Pumping');
    expect(tradesOfDivision('99')).toEqual([]);
    expect(tradesOfDivision(null)).toContain('Elevators');
    expect(new Set(tradesOfDivision(null)).size).toBe(tradesOfDivision(null).length);
  });
});
