import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractSummary,
  ContractsSummary,
  Dashboard,
  DivisionsSummary,
} from '@siteline/shared';
import { addDays } from '../../lib/time.ts';
import { onSiteFromShifts, type Person } from './dashboards-fixture.ts';
import {
  actualBefore,
  d,
  day,
  get,
  headers,
  pct,
  plannedBefore,
  plannedTotal,
  shifts,
  t,
  today,
  url,
  useDashboardScenario,
} from './dashboards-scenario.ts';

useDashboardScenario();

describe('GET dashboard', () => {
  it('today: headcount breakdown, indexes and plan figures', async () => {
    const body = await get<Dashboard>('dashboard');
    expect(body.Date).toBe(today);
    expect(body.HasEntranceExitZones).toBe(true);
    // Alice, Bob, Dave, Olga today; Olga is owner services, her own figure beside the workforce
    // trades' headcount and shift split (DOMAIN.md: like for like with the planned headcount);
    // Dave came in at 15:00 (night window 14:00–04:00); T-SPARE and the visitor badge are
    // unassigned.
    expect(body.HeadcountBreakdown).toEqual({
      WorkerHeadcount: 3,
      UnassignedHeadcount: 2,
      OwnerServicesHeadcount: 1,
      DayShiftHeadcount: 2,
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
    expect(body.WorkforceDeviation).toBe(pct(actual - planned, planned));
    expect(body.PlannedHeadcount).toBe(4); // one each of electrical, plumbing, concrete, sub
    // TCI weights trades by planned hours: Σ actual / Σ total planned.
    const tci = pct(actual, plannedTotal(workforce));
    expect(body.TciValue).toBe(tci);
    const weekAgo = pct(actualBefore(people, day(7)), plannedTotal(workforce));
    expect(body.TciTrend).toBe((Math.round(tci * 10) - Math.round(weekAgo * 10)) / 10);
    const tciCritical = pct(actualBefore(['alice'], today), plannedTotal([c.electrical]));
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
    expect(body.WorkforceDeviation).toBe(pct(actual - planned, planned));
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

  it('a project that starts later still shows today (set up ahead, or past the workday boundary)', async () => {
    const { start_date: start } = await t.db
      .selectFrom('projects')
      .select('start_date')
      .where('project_id', '=', d.projectId)
      .executeTakeFirstOrThrow();
    const later = addDays(today, 1);
    await t.db
      .updateTable('projects')
      .set({ start_date: later })
      .where('project_id', '=', d.projectId)
      .execute();
    try {
      const body = await get<Dashboard>('dashboard');
      expect(body.Date).toBe(today);
      expect(body.ProjectStartDate).toBe(later);
      expect(body.HeadcountBreakdown.WorkerHeadcount).toBe(3);
      // An asked-for day before the start is still refused.
      const res = await t.app.inject({
        method: 'GET',
        url: url(`dashboard?date=${today}`),
        headers,
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await t.db
        .updateTable('projects')
        .set({ start_date: start })
        .where('project_id', '=', d.projectId)
        .execute();
    }
  });

  it('on site now: the latest gate read so far is In', async () => {
    const body = await get<{ onSiteWorkersCount: number }>('dashboard/onsite-count');
    // By the end of today Alice, Dave and Olga are in and Bob went out; the reads are judged
    // as of now, so a read later today does not count yet, and an In older than 16 hours no more.
    expect(body.onSiteWorkersCount).toBe(onSiteFromShifts(shifts).length);
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
      Deviation: pct(actual - planned, planned),
      TciValue: pct(actual, plannedTotal(group)),
      TsiValue: pct(actual, planned),
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
      Deviation: pct(actual - planned, planned),
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
