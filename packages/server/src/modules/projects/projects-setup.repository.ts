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
 * How much of each setup step exists, in one round trip. Reads tables other areas own (zones,
 * readers, contracts, the plan, memberships) only to count them for the setup checklist.
 */
export async function setupCounts(db: Executor, projectId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('zones')
        .select(eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', projectId)
        .where('is_archived', '=', false)
        .as('zones'),
      eb
        .selectFrom('readers')
        .select(eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', projectId)
        .as('readers'),
      eb
        .selectFrom('contracts')
        .select(eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', projectId)
        .as('contracts'),
      eb
        .selectFrom('workforce_plan_days')
        .select(eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', projectId)
        .as('plan'),
      eb
        .selectFrom('project_memberships')
        .select(sql<string>`count(DISTINCT user_id)`.as('n'))
        .where('project_id', '=', projectId)
        .as('users'),
    ])
    .executeTakeFirstOrThrow();
  return {
    zones: Number(row.zones),
    readers: Number(row.readers),
    contracts: Number(row.contracts),
    plan: Number(row.plan),
    users: Number(row.users),
  };
}
