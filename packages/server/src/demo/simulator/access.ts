import type { AccessRule, SiteModel, SiteZone } from './site-model.ts';

/**
 * The access decision of DOMAIN.md "From a read to everything else" §1, so the simulator knows
 * which zones a worker may be planned into and which visits will show up as unauthorized.
 * A rule for the zone itself wins (the worker's over the contract's); a Limited or Indefinite
 * rule outside its dates grants nothing. Without a rule the zone's default decides, INHERIT
 * walking up the tree to its parent's default; a root that inherits allows.
 */
export interface AccessDecision {
  allowed: boolean;
  /** Decided by a worker or contract rule rather than by the zone's default. */
  byRule: boolean;
}

interface RuleIndex {
  zones: Map<number, SiteZone>;
  byWorker: Map<number, Map<number, AccessRule>>;
  byContract: Map<number, Map<number, AccessRule>>;
}

const indexes = new WeakMap<SiteModel, RuleIndex>();

function group<R extends AccessRule>(rules: readonly R[], owner: (rule: R) => number) {
  const byOwner = new Map<number, Map<number, AccessRule>>();
  for (const rule of rules) {
    const zones = byOwner.get(owner(rule)) ?? new Map<number, AccessRule>();
    zones.set(rule.zoneId, rule);
    byOwner.set(owner(rule), zones);
  }
  return byOwner;
}

function ruleIndex(model: SiteModel): RuleIndex {
  let index = indexes.get(model);
  if (!index) {
    index = {
      zones: new Map(model.zones.map((z) => [z.id, z])),
      byWorker: group(model.workerRules, (r) => r.workerId),
      byContract: group(model.contractRules, (r) => r.contractId),
    };
    indexes.set(model, index);
  }
  return index;
}

function grants(rule: AccessRule, date: string): boolean {
  switch (rule.level) {
    case 'Indefinite':
      return rule.startDate === null || rule.startDate <= date;
    case 'Limited':
      return (
        (rule.startDate === null || rule.startDate <= date) &&
        (rule.endDate === null || date <= rule.endDate)
      );
    case 'Deny':
      return false;
  }
}

export function accessDecision(
  model: SiteModel,
  worker: { id: number; contractId: number },
  zoneId: number,
  date: string,
): AccessDecision {
  const index = ruleIndex(model);
  const rule =
    index.byWorker.get(worker.id)?.get(zoneId) ??
    index.byContract.get(worker.contractId)?.get(zoneId);
  if (rule) return { allowed: grants(rule, date), byRule: true };
  let zone = index.zones.get(zoneId);
  // Bounded walk: a cycle in bad data must not hang the simulator.
  for (let depth = 0; zone && depth < 64; depth++) {
    if (zone.defaultStatus !== 'INHERIT') {
      return { allowed: zone.defaultStatus === 'ALLOW', byRule: false };
    }
    zone = zone.parentId === null ? undefined : index.zones.get(zone.parentId);
  }
  return { allowed: true, byRule: false };
}

/** Whether the worker has any rule of their own: such workers skip the per-contract caches. */
export function hasWorkerRules(model: SiteModel, workerId: number): boolean {
  return ruleIndex(model).byWorker.has(workerId);
}
