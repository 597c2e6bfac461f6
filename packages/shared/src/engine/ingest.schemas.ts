import { z } from 'zod';
import { MAX_READS_PER_BATCH, READ_SOURCE } from './ingest.constants.ts';

/** One read as a gateway posts it; each field is described in the API document. */
export const TagReadSchema = z.object({
  ReaderSerial: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('The reader’s manufacturer serial number, as registered on the project'),
  Port: z
    .number()
    .int()
    .min(1)
    .max(16)
    .describe(
      'The reader’s antenna or access point that heard the tag (1 on a single-port reader)',
    ),
  Tag: z.string().trim().min(1).max(100).describe('The tag’s text, as printed on the badge'),
  Time: z.iso
    .datetime({ offset: true })
    .describe('When the reader heard the tag: ISO 8601 with its offset (Z or ±hh:mm)'),
  Source: z
    .union([z.literal(READ_SOURCE.Reader), z.literal(READ_SOURCE.Mobile)])
    .describe(
      'Who made the read: 1 a fixed reader (a gate, a floor gateway), 2 a phone (the mobile app ' +
        'acting as a reader). Both count the same; the access dashboard shows which.',
    ),
  Rssi: z
    .number()
    .int()
    .min(-150)
    .max(20)
    .optional()
    .describe('Signal strength in dBm as the reader measured it (BLE); left out for NFC'),
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
