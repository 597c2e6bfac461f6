import type { SiteModel } from '../engine/gateway-site.ts';
import { addDays } from './calendar.ts';
import { planDay } from './simulator/day-plan.ts';
import { utcToLocal, weekday } from './simulator/local-time.ts';

/**
 * The demo's zone-density limits from each zone's real capacity: what the live site puts there.
 *
 * The history is coarse (one read per stay, reads.ts), so counting its reads per quarter-hour
 * sees a fraction of the crowd the live feed (a read every 60–120 s) shows: limits tuned on it
 * were exceeded by every zone all day. The plans are the truth both feeds are made from, so the
 * limits are worked out from them: for each weekday, the zone's crowd (distinct workers with a
 * stay in the zone or a zone below it, in the 15 minutes up to each instant, as the rule counts)
 * held for the rule's duration; the limit is a high percentile of those daily peaks, so a zone
 * goes over on about one weekday in seven and the site raises a few alerts a day.
 */

const TICK_MS = 5 * 60_000;
const WINDOW_TICKS = 3; // the rule's 15 minutes
/** Share of weekdays whose held peak stays at or under the limit. */
export const DENSITY_PEAK_PERCENTILE = 0.85;
/** Weekdays looked at, back from the day before `until`. */
export const DENSITY_SAMPLE_DAYS = 20;

/** The weekdays (Monday to Friday) before `today`, newest first. */
export function sampleWeekdays(today: string, count: number): string[] {
  const dates: string[] = [];
  for (let d = addDays(today, -1); dates.length < count; d = addDays(d, -1)) {
    const day = weekday(d);
    if (day >= 1 && day <= 5) dates.push(d);
  }
  return dates;
}

/**
 * For each ruled zone, the day's largest crowd that lasted `minutes` (the least count over that
 * long a run of instants, at its best), over the given dates.
 */
export function dailyHeldPeaks(
  model: SiteModel,
  dates: readonly string[],
  ruledZoneIds: ReadonlySet<number>,
  minutes: number,
): Map<number, number[]> {
  const parent = new Map(model.zones.map((z) => [z.id, z.parentId]));
  /** The ruled zones a stay in `zoneId` counts for: the zone and every zone above it. */
  const countsFor = new Map<number, number[]>();
  const ruledAbove = (zoneId: number) => {
    let list = countsFor.get(zoneId);
    if (list) return list;
    list = [];
    const seen = new Set<number>();
    for (let z: number | null | undefined = zoneId; z != null && !seen.has(z); z = parent.get(z)) {
      seen.add(z);
      if (ruledZoneIds.has(z)) list.push(z);
    }
    countsFor.set(zoneId, list);
    return list;
  };
  const held = Math.max(1, Math.ceil((minutes * 60_000) / TICK_MS));
  const peaks = new Map<number, number[]>([...ruledZoneIds].map((id) => [id, []]));

  for (const date of dates) {
    // zone → tick → workers read there in the 15 minutes up to the tick.
    const crowd = new Map<number, Map<number, Set<number>>>();
    for (const visit of planDay(model, date)) {
      if (visit.workerId === null) continue;
      for (const stay of visit.stays) {
        const first = Math.ceil(stay.from / TICK_MS);
        const last = Math.floor(stay.to / TICK_MS) + WINDOW_TICKS;
        for (const zoneId of ruledAbove(stay.zoneId)) {
          let ticks = crowd.get(zoneId);
          if (!ticks) crowd.set(zoneId, (ticks = new Map<number, Set<number>>()));
          for (let t = first; t <= last; t++) {
            let workers = ticks.get(t);
            if (!workers) ticks.set(t, (workers = new Set()));
            workers.add(visit.workerId);
          }
        }
      }
    }
    for (const zoneId of ruledZoneIds) {
      const ticks = crowd.get(zoneId);
      let best = 0;
      if (ticks) {
        for (const t of ticks.keys()) {
          let least = Infinity;
          for (let k = 0; k < held; k++) least = Math.min(least, ticks.get(t + k)?.size ?? 0);
          best = Math.max(best, least);
        }
      }
      peaks.get(zoneId)!.push(best);
    }
  }
  return peaks;
}

/** The value at or under which `share` of the sorted values lie (nearest rank). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * Each ruled zone's limit (OverWorkerCutoffValue: over is strictly more): the held daily peak
 * that about one weekday in seven exceeds, never under 2.
 */
export function densityCutoffs(
  model: SiteModel,
  until: Date,
  ruledZoneIds: ReadonlySet<number>,
  minutes: number,
): Map<number, number> {
  const today = utcToLocal(until.getTime(), model.timeZoneId).date;
  const dates = sampleWeekdays(today, DENSITY_SAMPLE_DAYS);
  const peaks = dailyHeldPeaks(model, dates, ruledZoneIds, minutes);
  return new Map(
    [...peaks].map(([zoneId, days]) => [
      zoneId,
      Math.max(2, percentile(days, DENSITY_PEAK_PERCENTILE)),
    ]),
  );
}
