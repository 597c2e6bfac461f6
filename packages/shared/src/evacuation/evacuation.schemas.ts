/**
 * Evacuation sessions (spec 001 §3, §8; 002 §3, §5, §7; DOMAIN.md "Evacuation"):
 *
 *   GET   /api/v1/projects/:projectId/evacuation/initial-data          → EvacuationInitialData
 *   GET   /api/v1/projects/:projectId/evacuation/sessions              → EvacuationHistory
 *   POST  /api/v1/projects/:projectId/evacuation/sessions              EvacuationStart → { EvacuationSessionId }
 *   GET   /api/v1/projects/:projectId/evacuation/sessions/:sessionId   → EvacuationSession
 *   PATCH /api/v1/projects/:projectId/evacuation/sessions/:sessionId   JSON patch → EvacuationSession
 *   POST  …/sessions/:sessionId/finish                                 → EvacuationSession
 *   GET   …/sessions/:sessionId/audit-log   EvacuationAuditQuery       → EvacuationAuditLog
 *   GET   …/sessions/:sessionId/foremen                                → { ForemenNames }
 *   POST  …/sessions/:sessionId/workers         EvacuationAddPerson    → EvacuationSessionWorker
 *   PATCH …/sessions/:sessionId/workers/:sessionWorkerId  JSON patch   → EvacuationSessionWorker
 *   POST  …/sessions/:sessionId/text-messages   EvacuationText         → { Message, Sent }
 *
 * RealtimeEvacuationReport on the project. A member limited to companies sees and changes the
 * people of its contracts. A change names the version it was made on (`If-Match`): a stale one is
 * refused with 409 and the current row. A request may carry an `Idempotency-Key` (a UUID the
 * device made): sent again, it answers as the first time and changes nothing (an offline tablet
 * replaying its queue).
 */
import { z } from 'zod';
import { IdSchema, idParamSchema } from '../common/id.schemas.ts';
import { multiLineText, plainText } from '../common/text.schemas.ts';
import {
  EVACUATION_AUDIT_SORTS,
  EVACUATION_MESSAGES,
  EVACUATION_TEXT_MAX,
} from './evacuation.constants.ts';

const local = z.string().describe("The project's wall clock, 'YYYY-MM-DDTHH:mm:ss'");

export const EvacuationSessionWorkerSchema = z.object({
  EvacuationSessionWorkerId: z.number().int(),
  /** Null for a visitor or an unbadged person added by name. */
  WorkerId: z.number().int().nullable(),
  DisplayName: z.string(),
  DisplayCompanyName: z.string(),
  PrimeCompanyName: z.string().nullable(),
  SubContractCompanyName: z.string().nullable(),
  ContractId: z.number().int().nullable(),
  ForemansName: z.string().nullable(),
  Note: z.string().nullable(),
  IsVerified: z.boolean(),
  /** In the snapshot of who was on site when the session started (false: added later). */
  IsOnSite: z.boolean(),
  /** Where they were last read (their zone), or null. */
  LocationName: z.string().nullable(),
  FilterLocationId: z.number().int().nullable(),
  LastSeenLocal: local.nullable(),
  EmergencyContactPhoneNumber: z.string().nullable(),
  HasPhoneNumber: z.boolean(),
  CurrentEvacuationSessionWorkerStatusId: z.union([z.literal(1), z.literal(2)]),
  VerifiedBy: z.string().nullable(),
  VerifiedLocal: local.nullable(),
  /** Every change raises it; a change names the version it was made on. */
  Version: z.number().int(),
});
export type EvacuationSessionWorker = z.infer<typeof EvacuationSessionWorkerSchema>;

export const EvacuationSessionSummarySchema = z.object({
  EvacuationSessionId: z.number().int(),
  EvacuationSessionName: z.string(),
  StartTimeLocal: local,
  /** Null while the session runs (spec: "empty means active"). */
  FinishTimeLocal: local.nullable(),
  PeopleVerifiedCount: z.number().int(),
  PeopleTotalCount: z.number().int(),
  StartedBy: z.string(),
});
export type EvacuationSessionSummary = z.infer<typeof EvacuationSessionSummarySchema>;

export const EvacuationSessionSchema = EvacuationSessionSummarySchema.extend({
  ShowContactInformation: z.boolean(),
  Workers: z.array(EvacuationSessionWorkerSchema),
  ForemenNames: z.array(z.string()),
  Version: z.number().int(),
});
export type EvacuationSession = z.infer<typeof EvacuationSessionSchema>;

/** spec 001 §3 initial data (with the product's spelling of the last field). */
export const EvacuationInitialDataSchema = z.object({
  TotalEvacuationSessionWorkersOnSite: z.number().int(),
  UnassignedEvacuationSessionWorkersOnSite: z.number().int(),
  EvacuationSessionWorkersWithPhoneNumnbersCount: z.number().int(),
  /** The running session, if any (its id is also kept on the device). */
  ActiveEvacuationSessionId: z.number().int().nullable(),
  IsDemo: z.boolean(),
});
export type EvacuationInitialData = z.infer<typeof EvacuationInitialDataSchema>;

/** History, newest finish first (the running session on top). */
export const EvacuationHistorySchema = z.object({
  Sessions: z.array(EvacuationSessionSummarySchema),
});
export type EvacuationHistory = z.infer<typeof EvacuationHistorySchema>;

export const EvacuationAuditEntrySchema = z.object({
  LogMessage: z.string(),
  LogTimeLocal: local,
  LogActivityUserFullName: z.string(),
  /** The person of the roll call the entry is about; null for an action on the session. */
  EvacuationSessionWorkerId: z.number().int().nullable(),
  DisplayName: z.string().nullable(),
});

/**
 * spec 002 §3: the audit log's order (Name by default: the person an entry is about, entries on
 * the session itself first; then time) and its zone (the entries about the people last read there,
 * as the roll call filters).
 */
export const EvacuationAuditQuerySchema = z
  .object({
    orderByEvac: z
      .enum(EVACUATION_AUDIT_SORTS, {
        error: `orderByEvac must be one of ${EVACUATION_AUDIT_SORTS.join(', ')}.`,
      })
      .default('Name'),
    reverseEvac: z.stringbool({ error: 'reverseEvac must be true or false.' }).default(false),
    projectZoneId: idParamSchema('projectZoneId must be a zone id.').optional(),
  })
  .strict();
export type EvacuationAuditQuery = z.infer<typeof EvacuationAuditQuerySchema>;
export const EvacuationAuditLogSchema = z.object({
  Entries: z.array(EvacuationAuditEntrySchema),
});
export type EvacuationAuditLog = z.infer<typeof EvacuationAuditLogSchema>;

const textMessage = multiLineText()
  .max(EVACUATION_TEXT_MAX, EVACUATION_MESSAGES.textTooLong)
  .transform((text) => text.trim());

/** spec 002 §3: SendTextMessage, TextMessage (trimmed; empty or demo: no text). */
export const EvacuationStartSchema = z
  .object({ SendTextMessage: z.boolean(), TextMessage: textMessage.optional() })
  .strict();
export type EvacuationStart = z.infer<typeof EvacuationStartSchema>;

export const EvacuationCreatedSchema = z.object({ EvacuationSessionId: z.number().int() });

/** A worker of the project (search-tradesmen), or a visitor / unbadged person by name. */
export const EvacuationAddPersonSchema = z.union([
  z.object({ WorkerId: IdSchema, Note: plainText().max(500).optional() }).strict(),
  z
    .object({
      DisplayName: plainText()
        .max(200)
        .transform((s) => s.trim())
        .refine((s) => s.length > 0, EVACUATION_MESSAGES.nameRequired),
      DisplayCompanyName: plainText().max(200).optional(),
      Note: plainText().max(500).optional(),
    })
    .strict(),
]);
export type EvacuationAddPerson = z.infer<typeof EvacuationAddPersonSchema>;

/** RFC 6902 replace operations: what a person's row lets one change. */
export const EvacuationWorkerPatchSchema = z
  .array(
    z.discriminatedUnion('path', [
      z
        .object({ op: z.literal('replace'), path: z.literal('/IsVerified'), value: z.boolean() })
        .strict(),
      z
        .object({
          op: z.literal('replace'),
          path: z.literal('/Note'),
          value: multiLineText().max(500).nullable(),
        })
        .strict(),
      z
        .object({
          op: z.literal('replace'),
          path: z.literal('/ForemansName'),
          value: plainText().max(200).nullable(),
        })
        .strict(),
    ]),
  )
  .min(1)
  .max(3);
export type EvacuationWorkerPatch = z.infer<typeof EvacuationWorkerPatchSchema>;

/** What a session lets one change: its name, whether contact columns show. */
export const EvacuationSessionPatchSchema = z
  .array(
    z.discriminatedUnion('path', [
      z
        .object({
          op: z.literal('replace'),
          path: z.literal('/EvacuationSessionName'),
          value: plainText()
            .max(200)
            .transform((s) => s.trim())
            .refine((s) => s.length > 0, EVACUATION_MESSAGES.nameRequired),
        })
        .strict(),
      z
        .object({
          op: z.literal('replace'),
          path: z.literal('/ShowContactInformation'),
          value: z.boolean(),
        })
        .strict(),
    ]),
  )
  .min(1)
  .max(2);
export type EvacuationSessionPatch = z.infer<typeof EvacuationSessionPatchSchema>;

export const EvacuationTextSchema = z
  .object({
    TextMessage: textMessage.refine((s) => s.length > 0, EVACUATION_MESSAGES.textEmpty),
    /** Only the people not verified yet (default), or everyone in the session. */
    OnlyOutstanding: z.boolean().default(true),
  })
  .strict();
export type EvacuationText = z.infer<typeof EvacuationTextSchema>;

export const EvacuationTextResultSchema = z.object({
  Message: z.string(),
  /** Messages queued (people with a phone number); none in demo mode. */
  Sent: z.number().int(),
  WithoutPhone: z.number().int(),
});

export const EvacuationSessionParamsSchema = z.object({
  projectId: idParamSchema(),
  sessionId: idParamSchema(),
});
export const EvacuationWorkerParamsSchema = EvacuationSessionParamsSchema.extend({
  sessionWorkerId: idParamSchema(),
});

/** The live events on the project channel (spec 002 §5), with the row when a person changed. */
export const EVACUATION_EVENTS = [
  'session_created',
  'session_finished',
  'session_updated',
  'worker_created',
  'worker_updated',
] as const;
export interface EvacuationChange {
  Action: (typeof EVACUATION_EVENTS)[number];
  EvacuationSessionId: number;
  /** The person's contract: who may see the event (null: a visitor, or the session itself). */
  ContractId: number | null;
  Worker: EvacuationSessionWorker | null;
}

/** The device's key for a change it may send again (`Idempotency-Key`): a UUID. */
export const IdempotencyKeySchema = z.uuid({ error: 'Idempotency-Key must be a UUID.' }).optional();
