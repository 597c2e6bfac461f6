import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { aliceDay, createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';
import { addDays } from '../../lib/time.ts';
import { breakoutActuals, breakoutPlans } from './dashboards.breakout.repository.ts';
import * as repo from './dashboards.repository.ts';

// contract_months and workforce_plan_months are running totals kept by triggers on the day
// tables (migration 202611271300): whatever writes the days, each month must equal a fresh sum.
let t: TestApp;
let site: Site;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Month totals');
});
afterAll(() => t.close());

async function same(table: 'contract' | 'plan') {
  const [kept, fresh] =
    table === 'contract'
      ? [
          sql`SELECT contract_id, to_char(month, 'YYYY-MM-DD') AS month, onsite_net_hours::text AS h
              FROM contract_months WHERE project_id = ${site.projectId} ORDER BY 1, 2`,
          sql`SELECT contract_id, to_char(date_trunc('month', timesheet_date), 'YYYY-MM-DD') AS month,
                sum(onsite_net_hours)::numeric(14, 2)::text AS h
              FROM contract_days WHERE project_id = ${site.projectId} GROUP BY 1, 2 ORDER BY 1, 2`,
        ]
      : [
          sql`SELECT contract_id, to_char(month, 'YYYY-MM-DD') AS month, planned_hours::text AS h,
                to_char(first_date, 'YYYY-MM-DD') AS first, to_char(last_date, 'YYYY-MM-DD') AS last
              FROM workforce_plan_months WHERE project_id = ${site.projectId} ORDER BY 1, 2`,
          sql`SELECT contract_id, to_char(date_trunc('month', plan_date), 'YYYY-MM-DD') AS month,
                sum(planned_hours)::numeric(14, 2)::text AS h,
                to_char(min(plan_date) FILTER (WHERE planned_hours > 0), 'YYYY-MM-DD') AS first,
                to_char(max(plan_date) FILTER (WHERE planned_hours > 0), 'YYYY-MM-DD') AS last
              FROM workforce_plan_days WHERE project_id = ${site.projectId} GROUP BY 1, 2 ORDER BY 1, 2`,
        ];
  const a = (await kept.execute(t.db)).rows;
  expect(a).toEqual((await fresh.execute(t.db)).rows);
  return a;
}

it('follow the engine across a month boundary, and a day moved to another contract', async () => {
  const engine = t.app.services.engine;
  // The last day of a month and the first of the next, both in the past.
  const before = `${recentDate(10).slice(0, 7)}-01`;
  const lastOfMonth = addDays(before, -1);
  for (const date of [lastOfMonth, before]) {
    await engine.ingest(site.projectId, aliceDay(site, date), { live: false });
  }
  await engine.processAllPresence();
  const rows = await same('contract');
  expect(rows.map((r) => (r as { month: string }).month)).toEqual([
    `${lastOfMonth.slice(0, 7)}-01`,
    before,
  ]);

  await t.db
    .updateTable('workers')
    .set({ contract_id: site.contracts.plumbing })
    .where('worker_id', '=', site.workers.alice)
    .execute();
  await engine.reprocessDay(site.projectId, lastOfMonth);
  await engine.processAllPresence();
  const moved = (await same('contract')) as { contract_id: number; month: string }[];
  expect(moved.map((r) => [r.contract_id, r.month])).toEqual([
    [site.contracts.electrical, before],
    [site.contracts.plumbing, `${lastOfMonth.slice(0, 7)}-01`],
  ]);
});

it('follow the plan through inserts, edits, deletions and a contract deleted', async () => {
  const { company_id } = await t.db
    .selectFrom('contracts')
    .select('company_id')
    .where('contract_id', '=', site.contracts.electrical)
    .executeTakeFirstOrThrow();
  const { contract_id } = await t.db
    .insertInto('contracts')
    .values({ project_id: site.projectId, company_id, trade: 'Drywall', display_name: 'Drywall' })
    .returning('contract_id')
    .executeTakeFirstOrThrow();
  const plan = (date: string, hours: number) => ({
    project_id: site.projectId,
    contract_id,
    plan_date: date,
    planned_headcount: hours > 0 ? 1 : 0,
    planned_hours: String(hours),
    source: 'manual' as const,
  });
  await t.db
    .insertInto('workforce_plan_days')
    .values([plan('2026-01-30', 8), plan('2026-01-31', 0), plan('2026-02-02', 7.25)])
    .execute();
  await same('plan');
  await t.db
    .updateTable('workforce_plan_days')
    .set({ planned_hours: '0' })
    .where('project_id', '=', site.projectId)
    .where('plan_date', '=', '2026-01-30')
    .execute();
  expect(await same('plan')).toEqual([
    expect.objectContaining({ month: '2026-01-01', h: '0.00', first: null, last: null }),
    expect.objectContaining({ month: '2026-02-01', h: '7.25', first: '2026-02-02' }),
  ]);
  await t.db
    .deleteFrom('workforce_plan_days')
    .where('project_id', '=', site.projectId)
    .where('plan_date', '<', '2026-02-01')
    .execute();
  expect(await same('plan')).toHaveLength(1);
  await t.db
    .deleteFrom('contracts')
    .where('project_id', '=', site.projectId)
    .where('contract_id', '=', contract_id)
    .execute();
  expect(await same('plan')).toEqual([]);
});

describe('figures to date read from month totals equal the whole history added up', () => {
  it('on any day: first and last of a month, a week that crosses months, ranges of any span', async () => {
    const site2 = await createSite(t.db, 'Month totals, long history');
    const p = site2.projectId;
    const contracts = [site2.contracts.electrical, site2.contracts.plumbing];
    // 430 days of history and a plan from 400 days ago to 120 ahead, hours in hundredths.
    await sql`
      INSERT INTO contract_days (project_id, contract_id, timesheet_date, worker_count, onsite_net_hours,
        gross_hours, day_shift_count, night_shift_count, not_applicable_count)
      SELECT ${p}, c, d::date, 1 + (c + extract(doy FROM d)::int) % 7,
        ((c * 37 + extract(doy FROM d)::int * 13) % 1000) / 100.0, 0, 0, 0, 0
      FROM unnest(${contracts}::int[]) AS c, generate_series(${recentDate(430)}::date, ${recentDate(0)}::date, '1 day') AS d
    `.execute(t.db);
    await sql`
      INSERT INTO workforce_plan_days (project_id, contract_id, plan_date, planned_headcount, planned_hours, source)
      SELECT ${p}, c, d::date, 2, CASE WHEN extract(dow FROM d) = 0 THEN 0
        ELSE ((c * 11 + extract(doy FROM d)::int * 7) % 1600) / 100.0 END, 'manual'
      FROM unnest(${contracts}::int[]) AS c, generate_series(${recentDate(400)}::date, ${addDays(recentDate(0), 120)}::date, '1 day') AS d
    `.execute(t.db);

    const naiveActuals = async (date: string, weekBefore: string) =>
      (
        await sql<Record<string, unknown>>`
          SELECT contract_id,
            coalesce(sum(onsite_net_hours) FILTER (WHERE timesheet_date < ${date}), 0)::float8 AS actual_to_date,
            coalesce(sum(onsite_net_hours) FILTER (WHERE timesheet_date < ${weekBefore}), 0)::float8 AS actual_week_before,
            coalesce(sum(worker_count) FILTER (WHERE timesheet_date = ${date}), 0)::int AS onsite
          FROM contract_days WHERE project_id = ${p} AND timesheet_date <= ${date}
          GROUP BY contract_id ORDER BY contract_id`.execute(t.db)
      ).rows;
    const naivePlans = async (date: string) =>
      (
        await sql<Record<string, unknown>>`
          SELECT contract_id,
            coalesce(sum(planned_hours) FILTER (WHERE plan_date < ${date}), 0)::float8 AS planned_to_date,
            sum(planned_hours)::float8 AS planned_total,
            coalesce(sum(planned_headcount) FILTER (WHERE plan_date = ${date}), 0)::int AS planned_headcount,
            to_char(min(plan_date) FILTER (WHERE planned_hours > 0), 'YYYY-MM-DD') AS first_date,
            to_char(max(plan_date) FILTER (WHERE planned_hours > 0), 'YYYY-MM-DD') AS last_date
          FROM workforce_plan_days WHERE project_id = ${p}
          GROUP BY contract_id ORDER BY contract_id`.execute(t.db)
      ).rows;
    const byContract = <T extends { contract_id: number }>(rows: T[]) =>
      [...rows].sort((a, b) => a.contract_id - b.contract_id);

    const today = recentDate(0);
    const monthStart = `${today.slice(0, 7)}-01`;
    const days = [
      today,
      monthStart,
      addDays(monthStart, -1),
      addDays(monthStart, 3), // its week before is in the month before
      recentDate(200),
      recentDate(429),
      addDays(today, 60),
    ];
    for (const date of days) {
      const weekBefore = addDays(date, -7);
      expect(byContract(await repo.actualsAsOf(t.db, p, date, weekBefore)), date).toEqual(
        await naiveActuals(date, weekBefore),
      );
      expect(byContract(await repo.plansAsOf(t.db, p, date)), date).toEqual(await naivePlans(date));
      for (const [start, end] of [
        [addDays(date, -365), date],
        [addDays(date, -6), date],
        [addDays(date, -40), addDays(date, 30)],
      ] as const) {
        const dates = { today: date, weekBefore, start, end };
        const actuals = await breakoutActuals(t.db, p, dates, contracts);
        const plans = await breakoutPlans(t.db, p, dates, contracts.slice(0, 1));
        const naive = await naiveActuals(date, weekBefore);
        expect(
          byContract(actuals.contracts).map(
            ({ contract_id, actual_to_date, actual_week_before, onsite }) => ({
              contract_id,
              actual_to_date,
              actual_week_before,
              onsite,
            }),
          ),
          `${date} ${start}…${end}`,
        ).toEqual(naive);
        expect(
          byContract(plans.contracts).map(
            ({
              contract_id,
              planned_to_date,
              planned_total,
              planned_headcount,
              first_date,
              last_date,
            }) => ({
              contract_id,
              planned_to_date,
              planned_total,
              planned_headcount,
              first_date,
              last_date,
            }),
          ),
          `${date} ${start}…${end}`,
        ).toEqual(await naivePlans(date));
        // The range's own figures: the days of the range, added up the long way.
        const inRange = (
          await sql<{ contract_id: number; h: number }>`
            SELECT contract_id, coalesce(sum(onsite_net_hours), 0)::float8 AS h FROM contract_days
            WHERE project_id = ${p} AND timesheet_date BETWEEN ${start} AND ${end}
            GROUP BY contract_id ORDER BY contract_id`.execute(t.db)
        ).rows;
        for (const row of inRange) {
          expect(
            actuals.contracts.find((c) => c.contract_id === row.contract_id)?.actual_in_range,
          ).toBe(row.h);
        }
        const series = (
          await sql<{ date: string; hours: number }>`
            SELECT to_char(plan_date, 'YYYY-MM-DD') AS date, sum(planned_hours)::float8 AS hours
            FROM workforce_plan_days WHERE project_id = ${p} AND contract_id = ${contracts[0]!}
              AND plan_date BETWEEN ${start} AND ${end}
            GROUP BY plan_date ORDER BY plan_date`.execute(t.db)
        ).rows;
        expect(
          [...plans.days]
            .sort((a, b) => a.date.localeCompare(b.date))
            .map(({ date: d, hours }) => ({ date: d, hours })),
        ).toEqual(series);
      }
    }
  });
});
