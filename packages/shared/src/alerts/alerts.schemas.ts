/**
 * Alert facts and alert instances (DOMAIN.md "Alerts", spec 001 §3). Facts are raised by the
 * engine; this issue stores the unauthorized-person and zone-density facts, and the project's
 * zone-density instance:
 *
 *   GET /api/v1/projects/:projectId/alerts/zone-density  (ManageAlerts) → ZoneDensityInstance
 *   PUT /api/v1/projects/:projectId/alerts/zone-density  (ManageAlerts)
 *       ZoneDensityInstanceUpdate → ZoneDensityInstance
 */
import { z } from 'zod';
import { IdSchema } from '../common/id.schemas.ts';

/** Alert fact statuses (spec 001 §3: 1 Active, 2 Resolved, 3 Snoozed). */
export const ALERT_FACT_STATUS = { Active: 1, Resolved: 2, Snoozed: 3 } as const;
export type AlertFactStatusId = (typeof ALERT_FACT_STATUS)[keyof typeof ALERT_FACT_STATUS];

/** The alert types Siteline knows, as stored in alert_facts.alert_type and alert_instances. */
export const ALERT_TYPES = [
  'ContractDeviation',
  'KeyPerson',
  'RealtimePerson',
  'ReaderStatus',
  'EndDate',
  'UnauthorizedPerson',
  'ZoneDensity',
] as const;
export type AlertTypeName = (typeof ALERT_TYPES)[number];

/** DOMAIN.md: density counts the distinct workers seen in the zone in the last 15 minutes. */
export const ZONE_DENSITY_WINDOW_MINUTES = 15;

export const ZONE_DENSITY_MESSAGES = {
  zoneNotFound: (zoneId: number) => `Zone ${String(zoneId)} is not a zone of this project.`,
  zoneRepeated: (zoneId: number) => `Zone ${String(zoneId)} is listed more than once.`,
  numeric: 'Hours, Minutes and OverWorkerCutoffValue must be whole numbers.',
  hours: 'Hours must be a whole number from 0 to 23.',
  minutes: 'Minutes must be a whole number from 0 to 59.',
  value: 'OverWorkerCutoffValue must be a whole number from 0 to 100000.',
} as const;

/** One zone of the editor's tree (spec 001 §3 "Zone density alert"). */
export interface ZoneDensityZone {
  ProjectZoneId: number;
  ZoneName: string;
  ZoneDescription: string | null;
  /** The cutoff duration split for the editor; null when the zone has no rule. */
  Hours: number | null;
  Minutes: number | null;
  /** The cutoff duration in minutes (Hours × 60 + Minutes); null when the zone has no rule. */
  OverWorkerCutoffDuration: number | null;
  /** Over this many distinct workers; null when the zone has no rule. */
  OverWorkerCutoffValue: number | null;
  isArchived: boolean;
  ChildZones: ZoneDensityZone[];
}
export const ZoneDensityZoneSchema: z.ZodType<ZoneDensityZone> = z.lazy(() =>
  z.object({
    ProjectZoneId: z.number().int(),
    ZoneName: z.string(),
    ZoneDescription: z.string().nullable(),
    Hours: z.number().int().nullable(),
    Minutes: z.number().int().nullable(),
    OverWorkerCutoffDuration: z.number().int().nullable(),
    OverWorkerCutoffValue: z.number().int().nullable(),
    isArchived: z.boolean(),
    ChildZones: z.array(ZoneDensityZoneSchema),
  }),
);

export const ZoneDensityInstanceSchema = z.object({
  /** Null until the instance is first saved. */
  ProjectZoneAlertInstanceId: z.number().int().nullable(),
  IsActive: z.boolean(),
  /** The project's zone tree (roots), each with its rule. */
  ProjectZones: z.array(ZoneDensityZoneSchema),
});
export type ZoneDensityInstance = z.infer<typeof ZoneDensityInstanceSchema>;

const whole = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/**
 * spec 001 §5: only zones with a cutoff duration or a headcount value are sent; hours, minutes
 * and headcount are numeric. The saved list replaces the previous one: a zone left out has no
 * rule. A zone is evaluated only with an OverWorkerCutoffValue; no duration means at once.
 */
export const ZoneDensityZoneUpdateSchema = z.object({
  ProjectZoneId: IdSchema,
  Hours: whole(ZONE_DENSITY_MESSAGES.hours, 23).nullable().optional(),
  Minutes: whole(ZONE_DENSITY_MESSAGES.minutes, 59).nullable().optional(),
  OverWorkerCutoffValue: whole(ZONE_DENSITY_MESSAGES.value, 100_000).nullable().optional(),
});
export type ZoneDensityZoneUpdate = z.infer<typeof ZoneDensityZoneUpdateSchema>;

export const ZoneDensityInstanceUpdateSchema = z.object({
  /** Left out, the instance keeps its state (a new one is active). */
  IsActive: z.boolean().optional(),
  ProjectZones: z.array(ZoneDensityZoneUpdateSchema).max(5000),
});
export type ZoneDensityInstanceUpdate = z.infer<typeof ZoneDensityInstanceUpdateSchema>;
