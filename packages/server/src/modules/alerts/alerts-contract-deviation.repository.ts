import { ALERT_FACT_STATUS } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { inContractScope } from '../../lib/contract-sql.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';

export const CONTRACT_DEVIATION = 'ContractDeviation';

export function limits(db: Executor, projectId: number) {
  return db
    .selectFrom('alert_contract_deviations')
    .select(['contract_id', 'under_deviation', 'over_deviation'])
    .where('project_id', '=', projectId)
    .execute();
}

/** Contracts of the project within the caller's scope, of those asked. */
export function contractsInScope(
  db: Executor,
  projectId: number,
  contractIds: readonly number[],
  scope: readonly number[] | null,
) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contracts')
    .select('contract_id')
    .where('project_id', '=', projectId)
    .where('contract_id', 'in', [...contractIds])
    .where(inContractScope('contract_id', scope))
    .execute();
}

/** Replaces the rows the caller may see; the others' stay (a company-limited editor). */
export async function replaceLimits(
  db: Executor,
  projectId: number,
  scope: readonly number[] | null,
  rows: readonly { contractId: number; under: number; over: number }[],
) {
  await db
    .deleteFrom('alert_contract_deviations')
    .where('project_id', '=', projectId)
    .where(inContractScope('contract_id', scope))
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto('alert_contract_deviations')
    .values(
      rows.map((r) => ({
        project_id: projectId,
        contract_id: r.contractId,
        under_deviation: r.under,
        over_deviation: r.over,
      })),
    )
    .execute();
}

export interface Breach {
  contractId: number;
  date: string;
  deviationPercent: number | null;
  limitPercent: number;
}

/**
 * One open fact per contract out of its limits; a contract still out keeps its fact (and its
 * figures as they were when raised); one back within them, or no longer watched, resolves now.
 */
export async function applyBreaches(
  db: Executor,
  projectId: number,
  breaches: readonly Breach[],
  now: Date,
): Promise<{ raised: ChangedFact[]; resolved: ChangedFact[] }> {
  const raised = breaches.length
    ? await db
        .insertInto('alert_facts')
        .values(
          [...breaches]
            .sort((a, b) => a.contractId - b.contractId)
            .map((b) => ({
              project_id: projectId,
              alert_type: CONTRACT_DEVIATION,
              contract_id: b.contractId,
              fact_date: b.date,
              status: ALERT_FACT_STATUS.Active,
              triggered_at: now,
              details: JSON.stringify({
                DeviationPercent: b.deviationPercent,
                LimitPercent: b.limitPercent,
              }),
            })),
        )
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'contract_id'])
            .where('alert_type', '=', CONTRACT_DEVIATION)
            .where('status', '<>', ALERT_FACT_STATUS.Resolved)
            .doNothing(),
        )
        .returning(['project_id', 'alert_fact_id', 'contract_id'])
        .execute()
    : [];
  const still = breaches.map((b) => b.contractId);
  const resolved = await db
    .updateTable('alert_facts')
    .set({ status: ALERT_FACT_STATUS.Resolved, resolved_at: now })
    .where('project_id', '=', projectId)
    .where('alert_type', '=', CONTRACT_DEVIATION)
    .where('status', '<>', ALERT_FACT_STATUS.Resolved)
    .where(sql<boolean>`NOT (contract_id = ANY(${sql.val(still)}::int[]))`)
    .returning(['project_id', 'alert_fact_id', 'contract_id'])
    .execute();
  return { raised, resolved };
}
