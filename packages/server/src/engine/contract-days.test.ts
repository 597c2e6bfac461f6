import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { aliceDay, createSite, recentDate, type Site } from '../../test/engine-fixture.ts';

// contract_days is a rollup of worker_days the presence processor keeps in the same transaction;
// whatever happens to worker-days, it must equal a fresh aggregation of them.
let t: TestApp;
let site: Site;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Rollup');
});
afterAll(() => t.close());

async function rollup() {
  const rows = await t.db
    .selectFrom('contract_days')
    .selectAll()
    .where('project_id', '=', site.projectId)
    .orderBy(['contract_id', 'timesheet_date'])
    .execute();
  return rows.map((r) => ({
    ...r,
    onsite_net_hours: Number(r.onsite_net_hours),
    gross_hours: Number(r.gross_hours),
  }));
}
async function freshAggregation() {
  const result = await sql<Awaited<ReturnType<typeof rollup>>[number]>`
    SELECT project_id, contract_id, timesheet_date, count(*)::int AS worker_count,
      sum(onsite_net_hours)::float8 AS onsite_net_hours, sum(gross_hours)::float8 AS gross_hours,
      (count(*) FILTER (WHERE shift_type = 'Day'))::int AS day_shift_count,
      (count(*) FILTER (WHERE shift_type = 'Night'))::int AS night_shift_count,
      (count(*) FILTER (WHERE shift_type = 'NotApplicable'))::int AS not_applicable_count
    FROM worker_days WHERE project_id = ${site.projectId} AND contract_id IS NOT NULL
    GROUP BY project_id, contract_id, timesheet_date ORDER BY contract_id, timesheet_date
  `.execute(t.db);
  return result.rows;
}

it('follows arrivals, and a day moved to another contract by reprocessing', async () => {
  const engine = t.app.services.engine;
  const [d1, d2] = [recentDate(9), recentDate(8)];
  const bob = (date: string) => [
    site.read('GATE-1', 1, site.tag('T-BOB'), date, '07:00'),
    site.read('GATE-1', 2, site.tag('T-BOB'), date, '12:00'),
  ];
  await engine.ingest(site.projectId, [...aliceDay(site, d1), ...bob(d1)], { live: false });
  // Processing interleaves with arrival: the later reads update the same rows.
  await engine.processPresence(1);
  await engine.ingest(site.projectId, [...aliceDay(site, d2), ...bob(d2)], { live: false });
  await engine.processAllPresence();
  const before = await rollup();
  expect(before).toEqual(await freshAggregation());
  expect(before.map((r) => [r.contract_id, r.timesheet_date, r.worker_count])).toEqual([
    [site.contracts.electrical, d1, 1],
    [site.contracts.electrical, d2, 1],
    [site.contracts.plumbing, d1, 1],
    [site.contracts.plumbing, d2, 1],
  ]);

  // Alice turns out to have worked for plumbing all along: reprocess her first day.
  await t.db
    .updateTable('workers')
    .set({ contract_id: site.contracts.plumbing })
    .where('worker_id', '=', site.workers.alice)
    .execute();
  await engine.reprocessDay(site.projectId, d1);
  await engine.processAllPresence();
  const after = await rollup();
  expect(after).toEqual(await freshAggregation());
  expect(after.map((r) => [r.contract_id, r.timesheet_date, r.worker_count])).toEqual([
    [site.contracts.electrical, d2, 1],
    [site.contracts.plumbing, d1, 2],
    [site.contracts.plumbing, d2, 1],
  ]);
});
