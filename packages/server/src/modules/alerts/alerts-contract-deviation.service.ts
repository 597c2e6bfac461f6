import {
  CONTRACT_DEVIATION_MESSAGES,
  deviationBreach,
  deviationPercent,
  type ContractDeviationInstance,
  type ContractDeviationInstanceUpdate,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ContractStanding, PlanStandingService } from '../dashboards/dashboards.standing.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import * as repo from './alerts-contract-deviation.repository.ts';
import * as daily from './alerts-daily.repository.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { evaluateRule } from './alerts-notify.ts';
import * as alertsRepo from './alerts.repository.ts';
import type { AlertWebhooks } from './alerts-webhooks.ts';

export type ContractDeviationService = ReturnType<typeof createContractDeviationService>;

/** Primes by name, each followed by its subs (a sub whose prime is not listed stands alone). */
function treeOrder(contracts: readonly ContractStanding[]): ContractStanding[] {
  const byName = (a: ContractStanding, b: ContractStanding) =>
    a.displayName.localeCompare(b.displayName) || a.contractId - b.contractId;
  const listed = new Set(contracts.map((c) => c.contractId));
  const children = new Map<number, ContractStanding[]>();
  const roots: ContractStanding[] = [];
  for (const c of contracts) {
    if (c.parentContractId !== null && listed.has(c.parentContractId))
      children.set(c.parentContractId, [...(children.get(c.parentContractId) ?? []), c]);
    else roots.push(c);
  }
  const out: ContractStanding[] = [];
  const walk = (c: ContractStanding, seen: Set<number>) => {
    if (seen.has(c.contractId)) return;
    seen.add(c.contractId);
    out.push(c);
    for (const child of (children.get(c.contractId) ?? []).sort(byName)) walk(child, seen);
  };
  const seen = new Set<number>();
  for (const root of roots.sort(byName)) walk(root, seen);
  return out;
}

/**
 * The contract-deviation alert (DOMAIN.md): its editor's instance, and the daily evaluation of
 * each listed contract's deviation to date against its limits.
 */
export function createContractDeviationService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  standing: Pick<PlanStandingService, 'contracts' | 'today'>;
  announceFacts: (changed: readonly ChangedFact[]) => void;
  webhooks?: AlertWebhooks;
  queue?: JobQueue;
}) {
  const { db, projects, standing } = deps;

  /**
   * One project's evaluation at `now`. With `claim`, only the first evaluation of the project's
   * day does anything (the loop, on every server); a save evaluates at once, without it.
   */
  async function evaluateProject(projectId: number, now: number, claim: boolean) {
    if (
      claim &&
      (await daily.ranOn(
        db,
        projectId,
        repo.CONTRACT_DEVIATION,
        await standing.today(projectId, now),
      ))
    )
      return { raised: 0, resolved: 0 };
    const [{ today, contracts }, limits, instance] = await Promise.all([
      standing.contracts(projectId, now),
      repo.limits(db, projectId),
      alertsRepo.findInstance(db, projectId, repo.CONTRACT_DEVIATION),
    ]);
    const byId = new Map(contracts.map((c) => [c.contractId, c]));
    const breaches: repo.Breach[] = [];
    for (const limit of instance?.is_active ? limits : []) {
      const c = byId.get(limit.contract_id);
      if (!c) continue;
      const breach = deviationBreach(
        c.actualToDate,
        c.plannedToDate,
        limit.under_deviation,
        limit.over_deviation,
      );
      if (breach === null) continue;
      breaches.push({
        contractId: c.contractId,
        date: today,
        deviationPercent: deviationPercent(c.actualToDate, c.plannedToDate),
        limitPercent: breach === 'under' ? -limit.under_deviation : limit.over_deviation,
      });
    }
    return evaluateRule(
      db,
      async (tx) => {
        if (claim && !(await daily.claimDay(tx, projectId, repo.CONTRACT_DEVIATION, today)))
          return { raised: [], resolved: [] };
        return repo.applyBreaches(tx, projectId, breaches, new Date(now));
      },
      deps,
    );
  }

  async function instance(
    auth: AuthContext,
    projectId: number,
  ): Promise<ContractDeviationInstance> {
    const scope = await projects.contractScope(auth, projectId);
    const allowed = scope === null ? null : new Set(scope);
    const [{ contracts }, limits, found] = await Promise.all([
      standing.contracts(projectId),
      repo.limits(db, projectId),
      alertsRepo.findInstance(db, projectId, repo.CONTRACT_DEVIATION),
    ]);
    const limitOf = new Map(limits.map((l) => [l.contract_id, l]));
    return {
      ContractAlertInstanceId: found?.alert_instance_id ?? null,
      IsActive: found?.is_active ?? false,
      Contracts: treeOrder(
        contracts.filter((c) => allowed === null || allowed.has(c.contractId)),
      ).map((c) => ({
        ContractId: c.contractId,
        DisplayName: c.displayName,
        ParentContractId: c.parentContractId,
        UnderDeviation: limitOf.get(c.contractId)?.under_deviation ?? null,
        OverDeviation: limitOf.get(c.contractId)?.over_deviation ?? null,
        Deviation: deviationPercent(c.actualToDate, c.plannedToDate),
      })),
    };
  }

  return {
    instance,

    /** The loop's pass over every project whose rule is on (or has open facts). */
    async evaluate(now = Date.now()) {
      let raised = 0;
      let resolved = 0;
      for (const projectId of await daily.projectsOf(db, repo.CONTRACT_DEVIATION)) {
        const result = await evaluateProject(projectId, now, true);
        raised += result.raised;
        resolved += result.resolved;
      }
      return { raised, resolved };
    },

    /** Saves the limits (the caller's scope of them) and evaluates the project at once. */
    async save(
      auth: AuthContext,
      projectId: number,
      body: ContractDeviationInstanceUpdate,
    ): Promise<ContractDeviationInstance> {
      const scope = await projects.contractScope(auth, projectId);
      const rows = body.Contracts.map((c) => ({
        contractId: c.ContractId,
        under: c.UnderDeviation!,
        over: c.OverDeviation!,
      }));
      const known = new Set(
        (
          await repo.contractsInScope(
            db,
            projectId,
            rows.map((r) => r.contractId),
            scope,
          )
        ).map((c) => c.contract_id),
      );
      if (rows.some((r) => !known.has(r.contractId)))
        throw new NotFoundError(CONTRACT_DEVIATION_MESSAGES.contractNotFound);
      await db.transaction().execute(async (tx) => {
        await alertsRepo.upsertInstance(tx, projectId, repo.CONTRACT_DEVIATION, body.IsActive);
        await repo.replaceLimits(tx, projectId, scope, rows);
      });
      await evaluateProject(projectId, Date.now(), false);
      return instance(auth, projectId);
    },
  };
}
