import { sql, type Kysely } from 'kysely';

/**
 * Which outbox texts an evacuation sent (issue 42): its audit log says which of them expired
 * unsent, as the batch detail of a text to the crew does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE evacuation_texts (
      project_id int NOT NULL,
      evacuation_session_id int NOT NULL,
      outbox_message_id bigint NOT NULL REFERENCES outbox_messages,
      PRIMARY KEY (project_id, evacuation_session_id, outbox_message_id),
      FOREIGN KEY (project_id, evacuation_session_id)
        REFERENCES evacuation_sessions (project_id, evacuation_session_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE evacuation_texts`.execute(db);
}
