import { sql, type Kysely } from 'kysely';

/**
 * A worker's reads of a day in time order, straight from the index: continuation probes a few
 * hours around each workday boundary (whether the presence could run over it at all) without
 * reading the worker's whole day, and the day's summary reads them already sorted. Replaces the
 * index on (project, worker, date), which this one also serves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX tag_reads_worker_time_idx ON tag_reads (project_id, worker_id, timesheet_date, read_at)
      WHERE worker_id IS NOT NULL;
    DROP INDEX tag_reads_worker_day_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX tag_reads_worker_day_idx ON tag_reads (project_id, worker_id, timesheet_date)
      WHERE worker_id IS NOT NULL;
    DROP INDEX tag_reads_worker_time_idx;
  `.execute(db);
}
