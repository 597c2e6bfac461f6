import { sql, type Kysely } from 'kysely';

/** The table @socket.io/postgres-adapter uses for payloads too large for NOTIFY. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE socket_io_attachments (
      id bigserial UNIQUE,
      created_at timestamptz DEFAULT now(),
      payload bytea
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE socket_io_attachments`.execute(db);
}
