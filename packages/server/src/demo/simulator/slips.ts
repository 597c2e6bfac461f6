import { offsetMinutes } from '../../lib/time.ts';
import { addDays } from '../calendar.ts';
import type { Stay } from './day-plan.ts';
import { dayNumber, localToUtc, utcToLocal, weekday } from './local-time.ts';
import { hash, SALT, unit } from './seeds.ts';
import type { SiteModel } from '../../engine/gateway-site.ts';

/**
 * What a real site does to the tidy one-In-one-Out day, so the demo lives every case the
 * presence rules settle (docs/domain.md "OnSiteNetHours and gate slips", "Continuation"):
 * lunch taken off site through the gates, turnstiles that miss a badge, night pours that run
 * past the workday boundary (across a fall-back change, through the repeated hour).
 * Every choice is a hash of what it is about, so history, live and tests agree.
 */
const H_MS = 3_600_000;

/** Share of day-shift worker-days whose lunch is off site: out through a gate and back in. */
export const LUNCH_OFF_SITE_RATE = 0.3;
/** Share of arrivals the turnstile does not read (the worker is then first read inside). */
export const MISSED_IN_RATE = 0.02;
/** Share of returns from lunch the turnstile does not read. */
export const MISSED_RETURN_RATE = 0.15;
/** Share of Monday–Thursday nights the night crew pours: 19:30–20:30 to 05:45–06:45. */
export const POUR_NIGHT_RATE = 0.3;
/** On a pour, the crew is read at least this often, as BLE gateways hear it all night. */
export const POUR_READ_EVERY_MS = 3 * H_MS;

function noonOffset(model: SiteModel, date: string): number {
  return offsetMinutes(localToUtc(date, 12 * 3600, model.timeZoneId), model.timeZoneId);
}

/** The night starting on `date` runs into a fall-back change (clocks go back before morning). */
export function isFallBackEve(model: SiteModel, date: string): boolean {
  return noonOffset(model, addDays(date, 1)) < noonOffset(model, date);
}

/**
 * The night crew pours: some Monday–Thursday nights, and always on the eve of a fall-back change
 * (a weekend pour), so the demo has reads inside the repeated hour.
 */
export function isPourNight(model: SiteModel, date: string): boolean {
  if (isFallBackEve(model, date)) return true;
  const day = weekday(date);
  if (day < 1 || day > 4) return false;
  return unit(hash(model.projectId, dayNumber(date), SALT.pour)) < POUR_NIGHT_RATE;
}

/** 01:20 local on `date`, twice when the hour repeats (fall back), else once. */
export function repeatedHourInstants(date: string, timeZone: string): number[] {
  const first = localToUtc(date, 80 * 60, timeZone);
  return [first, first + H_MS].filter((t) => {
    const local = utcToLocal(t, timeZone);
    return local.date === date && local.secondsOfDay === 80 * 60;
  });
}

/** Splits the stays covering these instants there, so a coarse read lands at each. */
export function splitStays(stays: readonly Stay[], instants: readonly number[]): Stay[] {
  let out = [...stays];
  for (const t of [...instants].sort((a, b) => a - b)) {
    out = out.flatMap((s) =>
      s.from < t - 1000 && t < s.to - 60_000
        ? [
            { ...s, to: t - 1000 },
            { ...s, from: t },
          ]
        : [s],
    );
  }
  return out;
}

/** Instants every POUR_READ_EVERY_MS from `from` to `to`, plus the repeated hour if any. */
export function pourReadInstants(from: number, to: number, model: SiteModel): number[] {
  const instants: number[] = [];
  for (let t = from + POUR_READ_EVERY_MS; t < to; t += POUR_READ_EVERY_MS) instants.push(t);
  const morning = utcToLocal(to, model.timeZoneId).date;
  return [...instants, ...repeatedHourInstants(morning, model.timeZoneId)];
}

/** Whether this worker-day's lunch is off site, and whether the way back is read. */
export function lunchOffSite(model: SiteModel, workerId: number, date: string) {
  const h = hash(model.projectId, workerId, dayNumber(date), SALT.lunchGate);
  return {
    offSite: unit(h) < LUNCH_OFF_SITE_RATE,
    returnMissed: unit(hash(h, 1)) < MISSED_RETURN_RATE,
  };
}

export function arrivalMissed(model: SiteModel, workerId: number, date: string): boolean {
  return unit(hash(model.projectId, workerId, dayNumber(date), SALT.missedRead)) < MISSED_IN_RATE;
}
