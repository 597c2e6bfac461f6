import { sql, type Kysely } from 'kysely';

/**
 * Registration documents (spec 000 §3 "Registration document", 002 §7 `v2/projects/{id}/documents`):
 * the PDFs a project asks its workers to read and sign, kept in `blobs` through the BlobStore.
 * `worker_signed_documents` holds each worker's signed copy (a PDF of its own, with when it was
 * signed, in UTC and as the worker's local clock showed it: SignatureDateTimeLocal), shown on the
 * worker's Documents tab. A document removed from the project keeps the copies already signed
 * (the copy keeps the document's id and name; no foreign key to the document).
 * Both tables belong to the registrations area (docs/tables.md); keyed by project (decision 0005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE registration_documents (
      registration_document_id serial NOT NULL,
      project_id int NOT NULL REFERENCES projects,
      display_name text NOT NULL,
      original_filename text NOT NULL,
      blob_uid uuid NOT NULL REFERENCES blobs,
      byte_size int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by_user_id int REFERENCES users,
      PRIMARY KEY (project_id, registration_document_id)
    );

    CREATE TABLE worker_signed_documents (
      worker_signed_document_id serial NOT NULL,
      project_id int NOT NULL REFERENCES projects,
      worker_id int NOT NULL,
      -- No foreign key: the copy outlives the document's removal from the project.
      registration_document_id int,
      display_name text NOT NULL,
      blob_uid uuid NOT NULL REFERENCES blobs,
      signed_at timestamptz NOT NULL,
      signature_date_time_local timestamp NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, worker_signed_document_id),
      FOREIGN KEY (project_id, worker_id) REFERENCES workers (project_id, worker_id)
    );
    CREATE INDEX worker_signed_documents_worker ON worker_signed_documents (project_id, worker_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE worker_signed_documents;
    DROP TABLE registration_documents;
  `.execute(db);
}
