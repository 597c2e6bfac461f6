import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  ruleAllows,
  type AccessPolicy,
  type AccessRule,
  type DefaultStatus,
} from './access.ts';

// Site (root) ─ Level 3 ─ Electrical room
//            └ Crane zone
function policy(opts: {
  root?: DefaultStatus;
  level3?: DefaultStatus;
  electrical?: DefaultStatus;
  crane?: DefaultStatus;
  workerRules?: [zone: number, worker: number, rule: AccessRule][];
  contractRules?: [zone: number, contract: number, rule: AccessRule][];
}): AccessPolicy {
  const zones = new Map([
    [1, { parentId: null, defaultStatus: opts.root ?? 'INHERIT' }],
    [2, { parentId: 1, defaultStatus: opts.level3 ?? 'INHERIT' }],
    [3, { parentId: 2, defaultStatus: opts.electrical ?? 'INHERIT' }],
    [4, { parentId: 1, defaultStatus: opts.crane ?? 'DENY' }],
  ] as const);
  const nest = (rows: [number, number, AccessRule][] = []) => {
    const m = new Map<number, Map<number, AccessRule>>();
    for (const [zone, id, rule] of rows)
      m.set(zone, (m.get(zone) ?? new Map<number, AccessRule>()).set(id, rule));
    return m;
  };
  return { zones, workerRules: nest(opts.workerRules), contractRules: nest(opts.contractRules) };
}

const ELECTRICIAN = { workerId: 10, contractId: 100 };
const PLUMBER = { workerId: 20, contractId: 200 };
const DAY = '2026-06-10';
const indefinite = (start: string | null = null): AccessRule => ({
  accessLevel: 'Indefinite',
  start,
  end: null,
});
const limited = (start: string, end: string): AccessRule => ({
  accessLevel: 'Limited',
  start,
  end,
});
const deny: AccessRule = { accessLevel: 'Deny', start: null, end: null };

describe('rule levels', () => {
  it('Indefinite lets in from its start date on', () => {
    expect(ruleAllows(indefinite('2026-06-10'), '2026-06-09')).toBe(false);
    expect(ruleAllows(indefinite('2026-06-10'), '2026-06-10')).toBe(true);
    expect(ruleAllows(indefinite('2026-06-10'), '2027-01-01')).toBe(true);
    expect(ruleAllows(indefinite(null), '2020-01-01')).toBe(true);
  });
  it('Limited lets in within its dates, both inclusive', () => {
    const rule = limited('2026-06-01', '2026-06-30');
    expect(
      ['2026-05-31', '2026-06-01', '2026-06-30', '2026-07-01'].map((d) => ruleAllows(rule, d)),
    ).toEqual([false, true, true, false]);
  });
  it('Deny never lets in', () => {
    expect(ruleAllows(deny, DAY)).toBe(false);
  });
});

describe('the access decision matrix', () => {
  it('a root that inherits means ALLOW', () => {
    expect(decideAccess(policy({}), 3, PLUMBER, DAY)).toMatchObject({
      allowed: true,
      decidedBy: 'root',
    });
  });

  it('a zone default DENY refuses everyone without a rule', () => {
    expect(decideAccess(policy({}), 4, PLUMBER, DAY)).toMatchObject({
      allowed: false,
      decidedBy: 'zone-default',
      originZoneId: 4,
    });
  });

  it('INHERIT walks up to the nearest zone with a default', () => {
    const p = policy({ level3: 'DENY' });
    expect(decideAccess(p, 3, PLUMBER, DAY)).toMatchObject({ allowed: false, originZoneId: 2 });
    expect(decideAccess(policy({ root: 'DENY' }), 3, PLUMBER, DAY)).toMatchObject({
      allowed: false,
      originZoneId: 1,
    });
  });

  it('a contract rule beats the zone default, for that contract only', () => {
    const p = policy({ electrical: 'DENY', contractRules: [[3, 100, indefinite('2026-01-01')]] });
    expect(decideAccess(p, 3, ELECTRICIAN, DAY)).toMatchObject({
      allowed: true,
      decidedBy: 'contract-rule',
    });
    expect(decideAccess(p, 3, PLUMBER, DAY)).toMatchObject({
      allowed: false,
      decidedBy: 'zone-default',
    });
  });

  it('a contract rule can deny where the zone allows', () => {
    const p = policy({ electrical: 'ALLOW', contractRules: [[3, 200, deny]] });
    expect(decideAccess(p, 3, PLUMBER, DAY).allowed).toBe(false);
    expect(decideAccess(p, 3, ELECTRICIAN, DAY).allowed).toBe(true);
  });

  it('a Limited contract rule expires', () => {
    const p = policy({
      crane: 'DENY',
      contractRules: [[4, 200, limited('2026-06-01', '2026-06-05')]],
    });
    expect(decideAccess(p, 4, PLUMBER, '2026-06-03').allowed).toBe(true);
    expect(decideAccess(p, 4, PLUMBER, DAY)).toMatchObject({
      allowed: false,
      decidedBy: 'contract-rule',
    });
  });

  it('a worker rule wins over the contract rule and the default', () => {
    const p = policy({
      electrical: 'DENY',
      contractRules: [[3, 100, deny]],
      workerRules: [[3, 10, limited('2026-06-01', '2026-06-30')]],
    });
    expect(decideAccess(p, 3, ELECTRICIAN, DAY)).toMatchObject({
      allowed: true,
      decidedBy: 'worker-rule',
    });
    const other = { workerId: 11, contractId: 100 };
    expect(decideAccess(p, 3, other, DAY)).toMatchObject({
      allowed: false,
      decidedBy: 'contract-rule',
    });
  });

  it('a worker rule that denies beats a contract rule that allows', () => {
    const p = policy({ contractRules: [[3, 100, indefinite()]], workerRules: [[3, 10, deny]] });
    expect(decideAccess(p, 3, ELECTRICIAN, DAY).allowed).toBe(false);
  });

  it('an inheriting zone takes its parent’s rules (the rule-origin zone)', () => {
    const p = policy({ level3: 'DENY', contractRules: [[2, 100, indefinite()]] });
    expect(decideAccess(p, 3, ELECTRICIAN, DAY)).toMatchObject({ allowed: true, originZoneId: 2 });
    expect(decideAccess(p, 3, PLUMBER, DAY)).toMatchObject({ allowed: false, originZoneId: 2 });
  });

  it('a read with no worker (unknown tag) is judged by the zone defaults alone', () => {
    const p = policy({ electrical: 'DENY', contractRules: [[3, 100, indefinite()]] });
    expect(decideAccess(p, 3, { workerId: null, contractId: null }, DAY).allowed).toBe(false);
    expect(decideAccess(p, 2, { workerId: null, contractId: null }, DAY).allowed).toBe(true);
  });

  it('a port with no zone enforces nothing', () => {
    expect(decideAccess(policy({ root: 'DENY' }), null, PLUMBER, DAY)).toMatchObject({
      allowed: true,
      decidedBy: 'no-zone',
    });
  });
});
