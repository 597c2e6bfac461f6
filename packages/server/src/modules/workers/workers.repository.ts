import { sql, type Expression, type SqlBool } from 'kysely';
import type { WorkerListOrderField } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName, inContractScope } from '../../lib/contract-sql.ts';

/** Accented letters and the letters a search takes them for (the index's, migration 202612041900). */
const ACCENTED = 'áàâäãåāăąéèêëēėęěíìîïīįóòôöõøōőúùûüūůűųñńçćčýÿšžłđ';
const PLAIN = 'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuunncccyyszld';

/**
 * The text a directory search matches: name and site number, one space between the names and
 * accents set aside. The expression is the one the trigram index `workers_search_trgm_idx` is
 * built on (migration 202612041900); keep them equal.
 */
const searchText = sql<string>`translate(lower(w.first_name || ' ' || coalesce(nullif(w.middle_name, '') || ' ', '') || w.last_name || ' ' || coalesce(w.fields->>'WorkerSiteNumber', '')), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})`;

/** What a search is compared as: lower case, accents set aside, one space between words. */
function foldSearch(search: string): string {
  const lower = search.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
  return [...lower].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');
}

/** The folded search with LIKE's own characters taken literally. */
function likeText(search: string): string {
  return foldSearch(search).replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%`: the search anywhere in the text. */
function likePattern(search: string): string {
  return `%${likeText(search)}%`;
}

export interface WorkerFilter {
  projectId: number;
  /** A company-limited member's contracts (null: every contract). */
  scope: readonly number[] | null;
  contractIds?: readonly number[] | undefined;
  /** Applied from 3 characters; shorter text is ignored by the service. */
  search?: string | undefined;
  workerIds?: readonly number[];
}

function whereFilter(filter: WorkerFilter): Expression<SqlBool> {
  const parts = [
    sql<SqlBool>`w.project_id = ${filter.projectId}`,
    sql<SqlBool>`NOT w.is_deleted`,
    inContractScope('w.contract_id', filter.scope),
  ];
  if (filter.contractIds && filter.contractIds.length > 0) {
    parts.push(sql<SqlBool>`w.contract_id = ANY(${sql.val(filter.contractIds)}::int[])`);
  }
  if (filter.workerIds) {
    parts.push(sql<SqlBool>`w.worker_id = ANY(${sql.val(filter.workerIds)}::int[])`);
  }
  if (filter.search) {
    parts.push(sql<SqlBool>`${searchText} LIKE ${likePattern(filter.search)}`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

const ORDER_COLUMNS: Record<WorkerListOrderField, ReturnType<typeof sql>> = {
  lastName: sql`lower(w.last_name)`,
  firstName: sql`lower(w.first_name)`,
  companyName: sql`lower(${contractDisplayName})`,
  trade: sql`lower(coalesce(w.trade, c.trade))`,
  workerSiteNumber: sql`w.fields->>'WorkerSiteNumber'`,
  registeredAt: sql`w.created_at`,
};

export interface WorkerRow {
  worker_id: number;
  contract_id: number;
  title: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  trade: string | null;
  telephone: string | null;
  email: string | null;
  address: string | null;
  ethnicity: string | null;
  fields: Record<string, unknown>;
  company_name: string;
  created_at: Date;
  photo_blob_uid: string | null;
}

/** Sort keys that need the contract (company, trade): the page query joins it only then. */
const NEEDS_CONTRACT = new Set<WorkerListOrderField>(['companyName', 'trade']);
const NULLABLE = new Set<WorkerListOrderField>(['trade', 'workerSiteNumber']);

/**
 * One page of the project's workers (never the deleted). The page's ids come first from
 * `workers` alone, in an order the name index (`workers_name_idx`) serves, so a page of 20,000
 * workers reads only its rows; then those rows are joined to their contract and company
 * (contracts area's tables, read for the company's name). bench/README.md "Worker directory".
 */
export async function listWorkers(
  db: Executor,
  filter: WorkerFilter,
  page: { offset: number; limit: number; order: WorkerListOrderField; descending: boolean },
): Promise<WorkerRow[]> {
  const direction = page.descending ? sql`DESC` : sql`ASC`;
  const nulls = NULLABLE.has(page.order) ? sql`NULLS LAST` : sql``;
  const orderBy = sql`${ORDER_COLUMNS[page.order]} ${direction} ${nulls}, lower(w.last_name) ${direction},
      lower(w.first_name) ${direction}, w.worker_id ${direction}`;
  const joins = NEEDS_CONTRACT.has(page.order)
    ? sql`JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
      LEFT JOIN companies co ON co.company_id = c.company_id`
    : sql``;
  const result = await sql<WorkerRow>`
    WITH page AS (
      SELECT w.worker_id FROM workers w ${joins}
      WHERE ${whereFilter(filter)}
      ORDER BY ${orderBy}
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT w.worker_id, w.contract_id, w.title, w.first_name, w.middle_name, w.last_name,
      coalesce(w.trade, c.trade) AS trade, w.telephone, w.email, w.address, w.ethnicity, w.fields,
      ${contractDisplayName} AS company_name, w.created_at, w.photo_blob_uid
    FROM page p
    JOIN workers w ON w.worker_id = p.worker_id
    JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    ORDER BY ${orderBy}
  `.execute(db);
  return result.rows;
}

/** How many workers pass the filter (a page past the end still reports the total). */
export async function countWorkers(db: Executor, filter: WorkerFilter): Promise<number> {
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM workers w WHERE ${whereFilter(filter)}
  `.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Up to `limit` workers whose name or site number contains the text, best name match first. */
export async function suggestWorkers(db: Executor, filter: WorkerFilter, limit: number) {
  const prefix = `${likeText(filter.search ?? '')}%`;
  const result = await sql<{
    worker_id: number;
    contract_id: number;
    first_name: string;
    last_name: string;
    trade: string | null;
    company_name: string;
  }>`
    SELECT w.worker_id, w.contract_id, w.first_name, w.last_name,
      coalesce(w.trade, c.trade) AS trade, ${contractDisplayName} AS company_name
    FROM workers w
    JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    WHERE ${whereFilter(filter)}
    ORDER BY (lower(w.last_name) LIKE ${prefix} OR lower(w.first_name) LIKE ${prefix}) DESC,
      lower(w.last_name), lower(w.first_name), w.worker_id
    LIMIT ${limit}
  `.execute(db);
  return result.rows;
}

/**
 * Each worker's figures from the engine's worker-days (engine area): the exact sum of GrossHours
 * (numeric, rounded once by the caller) and the number of days seen.
 */
export async function workerDayTotals(db: Executor, projectId: number, workerIds: number[]) {
  if (workerIds.length === 0) return [];
  const result = await sql<{ worker_id: number; gross: string; days: string }>`
    SELECT worker_id, sum(gross_hours) AS gross, count(*) AS days
    FROM worker_days
    WHERE project_id = ${projectId} AND worker_id = ANY(${sql.val(workerIds)}::int[])
    GROUP BY worker_id
  `.execute(db);
  return result.rows;
}

/** The project facts the directory needs (projects area): contact columns and local today. */
export function projectFacts(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['show_contact_information', 'time_zone_id', 'workday_boundary_hour', 'country_code'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** One worker of the project for an edit, locked for the edit's transaction. */
export function findWorkerForUpdate(db: Executor, projectId: number, workerId: number) {
  return db
    .selectFrom('workers')
    .select([
      'worker_id',
      'contract_id',
      'first_name',
      'middle_name',
      'last_name',
      'telephone',
      'fields',
    ])
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .where('is_deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

export function updateWorker(
  db: Executor,
  projectId: number,
  workerId: number,
  values: {
    first_name?: string;
    middle_name?: string | null;
    last_name?: string;
    telephone?: string | null;
    fields?: Record<string, unknown>;
  },
) {
  const { fields, ...columns } = values;
  return db
    .updateTable('workers')
    .set({
      ...columns,
      ...(fields === undefined ? {} : { fields: JSON.stringify(fields) }),
      updated_at: sql<Date>`now()`,
    })
    .where('project_id', '=', projectId)
    .where('worker_id', '=', workerId)
    .execute();
}

/** The newest registrations first (index workers_recent_idx). */
export async function recentWorkers(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  limit: number,
  today: string,
) {
  const result = await sql<{
    worker_id: number;
    contract_id: number;
    first_name: string;
    last_name: string;
    trade: string | null;
    company_name: string;
    created_at: Date;
    self_registration_code: string | null;
    has_badge: boolean;
    duplicate_id: number | null;
    duplicate_name: string | null;
  }>`
    SELECT w.worker_id, w.contract_id, w.first_name, w.last_name,
      coalesce(w.trade, c.trade) AS trade, ${contractDisplayName} AS company_name, w.created_at,
      w.self_registration_code, d.worker_id AS duplicate_id,
      d.first_name || ' ' || d.last_name AS duplicate_name,
      EXISTS (
        SELECT 1 FROM worker_tags wt
        WHERE wt.project_id = w.project_id AND wt.worker_id = w.worker_id
          AND wt.start_date <= ${today} AND (wt.end_date IS NULL OR wt.end_date >= ${today})
      ) AS has_badge
    FROM workers w
    JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    -- The person it may duplicate, while both are on the project (and within the caller's scope).
    LEFT JOIN workers d ON d.project_id = w.project_id AND d.worker_id = w.possible_duplicate_of
      AND NOT d.is_deleted AND ${inContractScope('d.contract_id', scope)}
    WHERE w.project_id = ${projectId} AND NOT w.is_deleted
      AND ${inContractScope('w.contract_id', scope)}
    ORDER BY w.created_at DESC, w.worker_id DESC
    LIMIT ${limit}
  `.execute(db);
  return result.rows;
}

/** The contract picker's list (contracts area's table, read for the directory's filter). */
export async function projectContracts(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  page: { offset: number; limit: number; includeChildren: boolean },
) {
  const result = await sql<{
    contract_id: number;
    display_name: string;
    parent_contract_id: number | null;
    total_count: string;
  }>`
    SELECT c.contract_id, ${contractDisplayName} AS display_name, c.parent_contract_id,
      count(*) OVER () AS total_count
    FROM contracts c
    LEFT JOIN companies co ON co.company_id = c.company_id
    WHERE c.project_id = ${projectId} AND ${inContractScope('c.contract_id', scope)}
      AND (${page.includeChildren} OR c.parent_contract_id IS NULL)
    ORDER BY lower(${contractDisplayName}), c.contract_id
    LIMIT ${page.limit} OFFSET ${page.offset}
  `.execute(db);
  return result.rows;
}
