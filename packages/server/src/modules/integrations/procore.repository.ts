import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

/** A day's headcount and hours of each contract mapped (not skipped) to the provider. */
export async function mappedContractDays(
  db: Executor,
  projectId: number,
  providerId: number,
  date: string,
) {
  const { rows } = await sql<{
    contract_id: number;
    external_code: string;
    headcount: number;
    hours: string;
  }>`
    SELECT m.contract_id, m.external_code,
           coalesce(d.worker_count, 0)::int AS headcount,
           round(coalesce(d.onsite_net_hours, 0)::numeric, 2)::text AS hours
      FROM integration_contract_mappings m
      LEFT JOIN contract_days d
        ON d.project_id = m.project_id AND d.contract_id = m.contract_id
       AND d.timesheet_date = ${date}::date
     WHERE m.project_id = ${projectId} AND m.service_provider_id = ${providerId}
       AND NOT m.skip_contract AND m.external_code IS NOT NULL
       AND (m.start_date IS NULL OR m.start_date <= ${date}::date)
     ORDER BY m.contract_id`.execute(db);
  return rows;
}

export function findPush(
  db: Executor,
  projectId: number,
  providerId: number,
  date: string,
  contractId: number,
) {
  return db
    .selectFrom('integration_headcount_pushes')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', providerId)
    .where('push_date', '=', date)
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
}

export async function savePush(
  db: Executor,
  row: {
    projectId: number;
    providerId: number;
    date: string;
    contractId: number;
    vendorId: number;
    headcount: number;
    hours: string;
    status: 'pending' | 'sent' | 'locked' | 'rejected';
    logId: number | null;
    answer: string | null;
    /** When this attempt was made (the job's clock). */
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('integration_headcount_pushes')
    .values({
      project_id: row.projectId,
      service_provider_id: row.providerId,
      push_date: row.date,
      contract_id: row.contractId,
      external_vendor_id: row.vendorId,
      headcount: row.headcount,
      hours: row.hours,
      status: row.status,
      external_log_id: row.logId,
      attempts: 1,
      answer: row.answer,
      pushed_at: row.status === 'sent' ? row.at : null,
      attempted_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['project_id', 'service_provider_id', 'push_date', 'contract_id']).doUpdateSet({
        external_vendor_id: row.vendorId,
        headcount: row.headcount,
        hours: row.hours,
        status: row.status,
        external_log_id: sql<
          number | null
        >`coalesce(excluded.external_log_id, integration_headcount_pushes.external_log_id)`,
        attempts: sql<number>`integration_headcount_pushes.attempts + 1`,
        attempted_at: row.at,
        answer: row.answer,
        pushed_at:
          row.status === 'sent'
            ? sql<Date>`now()`
            : sql<Date | null>`integration_headcount_pushes.pushed_at`,
      }),
    )
    .execute();
}

export async function listPushes(
  db: Executor,
  projectId: number,
  providerId: number,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('integration_headcount_pushes as p')
      .innerJoin('contracts as c', (join) =>
        join
          .onRef('c.project_id', '=', 'p.project_id')
          .onRef('c.contract_id', '=', 'p.contract_id'),
      )
      .leftJoin('companies as co', 'co.company_id', 'c.company_id')
      .leftJoin('integration_contract_mappings as m', (join) =>
        join
          .onRef('m.project_id', '=', 'p.project_id')
          .onRef('m.service_provider_id', '=', 'p.service_provider_id')
          .onRef('m.contract_id', '=', 'p.contract_id'),
      )
      .select([
        sql<string>`to_char(p.push_date, 'YYYY-MM-DD')`.as('push_date'),
        'p.contract_id',
        contractDisplayName.as('display_name'),
        'm.external_name',
        'p.headcount',
        'p.hours',
        'p.status',
        'p.external_log_id',
        'p.attempts',
        'p.answer',
        'p.pushed_at',
      ])
      .where('p.project_id', '=', projectId)
      .where('p.service_provider_id', '=', providerId)
      .orderBy('p.push_date', 'desc')
      .orderBy(sql`lower(${contractDisplayName})`)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('integration_headcount_pushes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .where('service_provider_id', '=', providerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * The project-days to push now: the workday under way (its timesheet date), once its push time
 * has come on the site's clock and nothing was pushed for it yet — a push time before the
 * workday boundary hour is in the workday's small hours, the next calendar day; and any day of
 * the last week with a contract still pending (Procore was down or throttling), once its
 * backoff — five minutes doubling per attempt, an hour at most — has passed.
 */
export async function duePushes(db: Executor, providerId: number, now: Date) {
  const { rows } = await sql<{ project_id: number; push_date: string }>`
    WITH mapped AS (
      -- The workday under way (DOMAIN "Presence": before the boundary hour, yesterday's).
      SELECT i.project_id, (${now}::timestamptz AT TIME ZONE p.time_zone_id) AS local_now,
             ((${now}::timestamptz AT TIME ZONE p.time_zone_id)
               - make_interval(hours => p.workday_boundary_hour))::date AS workday,
             make_interval(hours => p.workday_boundary_hour) AS boundary,
             i.push_time
        FROM project_integrations i JOIN projects p ON p.project_id = i.project_id
       WHERE i.service_provider_id = ${providerId} AND i.external_project_id IS NOT NULL
         AND i.authenticated_at IS NOT NULL
    )
    SELECT m.project_id, to_char(m.workday, 'YYYY-MM-DD') AS push_date
      FROM mapped m
     -- How far into the workday it is, against how far into it the push time is (time - interval
     -- wraps around midnight).
     WHERE m.local_now - (m.workday + m.boundary) >= (m.push_time - m.boundary)::interval
       AND NOT EXISTS (SELECT 1 FROM integration_headcount_pushes h
                        WHERE h.project_id = m.project_id AND h.service_provider_id = ${providerId}
                          AND h.push_date = m.workday)
    UNION
    SELECT DISTINCT h.project_id, to_char(h.push_date, 'YYYY-MM-DD')
      FROM integration_headcount_pushes h JOIN mapped m ON m.project_id = h.project_id
     WHERE h.service_provider_id = ${providerId} AND h.status = 'pending'
       AND h.push_date >= m.workday - 7
       AND h.attempted_at <= ${now}::timestamptz
             - least(interval '1 hour', interval '5 minutes' * power(2, least(h.attempts - 1, 8)))
    ORDER BY 1, 2`.execute(db);
  return rows;
}

/** The project's workday boundary hour (DOMAIN "Presence"): a push time is read against it. */
export async function boundaryHour(db: Executor, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select('workday_boundary_hour')
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.workday_boundary_hour;
}
