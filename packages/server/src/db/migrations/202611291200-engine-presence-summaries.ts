import { sql, type Kysely } from 'kysely';

/**
 * Presence reads the new reads only (docs/domain.md "Presence summaries"): each worker-day keeps
 * the summary a round made of its reads (the counts, the first and last read, the picked gate
 * reads and whether the last zoned read was a gate Out), and each queue entry says the earliest
 * new read it stands for. A round extends a summary with the reads after its last one when every
 * new read is later than that; anything else (a late read, a day re-dated by continuation, a
 * correction, the gates changed) sums the day again from all its reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE presence_dirty ADD COLUMN first_read_at timestamptz;

    CREATE TABLE worker_day_summaries (
      project_id int NOT NULL,
      worker_id int NOT NULL,
      timesheet_date date NOT NULL,
      read_count int NOT NULL,
      first_ms float8 NOT NULL,
      last_ms float8 NOT NULL,
      first_contract_id int,
      last_reader_id int NOT NULL,
      last_port smallint NOT NULL,
      last_zone_id int,
      last_direction smallint NOT NULL,
      last_had_access boolean NOT NULL,
      last_zoned_out boolean NOT NULL,
      gate_zone_ids int[] NOT NULL,
      at_ms float8[] NOT NULL,
      zone_ids int[] NOT NULL,
      directions smallint[] NOT NULL,
      PRIMARY KEY (project_id, worker_id, timesheet_date)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE worker_day_summaries;
    ALTER TABLE presence_dirty DROP COLUMN first_read_at;
  `.execute(db);
}
