import { sql, type Kysely } from 'kysely';

/**
 * DOMAIN.md "Worker tag": StartDate and EndDate are timesheet dates, so an assignment without
 * explicit instants runs from the workday boundary of its first date to the boundary after its
 * last (a night crew's reads after midnight on the badge's last day stay that worker's), not
 * from local midnight to local midnight. Rows whose instants were derived from their dates move
 * to the boundaries; instants set explicitly (a badge handed over at noon) stay.
 */
const BOUNDARY = (date: string, tz: string, hour: string) =>
  `(${date}::timestamp + make_interval(hours => ${hour})) AT TIME ZONE ${tz}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION worker_tags_instants() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE tz text; b int;
    BEGIN
      SELECT time_zone_id, workday_boundary_hour INTO tz, b FROM projects WHERE project_id = NEW.project_id;
      IF TG_OP = 'INSERT' THEN
        NEW.valid_from := coalesce(NEW.valid_from, ${sql.raw(BOUNDARY('NEW.start_date', 'tz', 'b'))});
        IF NEW.valid_to IS NULL AND NEW.end_date IS NOT NULL THEN
          NEW.valid_to := ${sql.raw(BOUNDARY('(NEW.end_date + 1)', 'tz', 'b'))};
        END IF;
      ELSE
        IF NEW.start_date IS DISTINCT FROM OLD.start_date AND NEW.valid_from IS NOT DISTINCT FROM OLD.valid_from THEN
          NEW.valid_from := ${sql.raw(BOUNDARY('NEW.start_date', 'tz', 'b'))};
        END IF;
        IF NEW.end_date IS DISTINCT FROM OLD.end_date AND NEW.valid_to IS NOT DISTINCT FROM OLD.valid_to THEN
          NEW.valid_to := CASE WHEN NEW.end_date IS NULL THEN NULL
                               ELSE ${sql.raw(BOUNDARY('(NEW.end_date + 1)', 'tz', 'b'))} END;
        END IF;
      END IF;
      RETURN NEW;
    END $$;

    -- Every derived range moves by the same hours; the one-holder constraint is checked row by
    -- row, so it is lifted while they move.
    ALTER TABLE worker_tags DROP CONSTRAINT worker_tags_one_holder;
    UPDATE worker_tags wt SET
      valid_from = CASE WHEN wt.valid_from = wt.start_date::timestamp AT TIME ZONE p.time_zone_id
        THEN ${sql.raw(BOUNDARY('wt.start_date', 'p.time_zone_id', 'p.workday_boundary_hour'))}
        ELSE wt.valid_from END,
      valid_to = CASE WHEN wt.end_date IS NOT NULL AND wt.valid_to = (wt.end_date + 1)::timestamp AT TIME ZONE p.time_zone_id
        THEN ${sql.raw(BOUNDARY('(wt.end_date + 1)', 'p.time_zone_id', 'p.workday_boundary_hour'))}
        ELSE wt.valid_to END
    FROM projects p
    WHERE p.project_id = wt.project_id AND p.workday_boundary_hour <> 0;
    ALTER TABLE worker_tags ADD CONSTRAINT worker_tags_one_holder
      EXCLUDE USING gist (tag_id WITH =, tstzrange(valid_from, valid_to) WITH &&);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION worker_tags_instants() RETURNS trigger LANGUAGE plpgsql AS $$
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
  `.execute(db);
}
