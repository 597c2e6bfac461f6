import { describe, expect, it } from 'vitest';
import { schedulePlan, workingDays } from './integrations-schedule-plan.ts';
import type { ParsedSchedule } from './integrations-schedule-xml.ts';

const schedule = (over: Partial<ParsedSchedule> = {}): ParsedSchedule => ({
  format: 'ms-project',
  projectName: null,
  activities: [
    // Friday 6 March to Tuesday 10 March 2026: three working days.
    {
      key: 'a',
      code: 'A',
      name: 'Formwork',
      start: '2026-03-06',
      finish: '2026-03-10',
      minutes: 0,
    },
    // A Saturday-only pour: its one day.
    { key: 'b', code: 'B', name: 'Pour', start: '2026-03-07', finish: '2026-03-07', minutes: 0 },
  ],
  resources: [
    { key: 'carp', name: 'Carpenters', labour: true },
    { key: 'conc', name: 'Concrete crew', labour: true },
    { key: 'pump', name: 'Pump', labour: false },
    { key: 'elec', name: 'Electricians', labour: true },
  ],
  assignments: [
    { activityKey: 'a', resourceKey: 'carp', minutes: 1_441 },
    { activityKey: 'b', resourceKey: 'conc', minutes: 600 },
    { activityKey: 'b', resourceKey: 'pump', minutes: 480 },
    { activityKey: 'a', resourceKey: 'elec', minutes: 300 },
  ],
  ...over,
});

describe('a schedule as the workforce plan', () => {
  it('spreads each mapped labour assignment over its working days, in whole minutes', () => {
    const plan = schedulePlan(
      schedule(),
      new Map([
        ['carp', 7],
        ['conc', 9],
      ]),
    );
    expect(plan.days).toEqual([
      // 1,441 minutes over three days: 481, 480, 480 — the odd minute on the first day.
      { contractId: 7, date: '2026-03-06', minutes: 481, hours: 8.02, headcount: 2 },
      { contractId: 7, date: '2026-03-09', minutes: 480, hours: 8, headcount: 1 },
      { contractId: 7, date: '2026-03-10', minutes: 480, hours: 8, headcount: 1 },
      { contractId: 9, date: '2026-03-07', minutes: 600, hours: 10, headcount: 2 },
    ]);
    // The sum of the days is the assignments' labour, to the minute.
    expect(plan.days.reduce((s, d) => s + d.minutes, 0)).toBe(1_441 + 600);
    expect(plan.preview).toEqual({
      ActivityCount: 2,
      HoursProjected: 34.02,
      MappedContracts: 2,
      UnmappedContracts: 1,
    });
    expect(plan.overLimit).toEqual([]);
  });

  it('adds two resources mapped to one contract, and flags a day past the plan’s limits', () => {
    const plan = schedulePlan(
      schedule({
        assignments: [
          { activityKey: 'b', resourceKey: 'carp', minutes: 60 },
          { activityKey: 'b', resourceKey: 'conc', minutes: 240_000 * 60 },
        ],
      }),
      new Map([
        ['carp', 7],
        ['conc', 7],
      ]),
    );
    expect(plan.days).toHaveLength(1);
    expect(plan.days[0]).toMatchObject({ contractId: 7, hours: 240_001, headcount: 30_001 });
    expect(plan.overLimit).toEqual(plan.days);
  });

  it('counts working days Monday to Friday, or every day of an activity that has none', () => {
    expect(workingDays('2026-03-06', '2026-03-10')).toEqual([
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(workingDays('2026-03-07', '2026-03-08')).toEqual(['2026-03-07', '2026-03-08']);
    // Across the spring-forward Sunday (8 March 2026 in New York): dates, not instants.
    expect(workingDays('2026-03-06', '2026-03-09')).toEqual(['2026-03-06', '2026-03-09']);
  });
});
