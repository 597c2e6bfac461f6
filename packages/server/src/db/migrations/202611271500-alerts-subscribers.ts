import { sql, type Kysely } from 'kysely';

/**
 * The project's alert subscribers (spec 001 §3, 002 §3) and the SMS each new fact sent them:
 * one per fact and subscriber (the primary key), written with the fact, so a retry or a second
 * server never texts anyone twice and a crash never loses one. Keys lead with project_id and
 * references go through (project_id, id), as every project table's (decision 0005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alert_subscribers (
      project_id int NOT NULL REFERENCES projects,
      project_alert_subscriber_id serial,
      subscriber_name text NOT NULL CHECK (length(subscriber_name) BETWEEN 1 AND 100),
      country_code text NOT NULL,
      phone_number text NOT NULL,
      phone_e164 text NOT NULL CHECK (phone_e164 ~ '^\\+[1-9][0-9]{7,14}$'),
      subscribe_to_all boolean NOT NULL DEFAULT false,
      quiet_from time,
      quiet_to time,
      CHECK ((quiet_from IS NULL) = (quiet_to IS NULL)),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, project_alert_subscriber_id)
    );

    CREATE TABLE alert_subscriber_types (
      project_id int NOT NULL,
      project_alert_subscriber_id int NOT NULL,
      alert_type text NOT NULL,
      PRIMARY KEY (project_id, project_alert_subscriber_id, alert_type),
      FOREIGN KEY (project_id, project_alert_subscriber_id)
        REFERENCES alert_subscribers (project_id, project_alert_subscriber_id) ON DELETE CASCADE
    );

    CREATE TABLE alert_fact_notifications (
      project_id int NOT NULL,
      alert_fact_id bigint NOT NULL,
      project_alert_subscriber_id int NOT NULL,
      outbox_message_id bigint REFERENCES outbox_messages,
      -- Why no SMS went (quiet hours); null when one did.
      skipped text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, alert_fact_id, project_alert_subscriber_id),
      FOREIGN KEY (project_id, alert_fact_id)
        REFERENCES alert_facts (project_id, alert_fact_id) ON DELETE CASCADE,
      FOREIGN KEY (project_id, project_alert_subscriber_id)
        REFERENCES alert_subscribers (project_id, project_alert_subscriber_id) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE alert_fact_notifications, alert_subscriber_types, alert_subscribers`.execute(
    db,
  );
}
