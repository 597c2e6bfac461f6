import { afterAll, beforeAll, expect } from 'vitest';
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

/**
 * The site both dashboards test files read: who came when (`shifts`) and the plan (`plan`), from
 * which the tests work every figure out with plain arithmetic. `t`, `d` and `headers` are set by
 * useDashboardScenario's beforeAll (module bindings are live, so importers see them).
 */
export let t: TestApp;
export let d: DashboardSite;
export let headers: Record<string, string>;
export const today = todayOnSite();
export const day = (n: number) => addDays(today, -n);

export const shifts: Shift[] = [];
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

export let plan: PlanDay[] = [];

/** Net hours of the people of `who` before `date` (an open shift has none). */
export function actualBefore(who: readonly Person[], date: string) {
  return shifts
    .filter((s) => who.includes(s.who) && s.date < date && s.out !== null)
    .reduce((sum, s) => sum + hoursBetween(s.in, s.out!), 0);
}
export function plannedBefore(contracts: readonly number[], date: string) {
  return plan
    .filter((p) => contracts.includes(p.contractId) && p.date < date)
    .reduce((s, p) => s + p.hours, 0);
}
export function plannedTotal(contracts: readonly number[]) {
  return plan.filter((p) => contracts.includes(p.contractId)).reduce((s, p) => s + p.hours, 0);
}
/**
 * num / den as a percent with one decimal, half away from zero, worked out here on its own (long
 * division of whole hundredths of an hour) so the test does not lean on the code under test.
 */
export function pct(num: number, den: number): number {
  const n = BigInt(Math.round(num * 100)) * 1000n;
  const d = BigInt(Math.round(den * 100));
  const sign = n < 0n ? -1 : 1;
  const a = n < 0n ? -n : n;
  const tenths = a / d + (2n * (a % d) >= d ? 1n : 0n);
  return tenths === 0n ? 0 : (sign * Number(tenths)) / 10;
}

/** Registers the hooks that build the site (call once at the top of a test file). */
export function useDashboardScenario() {
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
}

export const url = (path: string) => `/api/v1/projects/${d.projectId}/${path}`;
export async function get<T>(path: string, h = headers) {
  const res = await t.app.inject({ method: 'GET', url: url(path), headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
