import { sql, type Kysely } from 'kysely';

/**
 * The site engine (DOMAIN.md "From a read to everything else"): gateway keys, the reads
 * themselves (partitioned by month, resolved at their own instant), and what they become:
 * worker-days (presence, timesheets), last seen, unassigned tags per day, plus the queue of
 * worker-days whose presence must be recomputed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE gateway_keys (
      gateway_key_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      name text NOT NULL,
      key_prefix text NOT NULL,
      key_hash bytea NOT NULL UNIQUE,
      created_by_user_id int REFERENCES users,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX gateway_keys_project_idx ON gateway_keys (project_id);

    -- A tag's holder at an instant, not only a date, so a badge handed over at noon resolves
    -- the morning's reads to the first worker and the afternoon's to the second. Dates stay the
    -- spec's view (StartDate/EndDate); without explicit instants they mean the project's local
    -- midnights.
    ALTER TABLE worker_tags ADD COLUMN valid_from timestamptz, ADD COLUMN valid_to timestamptz;

    CREATE FUNCTION worker_tags_instants() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE tz text;
    BEGIN
      SELECT time_zone_id INTO tz FROM projects WHERE project_id = NEW.project_id;
      IF TG_OP = 'INSERT' THEN
        NEW.valid_from := coalesce(NEW.valid_from, NEW.start_date::timestamp AT TIME ZONE tz);
        IF NEW.valid_to IS NULL AND NEW.end_date IS NOT NULL THEN
          NEW.valid_to := (NEW.end_date + 1)::timestamp AT TIME ZONE tz;
        END IF;
      ELSE
        IF NEW.start_date IS DISTINCT FROM OLD.start_date AND NEW.valid_from IS NOT DISTINCT FROM OLD.valid_from THEN
          NEW.valid_from := NEW.start_date::timestamp AT TIME ZONE tz;
        END IF;
        IF NEW.end_date IS DISTINCT FROM OLD.end_date AND NEW.valid_to IS NOT DISTINCT FROM OLD.valid_to THEN
          NEW.valid_to := CASE WHEN NEW.end_date IS NULL THEN NULL
                               ELSE (NEW.end_date + 1)::timestamp AT TIME ZONE tz END;
        END IF;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER worker_tags_instants BEFORE INSERT OR UPDATE ON worker_tags
      FOR EACH ROW EXECUTE FUNCTION worker_tags_instants();

    UPDATE worker_tags wt
       SET valid_from = wt.start_date::timestamp AT TIME ZONE p.time_zone_id,
           valid_to = CASE WHEN wt.end_date IS NULL THEN NULL
                           ELSE (wt.end_date + 1)::timestamp AT TIME ZONE p.time_zone_id END
      FROM projects p
     WHERE p.project_id = wt.project_id;
    ALTER TABLE worker_tags ALTER COLUMN valid_from SET NOT NULL;
    ALTER TABLE worker_tags ADD CHECK (valid_to IS NULL OR valid_to > valid_from);
    DO $$
    DECLARE c text;
    BEGIN
      FOR c IN SELECT conname FROM pg_constraint
                WHERE conrelid = 'worker_tags'::regclass AND contype = 'x' LOOP
        EXECUTE format('ALTER TABLE worker_tags DROP CONSTRAINT %I', c);
      END LOOP;
    END $$;
    ALTER TABLE worker_tags ADD CONSTRAINT worker_tags_one_holder
      EXCLUDE USING gist (tag_id WITH =, tstzrange(valid_from, valid_to) WITH &&);
    CREATE INDEX worker_tags_tag_idx ON worker_tags (project_id, tag_id);

    -- Every change to what a read resolves against bumps this counter, so the engine's
    -- in-memory picture of a project is reloaded before the next batch is resolved.
    CREATE TABLE engine_config_version (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      version bigint NOT NULL
    );
    INSERT INTO engine_config_version VALUES (true, 1);
    CREATE FUNCTION bump_engine_config_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE engine_config_version SET version = version + 1;
      RETURN NULL;
    END $$;
  `.execute(db);

  // Only the columns a read is resolved against count: readers are updated by every heartbeat
  // and must not invalidate the picture each time.
  const watched: [table: string, columns: string | null][] = [
    ['projects', 'time_zone_id, workday_boundary_hour, day_shift_start, night_shift_start'],
    ['workers', 'contract_id, first_name, last_name, project_id'],
    ['tags', null],
    ['worker_tags', null],
    ['zones', null],
    ['zone_contract_rules', null],
    ['zone_worker_rules', null],
    ['readers', 'manufacturer_serial_number, access_points_count, project_id'],
    ['reader_assignments', null],
    ['reader_assignment_ports', null],
    ['contracts', null],
  ];
  for (const [table, columns] of watched) {
    const update = columns ? `UPDATE OF ${columns}` : 'UPDATE';
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_engine_version`)}
        AFTER INSERT OR ${sql.raw(update)} OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_engine_config_version();
    `.execute(db);
  }

  await sql`
    CREATE TABLE tag_reads (
      project_id int NOT NULL,
      reader_id int NOT NULL,
      port smallint NOT NULL,
      tag text NOT NULL,
      read_at timestamptz NOT NULL,
      source smallint NOT NULL,
      rssi smallint,
      received_at timestamptz NOT NULL DEFAULT now(),
      -- Resolved at the read's own instant:
      timesheet_date date NOT NULL,
      tag_id int,
      worker_id int,
      contract_id int,
      project_zone_id int,
      read_direction_id smallint NOT NULL DEFAULT 1,
      location_name text,
      -- 1 Granted, 0 Denied, 2 Check In (spec 002 §9).
      access_type smallint NOT NULL,
      did_worker_have_access boolean NOT NULL,
      PRIMARY KEY (project_id, reader_id, port, tag, read_at)
    ) PARTITION BY RANGE (read_at);
    CREATE INDEX tag_reads_time_idx ON tag_reads (project_id, read_at DESC);
    CREATE INDEX tag_reads_worker_day_idx ON tag_reads (project_id, worker_id, timesheet_date)
      WHERE worker_id IS NOT NULL;
    CREATE TABLE tag_reads_default PARTITION OF tag_reads DEFAULT;

    -- Monthly partitions are made ahead of need (at start-up and daily).
    CREATE FUNCTION ensure_tag_read_partition(month date) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      first date := date_trunc('month', month)::date;
      name text := 'tag_reads_' || to_char(first, 'YYYY_MM');
    BEGIN
      IF to_regclass(name) IS NULL THEN
        EXECUTE format(
          'CREATE TABLE %I PARTITION OF tag_reads FOR VALUES FROM (%L) TO (%L)',
          name, first::timestamp AT TIME ZONE 'UTC', (first + interval '1 month')::timestamp AT TIME ZONE 'UTC');
      END IF;
    EXCEPTION
      -- Another instance made it at the same moment: that is what we wanted.
      WHEN duplicate_table THEN NULL;
    END $$;

    CREATE TABLE worker_days (
      project_id int NOT NULL,
      worker_id int NOT NULL,
      timesheet_date date NOT NULL,
      contract_id int,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      gross_hours numeric(6, 2) NOT NULL,
      onsite_net_hours numeric(6, 2) NOT NULL,
      shift_type text NOT NULL CHECK (shift_type IN ('Day', 'Night', 'NotApplicable')),
      read_count int NOT NULL,
      computed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, worker_id, timesheet_date)
    );
    CREATE INDEX worker_days_date_idx ON worker_days (project_id, timesheet_date);

    CREATE TABLE worker_last_seen (
      project_id int NOT NULL,
      worker_id int NOT NULL,
      seen_at timestamptz NOT NULL,
      reader_id int NOT NULL,
      port smallint NOT NULL,
      project_zone_id int,
      read_direction_id smallint NOT NULL,
      is_unauthorized boolean NOT NULL,
      PRIMARY KEY (project_id, worker_id)
    );

    CREATE TABLE unassigned_tag_days (
      project_id int NOT NULL,
      timesheet_date date NOT NULL,
      tag text NOT NULL,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      read_count int NOT NULL,
      PRIMARY KEY (project_id, timesheet_date, tag)
    );

    -- Worker-days whose presence (and last seen) must be recomputed: an append-only queue written
    -- in the ingesting transaction, so an acknowledged read is never left out, and so concurrent
    -- batches never wait on each other's rows. The processor takes entries with SKIP LOCKED.
    CREATE TABLE presence_dirty (
      dirty_id bigserial PRIMARY KEY,
      project_id int NOT NULL,
      worker_id int NOT NULL,
      timesheet_date date NOT NULL,
      marked_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE presence_dirty, unassigned_tag_days, worker_last_seen, worker_days, tag_reads,
      engine_config_version, gateway_keys CASCADE;
    DROP FUNCTION ensure_tag_read_partition(date);
    DROP FUNCTION bump_engine_config_version() CASCADE;
    DROP TRIGGER worker_tags_instants ON worker_tags;
    DROP FUNCTION worker_tags_instants();
    ALTER TABLE worker_tags DROP CONSTRAINT worker_tags_one_holder,
      DROP COLUMN valid_from, DROP COLUMN valid_to;
  `.execute(db);
}
