import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName, inContractScope } from '../../lib/contract-sql.ts';

/** The alerts whose instance is a list of workers: key persons and realtime persons. */
export type WorkerList = 'alert_key_persons' | 'alert_realtime_persons';

export interface ListedWorkerRow {
  worker_id: number;
  worker_name: string;
  company_name: string;
  seen_at: Date | null;
  /** The key person's days (null on a list without them). */
  days_since_last_seen: number | null;
}

/** The listed workers the caller may see, with their names and when they were last seen. */
export async function listedWorkers(
  db: Executor,
  list: WorkerList,
  projectId: number,
  scope: readonly number[] | null,
): Promise<ListedWorkerRow[]> {
  const days = list === 'alert_key_persons' ? sql`k.days_since_last_seen` : sql`NULL::int`;
  const { rows } = await sql<ListedWorkerRow>`
    SELECT k.worker_id, w.first_name || ' ' || w.last_name AS worker_name,
      ${contractDisplayName} AS company_name, ls.seen_at, ${days} AS days_since_last_seen
    FROM ${sql.table(list)} k
    JOIN workers w ON w.project_id = k.project_id AND w.worker_id = k.worker_id
    JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    LEFT JOIN worker_last_seen ls ON ls.project_id = k.project_id AND ls.worker_id = k.worker_id
    WHERE k.project_id = ${projectId} AND ${inContractScope('w.contract_id', scope)}
    ORDER BY w.last_name, w.first_name`.execute(db);
  return rows;
}

/** Takes off the list the workers the caller may see; the others' stay (a company's editor). */
export async function clearListed(
  db: Executor,
  list: WorkerList,
  projectId: number,
  scope: readonly number[] | null,
) {
  await sql`
    DELETE FROM ${sql.table(list)} k USING workers w
    WHERE k.project_id = ${projectId} AND w.project_id = k.project_id AND w.worker_id = k.worker_id
      AND ${inContractScope('w.contract_id', scope)}
  `.execute(db);
}
