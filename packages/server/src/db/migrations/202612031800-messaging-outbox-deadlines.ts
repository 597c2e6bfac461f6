import { sql, type Kysely } from 'kysely';

/**
 * Nothing sent is lost (issue 42, docs/domain.md "Messages out: deadlines and retries"): each
 * message has a kind and the deadline of its kind; until then it is tried again whenever it is
 * due (`next_attempt_at`, a capped backoff), and a row left `sending` by a process that died is
 * taken up again once its lease has run out. Past the deadline it is `expired`, for the sender
 * to see. A delivery callback that arrives before the send's outcome is written waits in
 * outbox_early_deliveries until it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbox_messages
      ADD COLUMN kind text NOT NULL DEFAULT 'other' CHECK (kind IN (
        'evacuation', 'alert', 'crew_text', 'invitation', 'password_reset', 'access_request',
        'report', 'other')),
      ADD COLUMN deadline_at timestamptz,
      ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN lease_until timestamptz,
      ADD COLUMN expired_at timestamptz;
    UPDATE outbox_messages SET deadline_at = created_at + interval '1 day',
      next_attempt_at = created_at;
    -- A row the old jobs left failed after their last retry was a refusal worth retrying or not;
    -- either way it is past any deadline now or is tried again until its own.
    UPDATE outbox_messages SET status = 'queued' WHERE status = 'failed'
      AND deadline_at > now() AND provider_message_id IS NULL
      AND last_error ~ '(answered (429|5[0-9][0-9])|unreachable|ECONNREFUSED|ETIMEDOUT)';
    ALTER TABLE outbox_messages
      ALTER COLUMN deadline_at SET NOT NULL,
      ALTER COLUMN deadline_at SET DEFAULT now() + interval '1 day',
      DROP CONSTRAINT outbox_messages_status_check,
      ADD CONSTRAINT outbox_messages_status_check
        CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'held', 'expired'));
    DROP INDEX outbox_messages_pending_idx;
    CREATE INDEX outbox_messages_due_idx ON outbox_messages (next_attempt_at)
      WHERE status = 'queued';
    CREATE INDEX outbox_messages_leased_idx ON outbox_messages (lease_until)
      WHERE status = 'sending';

    CREATE TABLE outbox_early_deliveries (
      provider_message_id text PRIMARY KEY,
      delivery_status text NOT NULL,
      error text,
      received_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE outbox_early_deliveries;
    DROP INDEX outbox_messages_due_idx;
    DROP INDEX outbox_messages_leased_idx;
    UPDATE outbox_messages SET status = 'failed' WHERE status = 'expired';
    ALTER TABLE outbox_messages
      DROP CONSTRAINT outbox_messages_status_check,
      ADD CONSTRAINT outbox_messages_status_check
        CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'held')),
      DROP COLUMN kind, DROP COLUMN deadline_at, DROP COLUMN next_attempt_at,
      DROP COLUMN lease_until, DROP COLUMN expired_at;
    CREATE INDEX outbox_messages_pending_idx ON outbox_messages (created_at)
      WHERE status IN ('queued', 'failed');
  `.execute(db);
}
