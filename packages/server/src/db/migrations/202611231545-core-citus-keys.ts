import { sql, type Kysely } from 'kysely';

/**
 * Several instances on one database, and a schema ready for Citus (ARCHITECTURE.md "Running and
 * scale"; docs/decisions/0004-several-instances.md, 0005-citus-ready-keys.md):
 * - the zone-density evaluator's per-project period claim and the shared rate-limit counters;
 * - every primary key, unique and exclusion constraint of a project's table includes project_id,
 *   and every foreign key between project tables goes through (project_id, id);
 * - the engine's configuration version is kept per project.
 */

/** Project tables and their new primary keys (project_id first). */
const REKEYED: [table: string, key: string[]][] = [
  ['project_memberships', ['membership_id']],
  ['divisions', ['division_id']],
  ['contracts', ['contract_id']],
  ['workers', ['worker_id']],
  ['worker_changelog', ['worker_changelog_id']],
  ['tags', ['tag_id']],
  ['worker_tags', ['worker_tag_id']],
  ['zones', ['project_zone_id']],
  ['zone_contract_rules', ['zone_contract_rule_id']],
  ['zone_worker_rules', ['zone_worker_rule_id']],
  ['readers', ['reader_id']],
  ['reader_assignments', ['reader_assignment_id']],
  ['reader_assignment_ports', ['reader_assignment_id', 'port']],
  ['presence_dirty', ['dirty_id']],
  ['realtime_areas', ['realtime_area_id']],
  ['realtime_area_zones', ['realtime_area_id', 'project_zone_id']],
  ['alert_instances', ['alert_instance_id']],
  ['zone_density_rules', ['alert_instance_id', 'project_zone_id']],
  ['alert_facts', ['alert_fact_id']],
];

/** Foreign keys that named a project table's id alone; they become (project_id, id). */
const NARROW_REFERENCES: [table: string, column: string, target: string, onDelete: string][] = [
  ['workforce_plan_days', 'contract_id', 'contracts', 'CASCADE'],
  ['realtime_area_zones', 'project_zone_id', 'zones', 'NO ACTION'],
  ['zone_density_rules', 'alert_instance_id', 'alert_instances', 'CASCADE'],
  ['zone_density_rules', 'project_zone_id', 'zones', 'NO ACTION'],
];

/** The tables a read is resolved against, and the columns of them that count (null: all). */
const WATCHED: [table: string, columns: string[] | null][] = [
  ['projects', ['time_zone_id', 'workday_boundary_hour', 'day_shift_start', 'night_shift_start']],
  ['workers', ['contract_id', 'first_name', 'last_name', 'project_id']],
  ['tags', null],
  ['worker_tags', null],
  ['zones', null],
  ['zone_contract_rules', null],
  ['zone_worker_rules', null],
  ['readers', ['manufacturer_serial_number', 'access_points_count', 'project_id']],
  ['reader_assignments', null],
  ['reader_assignment_ports', null],
  ['contracts', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The last evaluation period each project was evaluated in, by whichever instance came first.
    CREATE TABLE zone_density_runs (
      project_id int PRIMARY KEY REFERENCES projects,
      period bigint NOT NULL,
      evaluated_at timestamptz NOT NULL
    );

    -- @fastify/rate-limit's counters, one row per key (route and client) and its current window.
    CREATE TABLE rate_limit_hits (
      key text PRIMARY KEY,
      hits int NOT NULL,
      window_ends_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_ends_at);

    -- The name of a table's constraint of a kind on exactly these columns, in order.
    CREATE FUNCTION pg_temp.constraint_on(tbl regclass, kind "char", cols text[]) RETURNS name
    LANGUAGE sql AS $$
      SELECT c.conname FROM pg_constraint c
       WHERE c.conrelid = tbl AND c.contype = kind
         AND (SELECT array_agg(a.attname::text ORDER BY k.ord)
                FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
                JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) = cols
    $$;
  `.execute(db);

  const lit = (v: string) => sql.lit(v);
  const textArray = (vs: string[]) => sql`ARRAY[${sql.join(vs.map(lit))}]::text[]`;

  // The narrow references go first, so that what is left to re-point is all (project_id, id).
  for (const [table, column] of NARROW_REFERENCES) {
    await sql`
      DO $$ BEGIN
        EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', ${lit(table)},
          pg_temp.constraint_on(${lit(table)}, 'f', ${textArray([column])}));
      END $$;
    `.execute(db);
  }

  // Every other foreign key into a re-keyed table, kept to be added again once the keys exist.
  const tables = REKEYED.map(([t]) => t);
  await sql`
    CREATE TEMP TABLE rekey_references AS
      SELECT c.conrelid::regclass AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c
       WHERE c.contype = 'f'
         AND c.confrelid = ANY (SELECT unnest(${textArray(tables)})::regclass);
    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT * FROM rekey_references LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
      END LOOP;
    END $$;
  `.execute(db);

  for (const [table, key] of REKEYED) {
    const columns = ['project_id', ...key];
    // The old primary key, and a unique (project_id, id) the new key makes redundant.
    await sql`
      DO $$
      DECLARE redundant name := pg_temp.constraint_on(${lit(table)}, 'u', ${textArray(columns)});
      BEGIN
        EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', ${lit(table)}, ${lit(`${table}_pkey`)});
        IF redundant IS NOT NULL THEN
          EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', ${lit(table)}, redundant);
        END IF;
      END $$;
      ALTER TABLE ${sql.table(table)}
        ADD CONSTRAINT ${sql.id(`${table}_pkey`)} PRIMARY KEY (${sql.join(columns.map((c) => sql.id(c)))});
    `.execute(db);
  }

  await sql`
    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT * FROM rekey_references LOOP
        EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.conname, r.def);
      END LOOP;
    END $$;
    DROP TABLE rekey_references;
  `.execute(db);
  for (const [table, column, target, onDelete] of NARROW_REFERENCES) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD CONSTRAINT ${sql.id(`${table}_${column}_fkey`)}
        FOREIGN KEY (project_id, ${sql.id(column)})
        REFERENCES ${sql.table(target)} (project_id, ${sql.id(column)})
        ON DELETE ${sql.raw(onDelete)};
    `.execute(db);
  }

  await sql`
    -- Unique and exclusion constraints that did not name the project.
    DO $$ BEGIN
      EXECUTE format('ALTER TABLE zone_contract_rules DROP CONSTRAINT %I', pg_temp.constraint_on(
        'zone_contract_rules', 'u', ARRAY['project_zone_id', 'contract_id']));
      EXECUTE format('ALTER TABLE zone_worker_rules DROP CONSTRAINT %I', pg_temp.constraint_on(
        'zone_worker_rules', 'u', ARRAY['project_zone_id', 'worker_id']));
    END $$;
    ALTER TABLE zone_contract_rules ADD CONSTRAINT zone_contract_rules_zone_contract_key
      UNIQUE (project_id, project_zone_id, contract_id);
    ALTER TABLE zone_worker_rules ADD CONSTRAINT zone_worker_rules_zone_worker_key
      UNIQUE (project_id, project_zone_id, worker_id);

    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
                WHERE contype = 'x'
                  AND conrelid IN ('worker_tags'::regclass, 'reader_assignments'::regclass) LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
      END LOOP;
    END $$;
    -- A tag belongs to at most one worker at any instant; a reader has one placement at a time.
    ALTER TABLE worker_tags ADD CONSTRAINT worker_tags_one_holder EXCLUDE USING gist
      (project_id WITH =, tag_id WITH =, tstzrange(valid_from, valid_to) WITH &&);
    ALTER TABLE reader_assignments ADD CONSTRAINT reader_assignments_one_placement EXCLUDE USING gist
      (project_id WITH =, reader_id WITH =, tstzrange(valid_from, valid_to) WITH &&);

    DROP FUNCTION pg_temp.constraint_on(regclass, "char", text[]);
  `.execute(db);

  await perProjectConfigVersion(db);
}

/**
 * The engine's configuration version, one row per project instead of one for the database: a
 * change to one project's readers no longer reloads every project's picture, and under Citus the
 * row lives with its project. Versions come from one sequence, so a version never repeats.
 */
async function perProjectConfigVersion(db: Kysely<unknown>): Promise<void> {
  for (const [table] of WATCHED) {
    await sql`DROP TRIGGER ${sql.id(`${table}_engine_version`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`
    DROP FUNCTION bump_engine_config_version();
    DROP TABLE engine_config_version;
    CREATE SEQUENCE engine_config_version_seq;
    CREATE TABLE engine_config_version (
      project_id int PRIMARY KEY REFERENCES projects ON DELETE CASCADE,
      version bigint NOT NULL
    );
    INSERT INTO engine_config_version (project_id, version)
      SELECT project_id, nextval('engine_config_version_seq') FROM projects;

    -- Rows written (insert, update): their projects move on.
    CREATE FUNCTION bump_engine_config_written() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO engine_config_version AS v (project_id, version)
        SELECT p, nextval('engine_config_version_seq') FROM (SELECT DISTINCT project_id AS p FROM new_rows) d
        ON CONFLICT (project_id) DO UPDATE SET version = excluded.version;
      RETURN NULL;
    END $$;
    -- Rows deleted: their projects move on (a project deleted takes its row with it).
    CREATE FUNCTION bump_engine_config_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE engine_config_version SET version = nextval('engine_config_version_seq')
       WHERE project_id IN (SELECT project_id FROM old_rows);
      RETURN NULL;
    END $$;
    -- One row's watched columns changed (tables whose other columns change all the time).
    CREATE FUNCTION bump_engine_config_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO engine_config_version AS v (project_id, version)
        SELECT p, nextval('engine_config_version_seq')
          FROM (SELECT DISTINCT unnest(ARRAY[OLD.project_id, NEW.project_id]) AS p) d
        ON CONFLICT (project_id) DO UPDATE SET version = excluded.version;
      RETURN NULL;
    END $$;
    CREATE FUNCTION bump_engine_config_all() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE engine_config_version SET version = nextval('engine_config_version_seq');
      RETURN NULL;
    END $$;
  `.execute(db);

  for (const [table, columns] of WATCHED) {
    const t = sql.table(table);
    const name = (suffix: string) => sql.id(`${table}_engine_version_${suffix}`);
    const update = columns
      ? sql`
        CREATE TRIGGER ${name('update')} AFTER UPDATE OF ${sql.join(columns.map((c) => sql.id(c)))}
          ON ${t} FOR EACH ROW
          WHEN ((${sql.join(columns.map((c) => sql`OLD.${sql.id(c)}`))})
                IS DISTINCT FROM (${sql.join(columns.map((c) => sql`NEW.${sql.id(c)}`))}))
          EXECUTE FUNCTION bump_engine_config_row();`
      : sql`
        CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${t}
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
          EXECUTE FUNCTION bump_engine_config_written();`;
    await sql`
      CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${t}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
        EXECUTE FUNCTION bump_engine_config_written();
      ${update}
      CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${t}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
        EXECUTE FUNCTION bump_engine_config_deleted();
      CREATE TRIGGER ${name('truncate')} AFTER TRUNCATE ON ${t}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_engine_config_all();
    `.execute(db);
  }
}

export async function down(): Promise<void> {
  // The old keys allowed rows the new ones also allow, but not the reverse (a project's id
  // reused across projects): going back is a restore from a backup, not a migration.
  throw new Error('This migration cannot be undone; restore a backup taken before it');
}
