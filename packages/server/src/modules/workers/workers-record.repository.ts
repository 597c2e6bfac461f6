import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

/** The `workers` columns a registration field may map to (the catalogue's CHECK list). */
export const WORKER_COLUMNS = [
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'trade',
  'ethnicity',
  'address',
  'telephone',
  'email',
] as const;
export type WorkerColumn = (typeof WORKER_COLUMNS)[number];

/** One live (not deleted) worker of the project with its contract's company name. */
export function findWorker(db: Executor, projectId: number, workerId: number) {
  return db
    .selectFrom('workers as w')
    .innerJoin('contracts as c', 'c.contract_id', 'w.contract_id')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .selectAll('w')
    .select(contractDisplayName.as('company_name'))
    .where('w.project_id', '=', projectId)
    .where('w.worker_id', '=', workerId)
    .where('w.is_deleted', '=', false)
    .executeTakeFirst();
}
export type WorkerRow = NonNullable<Awaited<ReturnType<typeof findWorker>>>;

/** The same row locked for an edit (one writer at a time per worker). */
export function lockWorker(db: Executor, projectId: number, workerId: number) {
  return db
    .selectFrom('workers')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .where('is_deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

/** Days with presence and their OnSiteNetHours, summed in SQL numeric (rounded once, here). */
export async function presenceTotals(db: Executor, projectId: number, workerId: number) {
  const row = await db
    .selectFrom('worker_days')
    .select([
      sql<number>`count(*)::int`.as('days'),
      sql<string>`round(coalesce(sum(onsite_net_hours), 0), 1)::text`.as('hours'),
    ])
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .executeTakeFirstOrThrow();
  return { days: row.days, hours: row.hours };
}

/** True when one of the worker's tags is valid on `today` (no end date counts as indefinite). */
export async function hasActiveTag(
  db: Executor,
  projectId: number,
  workerId: number,
  today: string,
) {
  const row = await db
    .selectFrom('worker_tags')
    .select('worker_tag_id')
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .where('start_date', '<=', today)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function projectTimeZone(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select('time_zone_id')
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow()
    .then((r) => r.time_zone_id);
}

/** The project's contracts with a company, for the change-company list. */
export function listCompanyContracts(db: Executor, projectId: number) {
  return db
    .selectFrom('contracts as c')
    .innerJoin('companies as co', 'co.company_id', 'c.company_id')
    .select(['c.contract_id', contractDisplayName.as('company_name')])
    .where('c.project_id', '=', projectId)
    .orderBy(sql`lower(${contractDisplayName})`)
    .orderBy('c.contract_id')
    .execute();
}

export function findContract(db: Executor, projectId: number, contractId: number) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select(['c.contract_id', contractDisplayName.as('company_name')])
    .where('c.project_id', '=', projectId)
    .where('c.contract_id', '=', contractId)
    .executeTakeFirst();
}

/** The worker's changelog, newest first, with who made each change. */
export function listChangelog(db: Executor, projectId: number, workerId: number) {
  return db
    .selectFrom('worker_changelog as l')
    .leftJoin('users as u', 'u.user_id', 'l.changed_by_user_id')
    .select([
      'l.worker_changelog_id',
      'l.field_name',
      'l.old_value',
      'l.new_value',
      'l.changed_at',
      sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as(
        'changed_by',
      ),
    ])
    .where('l.project_id', '=', projectId)
    .where('l.worker_id', '=', workerId)
    .orderBy('l.changed_at', 'desc')
    .orderBy('l.worker_changelog_id', 'desc')
    .limit(1000)
    .execute();
}

/** Writes the worker's changed columns (the record's edits), stamping the change. */
export async function updateWorker(
  tx: Executor,
  projectId: number,
  workerId: number,
  set: Updateable<DB['workers']>,
) {
  await tx
    .updateTable('workers')
    .set({ ...set, updated_at: new Date() })
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .execute();
}
