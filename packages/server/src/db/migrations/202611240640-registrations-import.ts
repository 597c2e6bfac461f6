import { sql, type Kysely } from 'kysely';

/**
 * Import from Excel (spec 000 §3–§4; issue 14). `registration_imports` is one uploaded file (the
 * file itself in `blobs`, so the history can hand it back) and what became of it;
 * `registration_import_rows` keeps each row as validated: its values ready to register, its
 * status (0 ok, 1 error: spec 000 §4's ImportStatus), the contract (null while pending) and the
 * reasons of an error. Importing writes workers from the ok rows with a contract and records the
 * worker on the row. Both tables belong to the registrations area (docs/tables.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE registration_imports (
      project_id int NOT NULL REFERENCES projects,
      blob_uid uuid NOT NULL REFERENCES blobs,
      file_name text NOT NULL,
      state text NOT NULL DEFAULT 'Validated' CHECK (state IN ('Validated', 'Imported')),
      uploaded_by_user_id int REFERENCES users,
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      imported_at timestamptz,
      PRIMARY KEY (project_id, blob_uid)
    );
    CREATE INDEX registration_imports_recent ON registration_imports (project_id, uploaded_at DESC);

    CREATE TABLE registration_import_rows (
      project_id int NOT NULL,
      blob_uid uuid NOT NULL,
      row_number int NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      company_name text NOT NULL,
      company_id int,
      contract_id int,
      import_status smallint NOT NULL CHECK (import_status IN (0, 1)),
      errors jsonb NOT NULL DEFAULT '[]',
      -- The values as the desk's registration takes them: FieldName → value.
      field_values jsonb NOT NULL,
      worker_id int,
      PRIMARY KEY (project_id, blob_uid, row_number),
      FOREIGN KEY (project_id, blob_uid) REFERENCES registration_imports ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE registration_import_rows;
    DROP TABLE registration_imports;
  `.execute(db);
}
