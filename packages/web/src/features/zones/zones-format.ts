import type { ZoneNode } from '@siteline/shared';

export interface TreeRow {
  zone: ZoneNode;
  depth: number;
  hasChildren: boolean;
}

/** The tree's visible rows: archived zones only when asked for, collapsed zones' children hidden. */
export function visibleRows(
  roots: readonly ZoneNode[],
  options: { showArchived: boolean; collapsed: ReadonlySet<number> },
): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (nodes: readonly ZoneNode[], depth: number) => {
    for (const zone of nodes) {
      if (zone.IsArchived && !options.showArchived) continue;
      const children = zone.ChildZones.filter((c) => options.showArchived || !c.IsArchived);
      rows.push({ zone, depth, hasChildren: children.length > 0 });
      if (!options.collapsed.has(zone.ProjectZoneId)) visit(children, depth + 1);
    }
  };
  visit(roots, 0);
  return rows;
}

/** Where a zone may be moved: active zones that are not the zone itself or below it. */
export function parentChoices(
  roots: readonly ZoneNode[],
  movingZoneId: number | null,
): { id: number; name: string; depth: number }[] {
  const result: { id: number; name: string; depth: number }[] = [];
  const visit = (nodes: readonly ZoneNode[], depth: number) => {
    for (const zone of nodes) {
      if (zone.IsArchived || zone.ProjectZoneId === movingZoneId) continue;
      result.push({ id: zone.ProjectZoneId, name: zone.ZoneName, depth });
      visit(zone.ChildZones, depth + 1);
    }
  };
  visit(roots, 0);
  return result;
}

/** The node of `zoneId` in the tree, or undefined. */
export function findNode(roots: readonly ZoneNode[], zoneId: number): ZoneNode | undefined {
  for (const zone of roots) {
    if (zone.ProjectZoneId === zoneId) return zone;
    const found = findNode(zone.ChildZones, zoneId);
    if (found) return found;
  }
  return undefined;
}
