import { describe, expect, it } from 'vitest';
import type { BreakoutReport, DivisionsSummary } from '@siteline/shared';
import { addDays } from '../../lib/time.ts';
import { hoursBetween, type Person } from './dashboards-fixture.ts';
import {
  actualBefore,
  d,
  day,
  get,
  headers,
  pct,
  plan,
  plannedBefore,
  plannedTotal,
  shifts,
  t,
  today,
  url,
  useDashboardScenario,
} from './dashboards-scenario.ts';

useDashboardScenario();

describe('GET breakout-report', () => {
  it('a prime with its sub: the group, then the sub; one point a day', async () => {
    const c = d.contracts;
    const start = day(6);
    const end = addDays(today, 2);
    const body = await get<BreakoutReport>(
      `breakout-report?groupBy=Contractor&contractId=${c.concrete}&startDate=${start}&endDate=${end}`,
    );
    expect(body.RollupType).toBe('Daily');
    expect(body.PrimeContracts.map((p) => [p.Contract.ContractId, p.Contract.IsParent])).toEqual([
      [c.concrete, true],
      [c.concreteSub, false],
    ]);
    const inRange = (s: { date: string }) => s.date >= start && s.date <= end;
    const groupPlan = plan.filter((p) => [c.concrete, c.concreteSub].includes(p.contractId));
    const group = body.PrimeContracts[0]!;
    expect(group.GroupPlannedHoursInPeriod).toBe(
      groupPlan.filter(inRange).reduce((s, p) => s + p.hours, 0),
    );
    const doneShifts = shifts.filter(
      (s) => ['carol', 'dave'].includes(s.who) && inRange(s) && s.out !== null,
    );
    expect(group.SubActualHoursInPeriod).toBe(
      doneShifts.reduce((s, x) => s + hoursBetween(x.in, x.out!), 0),
    );
    expect(group.TotalOnsiteToday).toBe(1);
    expect(body.Series).toHaveLength(9);
    const point = body.Series.find((p) => p.PeriodStart === day(1))!;
    expect(point).toMatchObject({
      PlannedHours: 11,
      ActualHours: 14,
      PlannedHeadcount: 2,
      ActualHeadcount: 2,
    });
    const future = body.Series.at(-1)!;
    expect(future).toMatchObject({ PeriodStart: end, PlannedHours: 11, ActualHours: null });
  });

  it('Overall rollup adds the days up and keeps the peak headcount', async () => {
    const body = await get<BreakoutReport>(
      `breakout-report?rollupType=Overall&startDate=${day(9)}&endDate=${day(1)}`,
    );
    const [point] = body.Series;
    expect(point!.ActualHours).toBe(actualBefore(['alice', 'bob', 'carol', 'dave', 'olga'], today));
    // Day 1 and day 3: Alice, Bob, Carol, Dave (and Olga on day 1).
    expect(point!.ActualHeadcount).toBe(5);
  });

  it('refuses a range that does not run forward, or a division without its id', async () => {
    for (const [q, message] of [
      [`startDate=${today}&endDate=${today}`, 'startDate must be before endDate.'],
      [`startDate=${today}&endDate=${day(3)}`, 'startDate must be before endDate.'],
      [
        `groupBy=Division&startDate=${day(3)}&endDate=${today}`,
        'divisionId is required when groupBy is Division.',
      ],
      [
        `rollupType=Hourly&startDate=${day(3)}&endDate=${today}`,
        'rollupType must be one of Daily, Weekly, Monthly, Yearly, Overall.',
      ],
      [`endDate=${today}`, 'startDate is required, written YYYY-MM-DD.'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: url(`breakout-report?${q}`), headers });
      expect(res.statusCode, q).toBe(400);
      expect(
        res.json<{ errors: { errorMessage: string }[] }>().errors.map((e) => e.errorMessage),
      ).toContain(message);
    }
  });

  it('the selected group: name and figures for the detail header, worked out here', async () => {
    const c = d.contracts;
    const start = day(9);
    const end = addDays(today, 3);
    const who: Person[] = ['carol', 'dave'];
    const ids = [c.concrete, c.concreteSub];
    // Independent arithmetic from the same shifts and plan the site was made from.
    const inRange = (date: string) => date >= start && date <= end;
    const plannedIn = (before: string) =>
      plan
        .filter((p) => ids.includes(p.contractId) && inRange(p.date) && p.date < before)
        .reduce((s, p) => s + p.hours, 0);
    const actualIn = (before: string) =>
      shifts
        .filter((s) => who.includes(s.who) && inRange(s.date) && s.date < before && s.out)
        .reduce((sum, s) => sum + hoursBetween(s.in, s.out!), 0);
    const actualToDate = actualBefore(who, today);
    const plannedToDate = plannedBefore(ids, today);
    const figures = {
      PlannedHoursInPeriod: plannedIn(addDays(end, 1)),
      ActualHoursInPeriod: actualIn(addDays(end, 1)),
      PlannedHoursToDateInPeriod: plannedIn(today),
      ActualHoursToDateInPeriod: actualIn(today),
      DeviationInPeriod: pct(actualIn(today) - plannedIn(today), plannedIn(today)),
      DeviationToDate: pct(actualToDate - plannedToDate, plannedToDate),
      TciValue: pct(actualToDate, plannedTotal(ids)),
      TsiValue: pct(actualToDate, plannedToDate),
      // Seen today: Dave; Carol has not come.
      OnsiteToday: 1,
    };
    const range = `startDate=${start}&endDate=${end}`;
    const byDivision = await get<BreakoutReport>(
      `breakout-report?groupBy=Division&divisionId=${d.divisions.div03}&${range}`,
    );
    expect(byDivision.Group).toEqual({
      GroupBy: 'Division',
      ContractId: null,
      DivisionId: d.divisions.div03,
      DivisionName: 'Concrete',
      DisplayName: 'Concrete',
      ...figures,
    });
    // The same figures as the divisions summary shows the division.
    const summary = await get<DivisionsSummary>('divisions-summary');
    const row = summary.Divisions.find((x) => x.DivisionId === d.divisions.div03)!;
    expect([row.Deviation, row.TciValue, row.TsiValue, row.OnsiteToday]).toEqual([
      figures.DeviationToDate,
      figures.TciValue,
      figures.TsiValue,
      figures.OnsiteToday,
    ]);

    const byContract = await get<BreakoutReport>(
      `breakout-report?groupBy=Contractor&contractId=${c.concrete}&${range}`,
    );
    expect(byContract.Group).toEqual({
      GroupBy: 'Contractor',
      ContractId: c.concrete,
      DivisionId: d.divisions.div03,
      DivisionName: 'Concrete',
      DisplayName: 'Concrete',
      ...figures,
    });
    // The group's entry says the same over the range.
    expect(byContract.PrimeContracts[0]).toMatchObject({
      GroupPlannedHoursInPeriod: figures.PlannedHoursInPeriod,
      SubActualHoursInPeriod: figures.ActualHoursInPeriod,
      PlannedHoursToDateInPeriod: figures.PlannedHoursToDateInPeriod,
      ActualHoursToDateInPeriod: figures.ActualHoursToDateInPeriod,
      Deviation: figures.DeviationInPeriod,
    });
    // The figures shown beside the deviation give the deviation: the cards reconcile.
    expect(
      pct(
        byContract.Group.ActualHoursToDateInPeriod - byContract.Group.PlannedHoursToDateInPeriod,
        byContract.Group.PlannedHoursToDateInPeriod,
      ),
    ).toBe(byContract.Group.DeviationInPeriod);

    const everyone = await get<BreakoutReport>(`breakout-report?${range}`);
    expect(everyone.Group).toMatchObject({
      GroupBy: 'Contractor',
      ContractId: null,
      DivisionId: null,
      DisplayName: null,
      // Everyone seen today: Alice, Bob (gone since), Dave and Olga.
      OnsiteToday: 4,
    });
  });

  it('a range that starts today has hours planned but nothing to date to compare', async () => {
    const c = d.contracts;
    const body = await get<BreakoutReport>(
      `breakout-report?groupBy=Contractor&contractId=${c.concrete}&startDate=${today}&endDate=${addDays(today, 6)}`,
    );
    expect(body.Group.PlannedHoursInPeriod).toBeGreaterThan(0);
    expect(body.Group).toMatchObject({
      PlannedHoursToDateInPeriod: 0,
      ActualHoursToDateInPeriod: 0,
      DeviationInPeriod: null,
    });
  });

  it('a division that does not exist is not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(
        `breakout-report?groupBy=Division&divisionId=999999&startDate=${day(3)}&endDate=${today}`,
      ),
      headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('by division: the division’s top contracts', async () => {
    const body = await get<BreakoutReport>(
      `breakout-report?groupBy=Division&divisionId=${d.divisions.div22}&startDate=${day(9)}&endDate=${today}`,
    );
    expect(body.PrimeContracts.map((p) => p.Contract.ContractId)).toEqual([d.contracts.plumbing]);
    expect(body.PrimeContracts[0]!.SubActualHoursInPeriod).toBe(5.5 * 3 + 4);
  });
});
