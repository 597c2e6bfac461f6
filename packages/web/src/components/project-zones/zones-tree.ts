import { naturalCompare } from '@siteline/shared';

/** What the tree order needs of a zone (ProjectZoneListItem has it). */
export interface ZoneTreeSource {
  ProjectZoneId: number;
  ZoneName: string;
  ParentProjectZoneId: number | null;
  IsArchived: boolean;
}

/**
 * The zone list in tree order (each zone under its parent, siblings in natural order: Level 2 before Level 10), so the filter reads
 * like the site. A zone whose parent is missing is treated as a root.
 */
export function zonesInTreeOrder<T extends ZoneTreeSource>(
  zones: readonly T[],
): { zone: T; depth: number }[] {
  const ids = new Set(zones.map((z) => z.ProjectZoneId));
  const children = new Map<number | null, T[]>();
  for (const zone of zones) {
    const parent =
      zone.ParentProjectZoneId !== null && ids.has(zone.ParentProjectZoneId)
        ? zone.ParentProjectZoneId
        : null;
    children.set(parent, [...(children.get(parent) ?? []), zone]);
  }
  const result: { zone: T; depth: number }[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) =>
      naturalCompare(a.ZoneName, b.ZoneName),
    );
    for (const zone of list) {
      if (seen.has(zone.ProjectZoneId)) continue;
      seen.add(zone.ProjectZoneId);
      result.push({ zone, depth });
      visit(zone.ProjectZoneId, depth + 1);
    }
  };
  visit(null, 0);
  // A cycle would leave zones unvisited: list them at the end rather than lose them.
  for (const zone of zones) if (!seen.has(zone.ProjectZoneId)) result.push({ zone, depth: 0 });
  return result;
}
