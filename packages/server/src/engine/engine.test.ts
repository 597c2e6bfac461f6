import type { IngestReadsResponse } from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { aliceDay, createSite, recentDate, type Site } from '../../test/engine-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

function ingest(site: Site, reads: readonly unknown[], key = site.key) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/ingest/reads',
    headers: { 'x-gateway-key': key },
    payload: { Reads: reads },
  });
}

async function workerDays(projectId: number) {
  const rows = await t.db
    .selectFrom('worker_days')
    .select([
      'worker_id',
      'timesheet_date',
      'contract_id',
      'first_seen_at',
      'last_seen_at',
      'gross_hours',
      'onsite_net_hours',
      'shift_type',
      'read_count',
    ])
    .where('project_id', '=', projectId)
    .orderBy('worker_id')
    .orderBy('timesheet_date')
    .execute();
  return rows;
}

async function storedReads(projectId: number) {
  return t.db
    .selectFrom('tag_reads')
    .select([
      'tag',
      'read_at',
      'worker_id',
      'project_zone_id',
      'read_direction_id',
      'access_type',
      'did_worker_have_access',
      'timesheet_date',
    ])
    .where('project_id', '=', projectId)
    .orderBy('read_at')
    .execute();
}

describe('POST /api/v2/ingest/reads', () => {
  it('refuses a missing or unknown key', async () => {
    const site = await createSite(t.db, 'Keyless');
    const reads = aliceDay(site, recentDate());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/ingest/reads',
          payload: { Reads: reads },
        })
      ).statusCode,
    ).toBe(401);
    expect((await ingest(site, reads, 'slg_not-a-key')).statusCode).toBe(401);
  });

  it('stores a batch, resolving each read at its instant, and answers only then', async () => {
    const site = await createSite(t.db, 'Happy path');
    const date = recentDate();
    const res = await ingest(site, aliceDay(site, date));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Accepted: 7, Duplicates: 0, Rejected: [], UnassignedTags: 0 });
    const reads = await storedReads(site.projectId);
    expect(reads).toHaveLength(7);
    expect(
      reads.every((r) => r.worker_id === site.workers.alice && r.timesheet_date === date),
    ).toBe(true);
    expect(reads.map((r) => r.read_direction_id)).toEqual([2, 1, 1, 3, 2, 1, 3]);
    expect(reads[2]).toMatchObject({
      project_zone_id: site.zones.electricalRoom,
      access_type: 1,
      did_worker_have_access: true,
    });
  });

  it('refuses a malformed batch whole, with the reasons, storing nothing', async () => {
    const site = await createSite(t.db, 'Malformed');
    const reads: unknown[] = aliceDay(site, recentDate());
    reads.push({
      ReaderSerial: site.serial('GATE-1'),
      Port: 1,
      Tag: 'X',
      Time: 'yesterday',
      Source: 1,
    });
    const res = await ingest(site, reads);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('Reads.7.Time');
    expect(await storedReads(site.projectId)).toHaveLength(0);
    expect((await ingest(site, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 5001 }, () => aliceDay(site, recentDate())[0]);
    expect((await ingest(site, tooMany)).statusCode).toBe(400);
  });

  it('rejects reads of unknown readers by index and stores the rest; keeps unknown tags', async () => {
    const site = await createSite(t.db, 'Partial');
    const date = recentDate();
    const reads = [
      site.read('GATE-1', 1, site.tag('T-BOB'), date, '06:50'),
      {
        ...site.read('GATE-1', 1, site.tag('T-BOB'), date, '06:51'),
        ReaderSerial: 'NO-SUCH-READER',
      },
      site.read('GATE-1', 3, site.tag('T-BOB'), date, '06:52'), // the gate reader has two ports
      site.read('GATE-1', 1, 'VISITOR-77', date, '07:00'),
      site.read('FLOOR-1', 1, site.tag('T-SPARE'), date, '07:05'),
    ];
    const body = (await ingest(site, reads)).json<IngestReadsResponse>();
    expect(body.Accepted).toBe(3);
    expect(body.UnassignedTags).toBe(2);
    expect(body.Rejected.map((r) => r.Index)).toEqual([1, 2]);
    expect(body.Rejected[0]?.Reason).toContain('NO-SUCH-READER');
    const unassigned = await t.db
      .selectFrom('unassigned_tag_days')
      .select(['tag', 'read_count'])
      .where('project_id', '=', site.projectId)
      .orderBy('tag')
      .execute();
    expect(unassigned.map((u) => u.tag)).toEqual([site.tag('T-SPARE'), 'VISITOR-77'].sort());
  });

  it('stores the same read once, however often it is sent', async () => {
    const site = await createSite(t.db, 'Duplicates');
    const reads = aliceDay(site, recentDate());
    await ingest(site, reads);
    const again = (await ingest(site, [...reads, reads[0]!])).json<IngestReadsResponse>();
    expect(again).toMatchObject({ Accepted: 0, Duplicates: 8 });
    expect(await storedReads(site.projectId)).toHaveLength(7);
    const unassigned = await t.db
      .selectFrom('unassigned_tag_days')
      .selectAll()
      .where('project_id', '=', site.projectId)
      .execute();
    expect(unassigned).toHaveLength(0);
  });

  it('counts a retried batch that carries new reads too: only the new ones are accepted', async () => {
    const site = await createSite(t.db, 'Partial retry');
    const reads = aliceDay(site, recentDate());
    await ingest(site, reads.slice(0, 4));
    const retry = (await ingest(site, reads)).json<IngestReadsResponse>();
    expect(retry).toMatchObject({ Accepted: reads.length - 4, Duplicates: 4 });
    expect(await storedReads(site.projectId)).toHaveLength(reads.length);
  });

  it('refuses reads from the future and from long ago, one by one', async () => {
    const site = await createSite(t.db, 'Clock');
    const future = {
      ...site.read('GATE-1', 1, site.tag('T-BOB'), recentDate(0), '00:00'),
      Time: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const ancient = { ...future, Time: '2020-01-01T12:00:00Z' };
    const body = (
      await ingest(site, [future, ancient, aliceDay(site, recentDate())[0]])
    ).json<IngestReadsResponse>();
    expect(body.Rejected.map((r) => r.Reason)).toEqual([
      'Time is in the future.',
      'Time is too old.',
    ]);
    expect(body.Accepted).toBe(1);
  });

  it('keeps reads in the month’s partition', async () => {
    const site = await createSite(t.db, 'Partitions');
    await ingest(site, aliceDay(site, recentDate()));
    const rows = await sql<{
      part: string;
    }>`SELECT DISTINCT tableoid::regclass::text AS part FROM tag_reads WHERE project_id = ${site.projectId}`.execute(
      t.db,
    );
    expect(rows.rows.map((r) => r.part)).toEqual([
      `tag_reads_${recentDate().slice(0, 7).replace('-', '_')}`,
    ]);
  });
});

describe('presence', () => {
  it('turns a day of reads into the worker-day', async () => {
    const site = await createSite(t.db, 'Presence');
    const date = recentDate();
    await ingest(site, aliceDay(site, date));
    await t.app.services.engine.processAllPresence();
    const [day] = await workerDays(site.projectId);
    expect(day).toMatchObject({
      worker_id: site.workers.alice,
      timesheet_date: date,
      contract_id: site.contracts.electrical,
      gross_hours: '8.75',
      onsite_net_hours: '8.25',
      shift_type: 'Day',
      read_count: 7,
    });
    const lastSeen = await t.db
      .selectFrom('worker_last_seen')
      .selectAll()
      .where('worker_id', '=', site.workers.alice)
      .executeTakeFirstOrThrow();
    expect(lastSeen).toMatchObject({ project_zone_id: site.zones.gate, read_direction_id: 3 });
    expect(await t.app.services.engine.presenceBacklog()).toMatchObject({ pending: 0 });
  });

  it('late, out-of-order and repeated batches give what one ordered batch gives', async () => {
    const ordered = await createSite(t.db, 'Ordered');
    const shuffled = await createSite(t.db, 'Shuffled');
    const date = recentDate();
    const night = recentDate(8);
    const day = (s: Site) => [
      ...aliceDay(s, date),
      s.read('GATE-1', 1, s.tag('T-BOB'), night, '21:30'),
      s.read('FLOOR-1', 1, s.tag('T-BOB'), date, '01:15'),
      // Before the 03:00 workday boundary: still the night that began the day before.
      s.read('GATE-1', 2, s.tag('T-BOB'), date, '02:45'),
    ];
    await ingest(ordered, day(ordered));
    await t.app.services.engine.processAllPresence();

    const reads = day(shuffled);
    const order = [9, 3, 0, 6, 1, 8, 2, 5, 4, 7];
    for (const batch of [order.slice(0, 3), order.slice(3, 6), [...order.slice(6), 0, 3]]) {
      await ingest(
        shuffled,
        batch.map((i) => reads[i]!),
      );
      await t.app.services.engine.processPresence(1); // processing interleaves with arrival
    }
    await t.app.services.engine.processAllPresence();

    const strip = (rows: Awaited<ReturnType<typeof workerDays>>, s: Site) =>
      rows.map((r) => ({
        ...r,
        worker_id: r.worker_id === s.workers.alice ? 'alice' : 'bob',
        contract_id: r.contract_id === s.contracts.electrical ? 'e' : 'p',
      }));
    const a = strip(await workerDays(ordered.projectId), ordered);
    const b = strip(await workerDays(shuffled.projectId), shuffled);
    expect(b).toEqual(a);
    // Bob's night shift stays on the date it began.
    expect(a.find((r) => r.worker_id === 'bob')).toMatchObject({
      timesheet_date: night,
      shift_type: 'Night',
      gross_hours: '5.25',
    });
  });

  it('resolves a badge handed over at noon to each holder in turn', async () => {
    const site = await createSite(t.db, 'Handover');
    const date = recentDate();
    const noon = (await import('../lib/time.ts')).zonedTimeToInstant(
      date,
      '12:00',
      'America/New_York',
    );
    await t.db
      .updateTable('worker_tags')
      .set({ valid_to: noon })
      .where('tag_id', '=', site.tagIds.alice)
      .execute();
    await t.db
      .insertInto('worker_tags')
      .values({
        project_id: site.projectId,
        worker_id: site.workers.bob,
        tag_id: site.tagIds.alice,
        start_date: date,
        valid_from: noon,
      })
      .execute();
    const t1 = site.tag('T-ALICE');
    await ingest(site, [
      site.read('FLOOR-1', 1, t1, date, '11:59'),
      site.read('FLOOR-1', 1, t1, date, '12:00'),
    ]);
    const reads = await storedReads(site.projectId);
    expect(reads.map((r) => r.worker_id)).toEqual([site.workers.alice, site.workers.bob]);
  });

  it('follows a reader moved mid-day to its new zone from that instant', async () => {
    const site = await createSite(t.db, 'Moved');
    const date = recentDate();
    const { zonedTimeToInstant } = await import('../lib/time.ts');
    const move = zonedTimeToInstant(date, '10:00', 'America/New_York');
    const current = await t.db
      .selectFrom('reader_assignments')
      .select('reader_assignment_id')
      .where('reader_id', '=', site.readers.floor)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('reader_assignments')
      .set({ valid_to: move })
      .where('reader_assignment_id', '=', current.reader_assignment_id)
      .execute();
    const next = await t.db
      .insertInto('reader_assignments')
      .values({
        project_id: site.projectId,
        reader_id: site.readers.floor,
        valid_from: move,
        project_zone_id: site.zones.electricalRoom,
        location_name: 'moved',
      })
      .returning('reader_assignment_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('reader_assignment_ports')
      .values({
        project_id: site.projectId,
        reader_assignment_id: next.reader_assignment_id,
        port: 1,
        project_zone_id: site.zones.electricalRoom,
      })
      .execute();
    const bob = site.tag('T-BOB');
    await ingest(site, [
      site.read('FLOOR-1', 1, bob, date, '09:59'),
      site.read('FLOOR-1', 1, bob, date, '10:01'),
    ]);
    const reads = await storedReads(site.projectId);
    expect(reads.map((r) => [r.project_zone_id, r.access_type])).toEqual([
      [site.zones.level1, 1],
      [site.zones.electricalRoom, 0], // the plumber has no access to the electrical room
    ]);
  });

  it('resolves a batch against the configuration changed since the last one (port moved, reader added)', async () => {
    const site = await createSite(t.db, 'Changed between batches');
    const date = recentDate();
    const bob = site.tag('T-BOB');
    // The first batch loads the configuration; the insert checks it is still current each time.
    expect((await ingest(site, [site.read('FLOOR-1', 1, bob, date, '09:00')])).statusCode).toBe(
      200,
    );
    await t.db
      .updateTable('reader_assignment_ports')
      .set({ project_zone_id: site.zones.electricalRoom })
      .where('project_id', '=', site.projectId)
      .where('project_zone_id', '=', site.zones.level1)
      .execute();
    // The port's new zone: the insert finds the version moved, and the batch is resolved again.
    const moved = await ingest(site, [site.read('FLOOR-1', 1, bob, date, '09:01')]);
    expect(moved.json()).toMatchObject({ Accepted: 1, Rejected: [] });
    // A reader added: its read is refused by the old configuration, which is then looked at again.
    await t.db
      .insertInto('readers')
      .values({
        project_id: site.projectId,
        hardware_model_id: 1,
        manufacturer_serial_number: `NEW-1-${site.projectId}`,
        access_points_count: 1,
      })
      .execute();
    const added = await ingest(site, [
      { ...site.read('FLOOR-1', 1, bob, date, '09:02'), ReaderSerial: `NEW-1-${site.projectId}` },
    ]);
    expect(added.json()).toMatchObject({ Accepted: 1, Rejected: [] });
    const reads = await storedReads(site.projectId);
    expect(reads.map((r) => [r.project_zone_id, r.access_type])).toEqual([
      [site.zones.level1, 1],
      [site.zones.electricalRoom, 0], // the plumber may not enter it
      [null, 1], // the new reader, not placed yet
    ]);
  });

  it('reprocessing a day after a correction equals processing it once under the corrected setup', async () => {
    const before = await createSite(t.db, 'Reprocess');
    const clean = await createSite(t.db, 'Reprocess clean');
    const date = recentDate();
    const spare = (s: Site) => [
      s.read('GATE-1', 1, s.tag('T-SPARE'), date, '07:00'),
      s.read('FLOOR-1', 1, s.tag('T-SPARE'), date, '09:00'),
      s.read('GATE-1', 2, s.tag('T-SPARE'), date, '15:00'),
    ];
    // The correction: the spare badge was Bob's all along.
    const assignSpareToBob = (s: Site) =>
      t.db
        .insertInto('worker_tags')
        .values({
          project_id: s.projectId,
          worker_id: s.workers.bob,
          tag_id: s.tagIds.spare,
          start_date: '2020-01-01',
        })
        .execute();

    await ingest(before, spare(before));
    await t.app.services.engine.processAllPresence();
    expect(await workerDays(before.projectId)).toHaveLength(0);
    await assignSpareToBob(before);
    await t.app.services.engine.reprocessDay(before.projectId, date);
    await t.app.services.engine.processAllPresence();

    await assignSpareToBob(clean);
    await ingest(clean, spare(clean));
    await t.app.services.engine.processAllPresence();

    const norm = async (s: Site) =>
      (await workerDays(s.projectId)).map((r) => ({
        ...r,
        worker_id: r.worker_id === s.workers.bob,
        contract_id: 0,
      }));
    expect(await norm(before)).toEqual(await norm(clean));
    expect(await norm(before)).toHaveLength(1);
    const unassigned = await t.db
      .selectFrom('unassigned_tag_days')
      .selectAll()
      .where('project_id', '=', before.projectId)
      .execute();
    expect(unassigned).toHaveLength(0);
  });
});

describe('access and reader status', () => {
  it('records a denied read in a zone the worker may not enter', async () => {
    const site = await createSite(t.db, 'Denied');
    const date = recentDate();
    await ingest(site, [
      site.read('ROOM-1', 1, site.tag('T-BOB'), date, '10:00'),
      site.read('ROOM-1', 1, site.tag('T-ALICE'), date, '10:00'),
    ]);
    const reads = await storedReads(site.projectId);
    const byWorker = new Map(reads.map((r) => [r.worker_id, r]));
    expect(byWorker.get(site.workers.bob)).toMatchObject({
      access_type: 0,
      did_worker_have_access: false,
    });
    expect(byWorker.get(site.workers.alice)).toMatchObject({
      access_type: 1,
      did_worker_have_access: true,
    });
  });

  it('marks a mobile read as a check-in', async () => {
    const site = await createSite(t.db, 'Mobile');
    await ingest(site, [
      { ...site.read('GATE-1', 1, site.tag('T-BOB'), recentDate(), '07:00'), Source: 2 },
    ]);
    expect((await storedReads(site.projectId))[0]?.access_type).toBe(2);
  });

  it('hears readers through batches and heartbeats, with their power source', async () => {
    const site = await createSite(t.db, 'Heartbeat');
    await ingest(site, aliceDay(site, recentDate()).slice(0, 1));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/ingest/status',
      headers: { 'x-gateway-key': site.key },
      payload: { ReaderSerial: site.serial('FLOOR-1'), PowerSource: 'Battery', BatteryLevel: 64 },
    });
    expect(res.statusCode).toBe(204);
    const readers = await t.db
      .selectFrom('readers')
      .select(['reader_id', 'last_heard_at', 'power_status', 'battery_level'])
      .where('project_id', '=', site.projectId)
      .execute();
    const byId = new Map(readers.map((r) => [r.reader_id, r]));
    expect(byId.get(site.readers.gate)?.last_heard_at).not.toBeNull();
    expect(byId.get(site.readers.floor)).toMatchObject({ power_status: 2, battery_level: 64 });
    expect(byId.get(site.readers.room)?.last_heard_at).toBeNull();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v2/ingest/status',
      headers: { 'x-gateway-key': site.key },
      payload: { ReaderSerial: 'NOPE', PowerSource: 'Battery' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
