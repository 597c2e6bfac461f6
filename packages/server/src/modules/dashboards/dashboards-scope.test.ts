import type {
  BreakoutReport,
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
  insertPlan,
  onSiteFromShifts,
  planDays,
  todayOnSite,
  type DashboardSite,
  type Shift,
} from './dashboards-fixture.ts';

// Who sees what: a company-limited contractor, another project's member, a project with no plan.
let t: TestApp;
let d: DashboardSite;
let bare: DashboardSite;
const today = todayOnSite();
const day = (n: number) => addDays(today, -n);

const shifts: Shift[] = [
  { who: 'alice', date: day(1), in: '07:00', out: '15:00' },
  { who: 'bob', date: day(1), in: '07:00', out: '11:00' },
  { who: 'alice', date: today, in: '07:00', out: null },
  { who: 'bob', date: today, in: '07:00', out: null },
];

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  d = await createDashboardSite(t.db, 'Scope');
  bare = await createDashboardSite(t.db, 'Bare');
  await insertPlan(t.db, d.projectId, [
    ...planDays(d.contracts.electrical, day(5), today, 1, 8),
    ...planDays(d.contracts.plumbing, day(5), today, 1, 8),
  ]);
  const visitor = (s: DashboardSite) =>
    s.site.read('GATE-1', 1, `VISITOR-${s.projectId}`, today, '08:00');
  await arrange(t.app.services.engine, d, shifts, [visitor(d)]);
  await arrange(t.app.services.engine, bare, shifts, [visitor(bare)]);
});
afterAll(() => t.close());

async function contractorOf(site: DashboardSite, contractId: number) {
  const user = await createUser(t.db);
  const { company_id } = await t.db
    .selectFrom('contracts')
    .select('company_id')
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('project_memberships')
    .values({ project_id: site.projectId, user_id: user.userId, role_id: 3, company_id })
    .execute();
  return bearer(await tokensFor(t.app, user.email, PASSWORD));
}
async function memberOf(site: DashboardSite) {
  const user = await createUser(t.db);
  await addMember(t.db, site.projectId, user.userId, []);
  return bearer(await tokensFor(t.app, user.email, PASSWORD));
}
async function get<T>(site: DashboardSite, path: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${site.projectId}/${path}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const PATHS = [
  'dashboard/check',
  'dashboard',
  'dashboard/onsite-count',
  'contracts-summary',
  'divisions-summary',
  `breakout-report?startDate=${day(9)}&endDate=${today}`,
];

describe('a contractor limited to one company', () => {
  it('sees only its contracts’ workers in every figure', async () => {
    const h = await contractorOf(d, d.contracts.electrical);
    const home = await get<Dashboard>(d, 'dashboard', h);
    expect(home.HeadcountBreakdown).toMatchObject({ WorkerHeadcount: 1, UnassignedHeadcount: 0 });
    expect(home.ActualHoursToDate).toBe(8);
    expect(home.PlannedHoursToDate).toBe(5 * 8);
    expect(home.WorkforceDeviation).toBe(-80);
    const onsite = await get<{ onSiteWorkersCount: number }>(d, 'dashboard/onsite-count', h);
    // Alice only (Bob is plumbing), when her 07:00 In is past and within the window.
    const electricians = shifts.filter((s) => s.who === 'alice');
    expect(onsite.onSiteWorkersCount).toBe(onSiteFromShifts(electricians).length);
    const summary = await get<ContractsSummary>(d, 'contracts-summary', h);
    expect(summary.Contracts.map((c) => c.ContractId)).toEqual([d.contracts.electrical]);
    expect(summary.TodayUnassignedTagCount).toBe(0);
    const divisions = await get<DivisionsSummary>(d, 'divisions-summary', h);
    expect(divisions.Divisions.map((x) => x.DivisionId)).toEqual([d.divisions.div26]);
    const breakout = await get<BreakoutReport>(d, PATHS[5]!, h);
    expect(breakout.PrimeContracts.map((p) => p.Contract.ContractId)).toEqual([
      d.contracts.electrical,
    ]);
    expect(breakout.Series.reduce((s, p) => s + (p.ActualHours ?? 0), 0)).toBe(8);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${d.projectId}/breakout-report?contractId=${d.contracts.plumbing}&startDate=${day(9)}&endDate=${today}`,
      headers: h,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Plumbing');
  });

  it('a sub contract of a prime it cannot see becomes a row of its own', async () => {
    const h = await contractorOf(d, d.contracts.concreteSub);
    const summary = await get<ContractsSummary>(d, 'contracts-summary', h);
    expect(summary.Contracts).toHaveLength(1);
    expect(summary.Contracts[0]).toMatchObject({
      ContractId: d.contracts.concreteSub,
      ParentContractId: d.contracts.concrete,
      IsParent: false,
    });
  });
});

describe('another project’s member', () => {
  it('gets 403 and no data from every dashboard call', async () => {
    const h = await memberOf(bare);
    for (const path of PATHS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${d.projectId}/${path}`,
        headers: h,
      });
      expect(res.statusCode, path).toBe(403);
      expect(res.body).not.toContain('Electrical');
      expect(res.body).not.toContain('Headcount');
    }
  });
});

describe('a project with no plan', () => {
  it('answers null, never 0 or NaN, for every plan figure', async () => {
    const h = await memberOf(bare);
    const home = await get<Dashboard>(bare, 'dashboard', h);
    expect(home).toMatchObject({
      TciValue: null,
      TciTrend: null,
      TciValueCritical: null,
      TciTrendCritical: null,
      WorkforceDeviation: null,
      PlannedHeadcount: null,
      PlannedHoursToDate: null,
    });
    expect(home.HeadcountBreakdown.WorkerHeadcount).toBe(2);
    const summary = await get<ContractsSummary>(bare, 'contracts-summary', h);
    const alice = summary.Contracts.find((c) => c.ContractId === bare.contracts.electrical)!;
    expect(alice).toMatchObject({
      ActualHoursToDate: 8,
      PlannedHoursToDate: null,
      PlannedHeadcountToday: null,
      Deviation: null,
      TciValue: null,
      TsiValue: null,
      FirstForecastDate: null,
    });
    const breakout = await get<BreakoutReport>(bare, PATHS[5]!, h);
    expect(breakout.PrimeContracts.every((p) => p.Deviation === null)).toBe(true);
    expect(breakout.Series.every((p) => p.PlannedHours === 0)).toBe(true);
  });
});
