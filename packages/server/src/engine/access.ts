/**
 * DOMAIN.md "Access decision": may worker W be in zone Z on a date? Pure, so every branch of the
 * matrix has a unit test (access.test.ts).
 *
 * Walking up from Z, the first zone with something to say decides: a worker rule for that zone,
 * else the rule of W's contract there, else the zone's own default (ALLOW or DENY). A zone whose
 * default is INHERIT has no rules of its own (spec 002 §4: "INHERIT means no contract rules are
 * sent") and defers to its parent; a root that inherits means ALLOW.
 */
export type DefaultStatus = 'ALLOW' | 'DENY' | 'INHERIT';
export type AccessLevel = 'Indefinite' | 'Limited' | 'Deny';

export interface AccessRule {
  accessLevel: AccessLevel;
  /** 'YYYY-MM-DD', inclusive. */
  start: string | null;
  end: string | null;
}

export interface PolicyZone {
  parentId: number | null;
  defaultStatus: DefaultStatus;
}

export interface AccessPolicy {
  zones: ReadonlyMap<number, PolicyZone>;
  /** zone id → worker id → rule */
  workerRules: ReadonlyMap<number, ReadonlyMap<number, AccessRule>>;
  /** zone id → contract id → rule */
  contractRules: ReadonlyMap<number, ReadonlyMap<number, AccessRule>>;
}

export interface AccessDecision {
  allowed: boolean;
  decidedBy: 'worker-rule' | 'contract-rule' | 'zone-default' | 'root' | 'no-zone';
  /** The zone whose rule or default decided (the spec's rule-origin zone). */
  originZoneId: number | null;
}

/** Whether a rule lets the holder in on `date` (project-local 'YYYY-MM-DD'). */
export function ruleAllows(rule: AccessRule, date: string): boolean {
  switch (rule.accessLevel) {
    case 'Deny':
      return false;
    case 'Indefinite':
      return rule.start === null || date >= rule.start;
    case 'Limited':
      return (rule.start === null || date >= rule.start) && (rule.end === null || date <= rule.end);
  }
}

export function decideAccess(
  policy: AccessPolicy,
  zoneId: number | null,
  who: { workerId: number | null; contractId: number | null },
  date: string,
): AccessDecision {
  // A port with no zone has nothing to enforce.
  if (zoneId === null) return { allowed: true, decidedBy: 'no-zone', originZoneId: null };
  let current: number | null = zoneId;
  for (let depth = 0; current !== null && depth < 64; depth++) {
    const zone = policy.zones.get(current);
    if (!zone) break;
    const workerRule =
      who.workerId === null ? undefined : policy.workerRules.get(current)?.get(who.workerId);
    if (workerRule)
      return {
        allowed: ruleAllows(workerRule, date),
        decidedBy: 'worker-rule',
        originZoneId: current,
      };
    const contractRule =
      who.contractId === null ? undefined : policy.contractRules.get(current)?.get(who.contractId);
    if (contractRule) {
      return {
        allowed: ruleAllows(contractRule, date),
        decidedBy: 'contract-rule',
        originZoneId: current,
      };
    }
    if (zone.defaultStatus !== 'INHERIT') {
      return {
        allowed: zone.defaultStatus === 'ALLOW',
        decidedBy: 'zone-default',
        originZoneId: current,
      };
    }
    current = zone.parentId;
  }
  return { allowed: true, decidedBy: 'root', originZoneId: null };
}
