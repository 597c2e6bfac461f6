import type { TagRead } from '@siteline/shared';
import { describe, expect, it } from 'vitest';
import { timesheetDate } from '../../lib/time.ts';
import { computeWorkerDay, continuedDates } from '../../engine/presence.ts';
import { addDays } from '../calendar.ts';
import { nightTrade, planDay, planShift } from './day-plan.ts';
import { datesBetween, localToUtc, utcToLocal, weekday } from './local-time.ts';
import { visitReads } from './reads.ts';
import { isPourNight, LUNCH_OFF_SITE_RATE } from './slips.ts';
import { buildTestSite } from './test-site.ts';

// The demo lives every case the presence rules settle (slips.ts): each test finds the case in
// the plans and reads, and where it matters runs them through the engine's rules.
const model = buildTestSite();
const tz = model.timeZoneId;
const ALL_TIME = { from: 0, to: Date.parse('2100-01-01') };
const ms = (r: TagRead) => Date.parse(r.Time);
const portOf = (r: TagRead) =>
  model.readers.find((x) => x.serial === r.ReaderSerial)?.ports.find((p) => p.port === r.Port);
const month = datesBetween('2026-05-01', '2026-05-31').filter((d) => weekday(d) % 6 !== 0);
const visits = month.flatMap((d) => planDay(model, d)).filter((v) => v.workerId !== null);

/** The engine's rules over a visit's reads (zones and directions as the gates give them). */
function worked(reads: readonly TagRead[]) {
  const gates = new Set(
    model.readers.flatMap((r) => r.ports.filter((p) => p.isEntranceExit).map((p) => p.zoneId)),
  );
  return computeWorkerDay(
    reads.map((r) => ({
      at: ms(r),
      zoneId: portOf(r)?.zoneId ?? null,
      direction: portOf(r)?.direction ?? 1,
    })),
    {
      timeZone: tz,
      entranceExitZoneIds: gates,
      dayShiftStartMinute: 240,
      nightShiftStartMinute: 840,
    },
  )!;
}

describe('the demo’s slips', () => {
  it('takes about 30 % of day-shift lunches off site, out through a gate and back in', () => {
    const day = visits.filter((v) => v.shift === 'day');
    const off = day.filter((v) => v.passes?.length === 2);
    expect(off.length / day.length).toBeGreaterThan(LUNCH_OFF_SITE_RATE - 0.05);
    expect(off.length / day.length).toBeLessThan(LUNCH_OFF_SITE_RATE + 0.05);
    const visit = off.find((v) => !v.arrival?.missed && !v.passes![1]!.missed)!;
    const reads = visitReads([visit], ALL_TIME, { granularity: 'coarse' });
    const gateReads = reads.filter((r) => portOf(r)?.isEntranceExit);
    expect(gateReads.map((r) => portOf(r)?.direction)).toEqual([2, 3, 2, 3]);
    // Net hours leave lunch out; gross hours do not.
    const figures = worked(reads);
    expect(figures.onSiteNetHours).toBeLessThan(figures.grossHours - 0.4);
  });

  it('misses about 2 % of badges at the way in and 15 % on the way back from lunch', () => {
    const missedIn = visits.filter((v) => v.arrival?.missed);
    expect(missedIn.length / visits.length).toBeGreaterThan(0.005);
    expect(missedIn.length / visits.length).toBeLessThan(0.04);
    const returns = visits.flatMap((v) => v.passes?.slice(1) ?? []);
    const missedReturn = returns.filter((p) => p.missed);
    expect(missedReturn.length / returns.length).toBeGreaterThan(0.08);
    expect(missedReturn.length / returns.length).toBeLessThan(0.25);
    // A day whose In was missed still counts its hours from the first read inside.
    const visit = missedIn.find((v) => !v.passes)!;
    const reads = visitReads([visit], ALL_TIME, { granularity: 'coarse' });
    expect(portOf(reads[0]!)?.isEntranceExit).toBe(false);
    expect(worked(reads).onSiteNetHours).toBeGreaterThan(7);
  });

  it('pours some nights past the 03:00 boundary, one worker-day on the start date', () => {
    const crew = model.workers.filter((w) => w.trade === nightTrade(model));
    const pours = month.filter((d) => isPourNight(model, d));
    expect(pours.length).toBeGreaterThan(1);
    expect(pours.length).toBeLessThan(month.length / 2);
    for (const date of pours) {
      const visit = planShift(model, crew[0]!, date)!;
      const reads = visitReads([visit], ALL_TIME, { granularity: 'coarse' });
      const out = utcToLocal(ms(reads.at(-1)!), tz);
      expect(out.date).toBe(addDays(date, 1));
      expect(out.secondsOfDay).toBeGreaterThan(5.5 * 3600);
      const boundaryOf = (d: string) => localToUtc(d, 3 * 3600, tz);
      const dates = continuedDates(
        reads.map((r) => ({ at: ms(r), calendarDate: timesheetDate(ms(r), tz, 3) })),
        boundaryOf,
      );
      expect(new Set(dates)).toEqual(new Set([date]));
    }
  });

  it('reads the pour crew inside the repeated hour of a fall-back night', () => {
    // 2026-11-01 01:00–02:00 happens twice in New York; the crew pours the night before.
    expect(isPourNight(model, '2026-10-31')).toBe(true);
    const crew = model.workers.filter((w) => w.trade === nightTrade(model));
    const reads = visitReads(
      planDay(model, '2026-10-31').filter((v) => crew.some((w) => w.id === v.workerId)),
      ALL_TIME,
      { granularity: 'coarse' },
    );
    const inRepeatedHour = reads.map(ms).filter((at) => {
      const local = utcToLocal(at, tz);
      return local.date === '2026-11-01' && local.secondsOfDay >= 3600 && local.secondsOfDay < 7200;
    });
    const first = localToUtc('2026-11-01', 3600, tz);
    expect(inRepeatedHour.some((at) => at < first + 3_600_000)).toBe(true); // EDT
    expect(inRepeatedHour.some((at) => at >= first + 3_600_000)).toBe(true); // EST
  });
});
