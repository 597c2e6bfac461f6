import type { TagRead } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TZ, createSite, recentDate, type Site } from '../../test/engine-fixture.ts';
import { addDays, zonedTimeToInstant } from '../lib/time.ts';

// The slips a real site makes every day, driven through the engine (ingest, then presence), and
// what each becomes in worker_days (DOMAIN.md "Presence / timesheet").
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

const date = recentDate(9);
const next = addDays(date, 1);

const OUT = 3;

async function feed(site: Site, ...batches: TagRead[][]) {
  const engine = t.app.services.engine;
  for (const batch of batches) {
    const res = await engine.ingest(site.projectId, batch, { live: false });
    expect(res.Rejected).toEqual([]);
    await engine.processAllPresence();
  }
}

async function days(site: Site, workerId = site.workers.alice) {
  const rows = await t.db
    .selectFrom('worker_days')
    .select([
      'timesheet_date',
      'gross_hours',
      'onsite_net_hours',
      'shift_type',
      'read_count',
      'contract_id',
    ])
    .where('project_id', '=', site.projectId)
    .where('worker_id', '=', workerId)
    .orderBy('timesheet_date')
    .execute();
  return rows.map((r) => ({
    ...r,
    gross_hours: Number(r.gross_hours),
    onsite_net_hours: Number(r.onsite_net_hours),
  }));
}

/** Places `readerId` (port 1) in `zoneId` with `direction` from local `time` on `day` on. */
async function moveReader(
  site: Site,
  readerId: number,
  day: string,
  time: string,
  zoneId: number | null,
  direction = 1,
) {
  const from = zonedTimeToInstant(day, time, TZ);
  await t.db
    .updateTable('reader_assignments')
    .set({ valid_to: from })
    .where('reader_id', '=', readerId)
    .where('valid_to', 'is', null)
    .execute();
  const a = await t.db
    .insertInto('reader_assignments')
    .values({
      project_id: site.projectId,
      reader_id: readerId,
      valid_from: from,
      project_zone_id: zoneId,
      read_direction_id: direction,
      location_name: 'moved',
    })
    .returning('reader_assignment_id')
    .executeTakeFirstOrThrow();
  if (zoneId !== null) {
    await t.db
      .insertInto('reader_assignment_ports')
      .values({
        project_id: site.projectId,
        reader_assignment_id: a.reader_assignment_id,
        port: 1,
        project_zone_id: zoneId,
        read_direction_id: direction,
      })
      .execute();
  }
}

describe('rounding', () => {
  it('a 9.915 h day is stored 9.92', async () => {
    const site = await createSite(t.db, 'Rounding');
    const a = site.tag('T-ALICE');
    await feed(site, [
      site.read('GATE-1', 1, a, date, '06:21:56'),
      site.read('GATE-1', 2, a, date, '16:16:50'),
    ]);
    expect(await days(site)).toMatchObject([{ gross_hours: 9.92, onsite_net_hours: 9.92 }]);
  });
});

describe('gate slips', () => {
  it('an Out with no In, a double In and a lunch exit and re-entry', async () => {
    const site = await createSite(t.db, 'Slips');
    const a = site.tag('T-ALICE');
    const b = site.tag('T-BOB');
    await feed(site, [
      // Alice: the gate missed her In; she is read on the floor at 06:40.
      site.read('FLOOR-1', 1, a, date, '06:40'),
      site.read('GATE-1', 2, a, date, '11:40'), // lunch out: 5 h from 06:40
      site.read('GATE-1', 1, a, date, '12:10'),
      site.read('GATE-1', 1, a, date, '12:11'), // badge held twice to the gate
      site.read('GATE-1', 2, a, date, '15:10'), // 3 h
      // Bob: lunch out through the gate and back in past a gate that missed him.
      site.read('GATE-1', 1, b, date, '07:00'),
      site.read('GATE-1', 2, b, date, '11:00'), // 4 h
      site.read('FLOOR-1', 1, b, date, '11:45'),
      site.read('GATE-1', 2, b, date, '15:45'), // 4 h from 11:45
    ]);
    expect(await days(site)).toMatchObject([
      { timesheet_date: date, gross_hours: 8.5, onsite_net_hours: 8 },
    ]);
    expect(await days(site, site.workers.bob)).toMatchObject([
      { timesheet_date: date, gross_hours: 8.75, onsite_net_hours: 8 },
    ]);
  });

  it('a read at a reader with no zone counts for first and last seen only', async () => {
    const site = await createSite(t.db, 'Zoneless reader');
    await moveReader(site, site.readers.room, addDays(date, -30), '00:00', null);
    const a = site.tag('T-ALICE');
    await feed(site, [
      site.read('ROOM-1', 1, a, date, '06:00'),
      site.read('GATE-1', 1, a, date, '07:00'),
      site.read('GATE-1', 2, a, date, '11:00'),
      site.read('ROOM-1', 1, a, date, '11:30'), // not a way back in
      site.read('GATE-1', 2, a, date, '14:00'),
      site.read('ROOM-1', 1, a, date, '15:00'),
    ]);
    expect(await days(site)).toMatchObject([{ gross_hours: 9, onsite_net_hours: 4 }]);
    const reads = await t.db
      .selectFrom('tag_reads')
      .select(['project_zone_id', 'access_type'])
      .where('project_id', '=', site.projectId)
      .where('reader_id', '=', site.readers.room)
      .execute();
    expect(reads.every((r) => r.project_zone_id === null && r.access_type === 1)).toBe(true);
  });

  it('a read at a reader with no zone is no span on a site without gates', async () => {
    const site = await createSite(t.db, 'Zoneless reader, no gates');
    await t.db
      .updateTable('zones')
      .set({ is_site_entrance_exit: false })
      .where('project_id', '=', site.projectId)
      .execute();
    await moveReader(site, site.readers.room, addDays(date, -30), '00:00', null);
    const a = site.tag('T-ALICE');
    await feed(site, [
      site.read('FLOOR-1', 1, a, date, '07:00'),
      site.read('ROOM-1', 1, a, date, '07:25'),
      site.read('FLOOR-1', 1, a, date, '07:50'), // 50 minutes after the last zoned read
      site.read('FLOOR-1', 1, a, date, '08:10'),
    ]);
    expect(await days(site)).toMatchObject([{ gross_hours: 1.17, onsite_net_hours: 0.33 }]);
  });

  it('a reader moved to the gate mid-day counts as a gate from that instant', async () => {
    const site = await createSite(t.db, 'Moved reader');
    // At noon the floor reader becomes the gate's Out reader.
    await moveReader(site, site.readers.floor, date, '12:00', site.zones.gate, OUT);
    const a = site.tag('T-ALICE');
    await feed(site, [
      site.read('GATE-1', 1, a, date, '07:00'),
      site.read('FLOOR-1', 1, a, date, '11:00'), // on the floor: no Out
      site.read('FLOOR-1', 1, a, date, '15:00'), // through the new gate reader: Out
      site.read('GATE-1', 1, a, date, '15:30'),
      site.read('GATE-1', 2, a, date, '16:30'),
    ]);
    expect(await days(site)).toMatchObject([{ gross_hours: 9.5, onsite_net_hours: 9 }]);
  });
});

describe('sites without gates or shifts', () => {
  it('without entrance/exit zones net hours sum reads ≤ 30 min apart; no shifts is NotApplicable', async () => {
    const site = await createSite(t.db, 'Plain site');
    await t.db
      .updateTable('zones')
      .set({ is_site_entrance_exit: false })
      .where('project_id', '=', site.projectId)
      .execute();
    await t.db
      .updateTable('projects')
      .set({ day_shift_start: null, night_shift_start: null })
      .where('project_id', '=', site.projectId)
      .execute();
    const a = site.tag('T-ALICE');
    await feed(site, [
      site.read('FLOOR-1', 1, a, date, '07:00'),
      site.read('FLOOR-1', 1, a, date, '07:20'),
      site.read('GATE-1', 1, a, date, '07:45'),
      site.read('FLOOR-1', 1, a, date, '09:00'), // 75 minutes: a gap
      site.read('FLOOR-1', 1, a, date, '09:30'),
    ]);
    expect(await days(site)).toMatchObject([
      { gross_hours: 2.5, onsite_net_hours: 1.25, shift_type: 'NotApplicable' },
    ]);
  });
});

describe('reads hours late and out of order', () => {
  it('give what one ordered batch gives, across the boundary too', async () => {
    const pour = (site: Site): TagRead[] => {
      const a = site.tag('T-ALICE');
      return [
        site.read('GATE-1', 1, a, date, '20:00'),
        site.read('FLOOR-1', 1, a, date, '23:30'),
        site.read('FLOOR-1', 1, a, next, '02:30'),
        site.read('FLOOR-1', 1, a, next, '04:45'),
        site.read('GATE-1', 2, a, next, '06:30'),
      ];
    };
    const ordered = await createSite(t.db, 'Ordered');
    await feed(ordered, pour(ordered));
    const late = await createSite(t.db, 'Late gateway');
    const r = pour(late);
    // The morning arrives first; the night's reads come hours later, newest first.
    await feed(late, [r[4]!, r[3]!], [r[2]!], [r[1]!, r[0]!]);
    const expected = [
      { timesheet_date: date, gross_hours: 10.5, onsite_net_hours: 10.5, shift_type: 'Night' },
    ];
    expect(await days(ordered)).toMatchObject(expected);
    expect(await days(late)).toMatchObject(expected);
    expect(await days(late)).toHaveLength(1);
  });
});

describe('continuation', () => {
  it('a 20:00–06:30 pour is one worker-day on its start date, one head', async () => {
    const site = await createSite(t.db, 'Night pour');
    const a = site.tag('T-ALICE');
    const b = site.tag('T-BOB');
    await feed(site, [
      site.read('GATE-1', 1, a, date, '20:00'),
      site.read('FLOOR-1', 1, a, next, '01:00'),
      site.read('FLOOR-1', 1, a, next, '04:00'),
      site.read('GATE-1', 2, a, next, '06:30'),
      // Bob left at 23:00 and came back at 06:00 (7 h later): a new worker-day.
      site.read('GATE-1', 1, b, date, '19:00'),
      site.read('GATE-1', 2, b, date, '23:00'),
      site.read('GATE-1', 1, b, next, '06:00'),
      site.read('GATE-1', 2, b, next, '14:00'),
    ]);
    expect(await days(site)).toEqual([
      expect.objectContaining({ timesheet_date: date, gross_hours: 10.5, onsite_net_hours: 10.5 }),
    ]);
    expect((await days(site, site.workers.bob)).map((d) => d.timesheet_date)).toEqual([date, next]);
    const rollup = await t.db
      .selectFrom('contract_days')
      .select(['contract_id', 'timesheet_date', 'worker_count', 'onsite_net_hours'])
      .where('project_id', '=', site.projectId)
      .where('contract_id', '=', site.contracts.electrical)
      .execute();
    expect(rollup).toEqual([
      {
        contract_id: site.contracts.electrical,
        timesheet_date: date,
        worker_count: 1,
        onsite_net_hours: '10.50',
      },
    ]);
  });

  it('reprocessing a day keeps continued reads on the night’s date', async () => {
    const site = await createSite(t.db, 'Reprocess pour');
    const a = site.tag('T-ALICE');
    await feed(site, [
      site.read('GATE-1', 1, a, date, '21:00'),
      site.read('FLOOR-1', 1, a, next, '02:00'),
      site.read('GATE-1', 2, a, next, '05:00'),
    ]);
    await t.app.services.engine.reprocessDay(site.projectId, date);
    await t.app.services.engine.reprocessDay(site.projectId, next);
    await t.app.services.engine.processAllPresence();
    expect(await days(site)).toMatchObject([{ timesheet_date: date, gross_hours: 8 }]);
  });
});

describe('worker tags run boundary to boundary', () => {
  it('a night crew’s reads after midnight on the badge’s last day stay the worker’s', async () => {
    const site = await createSite(t.db, 'Badge end');
    await t.db
      .updateTable('worker_tags')
      .set({ end_date: date })
      .where('tag_id', '=', site.tagIds.alice)
      .execute();
    const a = site.tag('T-ALICE');
    await feed(site, [
      site.read('GATE-1', 1, a, date, '21:00'),
      site.read('FLOOR-1', 1, a, next, '01:00'),
      site.read('GATE-1', 2, a, next, '02:30'),
      site.read('GATE-1', 1, a, next, '07:00'), // the next timesheet date: the badge is over
    ]);
    const reads = await t.db
      .selectFrom('tag_reads')
      .select(['read_at', 'worker_id'])
      .where('project_id', '=', site.projectId)
      .orderBy('read_at')
      .execute();
    expect(reads.map((r) => r.worker_id)).toEqual([
      site.workers.alice,
      site.workers.alice,
      site.workers.alice,
      null,
    ]);
    expect(await days(site)).toMatchObject([{ timesheet_date: date, gross_hours: 5.5 }]);
  });

  it('a badge starting on a date starts at that date’s boundary', async () => {
    const site = await createSite(t.db, 'Badge start');
    await t.db
      .updateTable('worker_tags')
      .set({ start_date: next })
      .where('tag_id', '=', site.tagIds.alice)
      .execute();
    const row = await t.db
      .selectFrom('worker_tags')
      .select('valid_from')
      .where('tag_id', '=', site.tagIds.alice)
      .executeTakeFirstOrThrow();
    expect(row.valid_from.toISOString()).toBe(zonedTimeToInstant(next, '03:00', TZ).toISOString());
  });
});
