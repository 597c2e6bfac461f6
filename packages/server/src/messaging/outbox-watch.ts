import {
  OUTBOX_CHANNELS,
  OUTBOX_REFUSING_AFTER_SECONDS,
  type OutboxChannel,
  type OutboxChannelSummary,
  type OutboxHealth,
  type OutboxProblem,
  type OutboxSummary,
} from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * What the outbox holds and whether a provider is refusing everything (docs/domain.md
 * "Messages out: deadlines and retries"): for provider employees' outbox screen and for the
 * warning on every project's home. Every time is the database's, as the rows' are written.
 */

interface ChannelRow {
  channel: OutboxChannel;
  queued: number;
  retrying: number;
  sending: number;
  failed: number;
  expired: number;
  oldest_waiting: Date | null;
  oldest_retrying: Date | null;
  last_answer: string | null;
  last_sent: Date | null;
  now: Date;
}

async function channelRows(db: Executor): Promise<ChannelRow[]> {
  // Each figure from a partial index: what waits (queued, sending), what failed or expired lately.
  const { rows } = await sql<ChannelRow>`
    WITH recent AS (
      SELECT channel, status, attempts, created_at, next_attempt_at, last_error
        FROM outbox_messages WHERE status IN ('queued', 'sending')
      UNION ALL
      SELECT channel, status, attempts, created_at, next_attempt_at, last_error
        FROM outbox_messages
       WHERE status IN ('failed', 'expired') AND created_at > now() - interval '1 day'
    )
    SELECT c.channel,
           count(r.status) FILTER (WHERE r.status = 'queued')::int AS queued,
           count(r.status) FILTER (WHERE r.status = 'queued' AND r.attempts > 0)::int AS retrying,
           count(r.status) FILTER (WHERE r.status = 'sending')::int AS sending,
           count(r.status) FILTER (WHERE r.status = 'failed')::int AS failed,
           count(r.status) FILTER (WHERE r.status = 'expired')::int AS expired,
           min(r.created_at) FILTER (WHERE r.status IN ('queued', 'sending')) AS oldest_waiting,
           min(r.created_at) FILTER (WHERE r.status = 'queued' AND r.attempts > 0) AS oldest_retrying,
           (array_agg(r.last_error ORDER BY r.next_attempt_at DESC)
              FILTER (WHERE r.status = 'queued' AND r.attempts > 0))[1] AS last_answer,
           (SELECT max(o.sent_at) FROM outbox_messages o
             WHERE o.channel = c.channel AND o.sent_at IS NOT NULL) AS last_sent,
           now() AS now
      FROM unnest(${sql.val([...OUTBOX_CHANNELS])}::text[]) AS c(channel)
      LEFT JOIN recent r ON r.channel = c.channel
     GROUP BY c.channel
     ORDER BY array_position(${sql.val([...OUTBOX_CHANNELS])}::text[], c.channel)`.execute(db);
  return rows;
}

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * Refusing: messages have waited through refusals for OUTBOX_REFUSING_AFTER_SECONDS and nothing
 * of the channel was taken in that time. How long, from the oldest refused message's queueing.
 */
function refusingFor(r: ChannelRow): number | null {
  if (!r.oldest_retrying) return null;
  const waited = secondsBetween(r.oldest_retrying, r.now);
  if (waited < OUTBOX_REFUSING_AFTER_SECONDS) return null;
  const quiet = r.last_sent ? secondsBetween(r.last_sent, r.now) : Number.POSITIVE_INFINITY;
  return quiet >= OUTBOX_REFUSING_AFTER_SECONDS ? Math.min(waited, quiet) : null;
}

/** +15551234567 → …4567; nora.field@example.com → n…@example.com. */
export function maskRecipient(channel: OutboxChannel, recipient: string): string {
  if (channel === 'sms') return `…${recipient.slice(-4)}`;
  const at = recipient.lastIndexOf('@');
  return at > 0 ? `${recipient[0]}…${recipient.slice(at)}` : '…';
}

/** Which channels this server can send on at all. */
export type OutboxConfigured = Record<OutboxChannel, boolean>;

export async function outboxHealth(
  db: Executor,
  configured: OutboxConfigured,
): Promise<OutboxHealth> {
  return {
    Channels: (await channelRows(db)).map((r) => ({
      Channel: r.channel,
      Configured: configured[r.channel],
      Waiting: r.queued + r.sending > 0,
      RefusingForSeconds: refusingFor(r),
    })),
  };
}

export async function outboxSummary(db: Executor): Promise<OutboxSummary> {
  const rows = await channelRows(db);
  const channels: OutboxChannelSummary[] = rows.map((r) => ({
    Channel: r.channel,
    Queued: r.queued,
    Retrying: r.retrying,
    Sending: r.sending,
    Failed: r.failed,
    Expired: r.expired,
    OldestWaitingSeconds: r.oldest_waiting ? secondsBetween(r.oldest_waiting, r.now) : null,
    LastSentAt: r.last_sent?.toISOString() ?? null,
    LastAnswer: r.last_answer,
    RefusingForSeconds: refusingFor(r),
  }));
  const { rows: problems } = await sql<{
    outbox_message_id: string;
    channel: OutboxChannel;
    kind: string;
    project_id: number | null;
    status: OutboxProblem['Status'];
    recipient: string;
    attempts: number;
    age: number;
    deadline_at: Date;
    last_error: string | null;
  }>`
    SELECT outbox_message_id, channel, kind, project_id, status, recipient, attempts,
           floor(extract(epoch FROM now() - created_at))::int AS age, deadline_at, last_error
      FROM (
        SELECT * FROM outbox_messages WHERE status = 'queued' AND attempts > 0
        UNION ALL SELECT * FROM outbox_messages WHERE status = 'sending'
        UNION ALL SELECT * FROM outbox_messages
         WHERE status IN ('failed', 'expired') AND created_at > now() - interval '1 day'
      ) p
     ORDER BY created_at DESC, outbox_message_id DESC
     LIMIT 50`.execute(db);
  return {
    Channels: channels,
    Problems: problems.map((p) => ({
      OutboxMessageId: Number(p.outbox_message_id),
      Channel: p.channel,
      Kind: p.kind,
      ProjectId: p.project_id,
      Status: p.status,
      Recipient: maskRecipient(p.channel, p.recipient),
      Attempts: p.attempts,
      AgeSeconds: Math.max(0, p.age),
      DeadlineAt: p.deadline_at.toISOString(),
      LastError: p.last_error,
    })),
  };
}
