// The v1 zone rules calls (paths in zones.schemas.ts's header): a zone's default status, its
// contract and worker rules, who has access, and what a rule may name.
import { z } from 'zod';
import { IdParamSchema, IdSchema, idParamSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import {
  ZONE_ACCESS_LEVELS,
  ZONE_DEFAULT_STATUSES,
  ZONES_MESSAGES,
  zoneRuleProblems,
} from './zones.rules.ts';

const ZoneDefaultStatusSchema = z.enum(ZONE_DEFAULT_STATUSES, {
  error: ZONES_MESSAGES.statusInvalid,
});
const ZoneAccessLevelSchema = z.enum(ZONE_ACCESS_LEVELS, {
  error: ZONES_MESSAGES.accessLevelInvalid,
});
const RuleDatesShape = {
  AccessLevel: ZoneAccessLevelSchema,
  StartDateInclusive: z.string().nullable(),
  EndDateInclusive: z.string().nullable(),
};

// --- rules (v1) ---------------------------------------------------------------------------------

export const ZoneRulesParamsSchema = z.object({
  projectId: IdParamSchema,
  zoneId: idParamSchema('zoneId must be a zone id.'),
});
export const ZoneWorkerRuleParamsSchema = ZoneRulesParamsSchema.extend({
  workerId: idParamSchema('workerId must be a worker id.'),
});

function checkDates(rule: z.infer<z.ZodObject<typeof RuleDatesShape>>, ctx: z.core.$RefinementCtx) {
  for (const problem of zoneRuleProblems(rule)) {
    ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  }
}

const dateText = z.string({ error: ZONES_MESSAGES.dateInvalid }).nullable();

export const ZoneContractRuleSchema = z
  .object({
    ContractId: IdSchema,
    /** Sent back as read; the server names the contract itself. */
    CompanyDisplayName: z.string().optional(),
    AccessLevel: ZoneAccessLevelSchema,
    StartDateInclusive: dateText,
    EndDateInclusive: dateText,
  })
  .superRefine(checkDates);
export type ZoneContractRuleInput = z.input<typeof ZoneContractRuleSchema>;

export const ZoneWorkerRuleSchema = z
  .object({
    WorkerId: IdSchema,
    AccessLevel: ZoneAccessLevelSchema,
    StartDateInclusive: dateText,
    EndDateInclusive: dateText,
  })
  .superRefine(checkDates);

export const ZoneRulesUpdateSchema = z
  .object({
    DefaultAuthorizationStatus: ZoneDefaultStatusSchema,
    ContractRules: z.array(ZoneContractRuleSchema).max(2000),
    /** The zone's worker rules, all of them; omitted leaves them as they are. */
    WorkerRules: z.array(ZoneWorkerRuleSchema).max(5000).optional(),
  })
  .superRefine((body, ctx) => {
    // spec 002 §4: "INHERIT means no contract rules are sent".
    if (body.DefaultAuthorizationStatus === 'INHERIT' && body.ContractRules.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: ZONES_MESSAGES.inheritTakesNoContractRules,
        path: ['ContractRules'],
      });
    const seen = new Set<number>();
    body.ContractRules.forEach((rule, i) => {
      if (seen.has(rule.ContractId))
        ctx.addIssue({
          code: 'custom',
          message: ZONES_MESSAGES.contractRepeated,
          path: ['ContractRules', i, 'ContractId'],
        });
      seen.add(rule.ContractId);
    });
    const workers = new Set<number>();
    body.WorkerRules?.forEach((rule, i) => {
      if (workers.has(rule.WorkerId))
        ctx.addIssue({
          code: 'custom',
          message: ZONES_MESSAGES.workerRepeated,
          path: ['WorkerRules', i, 'WorkerId'],
        });
      workers.add(rule.WorkerId);
    });
  });
export type ZoneRulesUpdate = z.input<typeof ZoneRulesUpdateSchema>;

export const ZoneContractRuleReadSchema = z.object({
  ContractId: z.number().int(),
  CompanyDisplayName: z.string(),
  ...RuleDatesShape,
});
export type ZoneContractRule = z.infer<typeof ZoneContractRuleReadSchema>;
export const ZoneWorkerRuleReadSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  ContractDisplayName: z.string(),
  ...RuleDatesShape,
  /** spec 002 §3 "Zone access": WORKER is the level a reset is offered for. */
  AssignmentLevel: z.literal('WORKER'),
});
export type ZoneWorkerRule = z.infer<typeof ZoneWorkerRuleReadSchema>;

export const ZoneRulesSchema = z.object({
  ProjectZoneId: z.number().int(),
  DefaultAuthorizationStatus: ZoneDefaultStatusSchema,
  /** What INHERIT resolves to here (the parent's way, ALLOW at the root). */
  InheritedAuthorizationStatus: z.enum(['ALLOW', 'DENY']),
  ContractRules: z.array(ZoneContractRuleReadSchema),
  WorkerRules: z.array(ZoneWorkerRuleReadSchema),
});
export type ZoneRules = z.infer<typeof ZoneRulesSchema>;

/** spec 002 §3 "Zone whitelist worker": who may be in the zone today. */
export const ZoneWhitelistWorkerSchema = z.object({
  WorkerName: z.string(),
  WorkerId: z.number().int(),
  WorkerTrade: z.string().nullable(),
  ContractDisplayName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
});
export type ZoneWhitelistWorker = z.infer<typeof ZoneWhitelistWorkerSchema>;
export const ZoneWhitelistSchema = z.array(ZoneWhitelistWorkerSchema);

// --- what a rule can name ------------------------------------------------------------------------

export const ZoneRuleContractSchema = z.object({
  ContractId: z.number().int(),
  CompanyDisplayName: z.string(),
  ParentContractId: z.number().int().nullable(),
});
export type ZoneRuleContract = z.infer<typeof ZoneRuleContractSchema>;
export const ZoneRuleContractListSchema = z.array(ZoneRuleContractSchema);

export const ZoneRuleWorkerQuerySchema = z.object({
  search: plainText().max(100, 'The search text must be at most 100 characters.').default(''),
});
export const ZoneRuleWorkerOptionSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  WorkerTrade: z.string().nullable(),
  ContractDisplayName: z.string(),
});
export type ZoneRuleWorkerOption = z.infer<typeof ZoneRuleWorkerOptionSchema>;
export const ZoneRuleWorkerOptionListSchema = z.array(ZoneRuleWorkerOptionSchema);
/** Worker suggestions for a rule: at most this many, from SEARCH_MIN_LENGTH characters. */
export const ZONE_RULE_WORKER_LIMIT = 20;
