import type { ProjectZoneListItem } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import * as repo from './zones.repository.ts';

export type ZonesService = ReturnType<typeof createZonesService>;

export function createZonesService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** spec 002 §7 `v2/project_zones/list`: the project's zones, flat, archived ones flagged. */
    async list(projectId: number): Promise<ProjectZoneListItem[]> {
      const rows = await repo.listZones(db, projectId);
      return rows.map(toListItem);
    },

    /** For other modules checking the zones a request names: those of the project, by id. */
    async findByIds(projectId: number, zoneIds: readonly number[]): Promise<ProjectZoneListItem[]> {
      const rows = await repo.findZones(db, projectId, [...new Set(zoneIds)]);
      return rows.map(toListItem);
    },
  };
}

function toListItem(row: repo.ZoneRow): ProjectZoneListItem {
  return {
    ProjectZoneId: row.project_zone_id,
    ZoneName: row.zone_name,
    ParentProjectZoneId: row.parent_project_zone_id,
    IsArchived: row.is_archived,
    IsSiteEntranceExit: row.is_site_entrance_exit,
  };
}
