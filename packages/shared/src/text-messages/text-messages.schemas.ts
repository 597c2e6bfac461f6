/**
 * Text messages to the crew (spec 002 §3–§4, §7–§9; docs/domain.md "Text messages"):
 *
 *   GET  /api/v1/projects/:projectId/text-messages/contracts          → TextMessageContracts
 *   POST /api/v1/projects/:projectId/text-messages/verify  TextMessageFilter → TextMessageVerified
 *   POST /api/v1/projects/:projectId/text-messages/batches TextMessageBatchCreate → TextMessageBatchCreated
 *   GET  /api/v1/projects/:projectId/text-messages/batches?page&take  → TextMessageHistory
 *   GET  /api/v1/projects/:projectId/text-messages/batches/:textMessageBatchId → TextMessageBatch
 *   POST /api/v1/sms/incoming  (the provider: a worker's reply; STOP / START)
 *
 * SendAhHocTextMessages on the project. A member limited to companies picks, texts and sees the
 * workers of its contracts only; a batch shows it its own recipients, and one with none is not
 * found.
 */
import { z } from 'zod';
import { MAX_ID, idParamSchema } from '../common/id.schemas.ts';
import { listPageSchema } from '../common/paging.schemas.ts';
import { multiLineText } from '../common/text.schemas.ts';
import {
  TEXT_CONTRACT_LIST_SIZE,
  TEXT_HISTORY_PAGE_SIZE,
  TEXT_MESSAGE_MAX,
  TEXT_MESSAGES_MESSAGES,
  TEXT_RECIPIENT_STATUSES,
} from './text-messages.constants.ts';

const local = z.string().describe("The project's wall clock, 'YYYY-MM-DDTHH:mm:ss'");
const DATE_MESSAGE = 'A date is written YYYY-MM-DD.';
const date = z.iso.date({ error: DATE_MESSAGE });
const CONTRACT_ID_MESSAGE = 'contractIds holds contract ids (0 for unassigned workers).';

/** spec 002 §3 "Text message batch" filter parameters. */
export const TextMessageFilterSchema = z
  .object({
    /** True: only the workers of `contractIds`; false: every contract. */
    contractFilter: z.boolean().default(false),
    contractIds: z
      .array(
        z
          .number({ error: CONTRACT_ID_MESSAGE })
          .int(CONTRACT_ID_MESSAGE)
          .min(0, CONTRACT_ID_MESSAGE)
          .max(MAX_ID, CONTRACT_ID_MESSAGE),
      )
      .max(TEXT_CONTRACT_LIST_SIZE)
      .default([]),
    onlyIncludeWorkersWithAnActiveTag: z.boolean().default(false),
    /** On-site Now: the on-site rule the home and the evacuation use; the dates then are ignored. */
    onlyIncludeWorkersOnSite: z.boolean().default(false),
    /** Seen on site on at least one day of the range, both inclusive; neither: no seen filter. */
    firstSeenDateInclusive: date.nullable().default(null),
    lastSeenDateInclusive: date.nullable().default(null),
  })
  .strict()
  .refine((f) => (f.firstSeenDateInclusive === null) === (f.lastSeenDateInclusive === null), {
    message: TEXT_MESSAGES_MESSAGES.rangeBoth,
    path: ['lastSeenDateInclusive'],
  })
  .refine(
    (f) =>
      f.firstSeenDateInclusive === null ||
      f.lastSeenDateInclusive === null ||
      f.firstSeenDateInclusive <= f.lastSeenDateInclusive,
    { message: TEXT_MESSAGES_MESSAGES.rangeOrder, path: ['firstSeenDateInclusive'] },
  )
  .refine((f) => !f.contractFilter || f.contractIds.length > 0, {
    message: TEXT_MESSAGES_MESSAGES.contractsRequired,
    path: ['contractIds'],
  });
export type TextMessageFilter = z.infer<typeof TextMessageFilterSchema>;
export type TextMessageFilterInput = z.input<typeof TextMessageFilterSchema>;

const textMessage = multiLineText(TEXT_MESSAGES_MESSAGES.textEmpty)
  .max(TEXT_MESSAGE_MAX, TEXT_MESSAGES_MESSAGES.textTooLong)
  .transform((text) => text.trim())
  .refine((text) => text.length > 0, TEXT_MESSAGES_MESSAGES.textEmpty);

/** The filter and the text: the workers it finds with a phone number (not opted out) are texted. */
export const TextMessageBatchCreateSchema = z
  .object({
    filter: TextMessageFilterSchema,
    textMessage,
  })
  .strict();
export type TextMessageBatchCreate = z.infer<typeof TextMessageBatchCreateSchema>;

export const TextMessageWorkerSchema = z.object({
  WorkerId: z.number().int(),
  DisplayName: z.string(),
  CompanyName: z.string(),
  /** Null for an unassigned worker (a contract with no company yet). */
  ContractId: z.number().int().nullable(),
  /** E.164, or null when the record has none a carrier would take. */
  PhoneNumber: z.string().nullable(),
  /** The worker replied STOP to this number and has not replied START since. */
  IsOptedOut: z.boolean(),
});
export type TextMessageWorker = z.infer<typeof TextMessageWorkerSchema>;

/** Who the filter finds: the texted ones first, then those who cannot be texted. */
export const TextMessageVerifiedSchema = z.object({
  Workers: z.array(TextMessageWorkerSchema),
  WorkersCount: z.number().int(),
  /** Texts the send would queue: distinct numbers, none opted out. */
  TextedCount: z.number().int(),
  WithoutPhoneNumberCount: z.number().int(),
  OptedOutCount: z.number().int(),
});
export type TextMessageVerified = z.infer<typeof TextMessageVerifiedSchema>;

export const TextMessageBatchCreatedSchema = z.object({
  textMessageBatchId: z.number().int(),
  Workers: z.array(TextMessageWorkerSchema),
});
export type TextMessageBatchCreated = z.infer<typeof TextMessageBatchCreatedSchema>;

export const TextMessageContractSchema = z.object({
  ContractId: z.number().int(),
  ContractDisplayName: z.string(),
  ParentContractId: z.number().int().nullable(),
  /** Workers of the contract (registered, not deleted). */
  WorkersCount: z.number().int(),
});
export const TextMessageContractsSchema = z.object({
  Data: z.array(TextMessageContractSchema),
  TotalCount: z.number().int(),
});
export type TextMessageContract = z.infer<typeof TextMessageContractSchema>;
export type TextMessageContracts = z.infer<typeof TextMessageContractsSchema>;

export const TextMessageContractsQuerySchema = z
  .object({ pageSize: z.coerce.number().int().min(1).max(TEXT_CONTRACT_LIST_SIZE).optional() })
  .strict();

export const TextMessageBatchSummarySchema = z.object({
  TextMessageBatchId: z.number().int(),
  TextMessage: z.string(),
  SentByUserFullName: z.string(),
  CreatedTimeLocal: local,
  /** Parts per message, as carriers count them (shared/messaging/sms.ts). */
  Segments: z.number().int(),
  RecipientsCount: z.number().int(),
  /** Recipients whose text was handed to the provider (sent or further). */
  SentCount: z.number().int(),
  DeliveredCount: z.number().int(),
  /** Failed or undelivered. */
  FailedCount: z.number().int(),
  /** Opted out, no phone number or held: never sent. */
  NotSentCount: z.number().int(),
});
export type TextMessageBatchSummary = z.infer<typeof TextMessageBatchSummarySchema>;

export const TextMessageHistoryQuerySchema = z
  .object({
    page: listPageSchema,
    take: z.coerce
      .number({ error: `take must be a whole number from 1 to ${TEXT_HISTORY_PAGE_SIZE}.` })
      .int()
      .min(1)
      .max(TEXT_HISTORY_PAGE_SIZE)
      .default(TEXT_HISTORY_PAGE_SIZE),
  })
  .strict();
export type TextMessageHistoryQuery = z.infer<typeof TextMessageHistoryQuerySchema>;

export const TextMessageHistorySchema = z.object({
  Data: z.array(TextMessageBatchSummarySchema),
  TotalCount: z.number().int(),
});
export type TextMessageHistory = z.infer<typeof TextMessageHistorySchema>;

export const TextMessageRecipientSchema = TextMessageWorkerSchema.extend({
  Status: z.enum(TEXT_RECIPIENT_STATUSES),
  /** When the status last changed, on the project's clock. */
  StatusTimeLocal: local.nullable(),
  /** The provider's or the delivery's reason, for Failed / Undelivered / Held. */
  StatusDetail: z.string().nullable(),
});
export type TextMessageRecipient = z.infer<typeof TextMessageRecipientSchema>;

export const TextMessageBatchSchema = TextMessageBatchSummarySchema.extend({
  /** The filter as the sender chose it, in words ("Contracts: Acme; on site now"). */
  FilterDescription: z.string(),
  Recipients: z.array(TextMessageRecipientSchema),
});
export type TextMessageBatch = z.infer<typeof TextMessageBatchSchema>;

export const TextMessageBatchParamsSchema = z.object({
  projectId: idParamSchema(),
  textMessageBatchId: idParamSchema(),
});
