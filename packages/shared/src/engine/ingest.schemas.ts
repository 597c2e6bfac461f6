import { z } from 'zod';

/** Largest batch a gateway may send at once (issue: "a batch (up to 5,000) of reads"). */
export const MAX_READS_PER_BATCH = 5000;
/** A read further in the future than this is a gateway clock fault, not a read. */
export const MAX_CLOCK_SKEW_SECONDS = 300;
/** Older reads are refused: a gateway that held them this long should be looked at. */
export const MAX_READ_AGE_DAYS = 400;

export const GATEWAY_KEY_HEADER = 'x-gateway-key';

/** Read sources (spec 002 §9). */
export const READ_SOURCE = { Reader: 1, Mobile: 2 } as const;

export const TagReadSchema = z.object({
  ReaderSerial: z.string().trim().min(1).max(100),
  Port: z.number().int().min(1).max(16),
  Tag: z.string().trim().min(1).max(100),
  Time: z.iso.datetime({ offset: true }),
  Source: z.union([z.literal(READ_SOURCE.Reader), z.literal(READ_SOURCE.Mobile)]),
  Rssi: z.number().int().min(-150).max(20).optional(),
});
export type TagRead = z.infer<typeof TagReadSchema>;

export const IngestReadsBodySchema = z.object({
  Reads: z.array(TagReadSchema).min(1).max(MAX_READS_PER_BATCH),
});
export type IngestReadsBody = z.infer<typeof IngestReadsBodySchema>;

export const RejectedReadSchema = z.object({ Index: z.number().int(), Reason: z.string() });
export type RejectedRead = z.infer<typeof RejectedReadSchema>;

/** Sent only after the accepted reads are committed. */
export const IngestReadsResponseSchema = z.object({
  Accepted: z.number().int(),
  Duplicates: z.number().int(),
  Rejected: z.array(RejectedReadSchema),
  UnassignedTags: z.number().int(),
});
export type IngestReadsResponse = z.infer<typeof IngestReadsResponseSchema>;

/** Reader power sources (spec 002 §9), with their stored ids. */
export const POWER_STATUS = { Hardwired: 1, Battery: 2, Unknown: 3, NotAvailable: 4 } as const;
export type PowerStatusName = keyof typeof POWER_STATUS;

export const ReaderStatusBodySchema = z.object({
  ReaderSerial: z.string().trim().min(1).max(100),
  PowerSource: z.enum(['Hardwired', 'Battery', 'Unknown', 'NotAvailable']),
  BatteryLevel: z.number().int().min(0).max(100).optional(),
  Time: z.iso.datetime({ offset: true }).optional(),
});
export type ReaderStatusBody = z.infer<typeof ReaderStatusBodySchema>;

// --- gateway keys (managed by users with ManageZones) ----------------------------------------

export const CreateGatewayKeyBodySchema = z.object({
  Name: z.string().trim().min(1, 'A name is required.').max(100),
});
export type CreateGatewayKeyBody = z.infer<typeof CreateGatewayKeyBodySchema>;

export const CreatedGatewayKeySchema = z.object({
  GatewayKeyId: z.number().int(),
  /** Shown once; only its hash is stored. */
  Key: z.string(),
});
export type CreatedGatewayKey = z.infer<typeof CreatedGatewayKeySchema>;

export const GatewayKeySchema = z.object({
  GatewayKeyId: z.number().int(),
  Name: z.string(),
  KeyPrefix: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
});
export type GatewayKey = z.infer<typeof GatewayKeySchema>;
