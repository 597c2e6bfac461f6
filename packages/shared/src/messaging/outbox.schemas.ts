import { z } from 'zod';

/*
 * The outbox as provider employees watch it, and the health every project's home shows
 * (issue 42; docs/domain.md "Messages out: deadlines and retries").
 *   GET /api/v1/outbox/summary   (provider employees)      → OutboxSummary
 *   GET /api/v1/outbox/health    (anyone signed in)        → OutboxHealth
 */

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * What a message is for, and so how long it is worth trying to deliver (docs/domain.md
 * "Messages out: deadlines and retries"): an evacuation or alert text is worth minutes, a text
 * to the crew hours, an invitation or a reset as long as its link lasts. A morning report is
 * worth its day, and its sender gives that deadline itself.
 */
export const OUTBOX_DEADLINE_SECONDS = {
  evacuation: 30 * 60,
  alert: 30 * 60,
  crew_text: 2 * 3600,
  password_reset: 60 * 60,
  invitation: 7 * 86_400,
  access_request: 3 * 86_400,
  report: 86_400,
  other: 86_400,
} as const;

/** A provider that has taken nothing for this long while messages wait is called refusing. */
export const OUTBOX_REFUSING_AFTER_SECONDS = 5 * 60;

export const OUTBOX_MESSAGES = {
  providerOnly: 'Only provider employees can see the outbox.',
} as const;

const seconds = z.number().int().nonnegative();
const instant = z.iso.datetime({ offset: true });

export const OutboxChannelSummarySchema = z.object({
  Channel: z.enum(OUTBOX_CHANNELS),
  /** Waiting for a try: new, or refused for now and waiting for the next. */
  Queued: z.number().int(),
  /** Of the queued, those refused at least once. */
  Retrying: z.number().int(),
  /** Claimed by a server now (or by one that died, until its lease runs out). */
  Sending: z.number().int(),
  /** Refused for good, queued in the last 24 hours. */
  Failed: z.number().int(),
  /** Past their deadline unsent, in the last 24 hours. */
  Expired: z.number().int(),
  /** How long the oldest waiting message has waited. */
  OldestWaitingSeconds: seconds.nullable(),
  LastSentAt: instant.nullable(),
  /** What the provider answered the latest refused try. */
  LastAnswer: z.string().nullable(),
  /** Set when the provider has taken nothing for OUTBOX_REFUSING_AFTER_SECONDS while messages wait. */
  RefusingForSeconds: seconds.nullable(),
});
export type OutboxChannelSummary = z.infer<typeof OutboxChannelSummarySchema>;

export const OutboxProblemSchema = z.object({
  OutboxMessageId: z.number().int(),
  Channel: z.enum(OUTBOX_CHANNELS),
  Kind: z.string(),
  ProjectId: z.number().int().nullable(),
  Status: z.enum(['queued', 'sending', 'failed', 'expired']),
  /** Masked: the last digits of a number, the first letter and the domain of an address. */
  Recipient: z.string(),
  Attempts: z.number().int(),
  AgeSeconds: seconds,
  DeadlineAt: instant,
  LastError: z.string().nullable(),
});
export type OutboxProblem = z.infer<typeof OutboxProblemSchema>;

export const OutboxSummarySchema = z.object({
  Channels: z.array(OutboxChannelSummarySchema),
  /** The newest messages not sent (waiting after a refusal, sending, failed, expired): 50 at most. */
  Problems: z.array(OutboxProblemSchema),
});
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>;

export const OutboxHealthSchema = z.object({
  Channels: z.array(
    z.object({
      Channel: z.enum(OUTBOX_CHANNELS),
      /** Whether this server has the channel's provider (SMS account, mail server) at all. */
      Configured: z.boolean(),
      /** Whether any message of the channel waits to be sent. */
      Waiting: z.boolean(),
      RefusingForSeconds: seconds.nullable(),
    }),
  ),
});
export type OutboxHealth = z.infer<typeof OutboxHealthSchema>;
