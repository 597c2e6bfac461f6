import { sql, type Kysely } from 'kysely';

/**
 * Outgoing webhooks (issue 27; docs/domain.md "Webhooks"): a project's receivers with the events
 * each chose and its signing secret (encrypted with the server's secret), and every delivery of
 * an event to one of them — written in the same statement that raises the event, so none is lost
 * — with its attempts and the receiver's last answer. `event_key` makes raising the same event
 * twice (a gateway's retried batch) one delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhooks (
      project_id int NOT NULL REFERENCES projects,
      webhook_id serial,
      url text NOT NULL,
      events jsonb NOT NULL,
      description text NOT NULL DEFAULT '',
      active boolean NOT NULL DEFAULT true,
      secret_ciphertext text NOT NULL,
      secret_hint text NOT NULL,
      created_by_user_id int REFERENCES users,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, webhook_id)
    );

    CREATE TABLE webhook_deliveries (
      project_id int NOT NULL,
      delivery_id bigserial,
      webhook_id int NOT NULL,
      event_type text NOT NULL,
      event_key text NOT NULL,
      event_id uuid NOT NULL DEFAULT gen_random_uuid(),
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts int NOT NULL DEFAULT 0,
      last_status_code int,
      last_error text,
      last_response text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_attempt_at timestamptz,
      next_attempt_at timestamptz DEFAULT now(),
      PRIMARY KEY (project_id, delivery_id),
      UNIQUE (project_id, webhook_id, event_key),
      FOREIGN KEY (project_id, webhook_id) REFERENCES webhooks (project_id, webhook_id)
        ON DELETE CASCADE
    );
    CREATE INDEX webhook_deliveries_log_idx
      ON webhook_deliveries (project_id, webhook_id, delivery_id DESC);
    -- The sweep's: pending deliveries by when they are due.
    CREATE INDEX webhook_deliveries_due_idx
      ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webhook_deliveries, webhooks`.execute(db);
}
