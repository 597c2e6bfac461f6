import { ZONE_DENSITY_WINDOW_MINUTES } from '@siteline/shared';

/** A zone's density rule: more than `cutoffValue` distinct workers for `cutoffMinutes`. */
export interface DensityRule {
  zoneId: number;
  cutoffValue: number;
  cutoffMinutes: number;
}

export interface DensityStep {
  /** Since when the zone has been over its cutoff (null: not over now). */
  overSince: number | null;
  raise: boolean;
  resolve: boolean;
}

export const DENSITY_WINDOW_MS = ZONE_DENSITY_WINDOW_MINUTES * 60_000;

/** How often the rule is evaluated: once per period per project across all instances. */
export const DENSITY_PERIOD_MS = 15_000;

/**
 * DOMAIN.md "Zone density": a fact is raised once the zone's count has exceeded the cutoff
 * without a break for at least the cutoff duration, and resolved as soon as the count is at or
 * under the cutoff. At most one open fact per zone; the same input gives the same step, so a
 * re-run changes nothing.
 */
export function densityStep(
  rule: Pick<DensityRule, 'cutoffValue' | 'cutoffMinutes'>,
  count: number,
  previousOverSince: number | null,
  hasOpenFact: boolean,
  now: number,
): DensityStep {
  if (count <= rule.cutoffValue) {
    return { overSince: null, raise: false, resolve: hasOpenFact };
  }
  const overSince =
    previousOverSince !== null && previousOverSince <= now ? previousOverSince : now;
  const longEnough = now - overSince >= rule.cutoffMinutes * 60_000;
  return { overSince, raise: !hasOpenFact && longEnough, resolve: false };
}

/**
 * Distinct workers per ruled zone, a zone counting the workers of its sub-zones too (a worker in
 * the electrical room on level 3 is on level 3). `workersByZone` are the workers read in each
 * zone within the window; `parentOf` is the project's zone tree.
 */
export function countByRuledZone(
  ruledZoneIds: readonly number[],
  workersByZone: ReadonlyMap<number, readonly number[]>,
  parentOf: ReadonlyMap<number, number | null>,
): Map<number, number> {
  const ruled = new Set(ruledZoneIds);
  const sets = new Map<number, Set<number>>(ruledZoneIds.map((id) => [id, new Set<number>()]));
  for (const [zoneId, workers] of workersByZone) {
    // Walk up from the read's zone, adding its workers to every ruled ancestor (and itself).
    const seen = new Set<number>();
    for (
      let z: number | null | undefined = zoneId;
      z != null && !seen.has(z);
      z = parentOf.get(z)
    ) {
      seen.add(z);
      if (ruled.has(z)) for (const w of workers) sets.get(z)!.add(w);
    }
  }
  return new Map([...sets].map(([id, s]) => [id, s.size]));
}
