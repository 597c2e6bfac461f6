import { naturalCompare } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';

const ZONE_COLUMNS = [
  'z.project_zone_id',
  'z.zone_name',
  'z.parent_project_zone_id',
  'z.is_archived',
  'z.is_site_entrance_exit',
] as const;

/** Every zone of the project, archived ones included, by name in natural order (Level 2, Level 10). */
export function listZones(db: Executor, projectId: number) {
  return db
    .selectFrom('zones as z')
    .select(ZONE_COLUMNS)
    .where('z.project_id', '=', projectId)
    .orderBy('z.project_zone_id')
    .execute()
    .then((rows) =>
      rows.sort(
        (a, b) => naturalCompare(a.zone_name, b.zone_name) || a.project_zone_id - b.project_zone_id,
      ),
    );
}

export type ZoneRow = Awaited<ReturnType<typeof listZones>>[number];

/** The zones of the project among these ids (ids of other projects are simply not found). */
export function findZones(db: Executor, projectId: number, zoneIds: readonly number[]) {
  if (zoneIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('zones as z')
    .select(ZONE_COLUMNS)
    .where('z.project_id', '=', projectId)
    .where('z.project_zone_id', 'in', zoneIds)
    .execute();
}
