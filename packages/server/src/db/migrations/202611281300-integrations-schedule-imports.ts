import { sql, type Kysely } from 'kysely';

/**
 * Integrations (issue 27; docs/domain.md "Integrations"): a project's mapping of its contracts to
 * a provider's (Procore's vendors, a scheduler's labour resources) — one external contract per
 * contract, or skipped — and the schedule files uploaded into the workforce plan, each with its
 * bytes (a blob of kind 'schedule'), what was read from it, and what processing wrote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE blobs DROP CONSTRAINT blobs_kind_check;
    ALTER TABLE blobs ADD CONSTRAINT blobs_kind_check
      CHECK (kind IN ('file', 'photo', 'photo-upload', 'badge', 'signed-document',
                      'registration-document', 'import', 'report', 'realtime-image', 'schedule'));

    CREATE TABLE integration_contract_mappings (
      project_id int NOT NULL,
      contract_mapping_id serial,
      service_provider_id int NOT NULL,
      contract_id int NOT NULL,
      skip_contract boolean NOT NULL DEFAULT false,
      external_code text,
      external_name text,
      start_date date,
      updated_by_user_id int REFERENCES users,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, contract_mapping_id),
      UNIQUE (project_id, service_provider_id, contract_id),
      UNIQUE (project_id, service_provider_id, external_code),
      FOREIGN KEY (project_id, contract_id) REFERENCES contracts (project_id, contract_id)
        ON DELETE CASCADE,
      CHECK (skip_contract = (external_code IS NULL))
    );

    CREATE TABLE integration_file_imports (
      project_id int NOT NULL REFERENCES projects,
      file_import_id serial,
      service_provider_id int NOT NULL,
      blob_uid uuid NOT NULL REFERENCES blobs,
      original_file_name text NOT NULL,
      mime_type text NOT NULL,
      size_bytes int NOT NULL,
      format text NOT NULL CHECK (format IN ('primavera-p6', 'ms-project')),
      schedule_project_name text,
      activity_count int NOT NULL,
      -- The labour resources with hours, by name: Map Contracts' external contracts.
      labour_resources jsonb NOT NULL,
      uploaded_by_user_id int REFERENCES users,
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'uploaded'
        CHECK (status IN ('uploaded', 'processed', 'replaced')),
      processed_by_user_id int REFERENCES users,
      processed_at timestamptz,
      contract_days int,
      hours_projected numeric(14, 2),
      PRIMARY KEY (project_id, file_import_id),
      CHECK ((status = 'uploaded') = (processed_at IS NULL))
    );
    CREATE INDEX integration_file_imports_history_idx
      ON integration_file_imports (project_id, service_provider_id, file_import_id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE integration_file_imports, integration_contract_mappings;
    DELETE FROM blobs WHERE kind = 'schedule';
    ALTER TABLE blobs DROP CONSTRAINT blobs_kind_check;
    ALTER TABLE blobs ADD CONSTRAINT blobs_kind_check
      CHECK (kind IN ('file', 'photo', 'photo-upload', 'badge', 'signed-document',
                      'registration-document', 'import', 'report', 'realtime-image'));
  `.execute(db);
}
