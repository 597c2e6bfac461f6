import type { ContractsSummary, Dashboard } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../test/app.ts';
import { backfillDemoHistory } from './live-site.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';
import { findDemoProjectIds } from './projects.ts';
import { seedDemoWorkforcePlan } from './workforce-plan-seed.ts';

// The demo's plan against the demo's own simulated history, through the real endpoints.
let t: TestApp;
let newYork: number;
let headers: Record<string, string>;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  await seedDemo(t.db);
  await backfillDemoHistory(t.db, t.app.services.engine, quiet);
  newYork = (await findDemoProjectIds(t.db))!.newYorkProjectId;
  headers = bearer(await tokensFor(t.app, 'manager@siteline.example', DEMO_PASSWORD));
}, 600_000);
afterAll(() => t.close());

async function summary() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${newYork}/contracts-summary?tradeFilter=TRADES`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ContractsSummary>();
}

describe('the demo workforce plan', () => {
  it('gives every workforce trade with presence a plan, mostly on track, with a story', async () => {
    const all = (await summary()).Contracts;
    // A placeholder contract with no company has no crew, hence no presence and no plan.
    const rows = all.filter((r) => r.ActualHoursToDate > 0);
    expect(all.filter((r) => r.ActualHoursToDate === 0).every((r) => r.Deviation === null)).toBe(
      true,
    );
    const deviations = rows.map((r) => r.Deviation);
    expect(deviations.every((x) => x !== null)).toBe(true);
    const values = deviations as number[];
    const onTrack = values.filter((x) => Math.abs(x) <= 5).length;
    expect(onTrack / values.length).toBeGreaterThan(0.6);
    expect(values.filter((x) => x <= -10 && x >= -20).length).toBeGreaterThanOrEqual(3);
    expect(values.some((x) => x >= 6 && x <= 10)).toBe(true);
    // The critical trade in jeopardy.
    expect(rows.some((r) => r.IsCriticalTrade && (r.Deviation ?? 0) < -12)).toBe(true);
    // The plan runs on to the contracts' ends.
    expect(
      rows.every((r) => r.LastForecastDate !== null && r.LastForecastDate > r.FirstForecastDate!),
    ).toBe(true);
  });

  it('shows on the home as a deviation index and a TCI', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${newYork}/dashboard`,
      headers,
    });
    const home = res.json<Dashboard>();
    expect(home.WorkforceDeviation).not.toBeNull();
    expect(Math.abs(home.WorkforceDeviation!)).toBeLessThan(10);
    expect(home.TciValue).toBeGreaterThan(0);
    expect(home.TciValue).toBeLessThan(100);
  });

  it('is loaded once', async () => {
    expect(await seedDemoWorkforcePlan(t.db, newYork, new Date())).toBe(0);
  });
});
