import { TRADE_CATALOGUE } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

/** A contract as contract management shows it: with its company's and division's names. */
function contractQuery(db: Executor, projectId: number) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('divisions as d', (join) =>
      join.onRef('d.project_id', '=', 'c.project_id').onRef('d.division_id', '=', 'c.division_id'),
    )
    .select([
      'c.contract_id',
      'c.project_id',
      'c.parent_contract_id',
      'c.company_id',
      'co.name as company_name',
      contractDisplayName.as('display_name'),
      'c.display_name as own_display_name',
      'c.division_id',
      'd.code as division_code',
      'd.name as division_name',
      'c.trade',
      'c.trade_other',
      'c.is_critical_trade',
      'c.owner_services',
      'c.start_date',
      'c.end_date',
      'c.contract_value',
      'c.hourly_rate',
    ])
    .where('c.project_id', '=', projectId);
}

export type ContractRow = Awaited<ReturnType<typeof listContracts>>[number];

/** Every contract of the project, primes and subs, by division code then name. */
export function listContracts(db: Executor, projectId: number) {
  return contractQuery(db, projectId)
    .orderBy('d.code', (ob) => ob.asc().nullsLast())
    .orderBy(sql`lower(${contractDisplayName})`)
    .orderBy('c.contract_id')
    .execute();
}

export function findContract(db: Executor, projectId: number, contractId: number) {
  return contractQuery(db, projectId).where('c.contract_id', '=', contractId).executeTakeFirst();
}

/**
 * Locks the contracts of a tree change (the moved one and its new parent) for the transaction,
 * so two concurrent moves cannot build a tree three levels deep. Answers the locked rows.
 */
export function lockContracts(db: Executor, projectId: number, contractIds: readonly number[]) {
  return db
    .selectFrom('contracts')
    .select(['contract_id', 'parent_contract_id', 'company_id'])
    .where('project_id', '=', projectId)
    .where('contract_id', 'in', [...contractIds])
    .orderBy('contract_id')
    .forUpdate()
    .execute();
}

export async function countSubcontracts(db: Executor, projectId: number, contractId: number) {
  const row = await db
    .selectFrom('contracts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .where('parent_contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ContractValues {
  company_id?: number | null;
  parent_contract_id?: number | null;
  contract_type_id?: number;
  trade?: string | null;
  trade_other?: string | null;
  division_id?: number | null;
  is_critical_trade?: boolean;
  owner_services?: boolean;
  display_name?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  contract_value?: number | null;
  hourly_rate?: number | null;
}

export async function insertContract(
  db: Executor,
  projectId: number,
  values: ContractValues,
): Promise<number> {
  const row = await db
    .insertInto('contracts')
    .values({ project_id: projectId, ...values })
    .returning('contract_id')
    .executeTakeFirstOrThrow();
  return row.contract_id;
}

export async function updateContract(
  db: Executor,
  projectId: number,
  contractId: number,
  values: ContractValues,
): Promise<void> {
  await db
    .updateTable('contracts')
    .set(values)
    .where('project_id', '=', projectId)
    .where('contract_id', '=', contractId)
    .execute();
}

// --- divisions ---------------------------------------------------------------------------------

export function listDivisions(db: Executor, projectId: number) {
  return db
    .selectFrom('divisions')
    .select(['division_id', 'code', 'name'])
    .where('project_id', '=', projectId)
    .orderBy('code')
    .orderBy('name')
    .execute();
}

export function findDivision(db: Executor, projectId: number, divisionId: number) {
  return db
    .selectFrom('divisions')
    .select(['division_id', 'code', 'name'])
    .where('project_id', '=', projectId)
    .where('division_id', '=', divisionId)
    .executeTakeFirst();
}

/**
 * Gives the project every division of the trade catalogue it lacks (by code), in one statement;
 * a division of the same name already there (the demo's) is kept as it is.
 */
export async function ensureCatalogueDivisions(db: Executor, projectId: number): Promise<void> {
  const codes = TRADE_CATALOGUE.map((d) => d.code);
  const names = TRADE_CATALOGUE.map((d) => d.name);
  await sql`
    INSERT INTO divisions (project_id, code, name)
    SELECT ${projectId}, cat.code, cat.name
      FROM unnest(${codes}::text[], ${names}::text[]) AS cat(code, name)
     WHERE NOT EXISTS (
       SELECT 1 FROM divisions d WHERE d.project_id = ${projectId} AND d.code = cat.code)
    ON CONFLICT (project_id, name) DO NOTHING
  `.execute(db);
}

// --- companies ---------------------------------------------------------------------------------

const COMPANY_COLUMNS = ['co.company_id', 'co.name', 'co.url', 'co.phone'] as const;

/**
 * Companies whose name contains the text (case-insensitive), names starting with it first, then
 * by name; names that are empty or start with "#" are left out (spec 002 §5).
 */
/**
 * Companies holding a contract on one of `projectIds` (null: every company, for a provider
 * employee): companies are global, but a user sees only those of their own projects.
 */
/** Whose companies a caller reaches: its managed projects (null: all) of its demo mode only. */
export interface CompanyReach {
  projectIds: readonly number[] | null;
  demo: boolean;
}

function onProjects({ projectIds, demo }: CompanyReach) {
  if (projectIds === null && !demo) return sql<boolean>`true`;
  const some = projectIds === null ? sql`true` : sql`c.project_id = ANY(${[...projectIds]}::int[])`;
  // Demo mode reaches only demo projects, and the other way round (as every project route).
  return sql<boolean>`EXISTS (SELECT 1 FROM contracts c
      JOIN projects p ON p.project_id = c.project_id
      WHERE c.company_id = co.company_id AND p.is_demo = ${demo} AND ${some})`;
}

export function searchCompanies(db: Executor, text: string, limit: number, reach: CompanyReach) {
  const lowered = text.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  return db
    .selectFrom('companies as co')
    .select(COMPANY_COLUMNS)
    .where(onProjects(reach))
    .where(sql<boolean>`btrim(co.name) <> ''`)
    .where(sql<boolean>`left(btrim(co.name), 1) <> '#'`)
    .where(sql<boolean>`lower(co.name) LIKE ${pattern}`)
    .orderBy(sql`lower(co.name) LIKE ${`${escapeLike(lowered)}%`}`, 'desc')
    .orderBy(sql`lower(co.name)`)
    .orderBy('co.company_id')
    .limit(limit)
    .execute();
}

/** The same search, each company flagged when it holds a contract on the project. */
export function searchCompaniesForProject(
  db: Executor,
  projectId: number,
  text: string,
  limit: number,
  reach: CompanyReach,
) {
  const lowered = text.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  return db
    .selectFrom('companies as co')
    .select(COMPANY_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('contracts as c')
            .select('c.contract_id')
            .where('c.project_id', '=', projectId)
            .whereRef('c.company_id', '=', 'co.company_id'),
        )
        .$castTo<boolean>()
        .as('has_contract'),
    )
    .where(onProjects(reach))
    .where(sql<boolean>`btrim(co.name) <> ''`)
    .where(sql<boolean>`left(btrim(co.name), 1) <> '#'`)
    .where(sql<boolean>`lower(co.name) LIKE ${pattern}`)
    .orderBy(sql`lower(co.name) LIKE ${`${escapeLike(lowered)}%`}`, 'desc')
    .orderBy(sql`lower(co.name)`)
    .orderBy('co.company_id')
    .limit(limit)
    .execute();
}

export function findCompany(db: Executor, companyId: number) {
  return db
    .selectFrom('companies as co')
    .select(COMPANY_COLUMNS)
    .where('co.company_id', '=', companyId)
    .executeTakeFirst();
}

/** Candidates for the possible-match check: names sharing the first word of the new name. */
export function companiesStartingWith(
  db: Executor,
  firstWord: string,
  limit: number,
  reach: CompanyReach,
) {
  return db
    .selectFrom('companies as co')
    .select(COMPANY_COLUMNS)
    .where(onProjects(reach))
    .where(sql<boolean>`lower(co.name) LIKE ${`${escapeLike(firstWord.toLowerCase())}%`}`)
    .orderBy('co.name')
    .limit(limit)
    .execute();
}

export async function insertCompany(
  db: Executor,
  values: { name: string; url: string | null; phone: string | null },
) {
  return db
    .insertInto('companies')
    .values(values)
    .returning(['company_id', 'name', 'url', 'phone'])
    .executeTakeFirstOrThrow();
}

export interface CompanyRow {
  company_id: number;
  name: string;
  url: string | null;
  phone: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The project's country (its money's currency); US when the project is gone (the caller 404s). */
export async function projectCountry(db: Executor, projectId: number): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('country_code')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.country_code ?? 'US';
}
