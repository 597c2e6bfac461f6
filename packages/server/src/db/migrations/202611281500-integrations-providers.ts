import { sql, type Kysely } from 'kysely';

/**
 * Integrations with providers signed in to (issue 27; docs/domain.md "Integrations"): a project's
 * integration with a provider — switched on, its OAuth state while the sign-in is under way, the
 * tokens (sealed with the server's secret) and when they expire, the provider's company and the
 * project it is mapped to, the evening push's time — and each headcount push to the provider's
 * manpower log: one row per contract and date, with the log's own id once sent and the answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE project_integrations (
      project_id int NOT NULL REFERENCES projects,
      service_provider_id int NOT NULL,
      project_mapping_id serial,
      created_by_user_id int REFERENCES users,
      created_at timestamptz NOT NULL DEFAULT now(),
      oauth_state text,
      oauth_verifier_sealed text,
      oauth_redirect_uri text,
      oauth_started_at timestamptz,
      access_token_sealed text,
      refresh_token_sealed text,
      token_expires_at timestamptz,
      authenticated_at timestamptz,
      external_company_id bigint,
      external_company_name text,
      external_project_id bigint,
      external_project_name text,
      external_project_code text,
      push_time time NOT NULL DEFAULT '19:00',
      PRIMARY KEY (project_id, service_provider_id),
      UNIQUE (project_id, project_mapping_id)
    );

    CREATE TABLE integration_headcount_pushes (
      project_id int NOT NULL,
      service_provider_id int NOT NULL,
      push_date date NOT NULL,
      contract_id int NOT NULL,
      external_vendor_id bigint NOT NULL,
      headcount int NOT NULL,
      hours numeric(10, 2) NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'sent', 'locked', 'rejected')),
      external_log_id bigint,
      attempts int NOT NULL DEFAULT 0,
      answer text,
      pushed_at timestamptz,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, service_provider_id, push_date, contract_id),
      FOREIGN KEY (project_id, service_provider_id)
        REFERENCES project_integrations (project_id, service_provider_id) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE integration_headcount_pushes, project_integrations`.execute(db);
}
