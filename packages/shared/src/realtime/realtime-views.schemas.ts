/**
 * The realtime view's lists (paths in realtime.schemas.ts): last seen, unauthorized reads,
 * density alerts, the worker popover, contracts and unplaced zones.
 */
import { z } from 'zod';

// --- lists of the view ----------------------------------------------------------------------------

/** spec 000 §3 "Worker last-seen", with what the team filters and the list need. */
export const RealtimeLastSeenWorkerSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  ContractId: z.number().int().nullable(),
  ContractName: z.string().nullable(),
  Trade: z.string().nullable(),
  OwnerServices: z.boolean(),
  IsCriticalTrade: z.boolean(),
  /** ContractTypeId 5 and not owner services: the Trade (workforce) team filter. */
  IsWorkforceTrade: z.boolean(),
  LastSeenProjectZoneId: z.number().int().nullable(),
  LastSeenZoneName: z.string().nullable(),
  /** Project-local 'YYYY-MM-DDTHH:mm:ss'. */
  LastSeenDateTimeLocal: z.string(),
  IsUnauthorizedRead: z.boolean(),
});
export type RealtimeLastSeenWorker = z.infer<typeof RealtimeLastSeenWorkerSchema>;
export const RealtimeLastSeenListSchema = z.array(RealtimeLastSeenWorkerSchema);

/** spec 000 §3 "Unauthorized read": one row per worker and zone, the latest denied read. */
export const RealtimeUnauthorizedReadSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  ContractId: z.number().int().nullable(),
  ContractName: z.string().nullable(),
  ProjectZoneId: z.number().int().nullable(),
  ZoneName: z.string(),
  DateTimeLocal: z.string(),
  /** Denied reads of this worker in this zone within the timeframe. */
  ReadCount: z.number().int(),
});
export type RealtimeUnauthorizedRead = z.infer<typeof RealtimeUnauthorizedReadSchema>;
export const RealtimeUnauthorizedReadListSchema = z.array(RealtimeUnauthorizedReadSchema);

/** spec 000 §3 "Density alert": active facts and those resolved within the timeframe. */
export const RealtimeDensityAlertSchema = z.object({
  ProjectZoneAlertFactId: z.number().int(),
  ProjectZoneId: z.number().int(),
  ZoneName: z.string(),
  IsCurrentlyActive: z.boolean(),
  TriggerDateTimeLocal: z.string(),
  ResolvedDateTimeLocal: z.string().nullable(),
  /** Distinct workers seen in the zone in the last 15 minutes when last evaluated. */
  WorkerCount: z.number().int(),
  OverWorkerCutoffValue: z.number().int(),
});
export type RealtimeDensityAlert = z.infer<typeof RealtimeDensityAlertSchema>;
export const RealtimeDensityAlertListSchema = z.array(RealtimeDensityAlertSchema);

/** The worker popover. */
export const RealtimeWorkerDetailSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  ContractId: z.number().int().nullable(),
  ContractName: z.string().nullable(),
  Trade: z.string().nullable(),
  OwnerServices: z.boolean(),
  IsCriticalTrade: z.boolean(),
  IsWorkforceTrade: z.boolean(),
  /** Null unless the project shows contact information. */
  Telephone: z.string().nullable(),
  LastSeenProjectZoneId: z.number().int().nullable(),
  LastSeenZoneName: z.string().nullable(),
  LastSeenDateTimeLocal: z.string().nullable(),
  IsUnauthorizedRead: z.boolean(),
  /** Today's timesheet date: first read, and gross hours so far (null when not seen today). */
  FirstSeenTodayDateTimeLocal: z.string().nullable(),
  GrossHoursToday: z.number().nullable(),
});
export type RealtimeWorkerDetail = z.infer<typeof RealtimeWorkerDetailSchema>;

/** The project's contracts with the team-filter flags (scoped users: their contracts only). */
export const RealtimeContractSchema = z.object({
  ContractId: z.number().int(),
  ContractName: z.string(),
  ParentContractId: z.number().int().nullable(),
  ContractTypeId: z.number().int(),
  OwnerServices: z.boolean(),
  IsCriticalTrade: z.boolean(),
  IsWorkforceTrade: z.boolean(),
});
export type RealtimeContract = z.infer<typeof RealtimeContractSchema>;
export const RealtimeContractListSchema = z.array(RealtimeContractSchema);

/** Zones with readers that no area pins, and whether some reader port has no zone. */
export const RealtimeUnplacedSchema = z.object({
  Zones: z.array(
    z.object({
      ProjectZoneId: z.number().int(),
      ZoneName: z.string(),
      ReaderCount: z.number().int(),
    }),
  ),
  DoesProjectHaveReadersWithoutZones: z.boolean(),
});
export type RealtimeUnplaced = z.infer<typeof RealtimeUnplacedSchema>;
