import type { ZoneWhitelistWorker } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { decideAccess } from '../../engine/access.ts';
import { localDate } from '../../lib/time.ts';
import * as rulesRepo from './zones-rules.repository.ts';
import * as repo from './zones.repository.ts';
import { buildPolicy, byId, ruleChain, type TreeZone } from './zones-tree.ts';

/**
 * Who may be in a zone and by which rule, decided by the engine's own function
 * (engine/access.ts) over the rules as they are now, for the project's today.
 */
export function createZoneAccess(db: Database) {
  async function today(projectId: number): Promise<string> {
    const timeZone = (await repo.projectTimeZone(db, projectId)) ?? 'UTC';
    return localDate(Date.now(), timeZone);
  }

  /** The workers the engine would let into the zone today. */
  async function whitelist(
    projectId: number,
    zones: readonly TreeZone[],
    zoneId: number,
  ): Promise<ZoneWhitelistWorker[]> {
    const [contractRules, workerRules, workers, date] = await Promise.all([
      rulesRepo.listContractRules(db, projectId),
      rulesRepo.listWorkerRules(db, projectId),
      rulesRepo.listWorkers(db, projectId),
      today(projectId),
    ]);
    const policy = buildPolicy(zones, contractRules, workerRules);
    return workers
      .filter(
        (w) =>
          decideAccess(policy, zoneId, { workerId: w.worker_id, contractId: w.contract_id }, date)
            .allowed,
      )
      .map((w) => ({
        WorkerName: w.worker_name,
        WorkerId: w.worker_id,
        WorkerTrade: w.trade,
        ContractDisplayName: w.contract_name,
        FirstName: w.first_name,
        LastName: w.last_name,
      }));
  }

  return {
    whitelist,

    /**
     * The rules that decide in the zone: its own and those of the zones it inherits from, the
     * nearest first (a contract or worker named twice is decided by the nearer rule).
     */
    async inForce(projectId: number, zones: readonly TreeZone[], zoneId: number) {
      const { chain, origin } = ruleChain(byId(zones), zoneId);
      const chainIds = chain.map((z) => z.project_zone_id);
      const [contractRules, workerRules, allowed] = await Promise.all([
        rulesRepo.listContractRules(db, projectId, chainIds),
        rulesRepo.listWorkerRules(db, projectId, chainIds),
        whitelist(projectId, zones, zoneId),
      ]);
      const nearestFirst = <R extends { project_zone_id: number }>(rows: readonly R[]) =>
        [...rows].sort(
          (a, b) => chainIds.indexOf(a.project_zone_id) - chainIds.indexOf(b.project_zone_id),
        );
      const firstPer = <R extends { project_zone_id: number }>(
        rows: readonly R[],
        key: (r: R) => number,
      ) => {
        const seen = new Set<number>();
        return nearestFirst(rows).filter((r) => !seen.has(key(r)) && !!seen.add(key(r)));
      };
      const dates = (r: rulesRepo.ContractRuleRow | rulesRepo.WorkerRuleRow) => ({
        AccessLevel: r.access_level,
        StartDateInclusive: r.start_date_inclusive,
        EndDateInclusive: r.end_date_inclusive,
        ruleOriginProjectZoneId: r.project_zone_id,
      });
      return {
        origin,
        workersWithAccess: allowed,
        contracts: firstPer(contractRules, (r) => r.contract_id)
          .map((r) => ({
            ContractId: r.contract_id,
            CompanyDisplayName: r.contract_name,
            ...dates(r),
          }))
          .sort((a, b) => a.CompanyDisplayName.localeCompare(b.CompanyDisplayName)),
        workers: firstPer(workerRules, (r) => r.worker_id)
          .map((r) => ({
            WorkerId: r.worker_id,
            WorkerName: r.worker_name,
            ContractDisplayName: r.contract_name,
            ...dates(r),
          }))
          .sort((a, b) => a.WorkerName.localeCompare(b.WorkerName)),
      };
    },
  };
}
