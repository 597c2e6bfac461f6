import {
  UNASSIGNED_ZONE_ID,
  ZONES_MESSAGES,
  type ProjectZoneList,
  type ProjectZoneListItem,
  type ZoneArchiveInfo,
  type ZoneArchiveResult,
  type ZoneDetail,
  type ZoneEntranceState,
  type ZoneHierarchy,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { createZoneAccess } from './zones-access.ts';
import * as repo from './zones.repository.ts';
import { ancestorsOf, buildHierarchy, byId, descendantsOf } from './zones-tree.ts';

export type ZonesService = ReturnType<typeof createZonesService>;

type ZoneInput = {
  ZoneName: string;
  parentProjectZoneId: number | null;
  zoneDescription: string | null;
};

export function createZonesService(deps: { db: Database }) {
  const { db } = deps;
  const access = createZoneAccess(db);

  /** The project's zones and the one asked for; 404 when it is not the project's. */
  async function load(executor: Executor, projectId: number, zoneId: number) {
    const zones = await repo.listZonesFull(executor, projectId);
    const zone = zones.find((z) => z.project_zone_id === zoneId);
    if (!zone) throw new NotFoundError(ZONES_MESSAGES.zoneNotFound);
    return { zones, zone };
  }

  /** The writable zone: found, and not archived (an archived zone is kept as history only). */
  async function loadActive(executor: Executor, projectId: number, zoneId: number) {
    const loaded = await load(executor, projectId, zoneId);
    if (loaded.zone.is_archived) throw new ValidationError(ZONES_MESSAGES.zoneArchived);
    return loaded;
  }

  /** The parent must be an active zone of the project; a sibling may not share the name. */
  function checkPlacement(
    zones: readonly repo.ZoneFullRow[],
    body: ZoneInput,
    self: number | null,
  ) {
    const parentId = body.parentProjectZoneId;
    if (parentId !== null) {
      const parent = zones.find((z) => z.project_zone_id === parentId);
      if (!parent)
        throw new ValidationError([
          { errorMessage: ZONES_MESSAGES.parentNotFound, field: 'parentProjectZoneId' },
        ]);
      if (parent.is_archived)
        throw new ValidationError([
          { errorMessage: ZONES_MESSAGES.parentArchived, field: 'parentProjectZoneId' },
        ]);
      if (
        self !== null &&
        (parentId === self ||
          descendantsOf(zones, self).some((z) => z.project_zone_id === parentId))
      )
        throw new ValidationError([
          { errorMessage: ZONES_MESSAGES.moveUnderItself, field: 'parentProjectZoneId' },
        ]);
    }
    const name = body.ZoneName.toLocaleLowerCase();
    const taken = zones.some(
      (z) =>
        z.project_zone_id !== self &&
        !z.is_archived &&
        z.parent_project_zone_id === parentId &&
        z.zone_name.toLocaleLowerCase() === name,
    );
    if (taken)
      throw new ValidationError([{ errorMessage: ZONES_MESSAGES.nameTaken, field: 'ZoneName' }]);
  }

  const values = (body: ZoneInput): repo.ZoneValues => ({
    zoneName: body.ZoneName,
    parentId: body.parentProjectZoneId,
    description: body.zoneDescription,
  });

  async function detail(projectId: number, zoneId: number): Promise<ZoneDetail> {
    const { zones, zone } = await load(db, projectId, zoneId);
    const index = byId(zones);
    const rules = await access.inForce(projectId, zones, zoneId);
    return {
      ProjectZoneId: zone.project_zone_id,
      ZoneName: zone.zone_name,
      zoneDescription: zone.zone_description,
      parentProjectZoneId: zone.parent_project_zone_id,
      Ancestors: ancestorsOf(index, zoneId)
        .reverse()
        .map((z) => ({ ProjectZoneId: z.project_zone_id, ZoneName: z.zone_name })),
      IsArchived: zone.is_archived,
      isSiteEntranceExit: zone.is_site_entrance_exit,
      defaultAuthorizationStatus: zone.default_authorization_status,
      ruleOriginProjectZoneId: rules.origin?.project_zone_id ?? null,
      ruleOriginZoneName: rules.origin?.zone_name ?? null,
      effectiveAuthorizationStatus:
        rules.origin?.default_authorization_status === 'DENY' ? 'DENY' : 'ALLOW',
      ChildZones: zones
        .filter((z) => z.parent_project_zone_id === zoneId)
        .map((z) => ({
          ProjectZoneId: z.project_zone_id,
          ZoneName: z.zone_name,
          IsArchived: z.is_archived,
          isSiteEntranceExit: z.is_site_entrance_exit,
        })),
      workersWithAccess: rules.workersWithAccess.length,
      AuthorizedContracts: rules.contracts,
      AuthorizedWorkers: rules.workers,
    };
  }

  return {
    /** spec 002 §7 `v2/project_zones/list`: the project's zones, flat, archived ones flagged. */
    async list(projectId: number): Promise<ProjectZoneList> {
      const rows = await repo.listZones(db, projectId);
      return { data: rows.map(toListItem) };
    },

    /** For other modules checking the zones a request names: those of the project, by id. */
    async findByIds(projectId: number, zoneIds: readonly number[]): Promise<ProjectZoneListItem[]> {
      const rows = await repo.findZones(db, projectId, [...new Set(zoneIds)]);
      return rows.map(toListItem);
    },

    /** The tree (ChildZones); the pseudo zone -1 "Unassigned Zone" last when asked for. */
    async hierarchy(projectId: number, includeUnassigned: boolean): Promise<ZoneHierarchy> {
      const data = buildHierarchy(await repo.listZonesFull(db, projectId));
      if (includeUnassigned) {
        data.push({
          ProjectZoneId: UNASSIGNED_ZONE_ID,
          ZoneName: ZONES_MESSAGES.unassignedZone,
          parentProjectZoneId: null,
          zoneDescription: null,
          IsArchived: false,
          isSiteEntranceExit: false,
          defaultAuthorizationStatus: 'INHERIT',
          ChildZones: [],
        });
      }
      return { data };
    },

    detail,

    async create(projectId: number, body: ZoneInput): Promise<ZoneDetail> {
      const zoneId = await db.transaction().execute(async (tx) => {
        await repo.lockTree(tx, projectId);
        checkPlacement(await repo.listZonesFull(tx, projectId), body, null);
        return repo.insertZone(tx, projectId, values(body));
      });
      return detail(projectId, zoneId);
    },

    /** Rename, move (never under itself or its own sub-zones) and describe. */
    async update(projectId: number, zoneId: number, body: ZoneInput): Promise<ZoneDetail> {
      await db.transaction().execute(async (tx) => {
        await repo.lockTree(tx, projectId);
        const { zones } = await loadActive(tx, projectId, zoneId);
        checkPlacement(zones, body, zoneId);
        await repo.updateZone(tx, projectId, zoneId, values(body));
      });
      return detail(projectId, zoneId);
    },

    /** What archiving would take with it: every active zone below. */
    async archiveInfo(projectId: number, zoneId: number): Promise<ZoneArchiveInfo> {
      const { zones, zone } = await loadActive(db, projectId, zoneId);
      const below = descendantsOf(zones, zoneId).filter((z) => !z.is_archived);
      return {
        ProjectZoneId: zone.project_zone_id,
        ZoneName: zone.zone_name,
        ChildZones: below.map((z) => ({
          ProjectZoneId: z.project_zone_id,
          ZoneName: z.zone_name,
          parentProjectZoneId: z.parent_project_zone_id,
        })),
        IncludesSiteEntranceExit: [zone, ...below].some((z) => z.is_site_entrance_exit),
      };
    },

    /** Archives the zone and every active zone below it, together. */
    async archive(projectId: number, zoneId: number): Promise<ZoneArchiveResult> {
      return db.transaction().execute(async (tx) => {
        await repo.lockTree(tx, projectId);
        const { zones, zone } = await load(tx, projectId, zoneId);
        if (zone.is_archived) throw new ValidationError(ZONES_MESSAGES.alreadyArchived);
        const ids = [
          zoneId,
          ...descendantsOf(zones, zoneId)
            .filter((z) => !z.is_archived)
            .map((z) => z.project_zone_id),
        ];
        await repo.archiveZones(tx, projectId, ids);
        return { ProjectZoneId: zoneId, ArchivedZoneIds: ids };
      });
    },

    /** Sets the site entrance/exit flag (flips it when no value is sent). */
    async toggleEntranceExit(
      projectId: number,
      zoneId: number,
      wanted: boolean | undefined,
    ): Promise<ZoneEntranceState> {
      return db.transaction().execute(async (tx) => {
        const { zone } = await load(tx, projectId, zoneId);
        const next = wanted ?? !zone.is_site_entrance_exit;
        if (next && zone.is_archived) throw new ValidationError(ZONES_MESSAGES.entranceArchived);
        if (zone.is_archived) throw new ValidationError(ZONES_MESSAGES.zoneArchived);
        if (next !== zone.is_site_entrance_exit)
          await repo.setEntranceExit(tx, projectId, zoneId, next);
        return { ProjectZoneId: zoneId, isSiteEntranceExit: next };
      });
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
