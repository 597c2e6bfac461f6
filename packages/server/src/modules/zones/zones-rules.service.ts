import {
  SEARCH_MIN_LENGTH,
  ZONE_RULE_WORKER_LIMIT,
  ZONES_MESSAGES,
  type ApiErrorItem,
  type ZoneAccessLevel,
  type ZoneRuleContract,
  type ZoneRules,
  type ZoneRuleWorkerOption,
  type ZoneWhitelistWorker,
} from '@siteline/shared';
import type { z } from 'zod';
import type { ZoneRulesUpdateSchema } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import { createZoneAccess } from './zones-access.ts';
import * as rulesRepo from './zones-rules.repository.ts';
import * as repo from './zones.repository.ts';
import { byId, inheritedStatus } from './zones-tree.ts';

export type ZoneRulesService = ReturnType<typeof createZoneRulesService>;
type RulesUpdate = z.output<typeof ZoneRulesUpdateSchema>;

/**
 * A zone's default status, contract rules and worker rules (spec 002 §3–§5). The engine's
 * snapshot follows every write at once (triggers move engine_config_version), so the next read
 * is decided by the new rules; reads already stored keep the decision made when they arrived
 * (docs/domain.md "Rule changes").
 */
export function createZoneRulesService(deps: {
  db: Database;
  /** Every worker a rule names is opened through the one door, as the caller may see it. */
  door: Pick<WorkersDoor, 'visibleWorkers'>;
}) {
  const { db, door } = deps;

  /** Of these workers, those the caller may name in a rule (live ones it sees), by id. */
  const nameable = async (auth: AuthContext, tx: Executor, projectId: number, ids: number[]) =>
    new Set(
      (await door.visibleWorkers(auth, projectId, ids, { executor: tx, live: true })).map(
        (w) => w.workerId,
      ),
    );
  const access = createZoneAccess(db);

  async function loadZone(executor: Executor, projectId: number, zoneId: number) {
    const zones = await repo.listZonesFull(executor, projectId);
    const zone = zones.find((z) => z.project_zone_id === zoneId);
    if (!zone) throw new NotFoundError(ZONES_MESSAGES.zoneNotFound);
    return { zones, zone };
  }

  async function rules(executor: Executor, projectId: number, zoneId: number): Promise<ZoneRules> {
    const { zones, zone } = await loadZone(executor, projectId, zoneId);
    const [contractRules, workerRules] = await Promise.all([
      rulesRepo.listContractRules(executor, projectId, [zoneId]),
      rulesRepo.listWorkerRules(executor, projectId, [zoneId]),
    ]);
    return {
      ProjectZoneId: zoneId,
      DefaultAuthorizationStatus: zone.default_authorization_status,
      InheritedAuthorizationStatus: inheritedStatus(byId(zones), zoneId),
      ContractRules: contractRules.map((r) => ({
        ContractId: r.contract_id,
        CompanyDisplayName: r.contract_name,
        AccessLevel: r.access_level,
        StartDateInclusive: r.start_date_inclusive,
        EndDateInclusive: r.end_date_inclusive,
      })),
      WorkerRules: workerRules.map((r) => ({
        WorkerId: r.worker_id,
        WorkerName: r.worker_name,
        ContractDisplayName: r.contract_name,
        AccessLevel: r.access_level,
        StartDateInclusive: r.start_date_inclusive,
        EndDateInclusive: r.end_date_inclusive,
        AssignmentLevel: 'WORKER' as const,
      })),
    };
  }

  return {
    get: (projectId: number, zoneId: number) => rules(db, projectId, zoneId),

    /** Replaces the zone's default and rules in one transaction (worker rules when sent). */
    async save(
      auth: AuthContext,
      projectId: number,
      zoneId: number,
      body: RulesUpdate,
    ): Promise<ZoneRules> {
      return db.transaction().execute(async (tx) => {
        const { zone } = await loadZone(tx, projectId, zoneId);
        if (zone.is_archived) throw new ValidationError(ZONES_MESSAGES.zoneArchived);
        const contracts = await rulesRepo.existingContracts(
          tx,
          projectId,
          body.ContractRules.map((r) => r.ContractId),
        );
        const workers = await nameable(
          auth,
          tx,
          projectId,
          (body.WorkerRules ?? []).map((r) => r.WorkerId),
        );
        const errors: ApiErrorItem[] = [
          ...body.ContractRules.flatMap((r, i) =>
            contracts.has(r.ContractId)
              ? []
              : [
                  {
                    errorMessage: ZONES_MESSAGES.contractNotFound,
                    field: `ContractRules.${i}.ContractId`,
                  },
                ],
          ),
          ...(body.WorkerRules ?? []).flatMap((r, i) =>
            workers.has(r.WorkerId)
              ? []
              : [
                  {
                    errorMessage: ZONES_MESSAGES.workerNotFound,
                    field: `WorkerRules.${i}.WorkerId`,
                  },
                ],
          ),
        ];
        if (errors.length > 0) throw new ValidationError(errors);
        const toValues = (r: {
          AccessLevel: rulesRepo.RuleValues['accessLevel'];
          StartDateInclusive: string | null;
          EndDateInclusive: string | null;
        }) => ({
          accessLevel: r.AccessLevel,
          start: r.StartDateInclusive,
          end: r.EndDateInclusive,
        });
        await repo.setDefaultStatus(tx, projectId, zoneId, body.DefaultAuthorizationStatus);
        await rulesRepo.replaceContractRules(
          tx,
          projectId,
          zoneId,
          body.ContractRules.map((r) => ({ id: r.ContractId, ...toValues(r) })),
        );
        if (body.WorkerRules)
          await rulesRepo.replaceWorkerRules(
            tx,
            projectId,
            zoneId,
            body.WorkerRules.map((r) => ({ id: r.WorkerId, ...toValues(r) })),
          );
        return rules(tx, projectId, zoneId);
      });
    },

    /**
     * spec 002 §3: the reset of a WORKER-level rule; the worker falls back to the contract's.
     * `within` runs in the same transaction (the worker record writes its changelog there).
     */
    async resetWorker(
      auth: AuthContext,
      projectId: number,
      zoneId: number,
      workerId: number,
      within?: (tx: Executor, zoneName: string) => Promise<void>,
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const { zone } = await loadZone(tx, projectId, zoneId);
        if (zone.is_archived) throw new ValidationError(ZONES_MESSAGES.zoneArchived);
        // A worker the caller may not see has no rule it can reset: the same answer as none.
        if (!(await nameable(auth, tx, projectId, [workerId])).has(workerId))
          throw new NotFoundError(ZONES_MESSAGES.noWorkerRule);
        if (!(await rulesRepo.deleteWorkerRule(tx, projectId, zoneId, workerId)))
          throw new NotFoundError(ZONES_MESSAGES.noWorkerRule);
        await within?.(tx, zone.zone_name);
      });
    },

    /**
     * One worker's own rule in one zone (the worker record's access tab, spec 002 §3): set,
     * replacing the one there was. The rule's dates are checked by the shared schema before this.
     */
    async setWorker(
      auth: AuthContext,
      projectId: number,
      zoneId: number,
      workerId: number,
      rule: {
        AccessLevel: ZoneAccessLevel;
        StartDateInclusive: string | null;
        EndDateInclusive: string | null;
      },
      within?: (tx: Executor, zoneName: string) => Promise<void>,
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const { zone } = await loadZone(tx, projectId, zoneId);
        if (zone.is_archived) throw new ValidationError(ZONES_MESSAGES.zoneArchived);
        if (!(await nameable(auth, tx, projectId, [workerId])).has(workerId))
          throw new NotFoundError(ZONES_MESSAGES.workerNotFound);
        await rulesRepo.upsertWorkerRule(tx, projectId, zoneId, {
          id: workerId,
          accessLevel: rule.AccessLevel,
          start: rule.StartDateInclusive,
          end: rule.EndDateInclusive,
        });
        await within?.(tx, zone.zone_name);
      });
    },

    /** `workers_access`: who may be in the zone today. */
    async whitelist(projectId: number, zoneId: number): Promise<ZoneWhitelistWorker[]> {
      const { zones } = await loadZone(db, projectId, zoneId);
      return access.whitelist(projectId, zones, zoneId);
    },

    async contractOptions(projectId: number): Promise<ZoneRuleContract[]> {
      const rows = await rulesRepo.listContracts(db, projectId);
      return rows.map((r) => ({
        ContractId: r.contract_id,
        CompanyDisplayName: r.contract_name,
        ParentContractId: r.parent_contract_id,
      }));
    },

    /** Workers a rule could name; nothing below the spec's 3 characters (spec 002 §9). */
    async workerOptions(projectId: number, search: string): Promise<ZoneRuleWorkerOption[]> {
      const text = search.trim();
      if (text.length < SEARCH_MIN_LENGTH) return [];
      const rows = await rulesRepo.searchWorkers(db, projectId, text, ZONE_RULE_WORKER_LIMIT);
      return rows.map((r) => ({
        WorkerId: r.worker_id,
        WorkerName: r.worker_name,
        WorkerTrade: r.trade,
        ContractDisplayName: r.contract_name,
      }));
    },
  };
}
