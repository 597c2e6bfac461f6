import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { ProjectZoneListItem } from '@siteline/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * spec 002 §9 "MM/DD/YYYY hh:mm a", on the project's clock (never the browser's); null when
 * there is no date or the time zone is not known yet.
 */
export function formatLastActive(
  iso: string | null,
  timeZoneId: string | undefined,
): string | null {
  if (!iso || !timeZoneId) return null;
  try {
    return dayjs(iso).tz(timeZoneId).format('MM/DD/YYYY hh:mm a');
  } catch {
    return null;
  }
}

export interface ZoneOption {
  id: number;
  name: string;
  /** Depth in the zone tree, for indenting. */
  depth: number;
  archived: boolean;
}

/**
 * The flat zone list in tree order (each zone under its parent, siblings by name), so pickers
 * read like the site. A zone whose parent is missing is treated as a root.
 */
export function zoneOptions(zones: readonly ProjectZoneListItem[]): ZoneOption[] {
  const ids = new Set(zones.map((z) => z.ProjectZoneId));
  const children = new Map<number | null, ProjectZoneListItem[]>();
  for (const zone of zones) {
    const parent =
      zone.ParentProjectZoneId !== null && ids.has(zone.ParentProjectZoneId)
        ? zone.ParentProjectZoneId
        : null;
    children.set(parent, [...(children.get(parent) ?? []), zone]);
  }
  const result: ZoneOption[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) =>
      a.ZoneName.localeCompare(b.ZoneName),
    );
    for (const zone of list) {
      if (seen.has(zone.ProjectZoneId)) continue;
      seen.add(zone.ProjectZoneId);
      result.push({
        id: zone.ProjectZoneId,
        name: zone.ZoneName,
        depth,
        archived: zone.IsArchived,
      });
      visit(zone.ProjectZoneId, depth + 1);
    }
  };
  visit(null, 0);
  return result;
}
