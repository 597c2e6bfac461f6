import type { TagRead } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createSite, recentDate, type Site } from '../../test/engine-fixture.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { addDays } from '../lib/time.ts';
import { createEngine, type EngineDeps } from './engine.service.ts';
import { startPresenceLoop } from './presence-loop.ts';

// Two app instances on one PostgreSQL: each has its own engine (and snapshot cache) and its own
// presence loop over the shared queue. The worker-days must equal what one instance makes.
let t: TestApp;
const pools: Database[] = [];
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(async () => {
  for (const db of pools) await db.destroy();
  await t.close();
});

function instance(extra: Partial<EngineDeps> = {}) {
  const { db } = createDatabase(t.url, 4);
  pools.push(db);
  return createEngine({ db, log: t.app.log, ...extra });
}

async function workerDays(site: Site) {
  return t.db
    .selectFrom('worker_days')
    .select(['worker_id', 'timesheet_date', 'gross_hours', 'onsite_net_hours', 'read_count'])
    .where('project_id', '=', site.projectId)
    .orderBy('worker_id')
    .orderBy('timesheet_date')
    .execute();
}

const date = recentDate(6);

describe('presence with several instances', () => {
  it('an older summary never overwrites a newer one', async () => {
    const site = await createSite(t.db, 'Two instances');
    const a = site.tag('T-ALICE');
    let paused!: () => void;
    let release!: () => void;
    const summarised = new Promise<void>((r) => (paused = r));
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    // Instance A stops between summarising and writing, the slow instance of a real race.
    const A = instance({
      afterSummary: async () => {
        if (!first) return;
        first = false;
        paused();
        await held;
      },
    });
    const B = instance();

    await A.ingest(
      site.projectId,
      [site.read('GATE-1', 1, a, date, '07:00'), site.read('FLOOR-1', 1, a, date, '10:00')],
      { live: false },
    );
    const runA = A.processPresence();
    await summarised; // A has summarised 07:00–10:00
    await B.ingest(site.projectId, [site.read('GATE-1', 2, a, date, '15:00')], { live: false });
    const runB = B.processPresence(); // B would summarise 07:00–15:00 and commit first
    await new Promise((r) => setTimeout(r, 300));
    release();
    await Promise.all([runA, runB]);
    await B.processAllPresence();

    expect(await workerDays(site)).toMatchObject([
      {
        worker_id: site.workers.alice,
        gross_hours: '8.00',
        onsite_net_hours: '8.00',
        read_count: 3,
      },
    ]);
  });

  it('two loops over a stream of batches give what one instance gives', async () => {
    const shared = await createSite(t.db, 'Two loops');
    const single = await createSite(t.db, 'One loop');
    const dayOf = (site: Site): TagRead[][] => {
      const batches: TagRead[][] = [];
      for (let n = 0; n < 4; n++) {
        const d = addDays(date, -n);
        for (const who of ['T-ALICE', 'T-BOB'] as const) {
          const tag = site.tag(who);
          batches.push([site.read('GATE-1', 1, tag, d, '06:00')]);
          for (const time of ['07:10', '08:20', '09:30', '11:40', '13:50'])
            batches.push([site.read('FLOOR-1', 1, tag, d, time)]);
          batches.push([site.read('GATE-1', 2, tag, d, '16:05:30')]);
        }
      }
      return batches;
    };
    const A = instance();
    const B = instance();
    // No corrections in this test: the loops only keep presence caught up.
    const idle = { processNext: () => Promise.resolve(false) };
    const loops = [startPresenceLoop(A, idle, 5), startPresenceLoop(B, idle, 5)];
    const batches = dayOf(shared);
    for (let i = 0; i < batches.length; i++) {
      // Newest first, alternating instances: every batch re-opens a worker-day.
      const batch = batches[batches.length - 1 - i]!;
      await (i % 2 ? A : B).ingest(shared.projectId, batch, { live: false });
      if (i % 3 === 0) await new Promise((r) => setTimeout(r, 7));
    }
    await new Promise((r) => setTimeout(r, 200));
    await Promise.all(loops.map((l) => l.stop()));
    await A.processAllPresence();

    const one = instance();
    await one.ingest(single.projectId, dayOf(single).flat(), { live: false });
    await one.processAllPresence();

    const strip = async (site: Site) =>
      (await workerDays(site)).map((r) => ({
        ...r,
        worker_id: r.worker_id === site.workers.alice ? 'alice' : 'bob',
      }));
    const got = await strip(shared);
    expect(got).toHaveLength(8);
    expect(got).toEqual(await strip(single));
  });
});

describe('the presence loop', () => {
  it('starts on a batch soon after it is queued, not at its next idle tick', async () => {
    const site = await createSite(t.db, 'Woken loop');
    const engine = instance();
    const idle = { processNext: () => Promise.resolve(false) };
    // An idle tick a minute away: only the wake can explain figures within a second.
    const loop = startPresenceLoop(engine, idle, 60_000);
    try {
      const date = recentDate(3);
      await engine.ingest(
        site.projectId,
        [
          site.read('GATE-1', 1, site.tag('T-ALICE'), date, '07:00'),
          site.read('GATE-1', 2, site.tag('T-ALICE'), date, '15:00'),
        ],
        { live: false },
      );
      const started = Date.now();
      let days = 0;
      while (days === 0 && Date.now() - started < 2_000) {
        await new Promise((r) => setTimeout(r, 25));
        days = (await workerDays(site)).length;
      }
      expect(days).toBe(1);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await loop.stop();
    }
  });
});
