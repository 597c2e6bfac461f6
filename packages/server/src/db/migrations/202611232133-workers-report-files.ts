import { sql, type Kysely } from 'kysely';

/**
 * Report files (workers area, docs/tables.md): a generated report (the contact-tracing workbook
 * of spec 002 §5) is kept as a blob and fetched by its uid from `GET report/downloadFile/?uid=`.
 * The row says which project it belongs to and which permission opens it, so the download is
 * authorised like the call that made it, and only report files are served by that address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_files (
      project_id int NOT NULL REFERENCES projects ON DELETE CASCADE,
      blob_uid uuid NOT NULL REFERENCES blobs ON DELETE CASCADE,
      permission text NOT NULL,
      file_name text NOT NULL,
      created_by_user_id int REFERENCES users,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, blob_uid)
    );
    CREATE INDEX report_files_project_idx ON report_files (project_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE report_files;`.execute(db);
}
