import { accessDecision, hasWorkerRules } from './access.ts';
import { hash, SALT } from './seeds.ts';
import { sitePlaces, tradeWeights, type WorkZone } from './site-places.ts';
import {
  TAG_TYPE,
  type SiteModel,
  type SiteTag,
  type SiteWorker,
} from '../../engine/gateway-site.ts';

/**
 * What a worker brings to a given day: the tags that will answer, and the zones they may and
 * may not work in (their trade's habits filtered through the access rules of that date).
 */

/** Share of workers holding two or more tags whose last one never answers (a dead badge). */
export const DEAD_BADGE_RATE = 0.03;

const choiceCache = new WeakMap<SiteModel, Map<string, ZoneChoices>>();
const deadBadges = new WeakMap<SiteModel, Set<number>>();

export interface ZoneChoices {
  zones: WorkZone[];
  weights: number[];
  /** Work zones this worker may not enter: where an unauthorized read comes from. */
  denied: WorkZone[];
  lunch: WorkZone[];
}

/**
 * Exactly DEAD_BADGE_RATE of the two-tag holders (at least one), chosen by hash rather than by
 * a coin per worker, so even the small demo project has a dead badge for its reports to find.
 */
function deadBadgeHolders(model: SiteModel): Set<number> {
  let holders = deadBadges.get(model);
  if (!holders) {
    // Two tags held together; a replaced badge is two tags one after the other.
    const twoTags = model.workers.filter(
      (w) => w.tags.filter((t) => t.endDate === null).length >= 2,
    );
    const ranked = twoTags
      .map((w) => ({ id: w.id, rank: hash(model.projectId, w.id, SALT.deadBadge) }))
      .sort((a, b) => a.rank - b.rank || a.id - b.id);
    const count = twoTags.length === 0 ? 0 : Math.ceil(twoTags.length * DEAD_BADGE_RATE);
    holders = new Set(ranked.slice(0, count).map((w) => w.id));
    deadBadges.set(model, holders);
  }
  return holders;
}

export function zoneChoices(model: SiteModel, worker: SiteWorker, date: string): ZoneChoices {
  let cache = choiceCache.get(model);
  if (!cache || cache.size > 20_000) {
    cache = new Map();
    choiceCache.set(model, cache);
  }
  // Workers of one contract share a trade and rules, unless they have rules of their own.
  const key = hasWorkerRules(model, worker.id) ? null : `${worker.contractId}|${date}`;
  const cached = key === null ? undefined : cache.get(key);
  if (cached) return cached;
  const places = sitePlaces(model);
  const weightOf = tradeWeights(places, worker.trade);
  const result: ZoneChoices = { zones: [], weights: [], denied: [], lunch: [] };
  for (const zone of places.workZones) {
    const decision = accessDecision(model, worker, zone.id, date);
    if (!decision.allowed) {
      result.denied.push(zone);
      continue;
    }
    if (zone.kind === 'yard' || zone.kind === 'office') result.lunch.push(zone);
    let weight = weightOf.get(zone.id) ?? 0;
    // A room the worker was granted by name (electricians, the electrical room) is their room.
    if (decision.byRule && zone.kind === 'room') weight = Math.max(weight, 1) * 4;
    if (weight > 0) {
      result.zones.push(zone);
      result.weights.push(weight);
    }
  }
  if (result.zones.length === 0) {
    const allowed = places.workZones.filter((z) => !result.denied.includes(z));
    result.zones.push(...allowed);
    result.weights.push(...allowed.map(() => 1));
  }
  if (key !== null) cache.set(key, result);
  return result;
}

export function weightedZone(c: ZoneChoices, u: number): WorkZone | undefined {
  const total = c.weights.reduce((a, b) => a + b, 0);
  let r = u * total;
  for (const [i, zone] of c.zones.entries()) {
    r -= c.weights[i] ?? 0;
    if (r < 0) return zone;
  }
  return c.zones.at(-1);
}

/** The tags read today: the gate tag and the ones BLE gateways hear (a dead badge is neither). */
export function tagsOfDay(model: SiteModel, worker: SiteWorker, date: string) {
  const active = worker.tags.filter(
    (t) => t.startDate <= date && (t.endDate === null || date <= t.endDate),
  );
  const primary =
    active.find((t) => t.tagTypeId === TAG_TYPE.BleBadge) ??
    active.find((t) => t.tagTypeId !== TAG_TYPE.NfcCard) ??
    active[0];
  if (!primary) return null;
  let live: SiteTag[] = [primary, ...active.filter((t) => t !== primary)];
  if (live.length >= 2 && deadBadgeHolders(model).has(worker.id)) live = live.slice(0, -1);
  const card = live.find((t) => t.tagTypeId === TAG_TYPE.NfcCard);
  return {
    gateTag: (card ?? primary).tag,
    zoneTags: live.filter((t) => t.tagTypeId !== TAG_TYPE.NfcCard).map((t) => t.tag),
  };
}
