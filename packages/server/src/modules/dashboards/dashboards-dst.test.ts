import type { BreakoutReport, ContractsSummary, Dashboard } from '@siteline/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { TZ } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { addDays, offsetMinutes, zonedTimeToInstant } from '../../lib/time.ts';
import {
  arrange,
  createDashboardSite,
  todayOnSite,
  type DashboardSite,
} from './dashboards-fixture.ts';

// America/New_York: a night shift across the spring-forward change lasts an hour less than the
// clock says, one across the fall-back change an hour more; neither is lost or doubled.
let t: TestApp;
let d: DashboardSite;
let headers: Record<string, string>;
const today = todayOnSite();

/** The most recent date (within a year, so its reads are accepted) whose clocks changed. */
function lastChange(direction: 'spring' | 'fall'): string {
  for (let n = 1; n < 366; n++) {
    const date = addDays(today, -n);
    const noon = (x: string) => offsetMinutes(zonedTimeToInstant(x, '12:00:00', TZ).getTime(), TZ);
    const delta = noon(date) - noon(addDays(date, -1));
    if ((direction === 'spring' && delta > 0) || (direction === 'fall' && delta < 0)) return date;
  }
  throw new Error('no DST change in the last year');
}
const spring = lastChange('spring');
const fall = lastChange('fall');

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  d = await createDashboardSite(t.db, 'DST');
  // Night crews leave at 04:30: a later workday boundary keeps each night on its start date.
  await t.db
    .updateTable('projects')
    .set({ workday_boundary_hour: 5, start_date: addDays(today, -500) })
    .where('project_id', '=', d.projectId)
    .execute();
  const night = (date: string) => [
    d.site.read('GATE-1', 1, d.tags.alice, addDays(date, -1), '23:00'),
    d.site.read('GATE-1', 2, d.tags.alice, date, '04:30'),
  ];
  // Carol pours concrete through both change nights, 20:00 to 06:30: past the 05:00 boundary,
  // read on the floor every few hours, so the morning continues the night (one worker-day on the
  // start date, DOMAIN.md Continuation).
  const pour = (date: string) => [
    d.site.read('GATE-1', 1, d.tags.carol, addDays(date, -1), '20:00'),
    d.site.read('FLOOR-1', 1, d.tags.carol, addDays(date, -1), '22:00'),
    d.site.read('FLOOR-1', 1, d.tags.carol, date, '01:30'),
    d.site.read('FLOOR-1', 1, d.tags.carol, date, '04:00'),
    d.site.read('GATE-1', 2, d.tags.carol, date, '06:30'),
  ];
  await arrange(
    t.app.services.engine,
    d,
    [
      // Day shifts on the change days themselves are ordinary 8 hours.
      { who: 'bob', date: spring, in: '07:00', out: '15:00' },
      { who: 'bob', date: fall, in: '07:00', out: '15:00' },
      // 9 h 54 min 54 s = 9.915 h exactly: 9.92, where rounding the float gave 9.91.
      { who: 'olga', date: addDays(today, -3), in: '06:21:56', out: '16:16:50' },
    ],
    [...night(spring), ...night(fall), ...pour(spring), ...pour(fall)],
  );
  const member = await createUser(t.db);
  await addMember(t.db, d.projectId, member.userId, []);
  headers = bearer(await tokensFor(t.app, member.email, PASSWORD));
});
afterAll(() => t.close());

async function get<T>(path: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${d.projectId}/${path}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

it.each([
  ['spring-forward', spring, 4.5],
  ['fall-back', fall, 6.5],
])('%s: the night before the change counts its real hours', async (_name, change, hours) => {
  const body = await get<BreakoutReport>(
    `breakout-report?contractId=${d.contracts.electrical}&startDate=${addDays(change, -2)}&endDate=${addDays(change, 1)}`,
  );
  expect(body.Series.map((p) => [p.PeriodStart, p.ActualHours, p.ActualHeadcount])).toEqual([
    [addDays(change, -2), 0, 0],
    [addDays(change, -1), hours, 1],
    [change, 0, 0],
    [addDays(change, 1), 0, 0],
  ]);
  const home = await get<Dashboard>(`dashboard?date=${addDays(change, -1)}`);
  // Alice's night and Carol's pour (below).
  expect(home.HeadcountBreakdown).toMatchObject({ WorkerHeadcount: 2, NightShiftHeadcount: 2 });
  const onChangeDay = await get<Dashboard>(`dashboard?date=${change}`);
  expect(onChangeDay.HeadcountBreakdown).toMatchObject({
    WorkerHeadcount: 1,
    DayShiftHeadcount: 1,
  });
});

it('to date, the two nights and two days add up to their real hours', async () => {
  const body = await get<ContractsSummary>('contracts-summary');
  const hours = (id: number) => body.Contracts.find((c) => c.ContractId === id)?.ActualHoursToDate;
  expect(hours(d.contracts.electrical)).toBe(4.5 + 6.5);
  expect(hours(d.contracts.plumbing)).toBe(16);
  // The pours: 10.5 clock hours, one less in spring and one more in autumn.
  expect(hours(d.contracts.concrete)).toBe(9.5 + 11.5);
  expect(hours(d.contracts.owner)).toBe(9.92);
});

it.each([
  ['spring-forward', spring, 9.5],
  ['fall-back', fall, 11.5],
])('%s: a pour past the boundary is one worker-day on its start date', async (_n, change, h) => {
  const body = await get<BreakoutReport>(
    `breakout-report?contractId=${d.contracts.concrete}&startDate=${addDays(change, -1)}&endDate=${change}`,
  );
  expect(body.Series.map((p) => [p.PeriodStart, p.ActualHours, p.ActualHeadcount])).toEqual([
    [addDays(change, -1), h, 1],
    [change, 0, 0],
  ]);
  const onChangeDay = await get<Dashboard>(`dashboard?date=${change}`);
  // Bob's day only: the pour's morning is not a second head.
  expect(onChangeDay.HeadcountBreakdown).toMatchObject({ WorkerHeadcount: 1 });
});
