import { sql } from 'kysely';
import type { Account, ProjectSettings, ProjectSettingsValues } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';

/** "HH:MM" of a PostgreSQL time ("04:00:00"), or null. */
function hhmm(time: string | null): string | null {
  return time === null ? null : time.slice(0, 5);
}

export async function listAccounts(db: Executor): Promise<Account[]> {
  const rows = await db
    .selectFrom('accounts')
    .select(['account_id', 'name'])
    .orderBy(sql`lower(name)`)
    .execute();
  return rows.map((r) => ({ AccountId: r.account_id, AccountName: r.name }));
}

export async function accountExists(db: Executor, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(db: Executor, name: string): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({ name })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  return row.account_id;
}

function projectValues(v: ProjectSettingsValues, accountId: number) {
  return {
    account_id: accountId,
    title: v.Title,
    time_zone_id: v.TimeZoneId,
    country_code: v.CountryCode,
    start_date: v.StartDate,
    end_date: v.EndDate,
    workday_boundary_hour: v.WorkdayBoundaryHour,
    day_shift_start: v.DayShiftStart,
    night_shift_start: v.NightShiftStart,
    show_contact_information: v.ShowContactInformation,
    is_demo: v.IsDemo,
  };
}

export async function insertProject(
  db: Executor,
  v: ProjectSettingsValues,
  accountId: number,
): Promise<number> {
  const row = await db
    .insertInto('projects')
    .values(projectValues(v, accountId))
    .returning('project_id')
    .executeTakeFirstOrThrow();
  return row.project_id;
}

export async function updateProject(
  db: Executor,
  projectId: number,
  v: ProjectSettingsValues,
  accountId: number,
): Promise<void> {
  await db
    .updateTable('projects')
    .set(projectValues(v, accountId))
    .where('project_id', '=', projectId)
    .execute();
}

export async function findSettings(
  db: Executor,
  projectId: number,
): Promise<ProjectSettings | undefined> {
  const row = await db
    .selectFrom('projects as p')
    .innerJoin('accounts as a', 'a.account_id', 'p.account_id')
    .select([
      'p.project_id',
      'p.title',
      'p.account_id',
      'a.name as account_name',
      'p.time_zone_id',
      'p.country_code',
      sql<string>`to_char(p.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(p.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'p.workday_boundary_hour',
      sql<string | null>`p.day_shift_start::text`.as('day_shift_start'),
      sql<string | null>`p.night_shift_start::text`.as('night_shift_start'),
      'p.show_contact_information',
      'p.is_demo',
    ])
    .where('p.project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ProjectId: row.project_id,
    Title: row.title,
    AccountId: row.account_id,
    AccountName: row.account_name,
    TimeZoneId: row.time_zone_id,
    CountryCode: row.country_code,
    StartDate: row.start_date,
    EndDate: row.end_date,
    WorkdayBoundaryHour: row.workday_boundary_hour,
    DayShiftStart: hhmm(row.day_shift_start),
    NightShiftStart: hhmm(row.night_shift_start),
    ShowContactInformation: row.show_contact_information,
    IsDemo: row.is_demo,
  };
}

/**
 * How much of each setup step exists, in one round trip. Reads tables other areas own (zones and
 * their rules, readers and their placements, gateway keys, contracts, the plan, registration
 * fields and documents, memberships) only to count them for the setup checklist.
 */
export async function setupCounts(db: Executor, projectId: number) {
  const row = await sql<Record<string, string>>`
    SELECT
      (SELECT count(*) FROM zones WHERE project_id = ${projectId} AND NOT is_archived) AS zones,
      -- Entrances with an In and an Out port placed on them now.
      (SELECT count(*) FROM zones z
        WHERE z.project_id = ${projectId} AND NOT z.is_archived AND z.is_site_entrance_exit
          AND EXISTS (SELECT 1 FROM reader_assignments a
            JOIN reader_assignment_ports p ON p.project_id = a.project_id
              AND p.reader_assignment_id = a.reader_assignment_id
            WHERE a.project_id = z.project_id AND a.valid_to IS NULL
              AND p.project_zone_id = z.project_zone_id AND p.read_direction_id = 2)
          AND EXISTS (SELECT 1 FROM reader_assignments a
            JOIN reader_assignment_ports p ON p.project_id = a.project_id
              AND p.reader_assignment_id = a.reader_assignment_id
            WHERE a.project_id = z.project_id AND a.valid_to IS NULL
              AND p.project_zone_id = z.project_zone_id AND p.read_direction_id = 3)
      ) AS entrance,
      (SELECT count(*) FROM readers WHERE project_id = ${projectId}) AS readers,
      -- Readers with no zone on any port now.
      (SELECT count(*) FROM readers r WHERE r.project_id = ${projectId}
        AND NOT EXISTS (SELECT 1 FROM reader_assignments a
          JOIN reader_assignment_ports p ON p.project_id = a.project_id
            AND p.reader_assignment_id = a.reader_assignment_id
          WHERE a.project_id = r.project_id AND a.reader_id = r.reader_id
            AND a.valid_to IS NULL AND p.project_zone_id IS NOT NULL)) AS unplaced,
      (SELECT count(*) FROM readers r WHERE r.project_id = ${projectId}
        AND r.first_heard_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM reader_assignments a
          JOIN reader_assignment_ports p ON p.project_id = a.project_id
            AND p.reader_assignment_id = a.reader_assignment_id
          WHERE a.project_id = r.project_id AND a.reader_id = r.reader_id
            AND a.valid_to IS NULL AND p.project_zone_id IS NOT NULL)) AS reporting_unplaced,
      (SELECT count(*) FROM gateway_keys WHERE project_id = ${projectId} AND revoked_at IS NULL)
        AS gateway_keys,
      -- Access set by someone: a zone's own default, or a contract's or a worker's rule.
      (SELECT count(*) FROM zones WHERE project_id = ${projectId} AND NOT is_archived
          AND default_authorization_status <> 'INHERIT')
        + (SELECT count(*) FROM zone_contract_rules WHERE project_id = ${projectId})
        + (SELECT count(*) FROM zone_worker_rules WHERE project_id = ${projectId}) AS access,
      (SELECT count(*) FROM contracts WHERE project_id = ${projectId}) AS contracts,
      (SELECT count(*) FROM workforce_plan_days WHERE project_id = ${projectId}) AS plan,
      (SELECT count(*) FROM project_registration_fields WHERE project_id = ${projectId})
        AS registration_fields,
      (SELECT count(*) FROM registration_documents WHERE project_id = ${projectId}) AS documents,
      (SELECT count(DISTINCT user_id) FROM project_memberships WHERE project_id = ${projectId})
        AS users
  `.execute(db);
  const r = row.rows[0]!;
  const n = (key: string) => Number(r[key] ?? 0);
  return {
    zones: n('zones'),
    entrance: n('entrance'),
    readers: n('readers'),
    unplaced: n('unplaced'),
    reportingUnplaced: n('reporting_unplaced'),
    gatewayKeys: n('gateway_keys'),
    access: n('access'),
    contracts: n('contracts'),
    plan: n('plan'),
    registrationFields: n('registration_fields'),
    documents: n('documents'),
    users: n('users'),
  };
}
