import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TZ, createSite, recentDate, type Site } from '../../test/engine-fixture.ts';
import { addDays, zonedTimeToInstant } from '../lib/time.ts';
import { workersOnSite } from './on-site.ts';

// DOMAIN.md "On site now", the rule the home's count and the evacuation snapshot share.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

const date = recentDate(5);
const next = addDays(date, 1);
const at = (day: string, time: string) => zonedTimeToInstant(day, time, TZ);

async function inside(site: Site, day: string, time: string) {
  const rows = await workersOnSite(t.db, site.projectId, at(day, time));
  return rows.map((r) => r.workerId);
}

describe('on site now', () => {
  let site: Site;
  beforeAll(async () => {
    site = await createSite(t.db, 'On site');
    const a = site.tag('T-ALICE');
    const b = site.tag('T-BOB');
    const res = await t.app.services.engine.ingest(
      site.projectId,
      [
        // Alice works the night: in at 21:00, on the floor after the 03:00 boundary.
        site.read('GATE-1', 1, a, date, '21:00'),
        site.read('FLOOR-1', 1, a, next, '01:00'),
        site.read('FLOOR-1', 1, a, next, '04:00'),
        site.read('GATE-1', 2, a, next, '06:30'),
        // Bob went home at 15:00 and came back at 04:10 past a gate that missed his badge.
        site.read('GATE-1', 1, b, date, '07:00'),
        site.read('GATE-1', 2, b, date, '15:00'),
        site.read('FLOOR-1', 1, b, next, '04:10'),
      ],
      { live: false },
    );
    expect(res.Rejected).toEqual([]);
    await t.app.services.engine.processAllPresence();
  });

  it('a night worker inside after the boundary counts, whatever the timesheet date', async () => {
    expect(await inside(site, date, '22:00')).toEqual([site.workers.alice]);
    expect(await inside(site, next, '03:30')).toEqual([site.workers.alice]);
  });

  it('when unsure, the person counts: read inside after the last gate Out', async () => {
    expect(await inside(site, next, '04:30')).toEqual([site.workers.alice, site.workers.bob]);
    // An hour later nothing says Bob is still there (evacuation searches the last hour).
    expect(await inside(site, next, '05:20')).toEqual([site.workers.alice]);
  });

  it('an Out ends it; an In older than 16 hours no longer counts', async () => {
    expect(await inside(site, next, '06:31')).toEqual([]);
    await t.app.services.engine.ingest(
      site.projectId,
      [site.read('GATE-1', 1, site.tag('T-BOB'), next, '07:00')],
      { live: false },
    );
    expect(await inside(site, next, '22:59')).toEqual([site.workers.bob]);
    expect(await inside(site, next, '23:01')).toEqual([]);
  });

  it('answers the last location for the evacuation snapshot', async () => {
    const [alice] = await workersOnSite(t.db, site.projectId, at(next, '04:05'));
    expect(alice).toMatchObject({
      workerId: site.workers.alice,
      zoneId: site.zones.level1,
      lastSeenAt: at(next, '04:00'),
    });
  });

  it('without entrance/exit zones: seen in the last 60 minutes', async () => {
    const plain = await createSite(t.db, 'On site, no gates');
    await t.db
      .updateTable('zones')
      .set({ is_site_entrance_exit: false })
      .where('project_id', '=', plain.projectId)
      .execute();
    await t.app.services.engine.ingest(
      plain.projectId,
      [plain.read('FLOOR-1', 1, plain.tag('T-ALICE'), next, '02:00')],
      { live: false },
    );
    expect(await inside(plain, next, '02:59')).toEqual([plain.workers.alice]);
    expect(await inside(plain, next, '03:01')).toEqual([]);
  });
});
