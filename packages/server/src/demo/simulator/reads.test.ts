import type { TagRead } from '@siteline/shared';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { planDay, planShift, type Visit } from './day-plan.ts';
import { datesBetween, localToUtc, utcToLocal, weekday } from './local-time.ts';
import { visitReads, type Granularity } from './reads.ts';
import { buildTestSite } from './test-site.ts';

const model = buildTestSite();
const tz = model.timeZoneId;
const ALL_TIME = { from: 0, to: Date.parse('2100-01-01') };
const ms = (r: TagRead) => Date.parse(r.Time);
const portOf = (r: TagRead) =>
  model.readers.find((x) => x.serial === r.ReaderSerial)?.ports.find((p) => p.port === r.Port);

const readsOf = (visit: Visit, granularity: Granularity) =>
  visitReads([visit], ALL_TIME, { granularity });

const workdays = datesBetween('2026-05-01', '2026-05-31').filter((d) => weekday(d) !== 0);

describe('reads from plans', () => {
  it('gives 4-12 coarse reads per attending worker-day', () => {
    for (const date of workdays) {
      for (const visit of planDay(model, date).filter((v) => v.workerId !== null)) {
        const n = readsOf(visit, 'coarse').length;
        // A missed In or a lunch off site takes one away; a pour night adds a few.
        expect(n).toBeGreaterThanOrEqual(4);
        expect(n).toBeLessThanOrEqual(12);
      }
    }
  });

  it.each(['coarse', 'fine'] as const)(
    'starts a %s worker-day with an In at an entrance (unless missed) and ends it with an Out',
    (granularity) => {
      for (const visit of planDay(model, '2026-05-12').filter((v) => v.workerId !== null)) {
        const reads = readsOf(visit, granularity);
        const first = portOf(reads[0]!);
        const last = portOf(reads.at(-1)!);
        if (visit.arrival?.missed) expect(first?.isEntranceExit).toBe(false);
        else expect(first).toMatchObject({ isEntranceExit: true, direction: 2 });
        expect(last).toMatchObject({ isEntranceExit: true, direction: 3 });
        // Between them, only the lunch passes that were read.
        const between = reads.slice(visit.arrival?.missed ? 0 : 1, -1);
        const gates = between.filter((r) => portOf(r)?.isEntranceExit);
        const passes = (visit.passes ?? []).filter((p) => !p.missed);
        expect(gates.map((r) => ms(r))).toEqual(passes.map((p) => p.at));
      }
    },
  );

  it('reads a tag every 60-120 s in a zone, with a BLE signal strength', () => {
    const visit = planShift(model, model.workers[3]!, '2026-05-12')!;
    const stay = visit.stays[0]!;
    const reads = readsOf(visit, 'fine').filter(
      (r) => r.Tag === visit.zoneTags[0] && ms(r) >= stay.from && ms(r) < stay.to,
    );
    expect(reads.length).toBeGreaterThan(10);
    for (let i = 1; i < reads.length; i++) {
      const gap = ms(reads[i]!) - ms(reads[i - 1]!);
      expect(gap).toBeGreaterThanOrEqual(60_000);
      expect(gap).toBeLessThanOrEqual(120_000);
    }
    for (const r of reads) {
      expect(r.Rssi).toBeGreaterThanOrEqual(-85);
      expect(r.Rssi).toBeLessThanOrEqual(-60);
    }
    expect(readsOf(visit, 'fine')[0]?.Rssi).toBeUndefined();
  });

  it('sorts reads by time and gives the same reads for the same inputs', () => {
    const day = (m = model) =>
      visitReads(planDay(m, '2026-05-12'), ALL_TIME, { granularity: 'fine' });
    const reads = day();
    expect(reads.length).toBeGreaterThan(50_000);
    expect(reads.every((r, i) => i === 0 || ms(r) >= ms(reads[i - 1]!))).toBe(true);
    expect(day(buildTestSite())).toEqual(reads);
  });

  it('cuts windows cleanly, so consecutive live windows never lose or repeat a read', () => {
    const visits = planDay(model, '2026-05-12');
    const at = (h: number) => localToUtc('2026-05-12', h * 3600, tz);
    const fine = (from: number, to: number) =>
      visitReads(visits, { from, to }, { granularity: 'fine' });
    const whole = fine(at(9.9), at(10.1));
    const cut = at(10) + 2_345;
    expect([...fine(at(9.9), cut), ...fine(cut, at(10.1))]).toEqual(whole);
    expect(whole.every((r) => ms(r) >= at(9.9) && ms(r) < at(10.1))).toBe(true);
  });

  it('reads the night crew across local midnight, out the next morning', () => {
    const worker = model.workers.find((w) => w.trade === 'Concrete Pumping')!;
    const visit = planShift(model, worker, '2026-05-12')!;
    const reads = readsOf(visit, 'fine');
    const dates = new Set(reads.map((r) => utcToLocal(ms(r), tz).date));
    expect(dates).toEqual(new Set(['2026-05-12', '2026-05-13']));
    const out = reads.at(-1)!;
    expect(portOf(out)?.direction).toBe(3);
    expect(utcToLocal(ms(out), tz).date).toBe(addDays('2026-05-12', 1));
  });

  it('shows visitor tags at a gate and in the yard or office', () => {
    const reads = visitReads(planDay(model, '2026-05-12'), ALL_TIME, { granularity: 'coarse' });
    const visitorReads = reads.filter((r) => model.spareTags.includes(r.Tag));
    expect(visitorReads.some((r) => portOf(r)?.isEntranceExit)).toBe(true);
    expect(
      visitorReads.some((r) => ['Laydown Yard', 'Site Office'].includes(portOf(r)?.zoneName ?? '')),
    ).toBe(true);
  });

  it('reads unauthorized zones over a month, and never a dead badge', () => {
    const twoTags = buildTestSite({ allTwoTags: true });
    const plans = workdays.flatMap((d) => planDay(twoTags, d));
    const excursions = plans.flatMap((p) =>
      p.stays.filter((s) => s.unauthorized).map((s) => ({ p, s })),
    );
    expect(excursions.length).toBeGreaterThan(0);
    for (const { p, s } of excursions) {
      const inZone = visitReads([p], { from: s.from, to: s.to }, { granularity: 'coarse' });
      expect(inZone.some((r) => p.zoneTags.includes(r.Tag) && portOf(r)?.zoneId === s.zoneId)).toBe(
        true,
      );
    }
    const seen = new Set(visitReads(plans, ALL_TIME, { granularity: 'coarse' }).map((r) => r.Tag));
    const dead = plans.filter(
      (p) => p.workerId !== null && p.zoneTags.length === 1 && p.gateTag === p.zoneTags[0],
    );
    expect(dead.length).toBeGreaterThan(0);
    for (const p of dead) {
      const worker = twoTags.workers.find((w) => w.id === p.workerId)!;
      expect(seen.has(worker.tags[1]!.tag)).toBe(false);
    }
  });

  it('drops the reads of an offline reader', () => {
    const visits = planDay(model, '2026-05-12');
    const reads = visitReads(visits, ALL_TIME, {
      granularity: 'fine',
      isOffline: (serial) => serial === 'BLE-GW-9',
    });
    expect(reads.some((r) => r.ReaderSerial === 'BLE-GW-9')).toBe(false);
    expect(reads.length).toBeGreaterThan(0);
  });
});
