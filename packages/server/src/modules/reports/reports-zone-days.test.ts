import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { fillWorkerDayZones } from '../../db/migrations/202611281100-engine-worker-day-zones.ts';
import { reportsFixture, type ReportsFixture } from './reports-fixture.ts';

// What the zone reports and undetected devices read (docs/domain.md "Zone timesheets"): kept by
// presence as reads arrive, and derived by the migration from the reads of existing worker-days.
let t: TestApp;
let f: ReportsFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await reportsFixture(t, 'Zone Days');
});
afterAll(() => t.close());

it('reads zone times and badges that presence keeps as the migration derives them from the reads', async () => {
  const kept = async () => ({
    days: await t.db
      .selectFrom('worker_days')
      .select(['worker_id', 'timesheet_date', 'tag_ids'])
      .where('project_id', '=', f.site.projectId)
      .orderBy('worker_id')
      .orderBy('timesheet_date')
      .execute(),
    zones: await t.db
      .selectFrom('worker_zone_days')
      .selectAll()
      .where('project_id', '=', f.site.projectId)
      .orderBy('worker_id')
      .orderBy('timesheet_date')
      .orderBy('project_zone_id')
      .execute(),
  });
  const byPresence = await kept();
  expect(byPresence.zones.length).toBeGreaterThan(2);
  expect(byPresence.days.some((d) => d.tag_ids.length > 0)).toBe(true);
  await t.db
    .updateTable('worker_days')
    .set({ tag_ids: [] })
    .where('project_id', '=', f.site.projectId)
    .execute();
  await t.db.deleteFrom('worker_zone_days').where('project_id', '=', f.site.projectId).execute();
  await fillWorkerDayZones(t.db as unknown as Kysely<unknown>);
  expect(await kept()).toEqual(byPresence);
});

it('replaces a worker-day’s zones when presence recomputes it', async () => {
  const projectId = f.site.projectId;
  const day = await t.db
    .selectFrom('worker_zone_days')
    .select(['worker_id', 'timesheet_date'])
    .where('project_id', '=', projectId)
    .orderBy('worker_id')
    .executeTakeFirstOrThrow();
  // Every read of that worker-day now in one zone, as if its readers had been placed there.
  const zone = f.site.zones.level1;
  await t.db
    .updateTable('tag_reads')
    .set({ project_zone_id: zone })
    .where('project_id', '=', projectId)
    .where('worker_id', '=', day.worker_id)
    .where('timesheet_date', '=', day.timesheet_date)
    .execute();
  await t.db
    .insertInto('presence_dirty')
    .values({ project_id: projectId, worker_id: day.worker_id, timesheet_date: day.timesheet_date })
    .execute();
  await t.app.services.engine.processAllPresence();

  const reads = await t.db
    .selectFrom('tag_reads')
    .select('read_at')
    .where('project_id', '=', projectId)
    .where('worker_id', '=', day.worker_id)
    .where('timesheet_date', '=', day.timesheet_date)
    .orderBy('read_at')
    .execute();
  // Derived here from the raw reads: the gaps of at most 30 minutes between consecutive reads.
  let expected = 0;
  for (let i = 1; i < reads.length; i++) {
    const gap = reads[i]!.read_at.getTime() - reads[i - 1]!.read_at.getTime();
    if (gap <= 30 * 60_000) expected += gap;
  }
  const zones = await t.db
    .selectFrom('worker_zone_days')
    .select(['project_zone_id', 'zone_ms'])
    .where('project_id', '=', projectId)
    .where('worker_id', '=', day.worker_id)
    .where('timesheet_date', '=', day.timesheet_date)
    .execute();
  expect(zones).toEqual([{ project_zone_id: zone, zone_ms: expected }]);
});
