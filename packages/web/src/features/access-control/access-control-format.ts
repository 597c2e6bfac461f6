import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { MESSAGES } from '@siteline/shared';
import { ApiError } from '../../lib/api-error.ts';

dayjs.extend(utc);

/**
 * spec 002 §2, §9: the read's local date and time as MM/DD/YYYY hh:mm a. The server sends the
 * site's wall clock as if it were UTC, so it is formatted in UTC: no conversion to the browser's
 * zone. Null when the time is missing (the page shows N/A).
 */
export function formatReadTime(localEpoch: number | null | undefined): string | null {
  if (localEpoch === null || localEpoch === undefined || !Number.isFinite(localEpoch)) return null;
  return dayjs.utc(localEpoch * 1000).format('MM/DD/YYYY hh:mm a');
}

/**
 * spec 002 §8: on the access dashboard each entry of `errors` is its own red alert; without any,
 * the generic message.
 */
export function accessControlErrorMessages(error: unknown): string[] {
  const messages =
    error instanceof ApiError
      ? error.items.map((item) => item.errorMessage.trim()).filter(Boolean)
      : [];
  return messages.length ? messages : [MESSAGES.serverError];
}

export interface ZoneChoiceSource {
  ProjectZoneId: number;
  ZoneName: string;
  ParentProjectZoneId: number | null;
  IsArchived: boolean;
}

/**
 * The zone list in tree order (each zone under its parent, siblings by name), so the filter reads
 * like the site. A zone whose parent is missing is treated as a root.
 */
export function zonesInTreeOrder<T extends ZoneChoiceSource>(
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
      a.ZoneName.localeCompare(b.ZoneName),
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
