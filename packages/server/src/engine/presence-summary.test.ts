import type { TagRead } from '@siteline/shared';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createSite, recentDate, type Site } from '../../test/engine-fixture.ts';
import type { DB } from '../db/schema.ts';
import { createEngine } from './engine.service.ts';
import { storedSummaries } from './presence-summary.repository.ts';
import { summarizeWorkerDays } from './presence.repository.ts';

// A round extends a worker-day's stored summary with the reads after it (presence-summary.ts)
// instead of summing the whole day again. Whatever order the reads come in, the stored summary
// must be exactly what summing the day again gives, and the figures what one batch gives.
let t: TestApp;
let db: Kysely<DB>;
/** The statements that took reads from a point of the day (extending) and counted the reads before one (late reads). */
const extended: string[] = [];
const cut: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.url, max: 2 }) }),
    log: (event) => {
      if (event.level !== 'query') return;
      if (event.query.sql.includes('r.read_at >= timestamptz')) extended.push(event.query.sql);
      if (event.query.sql.includes('x.read_at < f.at')) cut.push(event.query.sql);
    },
  });
});
afterAll(async () => {
  await db.destroy();
  await t.close();
});

const date = recentDate(4);

/** Alice's day: in at the gate, out for lunch and back (the first zoned read after each Out is picked), out. */
function day(site: Site): TagRead[] {
  const a = site.tag('T-ALICE');
  return [
    site.read('GATE-1', 1, a, date, '06:45'),
    site.read('FLOOR-1', 1, a, date, '07:00'),
    site.read('ROOM-1', 1, a, date, '09:30'),
    site.read('GATE-1', 2, a, date, '11:45'),
    site.read('FLOOR-1', 1, a, date, '11:50'),
    site.read('ROOM-1', 1, a, date, '11:55'),
    site.read('GATE-1', 1, a, date, '12:30'),
    site.read('FLOOR-1', 1, a, date, '13:00'),
    site.read('GATE-1', 2, a, date, '15:30'),
    site.read('GATE-1', 2, a, date, '15:31'),
    site.read('FLOOR-1', 1, a, date, '15:40'),
  ];
}

async function summaries(site: Site) {
  const keys = [{ workerId: site.workers.alice, date }];
  const snapshotGates = (
    await t.db
      .selectFrom('zones')
      .select('project_zone_id')
      .where('project_id', '=', site.projectId)
      .where('project_zone_id', '=', site.zones.gate)
      .execute()
  ).map((z) => z.project_zone_id);
  const [stored] = await storedSummaries(db, site.projectId, keys);
  const [whole] = await summarizeWorkerDays(db, site.projectId, keys, snapshotGates);
  return { stored, whole };
}

async function workerDays(site: Site) {
  return t.db
    .selectFrom('worker_days')
    .select([
      'timesheet_date',
      'first_seen_at',
      'last_seen_at',
      'gross_hours',
      'onsite_net_hours',
      'shift_type',
      'read_count',
    ])
    .where('project_id', '=', site.projectId)
    .execute();
}

describe('presence summaries', () => {
  it('extended read by read, equal the day summed again, and give what one batch gives', async () => {
    const site = await createSite(t.db, 'Summary read by read');
    const once = await createSite(t.db, 'Summary in one batch');
    const engine = createEngine({ db, log: t.app.log });
    // In order, one or two reads a batch, presence caught up after each.
    const reads = day(site);
    extended.length = 0;
    for (let i = 0; i < reads.length; i += 2) {
      await engine.ingest(site.projectId, reads.slice(i, i + 2), { live: false });
      await engine.processAllPresence();
      const { stored, whole } = await summaries(site);
      expect({ ...stored, gate_zone_ids: undefined }).toEqual({
        ...whole,
        gate_zone_ids: undefined,
      });
    }
    // Every batch after the first extended the summary.
    expect(extended.length).toBe(Math.ceil(reads.length / 2) - 1);

    await engine.ingest(once.projectId, day(once), { live: false });
    await engine.processAllPresence();
    expect(await workerDays(site)).toEqual(await workerDays(once));
  });

  it('a late read, or one at the instant of the last, keeps the picks before it and takes the rest again', async () => {
    const site = await createSite(t.db, 'Summary late read');
    const once = await createSite(t.db, 'Summary late read, one batch');
    const engine = createEngine({ db, log: t.app.log });
    const late = (s: Site) => [
      s.read('FLOOR-1', 1, s.tag('T-ALICE'), date, '11:47'),
      s.read('ROOM-1', 1, s.tag('T-ALICE'), date, '13:00'),
      s.read('FLOOR-1', 1, s.tag('T-ALICE'), date, '06:30'),
    ];
    await engine.ingest(site.projectId, day(site).slice(0, 8), { live: false });
    await engine.processAllPresence();
    extended.length = 0;
    cut.length = 0;
    // 11:47 comes after 13:00 was summarised (it is now the first zoned read after the 11:45
    // Out, and 11:50 no longer is); then a second reader at 13:00 exactly.
    for (const read of late(site).slice(0, 2)) {
      await engine.ingest(site.projectId, [read], { live: false });
      await engine.processAllPresence();
      const { stored, whole } = await summaries(site);
      expect({ ...stored, gate_zone_ids: undefined }).toEqual({
        ...whole,
        gate_zone_ids: undefined,
      });
    }
    expect([extended.length, cut.length]).toEqual([2, 2]);
    // Before the day's first read: the day is summed again whole.
    await engine.ingest(site.projectId, [late(site)[2]!], { live: false });
    await engine.processAllPresence();
    expect([extended.length, cut.length]).toEqual([2, 2]);
    const { stored, whole } = await summaries(site);
    expect(stored!.read_count).toBe(11);
    expect({ ...stored, gate_zone_ids: undefined }).toEqual({ ...whole, gate_zone_ids: undefined });

    await engine.ingest(once.projectId, [...day(once).slice(0, 8), ...late(once)], { live: false });
    await engine.processAllPresence();
    expect(await workerDays(site)).toEqual(await workerDays(once));
  });
});
