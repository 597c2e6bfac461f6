import { zonesInTreeOrder } from '@/components/project-zones/zones-tree.ts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { READER_STATUS, type ProjectZoneListItem } from '@siteline/shared';
import { dateTimeFormat } from '@/lib/dates.ts';

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
    return dayjs(iso).tz(timeZoneId).format(dateTimeFormat());
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
  return zonesInTreeOrder(zones).map(({ zone, depth }) => ({
    id: zone.ProjectZoneId,
    name: zone.ZoneName,
    depth,
    archived: zone.IsArchived,
  }));
}

/**
 * A reader heard from (online or offline, not Unknown) but placed nowhere: its reads carry no
 * zone until someone places it (then they are resolved again from its registration).
 */
export function reportsUnplaced(reader: { ZoneName: string | null; ReaderStatusId: number }) {
  return reader.ZoneName === null && reader.ReaderStatusId !== READER_STATUS.Unknown;
}
