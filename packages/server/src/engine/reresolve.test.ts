import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../test/app.ts';
import { addDays } from '../lib/time.ts';
import { createSite, recentDate, type Site } from '../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../test/factories.ts';

// DOMAIN.md: assignments are facts about time. A change for instants already read — a reader's
// first placement after its reads, a badge ended on a past date — resolves those reads again
// and every figure of the days follows, through a request written with the change and answered
// by the engine's loop (driven by hand here).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

const ingest = (site: Site, reads: readonly unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/ingest/reads',
    headers: { 'x-gateway-key': site.key },
    payload: { Reads: reads },
  });

async function settle() {
  await t.app.services.engine.processAllPresence();
  while (await t.app.services.readResolution.processNext()) {
    await t.app.services.engine.processAllPresence();
  }
  await t.app.services.engine.processAllPresence();
}

async function manager(site: Site) {
  const user = await createUser(t.db);
  await addMember(t.db, site.projectId, user.userId, [
    'ManageZones',
    'WorkerTags',
    'CanDoRegistrations',
  ]);
  return tokensFor(t.app, user.email, PASSWORD);
}

const readsOf = (projectId: number, tag: string) =>
  t.db
    .selectFrom('tag_reads')
    .select(['worker_id', 'project_zone_id', 'timesheet_date'])
    .where('project_id', '=', projectId)
    .where('tag', '=', tag)
    .orderBy('read_at')
    .execute();

const daysOf = (projectId: number, workerId: number) =>
  t.db
    .selectFrom('worker_days')
    .select(['timesheet_date', 'read_count'])
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .execute();

describe('reads resolved again when an assignment changes for instants already read', () => {
  it('a reader placed after its first reads loses none of them', async () => {
    const site = await createSite(t.db, 'Placed late');
    const date = recentDate();
    // Registered a week before the reads, heard, but nobody placed it yet.
    const { reader_id: readerId } = await t.db
      .insertInto('readers')
      .values({
        project_id: site.projectId,
        manufacturer_serial_number: site.serial('LATE-1'),
        hardware_model_id: 1,
        access_points_count: 1,
        created_at: new Date(`${addDays(date, -7)}T12:00:00Z`),
      })
      .returning('reader_id')
      .executeTakeFirstOrThrow();
    const alice = site.tag('T-ALICE');
    const res = await ingest(site, [
      site.read('LATE-1', 1, alice, date, '09:00'),
      site.read('LATE-1', 1, alice, date, '11:00'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect((await readsOf(site.projectId, alice)).map((r) => r.project_zone_id)).toEqual([
      null,
      null,
    ]);

    const tokens = await manager(site);
    const url = `/api/v1/project/${site.projectId}/readers/${readerId}/assignments/current`;
    const placed = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(tokens),
      payload: {
        ProjectId: site.projectId,
        ReaderId: readerId,
        ProjectZoneId: site.zones.level1,
        LocationName: 'Level 1 east',
        ReadDirectionId: 1,
        ReaderAssignmentPorts: [],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await settle();
    expect((await readsOf(site.projectId, alice)).map((r) => r.project_zone_id)).toEqual([
      site.zones.level1,
      site.zones.level1,
    ]);
    const lastSeen = await t.db
      .selectFrom('worker_last_seen')
      .select('project_zone_id')
      .where('project_id', '=', site.projectId)
      .where('worker_id', '=', site.workers.alice)
      .executeTakeFirst();
    expect(lastSeen?.project_zone_id).toBe(site.zones.level1);
    // Nothing left to answer: asking again changes nothing.
    expect(await t.app.services.readResolution.processNext()).toBe(false);
  });

  it('a first placement takes every read the reader sent, also those timed before its registration', async () => {
    const site = await createSite(t.db, 'Buffered first morning');
    const date = recentDate();
    // Registered at 10:00; the gateway was powered at dawn and sends what it buffered.
    const { reader_id: readerId } = await t.db
      .insertInto('readers')
      .values({
        project_id: site.projectId,
        manufacturer_serial_number: site.serial('DAWN-1'),
        hardware_model_id: 1,
        access_points_count: 1,
        created_at: new Date(site.read('DAWN-1', 1, 'x', date, '10:00').Time),
      })
      .returning('reader_id')
      .executeTakeFirstOrThrow();
    const alice = site.tag('T-ALICE');
    expect((await ingest(site, [site.read('DAWN-1', 1, alice, date, '09:00')])).statusCode).toBe(
      200,
    );
    // An older batch arrives later: the earliest read goes back with it.
    expect((await ingest(site, [site.read('DAWN-1', 1, alice, date, '07:00')])).statusCode).toBe(
      200,
    );
    await settle();
    const earliest = await t.db
      .selectFrom('readers')
      .select('first_read_at')
      .where('reader_id', '=', readerId)
      .executeTakeFirstOrThrow();
    const [first] = (await readsOf(site.projectId, alice)) as { project_zone_id: number | null }[];
    expect(first?.project_zone_id).toBeNull();
    expect(earliest.first_read_at?.toISOString()).toBe(
      new Date(site.read('DAWN-1', 1, alice, date, '07:00').Time).toISOString(),
    );

    const tokens = await manager(site);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/project/${site.projectId}/readers/${readerId}/assignments/current`,
      headers: bearer(tokens),
      payload: {
        ProjectId: site.projectId,
        ReaderId: readerId,
        ProjectZoneId: site.zones.level1,
        LocationName: 'Level 1 east',
        ReadDirectionId: 1,
        ReaderAssignmentPorts: [],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await settle();
    // A read from before dawn that the gateway kept until after the placement.
    expect((await ingest(site, [site.read('DAWN-1', 1, alice, date, '06:00')])).statusCode).toBe(
      200,
    );
    await settle();
    expect((await readsOf(site.projectId, alice)).map((r) => r.project_zone_id)).toEqual([
      site.zones.level1,
      site.zones.level1,
      site.zones.level1,
    ]);
    const days = await daysOf(site.projectId, site.workers.alice);
    expect(days.map((d) => d.read_count)).toEqual([3]);
  });

  it('a badge ended on a past date gives its later reads back to no one, and the figures follow', async () => {
    const site = await createSite(t.db, 'Ended late');
    const date = recentDate();
    const bob = site.tag('T-BOB');
    await ingest(site, [
      site.read('GATE-1', 1, bob, date, '07:00'),
      site.read('FLOOR-1', 1, bob, date, '10:00'),
      site.read('GATE-1', 2, bob, date, '15:00'),
    ]);
    await settle();
    expect(await daysOf(site.projectId, site.workers.bob)).toHaveLength(1);

    const tokens = await manager(site);
    const tags = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${site.projectId}/workers/${site.workers.bob}/tags`,
      headers: bearer(tokens),
    });
    const badge = tags.json<{ Tags: { WorkerTagId: number; Tag: string }[] }>().Tags[0]!;
    // Bob gave the badge back two days before those reads; someone else wore it.
    await t.db
      .updateTable('worker_tags')
      .set({ start_date: addDays(date, -30) })
      .where('worker_tag_id', '=', badge.WorkerTagId)
      .execute();
    const ended = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${site.projectId}/workers/${site.workers.bob}/tags/${badge.WorkerTagId}`,
      headers: bearer(tokens),
      payload: { LastDateWorkerHadTag: addDays(date, -2) },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await settle();

    expect((await readsOf(site.projectId, bob)).map((r) => r.worker_id)).toEqual([
      null,
      null,
      null,
    ]);
    expect(await daysOf(site.projectId, site.workers.bob)).toEqual([]);
    const unassigned = await t.db
      .selectFrom('unassigned_tag_days')
      .select(['tag', sql<string>`timesheet_date::text`.as('date')])
      .where('project_id', '=', site.projectId)
      .execute();
    expect(unassigned).toContainEqual({ tag: bob, date });
  });
});
