import { createRandom } from '../random.ts';
import type { Stay, Visit } from './day-plan.ts';
import { dayNumber, localToUtc, weekday } from './local-time.ts';
import { hash, SALT } from './seeds.ts';
import { sitePlaces } from './site-places.ts';
import type { SiteModel } from '../../engine/gateway-site.ts';

/**
 * Tags with no worker behind them: a few visitors on weekdays (inspectors, delivery drivers,
 * the owner's rep) badge in at a gate with a visitor badge, spend a while in the yard or the
 * site office and leave. They are what the unassigned-tag counts and headcounts show.
 */
const MIN_MS = 60_000;
const VISITOR_PREFIX = /^VIS-/i;

export function planVisitors(model: SiteModel, date: string): Visit[] {
  const day = weekday(date);
  if (day === 0 || day === 6 || model.spareTags.length === 0) return [];
  const places = sitePlaces(model);
  const entrances = places.gates.filter((g) => g.inPorts.length > 0);
  const exits = places.gates.filter((g) => g.outPorts.length > 0);
  const visited = places.workZones.filter((z) => z.kind === 'yard' || z.kind === 'office');
  const zones = visited.length > 0 ? visited : places.workZones.slice(0, 1);
  if (zones.length === 0) return [];

  const rng = createRandom(hash(model.projectId, dayNumber(date), SALT.visitors));
  // Visitor badges first; now and then a spare from the drawer goes out as well.
  const badges = rng.shuffle(model.spareTags.filter((t) => VISITOR_PREFIX.test(t)));
  const spares = rng.shuffle(model.spareTags.filter((t) => !VISITOR_PREFIX.test(t)));
  const tags = [...badges, ...spares].slice(0, rng.int(2, 4));

  return tags.map((tag, i): Visit => {
    const arrival = localToUtc(date, rng.int(8 * 3600, 14 * 3600), model.timeZoneId);
    const stays: Stay[] = [];
    let at = arrival + rng.int(1, 3) * MIN_MS;
    for (const zone of rng.shuffle(zones).slice(0, rng.int(1, 2))) {
      const to = at + rng.int(20, 60) * MIN_MS;
      stays.push({ zoneId: zone.id, ports: zone.ports, from: at, to, unauthorized: false });
      at = to + rng.int(1, 3) * MIN_MS;
    }
    const entrance = entrances.length > 0 ? rng.pick(entrances) : undefined;
    const exit = exits.find((g) => g === entrance) ?? exits[0];
    return {
      workerId: null,
      date,
      shift: 'day',
      seed: hash(model.projectId, -(i + 1), dayNumber(date), SALT.visitors),
      gateTag: tag,
      zoneTags: [tag],
      arrival: entrance ? { ref: rng.pick(entrance.inPorts), at: arrival } : null,
      stays,
      departure: exit ? { ref: rng.pick(exit.outPorts), at } : null,
    };
  });
}
