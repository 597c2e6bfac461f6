import { sql } from 'kysely';
import type { ZoneAccessLevel } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

// The rules are the zones area's tables. Contracts, companies and workers belong to other areas;
// they are read here (docs/tables.md) for the names a rule shows and to check what a rule names.

const workerName = sql<string>`w.first_name || ' ' || w.last_name`;

/** The project's contract rules (of the zones given, or all), with the contract's name. */
export function listContractRules(db: Executor, projectId: number, zoneIds?: readonly number[]) {
  let query = db
    .selectFrom('zone_contract_rules as r')
    .innerJoin('contracts as c', (j) =>
      j.onRef('c.project_id', '=', 'r.project_id').onRef('c.contract_id', '=', 'r.contract_id'),
    )
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'r.project_zone_id',
      'r.contract_id',
      contractDisplayName.as('contract_name'),
      sql<ZoneAccessLevel>`r.access_level`.as('access_level'),
      'r.start_date_inclusive',
      'r.end_date_inclusive',
    ])
    .where('r.project_id', '=', projectId);
  if (zoneIds) {
    if (zoneIds.length === 0) return Promise.resolve([]);
    query = query.where('r.project_zone_id', 'in', zoneIds);
  }
  return query.orderBy('contract_name').orderBy('r.contract_id').execute();
}
export type ContractRuleRow = Awaited<ReturnType<typeof listContractRules>>[number];

/** The project's worker rules (of the zones given, or all), with the worker's names. */
export function listWorkerRules(db: Executor, projectId: number, zoneIds?: readonly number[]) {
  let query = db
    .selectFrom('zone_worker_rules as r')
    .innerJoin('workers as w', (j) =>
      j.onRef('w.project_id', '=', 'r.project_id').onRef('w.worker_id', '=', 'r.worker_id'),
    )
    .innerJoin('contracts as c', (j) =>
      j.onRef('c.project_id', '=', 'w.project_id').onRef('c.contract_id', '=', 'w.contract_id'),
    )
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'r.project_zone_id',
      'r.worker_id',
      workerName.as('worker_name'),
      contractDisplayName.as('contract_name'),
      sql<ZoneAccessLevel>`r.access_level`.as('access_level'),
      'r.start_date_inclusive',
      'r.end_date_inclusive',
    ])
    .where('r.project_id', '=', projectId);
  if (zoneIds) {
    if (zoneIds.length === 0) return Promise.resolve([]);
    query = query.where('r.project_zone_id', 'in', zoneIds);
  }
  return query.orderBy('w.last_name').orderBy('w.first_name').orderBy('r.worker_id').execute();
}
export type WorkerRuleRow = Awaited<ReturnType<typeof listWorkerRules>>[number];

export interface RuleValues {
  id: number;
  accessLevel: ZoneAccessLevel;
  start: string | null;
  end: string | null;
}

/** The zone's contract rules become exactly these (none for an inheriting zone). */
export async function replaceContractRules(
  db: Executor,
  projectId: number,
  zoneId: number,
  rules: readonly RuleValues[],
) {
  await db
    .deleteFrom('zone_contract_rules')
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .execute();
  if (rules.length === 0) return;
  await db
    .insertInto('zone_contract_rules')
    .values(
      rules.map((r) => ({
        project_id: projectId,
        project_zone_id: zoneId,
        contract_id: r.id,
        access_level: r.accessLevel,
        start_date_inclusive: r.start,
        end_date_inclusive: r.end,
      })),
    )
    .execute();
}

export async function replaceWorkerRules(
  db: Executor,
  projectId: number,
  zoneId: number,
  rules: readonly RuleValues[],
) {
  await db
    .deleteFrom('zone_worker_rules')
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .execute();
  if (rules.length === 0) return;
  await db
    .insertInto('zone_worker_rules')
    .values(
      rules.map((r) => ({
        project_id: projectId,
        project_zone_id: zoneId,
        worker_id: r.id,
        access_level: r.accessLevel,
        start_date_inclusive: r.start,
        end_date_inclusive: r.end,
      })),
    )
    .execute();
}

/** Sets one worker's own rule in the zone (the one rule a worker has there). */
export async function upsertWorkerRule(
  db: Executor,
  projectId: number,
  zoneId: number,
  rule: RuleValues,
): Promise<void> {
  await db
    .deleteFrom('zone_worker_rules')
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .where('worker_id', '=', rule.id)
    .execute();
  await db
    .insertInto('zone_worker_rules')
    .values({
      project_id: projectId,
      project_zone_id: zoneId,
      worker_id: rule.id,
      access_level: rule.accessLevel,
      start_date_inclusive: rule.start,
      end_date_inclusive: rule.end,
    })
    .execute();
}

/** Removes one worker's own rule in the zone; answers whether there was one. */
export async function deleteWorkerRule(
  db: Executor,
  projectId: number,
  zoneId: number,
  workerId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('zone_worker_rules')
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .where('worker_id', '=', workerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The project's contracts a rule may name, by name. */
export function listContracts(db: Executor, projectId: number) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select(['c.contract_id', 'c.parent_contract_id', contractDisplayName.as('contract_name')])
    .where('c.project_id', '=', projectId)
    .orderBy('contract_name')
    .orderBy('c.contract_id')
    .execute();
}

/** Of these ids, those that are contracts of the project. */
export async function existingContracts(
  db: Executor,
  projectId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('contracts')
    .select('contract_id')
    .where('project_id', '=', projectId)
    .where('contract_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.contract_id));
}

function workersQuery(db: Executor, projectId: number) {
  return db
    .selectFrom('workers as w')
    .innerJoin('contracts as c', (j) =>
      j.onRef('c.project_id', '=', 'w.project_id').onRef('c.contract_id', '=', 'w.contract_id'),
    )
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'w.worker_id',
      'w.first_name',
      'w.last_name',
      'w.trade',
      'w.contract_id',
      workerName.as('worker_name'),
      contractDisplayName.as('contract_name'),
    ])
    .where('w.project_id', '=', projectId)
    .where('w.is_deleted', '=', false);
}

/** Every worker of the project with a contract, for deciding who may be in a zone. */
export function listWorkers(db: Executor, projectId: number) {
  return workersQuery(db, projectId)
    .orderBy('w.last_name')
    .orderBy('w.first_name')
    .orderBy('w.worker_id')
    .execute();
}

/** Up to `limit` workers whose name, trade or contract contains the text. */
export function searchWorkers(db: Executor, projectId: number, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return workersQuery(db, projectId)
    .where((eb) =>
      eb.or([
        eb(sql`w.first_name || ' ' || w.last_name`, 'ilike', pattern),
        eb(sql`coalesce(w.trade, '')`, 'ilike', pattern),
        eb(contractDisplayName, 'ilike', pattern),
      ]),
    )
    .orderBy('w.last_name')
    .orderBy('w.first_name')
    .orderBy('w.worker_id')
    .limit(limit)
    .execute();
}
