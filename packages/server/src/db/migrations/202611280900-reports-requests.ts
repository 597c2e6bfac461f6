import { sql, type Kysely } from 'kysely';

/**
 * A report file asked for (reports area, docs/domain.md "Reports"): the report, its format and
 * its query, kept under a uid so `GET report/downloadFile/?uid=` can make the file as it sends it
 * (a 90-day timesheet of 5,000 workers is 450,000 rows: streamed from a cursor, never held whole).
 * The permission its report needs opens it, on its project only, for a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_requests (
      uid uuid NOT NULL DEFAULT gen_random_uuid(),
      project_id int NOT NULL REFERENCES projects ON DELETE CASCADE,
      report text NOT NULL,
      format text NOT NULL CHECK (format IN ('xlsx', 'csv', 'pdf')),
      query jsonb NOT NULL,
      permission text,
      created_by_user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, uid)
    );
    -- The download knows the uid only (its project comes from the row).
    CREATE INDEX report_requests_uid_idx ON report_requests (uid);
    CREATE INDEX report_requests_created_idx ON report_requests (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE report_requests`.execute(db);
}
