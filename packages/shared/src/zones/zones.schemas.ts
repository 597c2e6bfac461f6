/**
 * Zones and their access rules (spec 002 §2–§9 "Zones"). The v2 paths are the spec's; the v1
 * rule paths are designed in the same style (the spec names the calls, not their paths).
 *
 *   GET  /api/v2/project_zones/list?projectId=                       → { data: ProjectZoneListItem[] }
 *   GET  /api/v2/project_zones/hierarchy?projectId=&includeUnassignedReadersAsZones=
 *                                                                     → { data: ZoneNode[] }
 *   POST /api/v2/project_zones?projectId=          ZoneWrite          → 201 ZoneDetail
 *   GET  /api/v2/project_zones/:zoneId?projectId=                     → ZoneDetail
 *   PUT  /api/v2/project_zones/:zoneId?projectId=  ZoneWrite          → ZoneDetail (rename, move, describe)
 *   GET  /api/v2/project_zones/:zoneId/archive?projectId=             → ZoneArchiveInfo
 *   POST /api/v2/project_zones/:zoneId/archive?projectId=             → ZoneArchiveResult
 *   POST /api/v2/project_zones/:zoneId/toggleEntranceExit?projectId=  ZoneEntranceToggle → ZoneEntranceState
 *   GET  /api/v1/projects/:projectId/zones/:zoneId/rules                         → ZoneRules
 *   PUT  /api/v1/projects/:projectId/zones/:zoneId/rules            ZoneRulesUpdate → ZoneRules
 *   DELETE /api/v1/projects/:projectId/zones/:zoneId/rules/workers/:workerId    → 204 (reset)
 *   GET  /api/v1/projects/:projectId/zones/:zoneId/workers_access                → ZoneWhitelistWorker[]
 *   GET  /api/v1/projects/:projectId/zones/rule-options/contracts                → ZoneRuleContract[]
 *   GET  /api/v1/projects/:projectId/zones/rule-options/workers?search=          → ZoneRuleWorkerOption[]
 *
 * The list and the hierarchy need membership (every screen's zone filter reads them); everything
 * else needs ManageZones.
 */
import { z } from 'zod';
import { IdParamSchema, idParamSchema, idSchema } from '../common/id.schemas.ts';
import { plainText, multiLineText } from '../common/text.schemas.ts';
import { ZONE_ACCESS_LEVELS, ZONE_DEFAULT_STATUSES, ZONES_MESSAGES } from './zones.rules.ts';

// --- list and hierarchy -------------------------------------------------------------------------

export const ProjectZoneListQuerySchema = z.object({ projectId: IdParamSchema });
export const ProjectZoneListItemSchema = z.object({
  ProjectZoneId: z.number().int(),
  ZoneName: z.string(),
  ParentProjectZoneId: z.number().int().nullable(),
  IsArchived: z.boolean(),
  IsSiteEntranceExit: z.boolean(),
});
export type ProjectZoneListItem = z.infer<typeof ProjectZoneListItemSchema>;
/** spec 001 §7: the list "returns data". */
export const ProjectZoneListSchema = z.object({ data: z.array(ProjectZoneListItemSchema) });
export type ProjectZoneList = z.infer<typeof ProjectZoneListSchema>;

const ZoneDefaultStatusSchema = z.enum(ZONE_DEFAULT_STATUSES, {
  error: ZONES_MESSAGES.statusInvalid,
});
const ZoneAccessLevelSchema = z.enum(ZONE_ACCESS_LEVELS, {
  error: ZONES_MESSAGES.accessLevelInvalid,
});

export const ZoneHierarchyQuerySchema = z.object({
  projectId: IdParamSchema,
  /** spec 001 §7: on unless the caller sends false; adds the pseudo zone -1, Unassigned Zone. */
  includeUnassignedReadersAsZones: z
    .enum(['true', 'false'], { error: 'includeUnassignedReadersAsZones must be true or false.' })
    .default('true')
    .transform((v) => v === 'true'),
});

export interface ZoneNode {
  ProjectZoneId: number;
  ZoneName: string;
  parentProjectZoneId: number | null;
  zoneDescription: string | null;
  IsArchived: boolean;
  isSiteEntranceExit: boolean;
  defaultAuthorizationStatus: (typeof ZONE_DEFAULT_STATUSES)[number];
  ChildZones: ZoneNode[];
}
export const ZoneNodeSchema: z.ZodType<ZoneNode> = z.lazy(() =>
  z.object({
    ProjectZoneId: z.number().int(),
    ZoneName: z.string(),
    parentProjectZoneId: z.number().int().nullable(),
    zoneDescription: z.string().nullable(),
    IsArchived: z.boolean(),
    isSiteEntranceExit: z.boolean(),
    defaultAuthorizationStatus: z.enum(ZONE_DEFAULT_STATUSES),
    ChildZones: z.array(ZoneNodeSchema),
  }),
);
export const ZoneHierarchySchema = z.object({ data: z.array(ZoneNodeSchema) });
export type ZoneHierarchy = z.infer<typeof ZoneHierarchySchema>;

// --- one zone -----------------------------------------------------------------------------------

/** `v2/project_zones/{id}` and friends: the project travels in the query, as on the list. */
export const ZoneQuerySchema = z.object({ projectId: IdParamSchema });
export const ZoneParamsSchema = z.object({ zoneId: idParamSchema('zoneId must be a zone id.') });

/** Create, and rename / move / describe (the whole of what a user writes about a zone). */
export const ZoneWriteSchema = z.object({
  ZoneName: plainText(ZONES_MESSAGES.nameRequired)
    .trim()
    .min(1, ZONES_MESSAGES.nameRequired)
    .max(100, ZONES_MESSAGES.nameTooLong),
  parentProjectZoneId: idSchema('parentProjectZoneId must be a zone id or null.').nullable(),
  zoneDescription: multiLineText()
    .trim()
    .max(500, ZONES_MESSAGES.descriptionTooLong)
    .nullable()
    .transform((v) => (v === '' ? null : v)),
});
export type ZoneWrite = z.input<typeof ZoneWriteSchema>;

const ZoneRefSchema = z.object({ ProjectZoneId: z.number().int(), ZoneName: z.string() });
export type ZoneRef = z.infer<typeof ZoneRefSchema>;

const RuleDatesShape = {
  AccessLevel: ZoneAccessLevelSchema,
  StartDateInclusive: z.string().nullable(),
  EndDateInclusive: z.string().nullable(),
};

export const ZoneAuthorizedContractSchema = z.object({
  ContractId: z.number().int(),
  CompanyDisplayName: z.string(),
  ...RuleDatesShape,
  /** The zone whose rule this is (this zone, or the one it inherits from). */
  ruleOriginProjectZoneId: z.number().int(),
});
export const ZoneAuthorizedWorkerSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  ContractDisplayName: z.string(),
  ...RuleDatesShape,
  ruleOriginProjectZoneId: z.number().int(),
});

export const ZoneDetailSchema = z.object({
  ProjectZoneId: z.number().int(),
  ZoneName: z.string(),
  zoneDescription: z.string().nullable(),
  parentProjectZoneId: z.number().int().nullable(),
  /** Root first, the parent last (empty for a root zone). */
  Ancestors: z.array(ZoneRefSchema),
  IsArchived: z.boolean(),
  isSiteEntranceExit: z.boolean(),
  defaultAuthorizationStatus: ZoneDefaultStatusSchema,
  /**
   * The zone whose default (and contract rules) apply here: this zone unless it inherits, else
   * the nearest ancestor that does not; null when every zone up to the root inherits (ALLOW).
   */
  ruleOriginProjectZoneId: z.number().int().nullable(),
  ruleOriginZoneName: z.string().nullable(),
  /** What a worker with no rule of their own or of their contract gets here. */
  effectiveAuthorizationStatus: z.enum(['ALLOW', 'DENY']),
  ChildZones: z.array(
    ZoneRefSchema.extend({ IsArchived: z.boolean(), isSiteEntranceExit: z.boolean() }),
  ),
  /** How many of the project's workers may be here today (the workers tab lists them). */
  workersWithAccess: z.number().int(),
  AuthorizedContracts: z.array(ZoneAuthorizedContractSchema),
  AuthorizedWorkers: z.array(ZoneAuthorizedWorkerSchema),
});
export type ZoneDetail = z.infer<typeof ZoneDetailSchema>;

// --- archive and entrance/exit ------------------------------------------------------------------

export const ZoneArchiveInfoSchema = z.object({
  ProjectZoneId: z.number().int(),
  ZoneName: z.string(),
  /** Every active zone below this one: archiving archives them too. */
  ChildZones: z.array(ZoneRefSchema.extend({ parentProjectZoneId: z.number().int().nullable() })),
  /** This zone or one below it is a site entrance/exit (on-site counts stop using it). */
  IncludesSiteEntranceExit: z.boolean(),
});
export type ZoneArchiveInfo = z.infer<typeof ZoneArchiveInfoSchema>;
export const ZoneArchiveResultSchema = z.object({
  ProjectZoneId: z.number().int(),
  ArchivedZoneIds: z.array(z.number().int()),
});
export type ZoneArchiveResult = z.infer<typeof ZoneArchiveResultSchema>;

/** Without a body the flag flips; with one it is set (a repeated click cannot undo itself). */
export const ZoneEntranceToggleSchema = z
  .object({ isSiteEntranceExit: z.boolean({ error: 'isSiteEntranceExit must be true or false.' }) })
  .nullish();
export const ZoneEntranceStateSchema = z.object({
  ProjectZoneId: z.number().int(),
  isSiteEntranceExit: z.boolean(),
});
export type ZoneEntranceState = z.infer<typeof ZoneEntranceStateSchema>;
