import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { reportsFixture, type ReportsFixture } from './reports-fixture.ts';

// What the zone reports and undetected devices read (docs/domain.md "Zone timesheets"): each
// worker-day's zones and badges, summed off presence's path from the reads presence queued.
let t: TestApp;
let f: ReportsFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await reportsFixture(t, 'Zone Days');
});
afterAll(() => t.close());

const GAP_MS = 30 * 60_000;

/** Derived here from the raw reads: per worker-day, each zone's spans and the badges read. */
async function fromReads(projectId: number) {
  const reads = await t.db
    .selectFrom('tag_reads')
    .select(['worker_id', 'timesheet_date', 'read_at', 'reader_id', 'port', 'project_zone_id'])
    .select('tag_id')
    .where('project_id', '=', projectId)
    .where('worker_id', 'is not', null)
    .orderBy('worker_id')
    .orderBy('timesheet_date')
    .orderBy('read_at')
    .orderBy('reader_id')
    .orderBy('port')
    .execute();
  const zones = new Map<string, number>();
  const tags = new Set<string>();
  reads.forEach((r, i) => {
    const day = `${r.worker_id}|${r.timesheet_date}`;
    if (r.tag_id !== null) tags.add(`${day}|${r.tag_id}`);
    if (r.project_zone_id === null) return;
    const key = `${day}|${r.project_zone_id}`;
    const before = reads[i - 1];
    const gap = before ? r.read_at.getTime() - before.read_at.getTime() : Infinity;
    const span =
      before &&
      `${before.worker_id}|${before.timesheet_date}` === day &&
      before.project_zone_id === r.project_zone_id &&
      gap <= GAP_MS
        ? gap
        : 0;
    zones.set(key, (zones.get(key) ?? 0) + span);
  });
  return { zones, tags };
}

async function summed(projectId: number) {
  const zones = await t.db
    .selectFrom('worker_zone_days')
    .select(['worker_id', 'timesheet_date', 'project_zone_id', 'zone_ms'])
    .where('project_id', '=', projectId)
    .execute();
  const tags = await t.db
    .selectFrom('worker_day_tags')
    .select(['worker_id', 'timesheet_date', 'tag_id'])
    .where('project_id', '=', projectId)
    .execute();
  return {
    zones: new Map(
      zones.map((z) => [`${z.worker_id}|${z.timesheet_date}|${z.project_zone_id}`, z.zone_ms]),
    ),
    tags: new Set(tags.map((d) => `${d.worker_id}|${d.timesheet_date}|${d.tag_id}`)),
  };
}

it('sums each worker-day’s time per zone and its badges from the reads, once presence queued it', async () => {
  const projectId = f.site.projectId;
  expect((await summed(projectId)).zones.size).toBe(0);
  expect((await t.app.services.zoneDays.backlog()).pending).toBeGreaterThan(0);
  await t.app.services.zoneDays.processAll();
  const expected = await fromReads(projectId);
  expect([...expected.zones.values()].some((ms) => ms > 0)).toBe(true);
  expect(await summed(projectId)).toEqual(expected);
  expect((await t.app.services.zoneDays.backlog()).pending).toBe(0);
});

it('replaces a worker-day’s zones when presence recomputes it', async () => {
  const projectId = f.site.projectId;
  await t.app.services.zoneDays.processAll();
  const day = await t.db
    .selectFrom('worker_zone_days')
    .select(['worker_id', 'timesheet_date'])
    .where('project_id', '=', projectId)
    .groupBy(['worker_id', 'timesheet_date'])
    .having((eb) => eb.fn.countAll(), '>', 1)
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
  // A report's range is summed before it reads, whatever the background loop has done.
  await t.app.services.zoneDays.catchUp(projectId, day.timesheet_date, day.timesheet_date);

  const expected = await fromReads(projectId);
  const now = await summed(projectId);
  expect(now).toEqual(expected);
  const ofDay = [...now.zones.keys()].filter((k) =>
    k.startsWith(`${day.worker_id}|${day.timesheet_date}|`),
  );
  expect(ofDay).toEqual([`${day.worker_id}|${day.timesheet_date}|${zone}`]);
});
