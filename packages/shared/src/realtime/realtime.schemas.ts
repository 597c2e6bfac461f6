/**
 * The realtime dashboard and its configuration (spec 000 §2–§9 "Realtime", "Realtime
 * configuration"). Every path is under /api/v1/projects/:projectId; GET needs project
 * membership, every change ManageProjects (spec 000 §6: "ManageProjects gives admin rights on
 * the realtime page"). Contractor-scoped members see only their contracts' workers.
 *
 *   GET    /realtime/configuration                       → RealtimeConfiguration
 *   PUT    /realtime/configuration                       RealtimeConfigurationUpdate → RealtimeConfiguration
 *   GET    /realtime/areas                               → RealtimeArea[] (by realtimeAreaOrder)
 *   POST   /realtime/areas                               RealtimeAreaCreate → 201 RealtimeArea
 *   PUT    /realtime/areas/sort-order                    RealtimeAreaSortOrder → RealtimeArea[]
 *   GET    /realtime/areas/:areaId                       → RealtimeArea
 *   PATCH  /realtime/areas/:areaId                       RealtimeAreaPatch (JSON patch) → RealtimeArea
 *   PUT    /realtime/areas/:areaId/image                 RealtimeAreaImageUpload → RealtimeArea
 *   DELETE /realtime/areas/:areaId                       → 204
 *   PUT    /realtime/areas/:areaId/zones                 RealtimeAreaZoneUpsert → RealtimeArea
 *   DELETE /realtime/areas/:areaId/zones/:projectZoneId  → RealtimeArea
 *   GET    /realtime/last-seen?timeframe=30              → RealtimeLastSeenWorker[]
 *   GET    /realtime/unauthorized-reads?timeframe=30     → RealtimeUnauthorizedRead[]
 *   GET    /realtime/density-alerts?timeframe=30         → RealtimeDensityAlert[]
 *   GET    /realtime/workers/:workerId                   → RealtimeWorkerDetail
 *   GET    /realtime/contracts                           → RealtimeContract[]
 *   GET    /realtime/unplaced                            → RealtimeUnplaced
 *
 * The zone hierarchy is GET /api/v2/project_zones/list?projectId= (ProjectZoneListSchema).
 * Area images are served at `image.url` (a signed address that expires, so an <img> can load
 * it without a bearer token): GET /api/v1/realtime/area-images/:blobUid?expires=&signature=.
 * Live messages: `realtime_dashboard` in events.ts (unauthorized_alert, density_alert).
 * The lists' answers are in realtime-views.schemas.ts.
 */
import { z } from 'zod';
import { IdParamSchema, IdSchema, MAX_ID, idParamSchema } from '../common/id.schemas.ts';
import {
  REALTIME_TIMEFRAMES,
  REALTIME_DEFAULT_TIMEFRAME,
  DESKTOP_PLACEMENTS,
  ZONE_PIN_LOCATIONS,
  ORIENTATION_MAX,
  REALTIME_TIMEOUT_SECONDS,
  REALTIME_MESSAGES,
} from './realtime.constants.ts';

// --- shared fields ------------------------------------------------------------------------------

const id = IdParamSchema;

export const RealtimeAreaParamsSchema = z.object({ projectId: id, areaId: id });
export type RealtimeAreaParams = z.infer<typeof RealtimeAreaParamsSchema>;
/** An id in a zone pin's address; a bad one answers the spec's "missing id" message. */
function pinId(message: string) {
  return idParamSchema(message);
}
/** PUT …/areas/:areaId/zones (spec 000 §8 "We are not able to save the selected zone - missing id"). */
export const RealtimeAreaZoneSaveParamsSchema = z.object({
  projectId: id,
  areaId: pinId('We are not able to save the selected zone - missing id'),
});
/** DELETE …/areas/:areaId/zones/:projectZoneId (spec 000 §8 "… remove … - missing id"). */
export const RealtimeAreaZoneParamsSchema = z.object({
  projectId: id,
  areaId: pinId('We are not able to remove the selected zone - missing id'),
  projectZoneId: pinId('We are not able to remove the selected zone - missing id'),
});
export const RealtimeWorkerParamsSchema = z.object({ projectId: id, workerId: id });

export const RealtimeTimeframeQuerySchema = z.object({
  timeframe: z.coerce
    .number()
    .pipe(
      z.literal(REALTIME_TIMEFRAMES, {
        error: `timeframe must be one of ${REALTIME_TIMEFRAMES.join(', ')}.`,
      }),
    )
    .default(REALTIME_DEFAULT_TIMEFRAME),
});
export type RealtimeTimeframeQuery = z.infer<typeof RealtimeTimeframeQuerySchema>;

// --- configuration (spec 000 §3 "Realtime configuration") ---------------------------------------

export const RealtimeConfigurationSchema = z.object({
  RealtimeDashboardEnabled: z.boolean(),
  /** The realtime page's refresh interval (spec 000 §9). */
  TimeoutSeconds: z.number().int(),
  UnauthorizedAlertEnabled: z.boolean(),
  ZoneDensityAlertEnabled: z.boolean(),
  /** Computed: some reader port of the project is in no zone now. */
  DoesProjectHaveReadersWithoutZones: z.boolean(),
});
export type RealtimeConfiguration = z.infer<typeof RealtimeConfigurationSchema>;

export const RealtimeConfigurationUpdateSchema = z.object({
  RealtimeDashboardEnabled: z.boolean({ error: 'RealtimeDashboardEnabled must be true or false.' }),
  TimeoutSeconds: z
    .number({ error: 'The refresh interval must be a whole number of seconds.' })
    .int('The refresh interval must be a whole number of seconds.')
    .min(REALTIME_TIMEOUT_SECONDS.min, 'The refresh interval must be at least 5 seconds.')
    .max(REALTIME_TIMEOUT_SECONDS.max, 'The refresh interval must be at most 3600 seconds.'),
  UnauthorizedAlertEnabled: z.boolean({ error: 'UnauthorizedAlertEnabled must be true or false.' }),
  ZoneDensityAlertEnabled: z.boolean({ error: 'ZoneDensityAlertEnabled must be true or false.' }),
});
export type RealtimeConfigurationUpdate = z.infer<typeof RealtimeConfigurationUpdateSchema>;

// --- areas (spec 000 §3 "Realtime area") ----------------------------------------------------------

export const OrientationSchema = z.object({
  x: z
    .number({ error: REALTIME_MESSAGES.orientationInvalid })
    .int(REALTIME_MESSAGES.orientationInvalid)
    .min(0, REALTIME_MESSAGES.orientationInvalid)
    .max(ORIENTATION_MAX, REALTIME_MESSAGES.orientationInvalid),
  y: z
    .number({ error: REALTIME_MESSAGES.orientationInvalid })
    .int(REALTIME_MESSAGES.orientationInvalid)
    .min(0, REALTIME_MESSAGES.orientationInvalid)
    .max(ORIENTATION_MAX, REALTIME_MESSAGES.orientationInvalid),
});
export type Orientation = z.infer<typeof OrientationSchema>;

export const RealtimeAreaZoneSchema = z.object({
  projectZoneId: z.number().int(),
  zoneName: z.string(),
  /** Which of the eight placements the pin's label takes around the pin. */
  zonePinLocation: z.enum(ZONE_PIN_LOCATIONS),
  /** Where the pin is, in thousandths of the image's width (x) and height (y). */
  orientation: OrientationSchema,
  /** zonePinLocation in lower case ("topright"), the form the spec's default is written in. */
  zonePinPlacement: z.string(),
});
export type RealtimeAreaZone = z.infer<typeof RealtimeAreaZoneSchema>;

export const RealtimeAreaImageSchema = z.object({
  /** A signed address valid for several hours; re-fetch the area for a fresh one. */
  url: z.string(),
  desktopPlacement: z.enum(DESKTOP_PLACEMENTS),
  width: z.number().int(),
  height: z.number().int(),
});
export type RealtimeAreaImage = z.infer<typeof RealtimeAreaImageSchema>;

export const RealtimeAreaSchema = z.object({
  realtimeAreaId: z.number().int(),
  realtimeAreaName: z.string(),
  realtimeAreaOrder: z.number().int(),
  image: RealtimeAreaImageSchema,
  zones: z.array(RealtimeAreaZoneSchema),
});
export type RealtimeArea = z.infer<typeof RealtimeAreaSchema>;
export const RealtimeAreaListSchema = z.array(RealtimeAreaSchema);

const areaName = z
  .string({ error: REALTIME_MESSAGES.areaNameRequired })
  .trim()
  .min(1, REALTIME_MESSAGES.areaNameRequired)
  .max(100, REALTIME_MESSAGES.areaNameRequired);

/** The cropped image, base64 (a data: URL prefix is accepted); bytes are checked by the server. */
export const RealtimeAreaImageUploadSchema = z.object({
  desktopPlacement: z.enum(DESKTOP_PLACEMENTS, { error: 'desktopPlacement must be top or side.' }),
  file: z.string({ error: REALTIME_MESSAGES.imageInvalid }).min(1, REALTIME_MESSAGES.imageInvalid),
});
export type RealtimeAreaImageUpload = z.infer<typeof RealtimeAreaImageUploadSchema>;

export const RealtimeAreaCreateSchema = z.object({
  realtimeAreaName: areaName,
  image: RealtimeAreaImageUploadSchema,
});
export type RealtimeAreaCreate = z.infer<typeof RealtimeAreaCreateSchema>;

/** spec 000 §7: "update area by patch operations (replace /RealtimeAreaName)". */
export const RealtimeAreaPatchSchema = z
  .array(
    z.object({
      op: z.literal('replace', { error: REALTIME_MESSAGES.patchInvalid }),
      path: z.literal('/RealtimeAreaName', { error: REALTIME_MESSAGES.patchInvalid }),
      value: areaName,
    }),
    { error: REALTIME_MESSAGES.patchInvalid },
  )
  .min(1, REALTIME_MESSAGES.patchInvalid);
export type RealtimeAreaPatch = z.infer<typeof RealtimeAreaPatchSchema>;

export const RealtimeAreaSortOrderSchema = z.object({
  realtimeAreaIds: z.array(IdSchema, {
    error: REALTIME_MESSAGES.sortOrderInvalid,
  }),
});
export type RealtimeAreaSortOrder = z.infer<typeof RealtimeAreaSortOrderSchema>;

/**
 * Pins a zone on the area, or moves it (one pin per zone and area). A missing or unknown
 * ProjectZoneId answers "Please attach a valid zone to continue" (spec 000 §5).
 */
export const RealtimeAreaZoneUpsertSchema = z.object({
  ProjectZoneId: z
    .number({ error: REALTIME_MESSAGES.zoneRequired })
    .int(REALTIME_MESSAGES.zoneRequired)
    .positive(REALTIME_MESSAGES.zoneRequired)
    .max(MAX_ID, REALTIME_MESSAGES.zoneRequired),
  ZonePinLocation: z
    .enum(ZONE_PIN_LOCATIONS, {
      error: `ZonePinLocation must be one of ${ZONE_PIN_LOCATIONS.join(', ')}.`,
    })
    .optional(),
  Orientation: OrientationSchema,
});
export type RealtimeAreaZoneUpsert = z.infer<typeof RealtimeAreaZoneUpsertSchema>;
