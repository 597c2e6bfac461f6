import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName, inContractScope } from '../../lib/contract-sql.ts';

/** The workers a filter finds (docs/domain.md "Text messages"), as the query reads it. */
export interface WorkerQuery {
  projectId: number;
  scope: readonly number[] | null;
  /** Only these contracts; null: every contract. */
  contractIds: readonly number[] | null;
  /** With the workers of contracts that have no company yet (the pseudo contract 0). */
  includeUnassigned: boolean;
  /** Only those with a badge valid on this date (the project's today). */
  activeTagOn: string | null;
  /** Only these (on site now); null: no on-site filter. */
  workerIds: readonly number[] | null;
  /** Only those seen on site on a day of this range, both inclusive. */
  seen: { first: string; last: string } | null;
}

export interface WorkerRow {
  worker_id: number;
  display_name: string;
  company_name: string;
  /** Null for a worker of a contract with no company yet. */
  contract_id: number | null;
  telephone: string | null;
}

/** One query for every filter; a worker list is at most a project's workers. */
export async function workers(db: Executor, q: WorkerQuery): Promise<WorkerRow[]> {
  const contracts =
    q.contractIds === null
      ? sql`true`
      : sql`(w.contract_id = ANY(${sql.val([...q.contractIds])}::int[])
          OR ${q.includeUnassigned ? sql`c.company_id IS NULL` : sql`false`})`;
  const activeTag =
    q.activeTagOn === null
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM worker_tags wt
          WHERE wt.project_id = w.project_id AND wt.worker_id = w.worker_id
            AND wt.start_date <= ${q.activeTagOn}::date
            AND (wt.end_date IS NULL OR wt.end_date >= ${q.activeTagOn}::date))`;
  const onSite =
    q.workerIds === null ? sql`true` : sql`w.worker_id = ANY(${sql.val([...q.workerIds])}::int[])`;
  // The engine's days of presence say who was seen on site on a day (the dashboards' own rows).
  const seen =
    q.seen === null
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM worker_days wd
          WHERE wd.project_id = w.project_id AND wd.worker_id = w.worker_id
            AND wd.timesheet_date BETWEEN ${q.seen.first}::date AND ${q.seen.last}::date)`;
  const result = await sql<WorkerRow>`
    SELECT w.worker_id,
           w.first_name || ' ' || w.last_name AS display_name,
           CASE WHEN c.company_id IS NULL THEN 'Unassigned' ELSE ${contractDisplayName} END
             AS company_name,
           CASE WHEN c.company_id IS NULL THEN NULL ELSE w.contract_id END AS contract_id,
           coalesce(nullif(w.telephone, ''), w.fields->>'Telephone') AS telephone
      FROM workers w
      JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
      LEFT JOIN companies co ON co.company_id = c.company_id
     WHERE w.project_id = ${q.projectId} AND NOT w.is_deleted
       AND ${inContractScope('w.contract_id', q.scope)}
       AND ${contracts} AND ${activeTag} AND ${onSite} AND ${seen}
     ORDER BY lower(CASE WHEN c.company_id IS NULL THEN 'Unassigned' ELSE ${contractDisplayName} END),
              lower(w.last_name), lower(w.first_name), w.worker_id`.execute(db);
  return result.rows;
}

/** The picker's contracts (spec 002 §9: list size 10000), each with its workers' count. */
export function contracts(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  limit: number,
) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'c.contract_id',
      'c.parent_contract_id',
      'c.company_id',
      contractDisplayName.as('display_name'),
      sql<number>`(SELECT count(*)::int FROM workers w
        WHERE w.project_id = c.project_id AND w.contract_id = c.contract_id
          AND NOT w.is_deleted)`.as('workers'),
    ])
    .where('c.project_id', '=', projectId)
    .where(inContractScope('c.contract_id', scope))
    .orderBy(sql`lower(${contractDisplayName})`)
    .orderBy('c.contract_id')
    .limit(limit)
    .execute();
}

export async function insertBatch(
  db: Executor,
  batch: {
    projectId: number;
    userId: number;
    message: string;
    filter: object;
    description: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('text_message_batches')
    .values({
      project_id: batch.projectId,
      created_by: batch.userId,
      message: batch.message,
      filter: JSON.stringify(batch.filter),
      filter_description: batch.description,
    })
    .returning('text_message_batch_id')
    .executeTakeFirstOrThrow();
  return row.text_message_batch_id;
}

export interface RecipientInsert {
  worker_id: number;
  contract_id: number | null;
  display_name: string;
  company_name: string;
  phone_e164: string | null;
  outbox_message_id: number | null;
  not_sent_reason: 'no_phone' | 'opted_out' | 'demo' | null;
}

/** Rows per INSERT (9 parameters each, under PostgreSQL's 65,535). */
const SLICE = 5000;

export async function insertRecipients(
  db: Executor,
  projectId: number,
  batchId: number,
  rows: readonly RecipientInsert[],
) {
  for (let i = 0; i < rows.length; i += SLICE) {
    await db
      .insertInto('text_message_recipients')
      .values(
        rows
          .slice(i, i + SLICE)
          .map((r) => ({ ...r, project_id: projectId, text_message_batch_id: batchId })),
      )
      .execute();
  }
}

/** The project's clock, demo flag and country (a batch's times, whether it texts, its phones). */
export function projectClock(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['time_zone_id', 'is_demo', 'country_code'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}
