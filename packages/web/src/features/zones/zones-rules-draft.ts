import {
  datesForLevel,
  zoneRuleProblems,
  type ZoneAccessLevel,
  type ZoneDefaultStatus,
  type ZoneRules,
  type ZoneRulesUpdate,
} from '@siteline/shared';

/**
 * The zone access editor's state: what the user has changed since the rules were read, kept
 * apart from the saved rules until "Save Changes" (spec 002 §4: "an unsaved-change flag triggers
 * a leave confirmation"). Pure, so every rule of the editor has a test (zones-rules-draft.test.ts).
 */
export interface DraftRule {
  /** The contract's or the worker's id. */
  id: number;
  name: string;
  /** A worker's contract; empty for a contract rule. */
  detail: string;
  AccessLevel: ZoneAccessLevel;
  StartDateInclusive: string | null;
  EndDateInclusive: string | null;
  /** Read from the server (a worker's can be reset there); false while only in the draft. */
  saved: boolean;
}

export interface RulesDraft {
  status: ZoneDefaultStatus;
  contracts: DraftRule[];
  workers: DraftRule[];
}

export type RuleKind = 'contracts' | 'workers';

export function draftFromRules(rules: ZoneRules): RulesDraft {
  return {
    status: rules.DefaultAuthorizationStatus,
    contracts: rules.ContractRules.map((r) => ({
      id: r.ContractId,
      name: r.CompanyDisplayName,
      detail: '',
      AccessLevel: r.AccessLevel,
      StartDateInclusive: r.StartDateInclusive,
      EndDateInclusive: r.EndDateInclusive,
      saved: true,
    })),
    workers: rules.WorkerRules.map((r) => ({
      id: r.WorkerId,
      name: r.WorkerName,
      detail: r.ContractDisplayName,
      AccessLevel: r.AccessLevel,
      StartDateInclusive: r.StartDateInclusive,
      EndDateInclusive: r.EndDateInclusive,
      saved: true,
    })),
  };
}

const ruleBody = (r: DraftRule) => ({
  AccessLevel: r.AccessLevel,
  StartDateInclusive: r.StartDateInclusive,
  EndDateInclusive: r.EndDateInclusive,
});

/** The save's body. spec 002 §4: "INHERIT means no contract rules are sent". */
export function draftToUpdate(draft: RulesDraft): ZoneRulesUpdate {
  return {
    DefaultAuthorizationStatus: draft.status,
    ContractRules:
      draft.status === 'INHERIT'
        ? []
        : draft.contracts.map((r) => ({
            ContractId: r.id,
            CompanyDisplayName: r.name,
            ...ruleBody(r),
          })),
    WorkerRules: draft.workers.map((r) => ({ WorkerId: r.id, ...ruleBody(r) })),
  };
}

/** True when saving the draft would change something (order of rows does not count). */
export function isDraftDirty(draft: RulesDraft, saved: ZoneRules): boolean {
  const canon = (update: ZoneRulesUpdate) =>
    JSON.stringify({
      ...update,
      ContractRules: [...update.ContractRules].sort((a, b) => a.ContractId - b.ContractId),
      WorkerRules: [...(update.WorkerRules ?? [])].sort((a, b) => a.WorkerId - b.WorkerId),
    });
  return canon(draftToUpdate(draft)) !== canon(draftToUpdate(draftFromRules(saved)));
}

/** The problem of each rule that has one, by kind and id (spec 002 §5). */
export function draftProblems(draft: RulesDraft): Map<string, ReturnType<typeof zoneRuleProblems>> {
  const problems = new Map<string, ReturnType<typeof zoneRuleProblems>>();
  const kinds: RuleKind[] = draft.status === 'INHERIT' ? ['workers'] : ['contracts', 'workers'];
  for (const kind of kinds) {
    for (const rule of draft[kind]) {
      const found = zoneRuleProblems(rule);
      if (found.length > 0) problems.set(ruleKey(kind, rule.id), found);
    }
  }
  return problems;
}

export function ruleKey(kind: RuleKind, id: number): string {
  return `${kind}:${id}`;
}

/** A new rule: Indefinite from today, the way an operator usually starts (spec 002 §5). */
export function addRule(
  draft: RulesDraft,
  kind: RuleKind,
  who: { id: number; name: string; detail?: string },
  today: string,
): RulesDraft {
  if (draft[kind].some((r) => r.id === who.id)) return draft;
  const rule: DraftRule = {
    id: who.id,
    name: who.name,
    detail: who.detail ?? '',
    AccessLevel: 'Indefinite',
    StartDateInclusive: today,
    EndDateInclusive: null,
    saved: false,
  };
  return { ...draft, [kind]: [...draft[kind], rule] };
}

export function removeRule(draft: RulesDraft, kind: RuleKind, id: number): RulesDraft {
  return { ...draft, [kind]: draft[kind].filter((r) => r.id !== id) };
}

/** A level change keeps only the dates the new level takes (Deny none, Indefinite no end). */
export function changeLevel(
  draft: RulesDraft,
  kind: RuleKind,
  id: number,
  level: ZoneAccessLevel,
  today: string,
): RulesDraft {
  return updateRule(draft, kind, id, (r) => ({
    ...r,
    AccessLevel: level,
    ...datesForLevel(level, r, today),
  }));
}

export function changeDate(
  draft: RulesDraft,
  kind: RuleKind,
  id: number,
  field: 'StartDateInclusive' | 'EndDateInclusive',
  value: string,
): RulesDraft {
  return updateRule(draft, kind, id, (r) => ({ ...r, [field]: value === '' ? null : value }));
}

function updateRule(
  draft: RulesDraft,
  kind: RuleKind,
  id: number,
  change: (rule: DraftRule) => DraftRule,
): RulesDraft {
  return { ...draft, [kind]: draft[kind].map((r) => (r.id === id ? change(r) : r)) };
}
