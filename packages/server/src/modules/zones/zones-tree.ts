import type { ZoneDefaultStatus, ZoneNode } from '@siteline/shared';
import type { AccessPolicy, AccessRule } from '../../engine/access.ts';

/** What the tree walks need of a zone row. */
export interface TreeZone {
  project_zone_id: number;
  zone_name: string;
  parent_project_zone_id: number | null;
  zone_description: string | null;
  is_archived: boolean;
  is_site_entrance_exit: boolean;
  default_authorization_status: ZoneDefaultStatus;
}

export function byId<T extends TreeZone>(zones: readonly T[]): Map<number, T> {
  return new Map(zones.map((z) => [z.project_zone_id, z]));
}

/** The zones above `zoneId`, the parent first and the root last (a cycle stops the walk). */
export function ancestorsOf<T extends TreeZone>(zones: Map<number, T>, zoneId: number): T[] {
  const result: T[] = [];
  const seen = new Set([zoneId]);
  let parent = zones.get(zoneId)?.parent_project_zone_id ?? null;
  while (parent !== null && !seen.has(parent)) {
    const zone = zones.get(parent);
    if (!zone) break;
    result.push(zone);
    seen.add(parent);
    parent = zone.parent_project_zone_id;
  }
  return result;
}

/** Every zone below `zoneId` (children, their children, …), in tree order. */
export function descendantsOf<T extends TreeZone>(zones: readonly T[], zoneId: number): T[] {
  const children = new Map<number, T[]>();
  for (const z of zones) {
    if (z.parent_project_zone_id === null) continue;
    children.set(z.parent_project_zone_id, [...(children.get(z.parent_project_zone_id) ?? []), z]);
  }
  const result: T[] = [];
  const seen = new Set([zoneId]);
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      if (seen.has(child.project_zone_id)) continue;
      seen.add(child.project_zone_id);
      result.push(child);
      visit(child.project_zone_id);
    }
  };
  visit(zoneId);
  return result;
}

/**
 * The zones whose rules can decide in `zoneId`, nearest first: the zone itself and, while a
 * zone inherits, the one above it, down to the first that does not (the rule-origin zone,
 * whose default applies). DOMAIN.md "Access decision", as engine/access.ts walks it.
 */
export function ruleChain<T extends TreeZone>(
  zones: Map<number, T>,
  zoneId: number,
): { chain: T[]; origin: T | null } {
  const chain: T[] = [];
  let current = zones.get(zoneId);
  const seen = new Set<number>();
  while (current && !seen.has(current.project_zone_id)) {
    seen.add(current.project_zone_id);
    chain.push(current);
    if (current.default_authorization_status !== 'INHERIT') return { chain, origin: current };
    current =
      current.parent_project_zone_id === null
        ? undefined
        : zones.get(current.parent_project_zone_id);
  }
  return { chain, origin: null };
}

/** What a zone's INHERIT resolves to: the way of the nearest zone above that decides. */
export function inheritedStatus<T extends TreeZone>(
  zones: Map<number, T>,
  zoneId: number,
): 'ALLOW' | 'DENY' {
  for (const zone of ancestorsOf(zones, zoneId)) {
    if (zone.default_authorization_status !== 'INHERIT') return zone.default_authorization_status;
  }
  return 'ALLOW';
}

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The zones as nested nodes (siblings by name), the spec's ChildZones. */
export function buildHierarchy(zones: readonly TreeZone[]): ZoneNode[] {
  const ids = new Set(zones.map((z) => z.project_zone_id));
  const nodes = new Map<number, ZoneNode>();
  for (const z of zones) {
    nodes.set(z.project_zone_id, {
      ProjectZoneId: z.project_zone_id,
      ZoneName: z.zone_name,
      parentProjectZoneId: z.parent_project_zone_id,
      zoneDescription: z.zone_description,
      IsArchived: z.is_archived,
      isSiteEntranceExit: z.is_site_entrance_exit,
      defaultAuthorizationStatus: z.default_authorization_status,
      ChildZones: [],
    });
  }
  const roots: ZoneNode[] = [];
  // Siblings by name as people read them: "Level 2" before "Level 10".
  const ordered = [...zones].sort(
    (a, b) => NAME_ORDER.compare(a.zone_name, b.zone_name) || a.project_zone_id - b.project_zone_id,
  );
  for (const z of ordered) {
    const node = nodes.get(z.project_zone_id)!;
    const parent = z.parent_project_zone_id;
    if (parent !== null && ids.has(parent)) nodes.get(parent)!.ChildZones.push(node);
    else roots.push(node);
  }
  return roots;
}

interface RuleRow {
  project_zone_id: number;
  access_level: AccessRule['accessLevel'];
  start_date_inclusive: string | null;
  end_date_inclusive: string | null;
}

/** The engine's policy (engine/access.ts) from the zones area's rows. */
export function buildPolicy(
  zones: readonly TreeZone[],
  contractRules: readonly (RuleRow & { contract_id: number })[],
  workerRules: readonly (RuleRow & { worker_id: number })[],
): AccessPolicy {
  const rulesBy = <R extends RuleRow>(rows: readonly R[], key: (r: R) => number) => {
    const map = new Map<number, Map<number, AccessRule>>();
    for (const r of rows) {
      const inZone = map.get(r.project_zone_id) ?? new Map<number, AccessRule>();
      inZone.set(key(r), {
        accessLevel: r.access_level,
        start: r.start_date_inclusive,
        end: r.end_date_inclusive,
      });
      map.set(r.project_zone_id, inZone);
    }
    return map;
  };
  return {
    zones: new Map(
      zones.map((z) => [
        z.project_zone_id,
        { parentId: z.parent_project_zone_id, defaultStatus: z.default_authorization_status },
      ]),
    ),
    contractRules: rulesBy(contractRules, (r) => r.contract_id),
    workerRules: rulesBy(workerRules, (r) => r.worker_id),
  };
}
