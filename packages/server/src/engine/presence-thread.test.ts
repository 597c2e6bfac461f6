import type { TagRead } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TZ, createSite } from '../../test/engine-fixture.ts';
import { timesheetDate, zonedTimeToInstant } from '../lib/time.ts';
import { continuedDates } from './presence.ts';
import { markPresenceDirty } from './presence.repository.ts';

// Continuation is worked out in PostgreSQL, only around the workday boundaries
// (presence-thread.repository.ts movedReads). Whatever order the reads arrive in, every read's
// stored date must be the pure rule's (presence.ts continuedDates) over all of the worker's reads.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

/** A small deterministic generator, so a failure names its seed and can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** Gaps of minutes to hours, around the 4-hour presence gap, over two nights and days. */
function readTimes(seed: number, start: number): number[] {
  const next = random(seed);
  const times: number[] = [];
  let at = start;
  while (at < start + 52 * 3_600_000) {
    const r = next();
    at += r < 0.75 ? next() * 90 * 60_000 : r < 0.93 ? (3 + next() * 2) * 3_600_000 : 6 * 3_600_000;
    times.push(Math.floor(at / 1000) * 1000);
  }
  return times;
}

describe('continuation in the database equals the pure rule', () => {
  // A plain week, the fall-back night (25 h) and the spring-forward night (23 h) in New York.
  const nights = [
    ['a plain night', '2026-06-09'],
    ['the fall-back night', '2026-10-31'],
    ['the spring-forward night', '2026-03-07'],
  ] as const;

  it.each(nights)('%s, reads in any order', async (_name, from) => {
    let continued = 0;
    for (const seed of [1, 2, 3, 4]) {
      const site = await createSite(t.db, `Thread ${from} ${seed}`);
      const project = await t.db
        .selectFrom('projects')
        .select('workday_boundary_hour')
        .where('project_id', '=', site.projectId)
        .executeTakeFirstOrThrow();
      const hour = project.workday_boundary_hour;
      const times = readTimes(seed, zonedTimeToInstant(from, '16:00', TZ).getTime());
      const tag = site.tag('T-ALICE');
      const reads: TagRead[] = times.map((at) => ({
        ReaderSerial: `FLOOR-1-${site.projectId}`,
        Port: 1,
        Tag: tag,
        Time: new Date(at).toISOString(),
        Source: 1,
      }));
      // Arrival order: shuffled into batches, so later reads often come first.
      const shuffle = random(seed + 100);
      const order = reads
        .map((read) => ({ read, key: shuffle() }))
        .sort((a, b) => a.key - b.key)
        .map((x) => x.read);
      const engine = t.app.services.engine;
      for (let i = 0; i < order.length; i += 7) {
        const res = await engine.ingest(site.projectId, order.slice(i, i + 7), { live: false });
        expect(res.Rejected).toEqual([]);
        await engine.processAllPresence();
      }

      const boundaryOf = (date: string) =>
        zonedTimeToInstant(date, `${String(hour).padStart(2, '0')}:00:00`, TZ).getTime();
      const expected = continuedDates(
        times.map((at) => ({ at, calendarDate: timesheetDate(at, TZ, hour) })),
        boundaryOf,
      );
      const stored = await t.db
        .selectFrom('tag_reads')
        .select(['read_at', 'timesheet_date'])
        .where('project_id', '=', site.projectId)
        .orderBy('read_at')
        .execute();
      expect(
        stored.map((r) => String(r.timesheet_date)),
        `seed ${seed}: ${times.length} reads`,
      ).toEqual(expected);
      continued += expected.filter((date, i) => date !== timesheetDate(times[i]!, TZ, hour)).length;
    }
    // The rule had something to do: some reads continued the night before.
    expect(continued).toBeGreaterThan(0);
  });

  it('gives a read back to its own date when what it continued is gone', async () => {
    // Only ranges with a read past the boundary are looked at; a read already continued is one.
    // The read before the boundary is then given to no one (a badge corrected after the fact):
    // the read after it starts its own presence and belongs to its own date again.
    const site = await createSite(t.db, 'Thread given back');
    const { workday_boundary_hour: hour } = await t.db
      .selectFrom('projects')
      .select('workday_boundary_hour')
      .where('project_id', '=', site.projectId)
      .executeTakeFirstOrThrow();
    const date = '2026-06-10';
    const boundary = zonedTimeToInstant(date, `${String(hour).padStart(2, '0')}:00:00`, TZ);
    const tag = site.tag('T-ALICE');
    const at = (minutes: number) => new Date(boundary.getTime() + minutes * 60_000);
    const engine = t.app.services.engine;
    const res = await engine.ingest(
      site.projectId,
      [-30, 30].map((m) => ({
        ReaderSerial: `FLOOR-1-${site.projectId}`,
        Port: 1,
        Tag: tag,
        Time: at(m).toISOString(),
        Source: 1,
      })),
      { live: false },
    );
    expect(res.Rejected).toEqual([]);
    await engine.processAllPresence();
    const dates = () =>
      t.db
        .selectFrom('tag_reads')
        .select(['read_at', 'timesheet_date'])
        .where('project_id', '=', site.projectId)
        .where('worker_id', '=', site.workers.alice)
        .orderBy('read_at')
        .execute()
        .then((rows) => rows.map((r) => String(r.timesheet_date)));
    expect(await dates()).toEqual(['2026-06-09', '2026-06-09']);

    await t.db
      .updateTable('tag_reads')
      .set({ worker_id: null, contract_id: null })
      .where('project_id', '=', site.projectId)
      .where('read_at', '=', at(-30))
      .execute();
    await markPresenceDirty(t.db, site.projectId, [
      { workerId: site.workers.alice, date: '2026-06-09' },
      { workerId: site.workers.alice, date },
    ]);
    await engine.processAllPresence();
    expect(await dates()).toEqual([date]);
  });
});
