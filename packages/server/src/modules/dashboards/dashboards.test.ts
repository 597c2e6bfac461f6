import type {
  BreakoutReport,
  ContractSummary,
  ContractsSummary,
  Dashboard,
  DivisionsSummary,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { addDays } from '../../lib/time.ts';
import {
  arrange,
  createDashboardSite,
  hoursBetween,
  insertPlan,
  planDays,
  todayOnSite,
  type DashboardSite,
  type Person,
  type PlanDay,
  type Shift,
} from './dashboards-fixture.ts';

// Everything expected below is worked out here from `shifts` and `plan`, with plain arithmetic.
let t: TestApp;
let d: DashboardSite;
let headers: Record<string, string>;
const today = todayOnSite();
const day = (n: number) => addDays(today, -n);

const shifts: Shift[] = [];
for (let n = 1; n <= 9; n++) {
  if (n !== 2) shifts.push({ who: 'alice', date: day(n), in: '07:00', out: '15:00' });
  if (n <= 4) shifts.push({ who: 'carol', date: day(n), in: '06:30', out: '14:30' });
  if (n <= 5) shifts.push({ who: 'dave', date: day(n), in: '15:00', out: '21:00' });
}
for (const n of [1, 3, 8]) shifts.push({ who: 'bob', date: day(n), in: '07:00', out: '12:30' });
shifts.push({ who: 'olga', date: day(1), in: '08:00', out: '12:00' });
// Today: Alice, Dave and Olga still on site; Bob has left.
shifts.push({ who: 'alice', date: today, in: '07:00', out: null });
shifts.push({ who: 'bob', date: today, in: '07:00', out: '11:00' });
shifts.push({ who: 'dave', date: today, in: '15:00', out: null });
shifts.push({ who: 'olga', date: today, in: '08:00', out: null });

let plan: PlanDay[] = [];

/** Net hours of the people of `who` before `date` (an open shift has none). */
function actualBefore(who: readonly Person[], date: string) {
  return shifts
    .filter((s) => who.includes(s.who) && s.date < date && s.out !== null)
    .reduce((sum, s) => sum + hoursBetween(s.in, s.out!), 0);
}
function plannedBefore(contracts: readonly number[], date: string) {
  return plan
    .filter((p) => contracts.includes(p.contractId) && p.date < date)
    .reduce((s, p) => s + p.hours, 0);
}
function plannedTotal(contracts: readonly number[]) {
  return plan.filter((p) => contracts.includes(p.contractId)).reduce((s, p) => s + p.hours, 0);
}
const pct = (x: number) => Math.round(x * 1000) / 10;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  d = await createDashboardSite(t.db, 'Dash');
  const c = d.contracts;
  plan = [
    ...planDays(c.electrical, day(10), addDays(today, 20), 1, 8),
    ...planDays(c.plumbing, day(5), addDays(today, 5), 1, 4),
    // A zero-hour day does not count as the first forecast date.
    { contractId: c.plumbing, date: day(20), headcount: 0, hours: 0 },
    ...planDays(c.concrete, day(4), addDays(today, 10), 1, 6),
    ...planDays(c.concreteSub, day(4), addDays(today, 10), 1, 5),
  ];
  await insertPlan(t.db, d.projectId, plan);
  await arrange(t.app.services.engine, d, shifts, [
    d.site.read('GATE-1', 1, d.site.tag('T-SPARE'), today, '07:30'),
    d.site.read('GATE-1', 1, `VISITOR-${d.projectId}`, today, '09:00'),
  ]);
  const member = await createUser(t.db);
  await addMember(t.db, d.projectId, member.userId, []);
  headers = bearer(await tokensFor(t.app, member.email, PASSWORD));
});
afterAll(() => t.close());

const url = (path: string) => `/api/v1/projects/${d.projectId}/${path}`;
async function get<T>(path: string, h = headers) {
  const res = await t.app.inject({ method: 'GET', url: url(path), headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('GET dashboard', () => {
  it('today: headcount breakdown, indexes and plan figures', async () => {
    const body = await get<Dashboard>('dashboard');
    expect(body.Date).toBe(today);
    expect(body.HasEntranceExitZones).toBe(true);
    // Alice, Bob, Dave, Olga today; Olga is owner services; Dave came in at 15:00 (night window
    // 14:00–04:00); T-SPARE and the visitor badge are unassigned.
    expect(body.HeadcountBreakdown).toEqual({
      WorkerHeadcount: 4,
      UnassignedHeadcount: 2,
      OwnerServicesHeadcount: 1,
      DayShiftHeadcount: 3,
      NightShiftHeadcount: 1,
      NotApplicableHeadcount: 0,
      HasSpanningMidnightShift: true,
    });
    const c = d.contracts;
    const workforce = [c.electrical, c.plumbing, c.concrete, c.concreteSub];
    const people: Person[] = ['alice', 'bob', 'carol', 'dave'];
    const actual = actualBefore(people, today);
    const planned = plannedBefore(workforce, today);
    expect(body.ActualHoursToDate).toBe(actual);
    expect(body.PlannedHoursToDate).toBe(planned);
    expect(body.WorkforceDeviation).toBe(pct((actual - planned) / planned));
    expect(body.PlannedHeadcount).toBe(4); // one each of electrical, plumbing, concrete, sub
    // TCI weights trades by planned hours: Σ actual / Σ total planned.
    const tci = pct(actual / plannedTotal(workforce));
    expect(body.TciValue).toBe(tci);
    const weekAgo = pct(actualBefore(people, day(7)) / plannedTotal(workforce));
    expect(body.TciTrend).toBe(Math.round((tci - weekAgo) * 10) / 10);
    const tciCritical = pct(actualBefore(['alice'], today) / plannedTotal([c.electrical]));
    expect(body.TciValueCritical).toBe(tciCritical);
    expect(body.CriticalTrades.map((x) => x.ContractId)).toEqual([c.electrical]);
  });

  it('a past date: the breakdown of that day and the figures to that day', async () => {
    const date = day(3);
    const body = await get<Dashboard>(`dashboard?date=${date}`);
    expect(body.Date).toBe(date);
    // Day 3: Alice, Carol, Bob (day) and Dave (night); no unassigned tags that day.
    expect(body.HeadcountBreakdown).toMatchObject({
      WorkerHeadcount: 4,
      UnassignedHeadcount: 0,
      OwnerServicesHeadcount: 0,
      DayShiftHeadcount: 3,
      NightShiftHeadcount: 1,
    });
    const c = d.contracts;
    const workforce = [c.electrical, c.plumbing, c.concrete, c.concreteSub];
    const actual = actualBefore(['alice', 'bob', 'carol', 'dave'], date);
    const planned = plannedBefore(workforce, date);
    expect(body.ActualHoursToDate).toBe(actual);
    expect(body.PlannedHoursToDate).toBe(planned);
    expect(body.WorkforceDeviation).toBe(pct((actual - planned) / planned));
  });

  it('refuses a date after today, before the project start or not a date', async () => {
    for (const [date, message] of [
      [addDays(today, 1), 'date cannot be after today.'],
      ['2020-01-01', "date cannot be before the project's start date."],
      ['2026-02-30', 'date must be a date written YYYY-MM-DD.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: url(`dashboard?date=${date}`),
        headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { errorMessage: string }[] }>().errors[0]?.errorMessage).toBe(
        message,
      );
    }
  });

  it('on site now: the latest gate read today is In', async () => {
    const body = await get<{ onSiteWorkersCount: number }>('dashboard/onsite-count');
    expect(body.onSiteWorkersCount).toBe(3); // Alice, Dave, Olga; Bob went out
  });

  it('check answers whether an NFC reader exists', async () => {
    // The fixture's gate reader is an NFC reader (hardware model 2).
    expect(await get('dashboard/check')).toEqual({ hasNFCReader: true });
    const nfc = await t.db
      .updateTable('readers')
      .set({ hardware_model_id: 1 })
      .where('project_id', '=', d.projectId)
      .where('hardware_model_id', '=', 2)
      .returning('reader_id')
      .execute();
    expect(nfc.length).toBeGreaterThan(0);
    expect(await get('dashboard/check')).toEqual({ hasNFCReader: false });
  });
});

describe('GET contracts-summary', () => {
  let rows: Map<number, ContractSummary>;
  let body: ContractsSummary;
  beforeAll(async () => {
    body = await get<ContractsSummary>('contracts-summary');
    rows = new Map(body.Contracts.map((r) => [r.ContractId, r]));
  });

  it('one row per top contract, the sub rolled up into its prime', () => {
    const c = d.contracts;
    expect([...rows.keys()].sort()).toEqual([c.electrical, c.plumbing, c.concrete, c.owner].sort());
    const concrete = rows.get(c.concrete)!;
    const group = [c.concrete, c.concreteSub];
    const actual = actualBefore(['carol', 'dave'], today);
    const planned = plannedBefore(group, today);
    expect(concrete).toMatchObject({
      IsParent: true,
      ParentContractId: null,
      OnsiteToday: 1, // Dave today
      PlannedHeadcountToday: 2,
      PlannedHoursToDate: planned,
      ActualHoursToDate: actual,
      TotalPlannedHours: plannedTotal(group),
      FirstForecastDate: day(4),
      LastForecastDate: addDays(today, 10),
      Deviation: pct((actual - planned) / planned),
      TciValue: pct(actual / plannedTotal(group)),
      TsiValue: pct(actual / planned),
      DivisionId: d.divisions.div03,
    });
    expect(body.TodayUnassignedTagCount).toBe(2);
  });

  it('every field of a plain contract, and nulls (not 0) without a plan', () => {
    const plumbing = rows.get(d.contracts.plumbing)!;
    const actual = actualBefore(['bob'], today);
    const planned = plannedBefore([d.contracts.plumbing], today);
    expect(plumbing).toMatchObject({
      DisplayName: 'Plumbing',
      ContractTypeId: 5,
      IsCriticalTrade: false,
      OwnerServices: false,
      IsParent: false,
      OnsiteToday: 1,
      PlannedHeadcountToday: 1,
      PlannedHoursToDate: planned,
      ActualHoursToDate: actual,
      FirstForecastDate: day(5),
      LastForecastDate: addDays(today, 5),
      Deviation: pct((actual - planned) / planned),
    });
    expect(rows.get(d.contracts.owner)).toMatchObject({
      OwnerServices: true,
      OnsiteToday: 1,
      ActualHoursToDate: 4,
      PlannedHeadcountToday: null,
      PlannedHoursToDate: null,
      TotalPlannedHours: null,
      FirstForecastDate: null,
      Deviation: null,
      TciValue: null,
      TsiValue: null,
    });
  });

  it('comes in the default sort and honours the filters', async () => {
    const deviations = body.Contracts.map((r) => r.Deviation);
    const withValue = deviations.filter((x): x is number => x !== null);
    expect(withValue).toEqual([...withValue].sort((a, b) => a - b));
    expect(deviations.at(-1)).toBeNull();
    const ids = async (q: string) =>
      (await get<ContractsSummary>(`contracts-summary?${q}`)).Contracts.map((r) => r.ContractId);
    expect(await ids('tradeFilter=OWNER')).toEqual([d.contracts.owner]);
    expect(await ids('tradeFilter=CRITICAL')).toEqual([d.contracts.electrical]);
    expect((await ids('tradeFilter=TRADES')).sort()).toEqual(
      [d.contracts.electrical, d.contracts.plumbing, d.contracts.concrete].sort(),
    );
    expect(await ids('dateFilter=FINISHED')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: url('contracts-summary?tradeFilter=SOME'),
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('tradeFilter must be one of TRADES, CRITICAL, ALL, OWNER.');
  });
});

describe('GET divisions-summary', () => {
  it('adds the contract rows up per division', async () => {
    const body = await get<DivisionsSummary>('divisions-summary');
    const concrete = body.Divisions.find((x) => x.DivisionId === d.divisions.div03)!;
    const group = [d.contracts.concrete, d.contracts.concreteSub];
    expect(concrete).toMatchObject({
      DivisionName: 'Concrete',
      ContractCount: 1,
      ActualHoursToDate: actualBefore(['carol', 'dave'], today),
      PlannedHoursToDate: plannedBefore(group, today),
    });
    const none = body.Divisions.find((x) => x.DivisionId === null)!;
    expect(none).toMatchObject({ DivisionName: 'No Division', ContractCount: 1, Deviation: null });
    const trades = await get<DivisionsSummary>('divisions-summary?tradeFilter=TRADES');
    expect(trades.Divisions.map((x) => x.DivisionId)).not.toContain(null);
  });
});

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
      DeviationInPeriod: pct((actualIn(today) - plannedIn(today)) / plannedIn(today)),
      DeviationToDate: pct((actualToDate - plannedToDate) / plannedToDate),
      TciValue: pct(actualToDate / plannedTotal(ids)),
      TsiValue: pct(actualToDate / plannedToDate),
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
      Deviation: figures.DeviationInPeriod,
    });

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
