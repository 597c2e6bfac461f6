import {
  REALTIME_MESSAGES,
  REALTIME_TIMEOUT_SECONDS,
  ZONE_PIN_DEFAULT_ON_SAVE,
  type RealtimeArea,
  type RealtimeAreaCreate,
  type RealtimeAreaImageUpload,
  type RealtimeAreaPatch,
  type RealtimeAreaZoneUpsert,
  type RealtimeConfiguration,
  type RealtimeConfigurationUpdate,
  type RealtimeUnplaced,
} from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database, Executor } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import * as repo from './realtime.repository.ts';
import { decodeBase64Image, normalizeAreaImage, type ImageUrlSigner } from './realtime-images.ts';

export type RealtimeService = ReturnType<typeof createRealtimeService>;

/** A project that never saved its configuration has the dashboard and both alerts on. */
const DEFAULT_CONFIGURATION: repo.ConfigurationRow = {
  realtime_dashboard_enabled: true,
  timeout_seconds: REALTIME_TIMEOUT_SECONDS.default,
  unauthorized_alert_enabled: true,
  zone_density_alert_enabled: true,
};

/** How long an instance trusts its copy of a project's alert switches. */
const SWITCHES_CACHE_MS = 5_000;

export interface AlertSwitches {
  unauthorized: boolean;
  density: boolean;
}

export function createRealtimeService(deps: {
  db: Database;
  blobs: BlobStore;
  images: ImageUrlSigner;
}) {
  const { db, blobs, images } = deps;
  const switches = new Map<number, { at: number; value: AlertSwitches }>();

  async function configurationRow(executor: Executor, projectId: number) {
    return (await repo.findConfiguration(executor, projectId)) ?? DEFAULT_CONFIGURATION;
  }

  async function areas(executor: Executor, projectId: number, areaId?: number) {
    const rows = await repo.listAreas(executor, projectId, areaId);
    const pins = await repo.listAreaZones(
      executor,
      projectId,
      rows.map((r) => r.realtime_area_id),
    );
    return rows.map((row): RealtimeArea => ({
      realtimeAreaId: row.realtime_area_id,
      realtimeAreaName: row.name,
      realtimeAreaOrder: row.sort_order,
      image: {
        url: images.url(row.image_blob_uid),
        desktopPlacement: row.desktop_placement,
        width: row.image_width,
        height: row.image_height,
      },
      zones: pins
        .filter((p) => p.realtime_area_id === row.realtime_area_id)
        .map((p) => ({
          projectZoneId: p.project_zone_id,
          zoneName: p.zone_name,
          zonePinLocation: p.pin_location,
          orientation: { x: p.x, y: p.y },
          zonePinPlacement: p.pin_location.toLowerCase(),
        })),
    }));
  }

  async function area(executor: Executor, projectId: number, areaId: number) {
    const [found] = await areas(executor, projectId, areaId);
    if (!found) throw new NotFoundError(REALTIME_MESSAGES.areaNotFound);
    return found;
  }

  async function lockedArea(tx: Executor, projectId: number, areaId: number, message: string) {
    const row = await repo.lockArea(tx, projectId, areaId);
    if (!row) throw new NotFoundError(message);
    return row;
  }

  /** Decoded, checked and re-encoded before any transaction opens (sharp takes a while). */
  async function prepareImage(upload: RealtimeAreaImageUpload) {
    const image = await normalizeAreaImage(decodeBase64Image(upload.file), upload.desktopPlacement);
    return { image, placement: upload.desktopPlacement };
  }

  return {
    async configuration(projectId: number): Promise<RealtimeConfiguration> {
      const row = await configurationRow(db, projectId);
      return {
        RealtimeDashboardEnabled: row.realtime_dashboard_enabled,
        TimeoutSeconds: row.timeout_seconds,
        UnauthorizedAlertEnabled: row.unauthorized_alert_enabled,
        ZoneDensityAlertEnabled: row.zone_density_alert_enabled,
        DoesProjectHaveReadersWithoutZones: await repo.hasReadersWithoutZones(db, projectId),
      };
    },

    async saveConfiguration(
      projectId: number,
      body: RealtimeConfigurationUpdate,
    ): Promise<RealtimeConfiguration> {
      await repo.saveConfiguration(db, projectId, {
        realtime_dashboard_enabled: body.RealtimeDashboardEnabled,
        timeout_seconds: body.TimeoutSeconds,
        unauthorized_alert_enabled: body.UnauthorizedAlertEnabled,
        zone_density_alert_enabled: body.ZoneDensityAlertEnabled,
      });
      switches.delete(projectId);
      return this.configuration(projectId);
    },

    /**
     * The project's alert switches for the engine's hot path, cached briefly per instance: a
     * switch turned off takes effect here at once and on other instances within 5 s.
     */
    async alertSwitches(projectId: number, now = Date.now()): Promise<AlertSwitches> {
      const hit = switches.get(projectId);
      if (hit && now - hit.at < SWITCHES_CACHE_MS) return hit.value;
      const row = await configurationRow(db, projectId);
      const value = {
        unauthorized: row.unauthorized_alert_enabled,
        density: row.zone_density_alert_enabled,
      };
      switches.set(projectId, { at: now, value });
      return value;
    },

    async unplaced(projectId: number): Promise<RealtimeUnplaced> {
      const rows = await repo.unplacedZones(db, projectId);
      return {
        Zones: rows.map((r) => ({
          ProjectZoneId: r.project_zone_id,
          ZoneName: r.zone_name,
          ReaderCount: r.reader_count,
        })),
        DoesProjectHaveReadersWithoutZones: await repo.hasReadersWithoutZones(db, projectId),
      };
    },

    listAreas: (projectId: number) => areas(db, projectId),
    showArea: (projectId: number, areaId: number) => area(db, projectId, areaId),

    async createArea(projectId: number, body: RealtimeAreaCreate): Promise<RealtimeArea> {
      const { image, placement } = await prepareImage(body.image);
      return db.transaction().execute(async (tx) => {
        const blobUid = await blobs.put(tx, {
          projectId,
          kind: 'realtime-image',
          mimeType: image.mimeType,
          originalFilename: 'realtime-area.jpg',
          data: image.data,
        });
        const areaId = await repo.insertArea(tx, projectId, {
          name: body.realtimeAreaName,
          image_blob_uid: blobUid,
          desktop_placement: placement,
          image_width: image.width,
          image_height: image.height,
        });
        return area(tx, projectId, areaId);
      });
    },

    /** spec 000 §7: "update area by patch operations (replace /RealtimeAreaName)". */
    async patchArea(projectId: number, areaId: number, patch: RealtimeAreaPatch) {
      return db.transaction().execute(async (tx) => {
        await lockedArea(tx, projectId, areaId, REALTIME_MESSAGES.areaNotFound);
        // Operations apply in order: the last replace wins.
        await repo.updateArea(tx, projectId, areaId, { name: patch.at(-1)!.value });
        return area(tx, projectId, areaId);
      });
    },

    /** A new picture keeps the pins (they are thousandths of whatever image is shown). */
    async replaceImage(projectId: number, areaId: number, upload: RealtimeAreaImageUpload) {
      const { image, placement } = await prepareImage(upload);
      return db.transaction().execute(async (tx) => {
        const old = await lockedArea(tx, projectId, areaId, REALTIME_MESSAGES.areaNotFound);
        const blobUid = await blobs.put(tx, {
          projectId,
          kind: 'realtime-image',
          mimeType: image.mimeType,
          originalFilename: 'realtime-area.jpg',
          data: image.data,
        });
        await repo.updateArea(tx, projectId, areaId, {
          image_blob_uid: blobUid,
          desktop_placement: placement,
          image_width: image.width,
          image_height: image.height,
        });
        await blobs.remove(tx, [old.image_blob_uid]);
        return area(tx, projectId, areaId);
      });
    },

    async deleteArea(projectId: number, areaId: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const old = await lockedArea(tx, projectId, areaId, REALTIME_MESSAGES.areaDeleteFailed);
        await repo.deleteArea(tx, projectId, areaId);
        await blobs.remove(tx, [old.image_blob_uid]);
      });
    },

    /** The list names every area of the project once; anything else is refused. */
    async setSortOrder(projectId: number, ids: readonly number[]): Promise<RealtimeArea[]> {
      return db.transaction().execute(async (tx) => {
        const existing = await repo.lockAreaIds(tx, projectId);
        const given = [...ids].sort((a, b) => a - b);
        const same = given.length === existing.length && given.every((id, i) => id === existing[i]);
        if (!same) {
          throw new ValidationError([
            { errorMessage: REALTIME_MESSAGES.sortOrderInvalid, field: 'realtimeAreaIds' },
          ]);
        }
        await repo.setSortOrder(tx, projectId, ids);
        return areas(tx, projectId);
      });
    },

    async upsertZone(projectId: number, areaId: number, body: RealtimeAreaZoneUpsert) {
      return db.transaction().execute(async (tx) => {
        await lockedArea(tx, projectId, areaId, REALTIME_MESSAGES.zoneSaveMissingId);
        if (!(await repo.isActiveZone(tx, projectId, body.ProjectZoneId))) {
          throw new ValidationError([
            { errorMessage: REALTIME_MESSAGES.zoneRequired, field: 'ProjectZoneId' },
          ]);
        }
        await repo.upsertPin(tx, {
          projectId,
          areaId,
          zoneId: body.ProjectZoneId,
          location: body.ZonePinLocation ?? ZONE_PIN_DEFAULT_ON_SAVE,
          x: body.Orientation.x,
          y: body.Orientation.y,
        });
        return area(tx, projectId, areaId);
      });
    },

    async deleteZone(projectId: number, areaId: number, zoneId: number) {
      return db.transaction().execute(async (tx) => {
        await lockedArea(tx, projectId, areaId, REALTIME_MESSAGES.zoneRemoveMissingId);
        const deleted = await repo.deletePin(tx, projectId, areaId, zoneId);
        if (deleted === 0) throw new NotFoundError(REALTIME_MESSAGES.zoneRemoveMissingId);
        return area(tx, projectId, areaId);
      });
    },

    /** The bytes of an area image whose signed address checked out. */
    async image(blobUid: string, expires: number, signature: string) {
      const secondsLeft = images.check(blobUid, expires, signature);
      if (secondsLeft === null) return null;
      const blob = await blobs.get(db, blobUid);
      return blob ? { blob, secondsLeft } : null;
    },
  };
}
