import { sql, type Kysely } from 'kysely';

/**
 * Autodesk, the design platform (issue 27; docs/domain.md "Autodesk"): its hubs and projects are
 * named by strings ("b.3f0b…"), so a provider's company and project ids are kept as text; and
 * each safety alert sent to the Autodesk project as an issue — one row per alert fact, with the
 * issue's id once created, whether it has been closed, and the provider's last answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE project_integrations
      ALTER COLUMN external_company_id TYPE text USING external_company_id::text,
      ALTER COLUMN external_project_id TYPE text USING external_project_id::text;

    CREATE TABLE integration_issue_syncs (
      project_id int NOT NULL,
      service_provider_id int NOT NULL,
      alert_fact_id int NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      external_issue_id text,
      want_closed boolean NOT NULL DEFAULT false,
      status text NOT NULL CHECK (status IN ('pending', 'open', 'closed', 'rejected')),
      attempts int NOT NULL DEFAULT 0,
      answer text,
      attempted_at timestamptz,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, service_provider_id, alert_fact_id),
      FOREIGN KEY (project_id, service_provider_id)
        REFERENCES project_integrations (project_id, service_provider_id) ON DELETE CASCADE
    );
    CREATE INDEX integration_issue_syncs_due ON integration_issue_syncs (project_id)
      WHERE status = 'pending' OR (want_closed AND status = 'open');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE integration_issue_syncs;
    ALTER TABLE project_integrations
      ALTER COLUMN external_company_id TYPE bigint USING external_company_id::bigint,
      ALTER COLUMN external_project_id TYPE bigint USING external_project_id::bigint;
  `.execute(db);
}
