import { sql, type Kysely } from 'kysely';

/**
 * DOMAIN.md: whenever a badge's or a reader's assignment changes for instants already read (a
 * badge ended, deleted or started on a past date, a reader's first placement applying from its
 * registration), those reads are resolved again and every figure of those days follows. The
 * change writes a request here in its own transaction, so nothing acknowledged is lost; the
 * engine's background loop takes requests with SKIP LOCKED (one instance each), resolves every
 * timesheet date of the range again (idempotent) and deletes the request.
 *
 * A badge's validity gets the same rule whichever screen gave it: from the workday boundary of
 * its first date, or, when the tag was another worker's earlier that day, from the moment that
 * holder's assignment ended (so a desk and the Tags tab agree; the desk counted from "now").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reresolve_requests (
      request_id bigserial NOT NULL,
      project_id int NOT NULL REFERENCES projects ON DELETE CASCADE,
      from_at timestamptz NOT NULL,
      to_at timestamptz,
      requested_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (project_id, request_id)
    );
    CREATE INDEX reresolve_requests_order_idx ON reresolve_requests (requested_at);

    CREATE OR REPLACE FUNCTION worker_tags_instants() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE tz text; b int; day_start timestamptz; handed timestamptz;
    BEGIN
      SELECT time_zone_id, workday_boundary_hour INTO tz, b FROM projects WHERE project_id = NEW.project_id;
      IF TG_OP = 'INSERT' THEN
        IF NEW.valid_from IS NULL THEN
          day_start := (NEW.start_date::timestamp + make_interval(hours => b)) AT TIME ZONE tz;
          -- The tag was another worker's earlier that day: from the moment that holding ended.
          SELECT max(o.valid_to) INTO handed FROM worker_tags o
            WHERE o.project_id = NEW.project_id AND o.tag_id = NEW.tag_id
              AND o.valid_to > day_start AND o.valid_to <= day_start + interval '1 day';
          NEW.valid_from := greatest(day_start, coalesce(handed, day_start));
        END IF;
        IF NEW.valid_to IS NULL AND NEW.end_date IS NOT NULL THEN
          NEW.valid_to := ((NEW.end_date + 1)::timestamp + make_interval(hours => b)) AT TIME ZONE tz;
        END IF;
      ELSE
        IF NEW.start_date IS DISTINCT FROM OLD.start_date AND NEW.valid_from IS NOT DISTINCT FROM OLD.valid_from THEN
          NEW.valid_from := (NEW.start_date::timestamp + make_interval(hours => b)) AT TIME ZONE tz;
        END IF;
        IF NEW.end_date IS DISTINCT FROM OLD.end_date AND NEW.valid_to IS NOT DISTINCT FROM OLD.valid_to THEN
          NEW.valid_to := CASE WHEN NEW.end_date IS NULL THEN NULL
            ELSE ((NEW.end_date + 1)::timestamp + make_interval(hours => b)) AT TIME ZONE tz END;
        END IF;
      END IF;
      RETURN NEW;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE reresolve_requests;`.execute(db);
}
