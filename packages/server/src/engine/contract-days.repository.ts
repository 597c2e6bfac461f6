import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** The per-contract rollup (contract_days) presence keeps with the worker-days it writes. */

export interface ContractDayKey {
  contractId: number;
  date: string;
}

/** The (contract, date) pairs these worker-days count in now, before they are rewritten. */
export async function contractDaysOf(
  db: Executor,
  projectId: number,
  keys: readonly { workerId: number; date: string }[],
): Promise<ContractDayKey[]> {
  if (keys.length === 0) return [];
  const result = await sql<{ contract_id: number; timesheet_date: string }>`
    SELECT DISTINCT w.contract_id, w.timesheet_date
    FROM worker_days w
    JOIN unnest(${keys.map((k) => k.workerId)}::int[], ${keys.map((k) => k.date)}::date[]) AS k(worker_id, d)
      ON w.worker_id = k.worker_id AND w.timesheet_date = k.d
    WHERE w.project_id = ${projectId} AND w.contract_id IS NOT NULL
  `.execute(db);
  return result.rows.map((r) => ({ contractId: r.contract_id, date: r.timesheet_date }));
}

/** Advisory lock class of contract_days maintenance (the second key is the project id). */
const CONTRACT_DAYS_LOCK = 5005;

/**
 * Recomputes contract_days for these (contract, date) pairs from worker_days, in the caller's
 * transaction. A per-project transaction lock serialises the writers, and each statement reads
 * what is committed when it starts (READ COMMITTED), so two processors touching the same pair
 * cannot leave it counting only one of them. Callers take projects in ascending id order.
 */
export async function refreshContractDays(
  db: Executor,
  projectId: number,
  pairs: readonly ContractDayKey[],
) {
  if (pairs.length === 0) return;
  const unique = new Map(pairs.map((p) => [`${p.contractId}|${p.date}`, p]));
  const contractIds = [...unique.values()].map((p) => p.contractId);
  const dates = [...unique.values()].map((p) => p.date);
  await sql`SELECT pg_advisory_xact_lock(${CONTRACT_DAYS_LOCK}, ${projectId})`.execute(db);
  await sql`
    DELETE FROM contract_days c USING unnest(${contractIds}::int[], ${dates}::date[]) AS k(contract_id, d)
    WHERE c.project_id = ${projectId} AND c.contract_id = k.contract_id AND c.timesheet_date = k.d
  `.execute(db);
  await sql`
    INSERT INTO contract_days (project_id, contract_id, timesheet_date, worker_count, onsite_net_hours,
      gross_hours, day_shift_count, night_shift_count, not_applicable_count)
    SELECT w.project_id, w.contract_id, w.timesheet_date, count(*), sum(w.onsite_net_hours), sum(w.gross_hours),
      count(*) FILTER (WHERE w.shift_type = 'Day'), count(*) FILTER (WHERE w.shift_type = 'Night'),
      count(*) FILTER (WHERE w.shift_type = 'NotApplicable')
    FROM worker_days w
    JOIN unnest(${contractIds}::int[], ${dates}::date[]) AS k(contract_id, d)
      ON w.contract_id = k.contract_id AND w.timesheet_date = k.d
    WHERE w.project_id = ${projectId}
    GROUP BY w.project_id, w.contract_id, w.timesheet_date
  `.execute(db);
}
