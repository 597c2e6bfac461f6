import type { RealtimeArea, RealtimeLastSeenWorker } from '@siteline/shared';
import type { RealtimeSort, RealtimeTeam } from './realtime-search.ts';

/**
 * A worker passes the team filter when it belongs to any ticked team (none ticked: everyone),
 * and the contract filter when its contract is ticked (none ticked: every contract).
 */
export function filterWorkers(
  workers: readonly RealtimeLastSeenWorker[],
  teams: readonly RealtimeTeam[],
  contractIds: readonly number[],
): RealtimeLastSeenWorker[] {
  return workers.filter((worker) => {
    if (
      contractIds.length &&
      (worker.ContractId === null || !contractIds.includes(worker.ContractId))
    )
      return false;
    if (teams.length === 0) return true;
    return teams.some((team) => {
      switch (team) {
        case 'OwnerServices':
          return worker.OwnerServices;
        case 'Trade':
          return worker.IsWorkforceTrade;
        case 'IsCriticalTrade':
          return worker.IsCriticalTrade;
      }
    });
  });
}

/** Newest first for last seen; names and contracts alphabetically, then newest first. */
export function sortWorkers(
  workers: readonly RealtimeLastSeenWorker[],
  sort: RealtimeSort,
): RealtimeLastSeenWorker[] {
  const byTime = (a: RealtimeLastSeenWorker, b: RealtimeLastSeenWorker) =>
    b.LastSeenDateTimeLocal.localeCompare(a.LastSeenDateTimeLocal);
  const byName = (a: RealtimeLastSeenWorker, b: RealtimeLastSeenWorker) =>
    a.WorkerName.localeCompare(b.WorkerName);
  const compare = {
    lastSeen: (a: RealtimeLastSeenWorker, b: RealtimeLastSeenWorker) =>
      byTime(a, b) || byName(a, b),
    name: (a: RealtimeLastSeenWorker, b: RealtimeLastSeenWorker) => byName(a, b) || byTime(a, b),
    contract: (a: RealtimeLastSeenWorker, b: RealtimeLastSeenWorker) =>
      (a.ContractName ?? '\uffff').localeCompare(b.ContractName ?? '\uffff') || byName(a, b),
  }[sort];
  return [...workers].sort(compare);
}

export interface ZoneParent {
  ProjectZoneId: number;
  ParentProjectZoneId: number | null;
}

/**
 * Which pin of the area counts a worker: the pin of the zone the worker was last seen in, else
 * the pin of its nearest pinned ancestor (a pin on "Level 3" counts the crews in Level 3's
 * rooms that have no pin of their own). Null when nothing on this area covers the zone.
 */
export function pinnedZoneFor(
  zoneId: number | null,
  pinned: ReadonlySet<number>,
  parents: ReadonlyMap<number, number | null>,
): number | null {
  const seen = new Set<number>();
  let current = zoneId;
  while (current !== null && !seen.has(current)) {
    if (pinned.has(current)) return current;
    seen.add(current);
    current = parents.get(current) ?? null;
  }
  return null;
}

export function parentMap(zones: readonly ZoneParent[]): Map<number, number | null> {
  return new Map(zones.map((zone) => [zone.ProjectZoneId, zone.ParentProjectZoneId]));
}

/** The workers each pin of the area counts, by the pinned zone's id. */
export function workersByPin(
  area: RealtimeArea,
  workers: readonly RealtimeLastSeenWorker[],
  parents: ReadonlyMap<number, number | null>,
): Map<number, RealtimeLastSeenWorker[]> {
  const pinned = new Set(area.zones.map((zone) => zone.projectZoneId));
  const result = new Map<number, RealtimeLastSeenWorker[]>(
    area.zones.map((zone) => [zone.projectZoneId, []]),
  );
  for (const worker of workers) {
    const pin = pinnedZoneFor(worker.LastSeenProjectZoneId, pinned, parents);
    if (pin !== null) result.get(pin)?.push(worker);
  }
  return result;
}

/**
 * Workers that no pin of any area counts (their zone, and every zone above it, is on no
 * picture, or they were seen at a port with no zone): listed apart so nobody is invisible.
 */
export function workersOffPictures(
  areas: readonly RealtimeArea[],
  workers: readonly RealtimeLastSeenWorker[],
  parents: ReadonlyMap<number, number | null>,
): RealtimeLastSeenWorker[] {
  const pinned = new Set(areas.flatMap((area) => area.zones.map((zone) => zone.projectZoneId)));
  return workers.filter(
    (worker) => pinnedZoneFor(worker.LastSeenProjectZoneId, pinned, parents) === null,
  );
}
