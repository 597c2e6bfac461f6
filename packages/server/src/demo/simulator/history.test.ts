import type { TagRead } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.ts';
import { addDays } from '../calendar.ts';
import { seedDemo } from '../seed.ts';
import { planDay } from './day-plan.ts';
import { historyBatches } from './history.ts';
import { localToUtc, utcToLocal, weekday } from './local-time.ts';
import { backlogOfDay } from './outages.ts';
import { visitReads } from './reads.ts';
import { READ_DIRECTION, loadSiteModel, type SiteModel } from '../../engine/gateway-site.ts';

let t: TestDb;
let model: SiteModel;

beforeAll(async () => {
  t = await createTestDb();
  const summary = await seedDemo(t.db);
  if (!summary.seeded) throw new Error('expected the demo to be seeded');
  model = await loadSiteModel(t.db, summary.newYorkProjectId);
});
afterAll(() => t.drop());

describe('the simulator on the seeded demo', () => {
  it('loads the New York site: gates, placed readers and ~330 badged workers', () => {
    expect(model.timeZoneId).toBe('America/New_York');
    const gatePorts = model.readers.flatMap((r) => r.ports.filter((p) => p.isEntranceExit));
    expect(gatePorts.some((p) => p.direction === READ_DIRECTION.In)).toBe(true);
    expect(gatePorts.some((p) => p.direction === READ_DIRECTION.Out)).toBe(true);
    const placed = model.readers.filter((r) => r.ports.length > 0);
    expect(placed.length).toBeGreaterThan(20);
    expect(model.readers.length - placed.length).toBe(2);
    expect(placed.every((r) => r.ports.every((p) => p.zoneName !== ''))).toBe(true);
    expect(model.workers.length).toBeGreaterThanOrEqual(320);
    expect(model.workers.length).toBeLessThanOrEqual(340);
    // Everyone holds a badge but the two who registered themselves this morning (demo
    // self-registrations.ts): they wait at the site office for one, and no read names them.
    expect(model.workers.filter((w) => w.tags.length === 0)).toHaveLength(2);
    expect(model.spareTags).toContain('VIS-NY-01');
    expect(model.contractRules.length).toBeGreaterThan(0);
    expect(model.workerRules.length).toBeGreaterThan(0);
  });

  it('produces 120 days of coarse history in seconds, in time order but for late backlogs', async () => {
    const started = performance.now();
    const until = new Date();
    let reads = 0;
    let batches = 0;
    let newest = 0;
    const late: TagRead[] = [];
    for await (const batch of historyBatches(model, { days: 120, until })) {
      batches++;
      reads += batch.length;
      expect(batch.length).toBeLessThanOrEqual(5000);
      for (const read of batch) {
        const at = Date.parse(read.Time);
        if (at < newest) late.push(read);
        newest = Math.max(newest, at);
      }
    }
    const elapsed = performance.now() - started;
    console.log(
      `history: ${reads} reads in ${batches} batches, ${late.length} late, ${Math.round(elapsed)} ms`,
    );
    expect(newest).toBeLessThan(until.getTime());
    // A gateway without uplink sends its backlog when it is back: hours late, out of order,
    // and only that gateway's reads of that day's outage.
    expect(late.length).toBeGreaterThan(100);
    for (const read of late) {
      const at = Date.parse(read.Time);
      const backlog = backlogOfDay(model, utcToLocal(at, model.timeZoneId).date)!;
      expect(read.ReaderSerial).toBe(backlog.serial);
      expect(at).toBeGreaterThanOrEqual(backlog.from);
      expect(at).toBeLessThan(backlog.to);
    }
    // ~140k: crews build up over the months (about 210 of the 330 were badged 120 days ago),
    // at ~6 coarse reads per worker-day.
    expect(reads).toBeGreaterThan(120_000);
    expect(reads).toBeLessThan(400_000);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('sends a few hundred fine reads a minute at 10:00 on a weekday', () => {
    let date = addDays(utcToLocal(Date.now(), model.timeZoneId).date, -1);
    while (weekday(date) === 0 || weekday(date) === 6) date = addDays(date, -1);
    const from = localToUtc(date, 10 * 3600, model.timeZoneId);
    const reads = visitReads(
      [...planDay(model, addDays(date, -1)), ...planDay(model, date)],
      { from, to: from + 60_000 },
      { granularity: 'fine' },
    );
    console.log(`live: ${reads.length} reads between 10:00 and 10:01 on ${date}`);
    expect(reads.length).toBeGreaterThan(100);
    expect(reads.length).toBeLessThan(600);
  });
});
