import { addDays } from '../calendar.ts';
import { createRandom, type Random } from '../random.ts';
import { dayNumber, localToUtc, weekday } from './local-time.ts';
import { hash, SALT, unit } from './seeds.ts';
import { sitePlaces, type PortRef, type WorkZone } from './site-places.ts';
import type { SiteModel, SiteWorker } from '../../engine/gateway-site.ts';
import { planVisitors } from './visitors.ts';
import {
  arrivalMissed,
  isFallBackEve,
  isPourNight,
  lunchOffSite,
  pourReadInstants,
  splitStays,
} from './slips.ts';
import { tagsOfDay, weightedZone, zoneChoices } from './worker-day.ts';

/**
 * One worker's day on site, planned in the project's wall time and fixed as UTC instants:
 * badge in at a gate, a few stays in work zones, lunch, badge out. Pure and deterministic: the
 * same model, worker and date always give the same plan, so history, live and tests agree.
 */
export interface GatePass {
  ref: PortRef;
  at: number;
  /** The person went through but the turnstile did not read the badge (no read is sent). */
  missed?: boolean;
}

export interface Stay {
  zoneId: number;
  ports: readonly PortRef[];
  /** [from, to) in UTC ms. */
  from: number;
  to: number;
  /** A zone the access rules deny this person: its reads are unauthorized reads. */
  unauthorized: boolean;
}

export interface Visit {
  /** Null for a visitor or spare tag nobody holds. */
  workerId: number | null;
  /** The project-local date the shift starts on. */
  date: string;
  shift: 'day' | 'night';
  /** Seeds the read jitter of this visit (reads.ts). */
  seed: number;
  /** Tag shown at the turnstiles: an NFC card when the worker carries one. */
  gateTag: string;
  /** Tags the BLE gateways hear while the person stays in a zone. */
  zoneTags: readonly string[];
  arrival: GatePass | null;
  stays: readonly Stay[];
  departure: GatePass | null;
  /** Gate passes between arrival and departure: lunch out through a gate and back in. */
  passes?: readonly GatePass[];
}

export const ATTENDANCE = { weekday: 0.88, saturday: 0.25 } as const;
/** Share of worker-days with a short walk into a zone the worker may not enter. */
export const UNAUTHORIZED_RATE = 0.005;
/** The night crew is the first of these trades present (pours and pumping happen at night). */
export const NIGHT_TRADE_PREFERENCE = ['Concrete Pumping', "Owner's Security", 'Concrete'] as const;

const MIN = 60;
const H = 3600;
const MS = 1000;
const HOME_ZONE_SHARE = 0.55;

const nightTrades = new WeakMap<SiteModel, string | null>();

/** The night crew's trade: by name, so it does not depend on ids. */
export function nightTrade(model: SiteModel): string | null {
  const cached = nightTrades.get(model);
  if (cached !== undefined) return cached;
  const crews = new Map<string, number>();
  for (const w of model.workers) crews.set(w.trade, (crews.get(w.trade) ?? 0) + 1);
  // Failing a preferred trade, the smallest crew: a big trade all on nights would look odd.
  const trade =
    NIGHT_TRADE_PREFERENCE.find((t) => crews.has(t)) ??
    [...crews].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]?.[0] ??
    null;
  nightTrades.set(model, trade);
  return trade;
}

/** ~88% of weekdays, ~25% of Saturdays (day shift only), never on Sundays. */
export function attends(model: SiteModel, worker: SiteWorker, date: string): boolean {
  const day = weekday(date);
  const night = worker.trade === nightTrade(model);
  // The night crew also pours on the eve of a fall-back change, a Saturday night (slips.ts).
  const p =
    night && isFallBackEve(model, date)
      ? ATTENDANCE.weekday
      : day === 0
        ? 0
        : day === 6
          ? night
            ? 0
            : ATTENDANCE.saturday
          : ATTENDANCE.weekday;
  return unit(hash(model.projectId, worker.id, dayNumber(date), SALT.attendance)) < p;
}

function stayIn(zone: WorkZone, from: number, to: number, unauthorized = false): Stay {
  return { zoneId: zone.id, ports: zone.ports, from, to, unauthorized };
}

/** Splits [from, to) into one or two stays with a short walk between them. */
function fill(from: number, to: number, count: number, pick: () => WorkZone, rng: Random): Stay[] {
  if (to - from < 10 * MIN * MS) return [];
  const first = pick();
  if (count < 2) return [stayIn(first, from, to)];
  const split = from + Math.round(((to - from) * (0.3 + 0.4 * rng.next())) / MS) * MS;
  let second = pick();
  if (second === first) second = pick();
  return [stayIn(first, from, split - rng.int(1, 4) * MIN * MS), stayIn(second, split, to)];
}

/**
 * The day of a worker who comes in, whether or not `attends` says they do (tests plan DST
 * Sundays with it). Null when the worker holds no tag that day or the site has nowhere to work.
 */
export function planShift(model: SiteModel, worker: SiteWorker, date: string): Visit | null {
  const tags = tagsOfDay(model, worker, date);
  const c = zoneChoices(model, worker, date);
  if (!tags || c.zones.length === 0) return null;
  const { projectId, timeZoneId } = model;
  const seed = hash(projectId, worker.id, dayNumber(date), SALT.shift);
  const rng = createRandom(seed);
  const at = (d: string, seconds: number) => localToUtc(d, seconds, timeZoneId);
  const walk = () => rng.int(2, 6) * MIN * MS;

  const night = worker.trade === nightTrade(model);
  // On an ordinary night the crew leaves before the 03:00 workday boundary (and before 02:00,
  // an hour that a spring-forward night skips). On a pour night it works 19:30–20:30 to
  // 05:45–06:45, past the boundary: one worker-day on its start date by continuation.
  const pour = night && isPourNight(model, date);
  const arrival = night
    ? at(date, pour ? rng.int(19.5 * H, 20.5 * H) : rng.int(17 * H, 18.5 * H))
    : at(date, rng.int(6 * H, 7.5 * H));
  const departure = night
    ? at(addDays(date, 1), pour ? rng.int(5.75 * H, 6.75 * H) : rng.int(0.75 * H, 1.9 * H))
    : at(date, rng.int(15 * H, 17.5 * H));
  // Lunch in wall time by day; at night the meal break falls mid-shift in elapsed time, so a
  // DST night stays sensible.
  const lunchFrom = night
    ? arrival + Math.round(((departure - arrival) * (0.45 + 0.1 * rng.next())) / MS) * MS
    : at(date, rng.int(11.5 * H, 12 * H));
  const lunchTo = lunchFrom + rng.int(25, 35) * MIN * MS;

  const home = weightedZone(c, unit(hash(projectId, worker.id, SALT.homeZone)));
  const pick = () =>
    rng.chance(HOME_ZONE_SHARE) && home ? home : (weightedZone(c, rng.next()) ?? c.zones[0]!);
  const lunchZone =
    c.lunch[hash(projectId, worker.id, SALT.homeZone, 1) % Math.max(1, c.lunch.length)] ??
    home ??
    c.zones[0]!;

  const morningFrom = arrival + walk();
  const morningTo = lunchFrom - walk();
  let morning: Stay[];
  const excursion =
    rng.chance(UNAUTHORIZED_RATE) && c.denied.length > 0 ? rng.pick(c.denied) : null;
  if (excursion) {
    const excursionFrom = morningTo - rng.int(5, 15) * MIN * MS;
    morning = [
      ...fill(morningFrom, excursionFrom - walk(), 1, pick, rng),
      stayIn(excursion, excursionFrom, morningTo, true),
    ];
  } else {
    morning = fill(morningFrom, morningTo, rng.int(1, 2), pick, rng);
  }
  const lunch = stayIn(lunchZone, lunchFrom, lunchTo);
  const afternoon = fill(lunchTo + walk(), departure - walk(), rng.int(1, 2), pick, rng);

  const places = sitePlaces(model);
  const gates = places.gates.filter((g) => g.inPorts.length > 0);
  // Most people always use the same gate; the first gate of the layout is the main one.
  // Out-of-range indexes fall back to it, giving it three shares of the workers.
  const homeGate = gates[hash(projectId, worker.id, SALT.gate) % (gates.length + 2)] ?? gates[0];
  const gate = gates.length > 0 && !rng.chance(0.9) ? rng.pick(gates) : homeGate;
  const exits = places.gates.filter((g) => g.outPorts.length > 0);
  const exit = gate && gate.outPorts.length > 0 ? gate : exits[0];
  const arrivalPass: GatePass | null = gate ? { ref: rng.pick(gate.inPorts), at: arrival } : null;
  const departurePass: GatePass | null = exit
    ? { ref: rng.pick(exit.outPorts), at: departure }
    : null;
  if (arrivalPass && arrivalMissed(model, worker.id, date)) arrivalPass.missed = true;
  let stays = [...morning, lunch, ...afternoon];
  const passes: GatePass[] = [];
  const offSite = lunchOffSite(model, worker.id, date);
  if (!night && offSite.offSite && arrivalPass && departurePass) {
    // Lunch off site: out through the gate, back in (a turnstile now and then misses it).
    stays = stays.filter((s) => s !== lunch);
    passes.push({ ref: departurePass.ref, at: lunchFrom });
    passes.push({
      ref: arrivalPass.ref,
      at: lunchTo,
      ...(offSite.returnMissed ? { missed: true } : {}),
    });
  }
  if (pour) stays = splitStays(stays, pourReadInstants(arrival, departure, model));
  return {
    workerId: worker.id,
    date,
    shift: night ? 'night' : 'day',
    seed,
    ...tags,
    arrival: arrivalPass,
    stays,
    departure: departurePass,
    ...(passes.length > 0 ? { passes } : {}),
  };
}

/** The worker's day, or null when they stay home. */
export function planWorkerDay(model: SiteModel, worker: SiteWorker, date: string): Visit | null {
  return attends(model, worker, date) ? planShift(model, worker, date) : null;
}

/** Everyone who comes to site on the day: the workers who attend, then the visitors. */
export function planDay(model: SiteModel, date: string): Visit[] {
  const visits: Visit[] = [];
  for (const worker of model.workers) {
    const visit = planWorkerDay(model, worker, date);
    if (visit) visits.push(visit);
  }
  visits.push(...planVisitors(model, date));
  return visits;
}
