import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName, inContractScope } from '../../lib/contract-sql.ts';
import { addDays } from '../../lib/time.ts';

const contractName = sql<
  string | null
>`CASE WHEN c.contract_id IS NULL THEN NULL ELSE ${contractDisplayName} END`;
const workerName = sql<string>`(w.first_name || ' ' || w.last_name)`;
/** DOMAIN.md: workforce trades are ContractTypeId 5 and not owner services. */
const isWorkforce = sql<boolean>`coalesce(c.contract_type_id = 5 AND NOT c.owner_services, false)`;

export function findProjectSettings(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['time_zone_id', 'show_contact_information', 'workday_boundary_hour', 'country_code'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** Workers (not deleted) last seen since `since`, newest first, with their contract's flags. */
export function lastSeen(db: Executor, projectId: number, since: Date, scope: number[] | null) {
  return db
    .selectFrom('worker_last_seen as ls')
    .innerJoin('workers as w', (j) =>
      j.onRef('w.worker_id', '=', 'ls.worker_id').onRef('w.project_id', '=', 'ls.project_id'),
    )
    .leftJoin('contracts as c', 'c.contract_id', 'w.contract_id')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('zones as z', 'z.project_zone_id', 'ls.project_zone_id')
    .select([
      'w.worker_id',
      workerName.as('worker_name'),
      'c.contract_id',
      contractName.as('contract_name'),
      'w.trade',
      sql<boolean>`coalesce(c.owner_services, false)`.as('owner_services'),
      sql<boolean>`coalesce(c.is_critical_trade, false)`.as('is_critical_trade'),
      isWorkforce.as('is_workforce'),
      'ls.project_zone_id',
      'z.zone_name',
      'ls.seen_at',
      'ls.is_unauthorized',
    ])
    .where('ls.project_id', '=', projectId)
    .where('ls.seen_at', '>=', since)
    .where('w.is_deleted', '=', false)
    .where(inContractScope('w.contract_id', scope))
    .orderBy('ls.seen_at', 'desc')
    .orderBy('w.worker_id')
    .execute();
}

/** Denied reads of known workers since `since`: one row per worker and zone, latest first. */
export function unauthorizedReads(
  db: Executor,
  projectId: number,
  since: Date,
  scope: number[] | null,
) {
  const denied = db
    .selectFrom('tag_reads as r')
    .select([
      'r.worker_id',
      'r.project_zone_id',
      sql<Date>`max(r.read_at)`.as('last_at'),
      sql<number>`count(*)::int`.as('read_count'),
    ])
    .where('r.project_id', '=', projectId)
    .where('r.read_at', '>=', since)
    // 0 Denied (spec 002 §9 access types).
    .where('r.access_type', '=', 0)
    .where('r.worker_id', 'is not', null)
    .where(inContractScope('r.contract_id', scope))
    .groupBy(['r.worker_id', 'r.project_zone_id']);
  return db
    .selectFrom(denied.as('d'))
    .innerJoin('workers as w', 'w.worker_id', 'd.worker_id')
    .leftJoin('contracts as c', 'c.contract_id', 'w.contract_id')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('zones as z', 'z.project_zone_id', 'd.project_zone_id')
    .select([
      'w.worker_id',
      workerName.as('worker_name'),
      'c.contract_id',
      contractName.as('contract_name'),
      'd.project_zone_id',
      'z.zone_name',
      'd.last_at',
      'd.read_count',
    ])
    .orderBy('d.last_at', 'desc')
    .orderBy('w.worker_id')
    .limit(1000)
    .execute();
}

export function findWorker(db: Executor, projectId: number, workerId: number) {
  return db
    .selectFrom('workers as w')
    .leftJoin('contracts as c', 'c.contract_id', 'w.contract_id')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('worker_last_seen as ls', (j) =>
      j.onRef('ls.worker_id', '=', 'w.worker_id').onRef('ls.project_id', '=', 'w.project_id'),
    )
    .leftJoin('zones as z', 'z.project_zone_id', 'ls.project_zone_id')
    .select([
      'w.worker_id',
      workerName.as('worker_name'),
      'w.contract_id',
      contractName.as('contract_name'),
      'w.trade',
      'w.telephone',
      sql<boolean>`coalesce(c.owner_services, false)`.as('owner_services'),
      sql<boolean>`coalesce(c.is_critical_trade, false)`.as('is_critical_trade'),
      isWorkforce.as('is_workforce'),
      'ls.project_zone_id',
      'z.zone_name',
      'ls.seen_at',
      'ls.is_unauthorized',
    ])
    .where('w.project_id', '=', projectId)
    .where('w.worker_id', '=', workerId)
    .where('w.is_deleted', '=', false)
    .executeTakeFirst();
}

/**
 * The worker's current worker-day: today's, or yesterday's when it ran on past today's workday
 * boundary (a night pour continued onto its start date, DOMAIN.md "Continuation").
 */
export function findCurrentWorkerDay(
  db: Executor,
  projectId: number,
  workerId: number,
  today: string,
  todayBoundary: Date,
) {
  return db
    .selectFrom('worker_days')
    .select(['first_seen_at', 'gross_hours'])
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .where((eb) =>
      eb.or([
        eb('timesheet_date', '=', today),
        eb.and([
          eb('timesheet_date', '=', addDays(today, -1)),
          eb('last_seen_at', '>=', todayBoundary),
        ]),
      ]),
    )
    .orderBy('timesheet_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function contracts(db: Executor, projectId: number, scope: number[] | null) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'c.contract_id',
      contractDisplayName.as('name'),
      'c.parent_contract_id',
      'c.contract_type_id',
      'c.owner_services',
      'c.is_critical_trade',
      isWorkforce.as('is_workforce'),
    ])
    .where('c.project_id', '=', projectId)
    .where(inContractScope('c.contract_id', scope))
    .orderBy(sql`lower(coalesce(c.display_name, co.name, ''))`)
    .orderBy('c.contract_id')
    .execute();
}
