import { sql } from 'kysely';
import { SAFE_PROX_TIME_RANGE, type SafeProxQuery } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

export interface ContactRow {
  timesheet_date: string;
  worker_id: number;
  worker_name: string;
  company_name: string | null;
  trade: string | null;
  zone_name: string;
  first_contact_at: Date;
  last_contact_at: Date;
  contact_reads: number;
}

/**
 * The contact-tracing report in one statement (docs/domain.md "Contact tracing"). tag_reads and
 * worker_days belong to the engine, zones to the zones area, contracts and companies to the
 * contracts area (docs/tables.md): read here because the report is who the engine placed in the
 * same zone as the worker. Each of the worker's zoned reads on the range's dates finds the other
 * workers read in that zone within `minDurationInMinutes` of it (0, "All": the same zone on the
 * same timesheet date); both reads must pass the time filter. Uses tag_reads_worker_time_idx for
 * the worker's reads and tag_reads_time_idx for the others'.
 */
export async function contacts(
  db: Executor,
  p: { projectId: number; workerId: number; timeZone: string },
  q: SafeProxQuery,
): Promise<ContactRow[]> {
  const range = q.timeRangeFilter === SAFE_PROX_TIME_RANGE.Range;
  const seen = q.timeRangeFilter === SAFE_PROX_TIME_RANGE.Seen;
  // Local time of day, inclusive to the minute of the end time.
  const inHours = (column: string) =>
    range
      ? sql`(${sql.ref(column)} AT TIME ZONE ${p.timeZone})::time >= ${q.startTimeInclusive}::time
            AND (${sql.ref(column)} AT TIME ZONE ${p.timeZone})::time < ${q.endTimeInclusive}::time + interval '1 minute'`
      : sql`true`;
  const window = q.minDurationInMinutes;
  const near =
    window === 0
      ? sql`o.timesheet_date = m.timesheet_date`
      : sql`o.read_at BETWEEN m.read_at - make_interval(mins => ${window})
                          AND m.read_at + make_interval(mins => ${window})`;
  const result = await sql<ContactRow>`
    WITH mine AS (
      SELECT r.read_at, r.project_zone_id, r.timesheet_date
        FROM tag_reads r
       WHERE r.project_id = ${p.projectId} AND r.worker_id = ${p.workerId}
         AND r.timesheet_date BETWEEN ${q.startDateInclusive}::date AND ${q.endDateInclusive}::date
         AND r.project_zone_id IS NOT NULL AND ${inHours('r.read_at')}
    ), met AS (
      SELECT o.worker_id, o.project_zone_id, m.timesheet_date, o.read_at AS other_at,
             m.read_at AS my_at
        FROM mine m
        JOIN tag_reads o
          ON o.project_id = ${p.projectId} AND o.project_zone_id = m.project_zone_id
         AND o.worker_id IS NOT NULL AND o.worker_id <> ${p.workerId} AND ${near}
       WHERE ${inHours('o.read_at')}
         ${
           seen
             ? sql`AND EXISTS (SELECT 1 FROM worker_days d
                                WHERE d.project_id = ${p.projectId} AND d.worker_id = ${p.workerId}
                                  AND d.timesheet_date = m.timesheet_date
                                  AND o.read_at BETWEEN d.first_seen_at AND d.last_seen_at)`
             : sql``
         }
    ), grouped AS (
      SELECT worker_id, project_zone_id, timesheet_date,
             min(least(other_at, my_at)) AS first_contact_at,
             max(greatest(other_at, my_at)) AS last_contact_at,
             count(DISTINCT other_at)::int AS contact_reads
        FROM met GROUP BY worker_id, project_zone_id, timesheet_date
    )
    SELECT to_char(g.timesheet_date, 'YYYY-MM-DD') AS timesheet_date, g.worker_id,
           w.first_name || ' ' || w.last_name AS worker_name,
           coalesce(co.name, ${contractDisplayName}) AS company_name, w.trade,
           z.zone_name, g.first_contact_at, g.last_contact_at, g.contact_reads
      FROM grouped g
      JOIN workers w ON w.project_id = ${p.projectId} AND w.worker_id = g.worker_id
      JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
      LEFT JOIN companies co ON co.company_id = c.company_id
      JOIN zones z ON z.project_id = ${p.projectId} AND z.project_zone_id = g.project_zone_id
     ORDER BY g.timesheet_date, g.first_contact_at, worker_name, z.zone_name
     LIMIT 100000
  `.execute(db);
  return result.rows;
}

/** Records a generated report file (its bytes are already a blob). */
export async function insertReportFile(
  db: Executor,
  row: {
    projectId: number;
    blobUid: string;
    permission: string;
    fileName: string;
    userId: number;
  },
) {
  await db
    .insertInto('report_files')
    .values({
      project_id: row.projectId,
      blob_uid: row.blobUid,
      permission: row.permission,
      file_name: row.fileName,
      created_by_user_id: row.userId,
    })
    .execute();
}

/** A report file by its uid (any project; the caller checks the permission it names). */
export function findReportFile(db: Executor, blobUid: string) {
  return db
    .selectFrom('report_files')
    .select(['project_id', 'blob_uid', 'permission', 'file_name'])
    .where('blob_uid', '=', blobUid)
    .executeTakeFirst();
}
