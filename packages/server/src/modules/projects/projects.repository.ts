import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

const PROJECT_COLUMNS = [
  'p.project_id',
  'p.title',
  'p.account_id',
  'a.name as account_name',
  'p.start_date',
  'p.end_date',
  'p.time_zone_id',
  'p.country_code',
  'p.site_display_const',
] as const;

function visibleProjects(db: Executor, filter: { memberUserId: number | null; demo: boolean }) {
  let q = db
    .selectFrom('projects as p')
    .innerJoin('accounts as a', 'a.account_id', 'p.account_id')
    .where('p.is_demo', '=', filter.demo);
  if (filter.memberUserId !== null) {
    const userId = filter.memberUserId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_memberships as pm')
          .select(sql`1`.as('one'))
          .whereRef('pm.project_id', '=', 'p.project_id')
          .where('pm.user_id', '=', userId),
      ),
    );
  }
  return q;
}

/** A page of the projects a caller may see; `memberUserId` null means all (provider employees). */
export async function listProjects(
  db: Executor,
  filter: { memberUserId: number | null; demo: boolean; page: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    visibleProjects(db, filter)
      .select(PROJECT_COLUMNS)
      .orderBy('p.title')
      .orderBy('p.project_id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    visibleProjects(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type ProjectRow = Awaited<ReturnType<typeof listProjects>>['rows'][number];

export function findProject(db: Executor, projectId: number) {
  return db
    .selectFrom('projects as p')
    .innerJoin('accounts as a', 'a.account_id', 'p.account_id')
    .select(PROJECT_COLUMNS)
    .where('p.project_id', '=', projectId)
    .executeTakeFirst();
}

export async function findDemoFlag(db: Executor, projectId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('projects')
    .select('is_demo')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.is_demo;
}

/** The project's country: the default of every phone number typed on it. */
export async function findCountry(db: Executor, projectId: number) {
  const row = await db
    .selectFrom('projects')
    .select('country_code')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.country_code;
}

/** The company each of a user's memberships on a project is limited to (null: not limited). */
export async function membershipCompanies(db: Executor, projectId: number, userId: number) {
  const rows = await db
    .selectFrom('project_memberships')
    .select('company_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.company_id);
}

export async function contractIdsOfCompanies(
  db: Executor,
  projectId: number,
  companyIds: number[],
) {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom('contracts')
    .select('contract_id')
    .where('project_id', '=', projectId)
    .where('company_id', 'in', companyIds)
    .execute();
  return rows.map((r) => r.contract_id);
}

/**
 * Sets the project's pin (its short code, unique across projects); with `onlyWhenMissing`, only
 * where it has none. Answers whether a row changed; a code another project holds throws 23505.
 */
export async function setShortCode(
  db: Executor,
  projectId: number,
  code: string,
  onlyWhenMissing: boolean,
): Promise<boolean> {
  let update = db
    .updateTable('projects')
    .set({ short_code: code })
    .where('project_id', '=', projectId);
  if (onlyWhenMissing) update = update.where('short_code', 'is', null);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
