import { sql, type Kysely } from 'kysely';

/**
 * The project's badge templates (spec 002 §3 "BadgeTemplates (ProjectBadgeTemplateId)"; workers
 * area, docs/tables.md). A template names the badge's layout and colour; every project has one
 * default template, made for the existing projects here and for each new project by a trigger,
 * so printing a badge never depends on someone having set one up first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE project_badge_templates (
      project_badge_template_id serial,
      project_id int NOT NULL REFERENCES projects,
      name text NOT NULL,
      -- Badge header colour, #rrggbb.
      accent_color text NOT NULL DEFAULT '#1f4e79' CHECK (accent_color ~ '^#[0-9a-f]{6}$'),
      -- What the badge encodes the tag as (only QR today).
      code_kind text NOT NULL DEFAULT 'QR' CHECK (code_kind IN ('QR')),
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, project_badge_template_id)
    );
    CREATE UNIQUE INDEX project_badge_templates_one_default
      ON project_badge_templates (project_id) WHERE is_default;

    INSERT INTO project_badge_templates (project_id, name, is_default)
      SELECT project_id, 'Standard badge', true FROM projects;

    CREATE FUNCTION project_default_badge_template() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO project_badge_templates (project_id, name, is_default)
        VALUES (NEW.project_id, 'Standard badge', true);
      RETURN NULL;
    END $$;
    CREATE TRIGGER projects_default_badge_template AFTER INSERT ON projects
      FOR EACH ROW EXECUTE FUNCTION project_default_badge_template();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER projects_default_badge_template ON projects;
    DROP FUNCTION project_default_badge_template();
    DROP TABLE project_badge_templates;
  `.execute(db);
}
