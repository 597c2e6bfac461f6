import { sql, type Kysely } from 'kysely';

/**
 * The realtime dashboard's configuration and areas (spec 000 §3), and the first alert tables
 * (DOMAIN.md "Alerts"): instances with the zone-density rules, facts, and the evaluator's state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE realtime_configurations (
      project_id int PRIMARY KEY REFERENCES projects,
      realtime_dashboard_enabled boolean NOT NULL DEFAULT true,
      timeout_seconds int NOT NULL DEFAULT 30 CHECK (timeout_seconds BETWEEN 5 AND 3600),
      unauthorized_alert_enabled boolean NOT NULL DEFAULT true,
      zone_density_alert_enabled boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE realtime_areas (
      realtime_area_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      name text NOT NULL,
      sort_order int NOT NULL,
      image_blob_uid uuid NOT NULL REFERENCES blobs,
      desktop_placement text NOT NULL CHECK (desktop_placement IN ('top', 'side')),
      image_width int NOT NULL,
      image_height int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, realtime_area_id)
    );
    CREATE INDEX realtime_areas_project_idx ON realtime_areas (project_id, sort_order);

    CREATE TABLE realtime_area_zones (
      project_id int NOT NULL,
      realtime_area_id int NOT NULL,
      project_zone_id int NOT NULL REFERENCES zones,
      pin_location text NOT NULL CHECK (pin_location IN ('TopLeft', 'TopCenter', 'TopRight',
        'Right', 'BottomLeft', 'BottomCenter', 'BottomRight', 'Left')),
      x smallint NOT NULL CHECK (x BETWEEN 0 AND 1000),
      y smallint NOT NULL CHECK (y BETWEEN 0 AND 1000),
      PRIMARY KEY (realtime_area_id, project_zone_id),
      FOREIGN KEY (project_id, realtime_area_id)
        REFERENCES realtime_areas (project_id, realtime_area_id) ON DELETE CASCADE
    );
    CREATE INDEX realtime_area_zones_project_idx ON realtime_area_zones (project_id);

    -- One instance per alert type and project (spec 001 §3 alert definitions: alertInstanceId).
    CREATE TABLE alert_instances (
      alert_instance_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      alert_type text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, alert_type)
    );

    CREATE TABLE zone_density_rules (
      project_id int NOT NULL,
      alert_instance_id int NOT NULL REFERENCES alert_instances ON DELETE CASCADE,
      project_zone_id int NOT NULL REFERENCES zones,
      -- Null: the zone has a duration but no headcount, so it is never evaluated.
      cutoff_value int CHECK (cutoff_value >= 0),
      cutoff_minutes int NOT NULL DEFAULT 0 CHECK (cutoff_minutes >= 0),
      PRIMARY KEY (alert_instance_id, project_zone_id)
    );

    -- Facts: 1 Active, 2 Resolved, 3 Snoozed (spec 001 §3). The subject columns a type uses
    -- are filled; the partial unique indexes make raising a fact idempotent.
    CREATE TABLE alert_facts (
      alert_fact_id bigserial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      alert_type text NOT NULL,
      worker_id int,
      project_zone_id int,
      contract_id int,
      reader_id int,
      fact_date date,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
      triggered_at timestamptz NOT NULL,
      resolved_at timestamptz,
      snoozed_until timestamptz,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX alert_facts_project_idx ON alert_facts (project_id, alert_type, status);
    CREATE INDEX alert_facts_triggered_idx ON alert_facts (project_id, triggered_at DESC);
    -- DOMAIN.md: one unauthorized-person fact per worker, zone and day.
    CREATE UNIQUE INDEX alert_facts_unauthorized_once ON alert_facts
      (project_id, worker_id, project_zone_id, fact_date) NULLS NOT DISTINCT
      WHERE alert_type = 'UnauthorizedPerson';
    -- At most one open (active or snoozed) density fact per zone.
    CREATE UNIQUE INDEX alert_facts_density_open ON alert_facts (project_id, project_zone_id)
      WHERE alert_type = 'ZoneDensity' AND status <> 2;

    -- The density evaluator's memory: since when each ruled zone has been over its cutoff.
    CREATE TABLE zone_density_state (
      project_id int NOT NULL,
      project_zone_id int NOT NULL,
      over_since timestamptz,
      worker_count int NOT NULL,
      evaluated_at timestamptz NOT NULL,
      PRIMARY KEY (project_id, project_zone_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE zone_density_state, alert_facts, zone_density_rules, alert_instances,
      realtime_area_zones, realtime_areas, realtime_configurations;
  `.execute(db);
}
