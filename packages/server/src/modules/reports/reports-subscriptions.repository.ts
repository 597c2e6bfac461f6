import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { inContractScope } from '../../lib/contract-sql.ts';

/** report_subscriptions and report_subscription_runs (this area's tables). */

export interface SubscriptionRow {
  report_subscription_id: number;
  contract_id: number;
  report_library_id: number;
  email: string;
  language: 'en' | 'es';
  subscribed_user_id: number | null;
  unsubscribe_key: string;
}

const COLUMNS = [
  'report_subscription_id',
  'contract_id',
  'report_library_id',
  'email',
  'language',
  'subscribed_user_id',
  'unsubscribe_key',
] as const;

export function list(db: Executor, projectId: number, scope: readonly number[] | null) {
  return db
    .selectFrom('report_subscriptions')
    .select(COLUMNS)
    .where('project_id', '=', projectId)
    .where(inContractScope('contract_id', scope))
    .orderBy('contract_id')
    .orderBy('report_subscription_id')
    .execute() as Promise<SubscriptionRow[]>;
}

export async function remove(db: Executor, projectId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('report_subscriptions')
    .where('project_id', '=', projectId)
    .where('report_subscription_id', 'in', [...ids])
    .execute();
}

export async function update(
  db: Executor,
  projectId: number,
  row: {
    id: number;
    contractId: number;
    libraryId: number;
    email: string;
    language: 'en' | 'es';
    userId: number | null;
  },
) {
  await db
    .updateTable('report_subscriptions')
    .set({
      contract_id: row.contractId,
      report_library_id: row.libraryId,
      email: row.email,
      language: row.language,
      subscribed_user_id: row.userId,
    })
    .where('project_id', '=', projectId)
    .where('report_subscription_id', '=', row.id)
    .execute();
}

export async function insert(
  db: Executor,
  projectId: number,
  row: {
    contractId: number;
    libraryId: number;
    email: string;
    language: 'en' | 'es';
    userId: number | null;
  },
  createdBy: number,
) {
  await db
    .insertInto('report_subscriptions')
    .values({
      project_id: projectId,
      contract_id: row.contractId,
      report_library_id: row.libraryId,
      email: row.email,
      language: row.language,
      subscribed_user_id: row.userId,
      created_by_user_id: createdBy,
    })
    .execute();
}

/** A project user with this address, so the row names who it is for. */
export async function userIdsByEmail(db: Executor, projectId: number, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('project_memberships as m', 'm.user_id', 'u.user_id')
    .select(['u.user_id', sql<string>`lower(u.email)`.as('email')])
    .where('m.project_id', '=', projectId)
    .where(sql<boolean>`lower(u.email) = ANY(${emails.map((e) => e.toLowerCase())}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.email, r.user_id]));
}

export function byKey(db: Executor, key: string) {
  return db
    .selectFrom('report_subscriptions as s')
    .innerJoin('projects as p', 'p.project_id', 's.project_id')
    .select([
      's.project_id',
      's.report_subscription_id',
      's.contract_id',
      's.report_library_id',
      's.email',
      'p.title',
    ])
    .where('s.unsubscribe_key', '=', key)
    .executeTakeFirst();
}

export async function removeByKey(db: Executor, projectId: number, id: number) {
  await db
    .deleteFrom('report_subscriptions')
    .where('project_id', '=', projectId)
    .where('report_subscription_id', '=', id)
    .execute();
}

/** Real projects with at least one subscription, with their clocks (demo projects never send). */
export function projectsWithSubscriptions(db: Executor) {
  return db
    .selectFrom('projects as p')
    .select(['p.project_id', 'p.title', 'p.time_zone_id'])
    .where('p.is_demo', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('report_subscriptions as s')
          .select('s.project_id')
          .whereRef('s.project_id', '=', 'p.project_id'),
      ),
    )
    .execute();
}

/** Claims the project's run for the report date: true once, whoever asks again. */
export async function claimRun(db: Executor, projectId: number, reportDate: string) {
  const row = await db
    .insertInto('report_subscription_runs')
    .values({ project_id: projectId, report_date: reportDate })
    .onConflict((oc) => oc.columns(['project_id', 'report_date']).doNothing())
    .returning('project_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordRun(
  db: Executor,
  projectId: number,
  reportDate: string,
  emails: number,
) {
  await db
    .updateTable('report_subscription_runs')
    .set({ emails })
    .where('project_id', '=', projectId)
    .where('report_date', '=', reportDate)
    .execute();
}

/**
 * Every subscription of the project with its contract's subs, and whose view the report is made
 * for: the subscribed user while a member of the project, else whoever created it (an outside
 * address sees no more than its creator could). No one recorded: the contract and its subs.
 */
export async function due(db: Executor, projectId: number) {
  const result = await sql<
    SubscriptionRow & {
      scope: number[];
      contract_name: string;
      viewer_user_id: number | null;
      viewer_is_provider: boolean;
    }
  >`
    SELECT s.report_subscription_id, s.contract_id, s.report_library_id, s.email, s.language,
      s.subscribed_user_id, s.unsubscribe_key::text AS unsubscribe_key,
      v.user_id AS viewer_user_id, coalesce(v.is_provider_employee, false) AS viewer_is_provider,
      array(SELECT c2.contract_id FROM contracts c2
            WHERE c2.project_id = s.project_id
              AND (c2.contract_id = s.contract_id OR c2.parent_contract_id = s.contract_id)) AS scope,
      coalesce(c.display_name, co.name, c.trade, 'Contract ' || c.contract_id) AS contract_name
    FROM report_subscriptions s
    JOIN contracts c ON c.project_id = s.project_id AND c.contract_id = s.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    LEFT JOIN LATERAL (
      SELECT u.user_id, u.is_provider_employee FROM users u
      WHERE u.user_id = CASE
        WHEN EXISTS (SELECT 1 FROM project_memberships m
                     WHERE m.project_id = s.project_id AND m.user_id = s.subscribed_user_id)
        THEN s.subscribed_user_id ELSE s.created_by_user_id END
    ) v ON true
    WHERE s.project_id = ${projectId}
    ORDER BY s.report_subscription_id`.execute(db);
  return result.rows;
}
