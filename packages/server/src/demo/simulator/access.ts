import {
  decideAccess,
  type AccessPolicy,
  type AccessRule as EngineRule,
} from '../../engine/access.ts';
import type { AccessRule, SiteModel } from '../../engine/gateway-site.ts';

/**
 * Which zones a worker may be planned into and which visits will show up as unauthorized: the
 * engine's own access decision (engine/access.ts), over the simulator's site model, so the two
 * can never disagree.
 */
export interface AccessDecision {
  allowed: boolean;
  /** Decided by a worker or contract rule rather than by a zone's default. */
  byRule: boolean;
}

const policies = new WeakMap<SiteModel, AccessPolicy>();

function nest<R extends AccessRule>(rules: readonly R[], owner: (rule: R) => number) {
  const byZone = new Map<number, Map<number, EngineRule>>();
  for (const rule of rules) {
    const inner = byZone.get(rule.zoneId) ?? new Map<number, EngineRule>();
    inner.set(owner(rule), { accessLevel: rule.level, start: rule.startDate, end: rule.endDate });
    byZone.set(rule.zoneId, inner);
  }
  return byZone;
}

function policyOf(model: SiteModel): AccessPolicy {
  let policy = policies.get(model);
  if (!policy) {
    policy = {
      zones: new Map(
        model.zones.map((z) => [z.id, { parentId: z.parentId, defaultStatus: z.defaultStatus }]),
      ),
      workerRules: nest(model.workerRules, (r) => r.workerId),
      contractRules: nest(model.contractRules, (r) => r.contractId),
    };
    policies.set(model, policy);
  }
  return policy;
}

export function accessDecision(
  model: SiteModel,
  worker: { id: number; contractId: number },
  zoneId: number,
  date: string,
): AccessDecision {
  const decision = decideAccess(
    policyOf(model),
    zoneId,
    { workerId: worker.id, contractId: worker.contractId },
    date,
  );
  return {
    allowed: decision.allowed,
    byRule: decision.decidedBy === 'worker-rule' || decision.decidedBy === 'contract-rule',
  };
}

/** Whether the worker has any rule of their own: such workers skip the per-contract caches. */
export function hasWorkerRules(model: SiteModel, workerId: number): boolean {
  return model.workerRules.some((r) => r.workerId === workerId);
}
