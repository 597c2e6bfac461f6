import {
  type WorkerZoneAccess,
  type WorkerZoneAccessUpdate,
  type ZoneAccessLevel,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { decideAccess, type AccessRule } from '../../engine/access.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ZoneRulesService } from '../zones/zones-rules.service.ts';
import { buildPolicy } from '../zones/zones-tree.ts';
import * as repo from './workers-access.repository.ts';
import { recordWorkerChanges } from './workers-changelog.ts';
import type { WorkersDoor } from './workers-door.ts';

export type WorkersAccessService = ReturnType<typeof createWorkersAccessService>;

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Whether a rule lets the worker in today, is still to start, or has ended (Deny: none). */
export function subAccessLevel(
  rule: AccessRule,
  today: string,
): WorkerZoneAccess['SubAccessLevel'] {
  if (rule.accessLevel === 'Deny') return null;
  if (rule.start !== null && today < rule.start) return 'NotStarted';
  if (rule.accessLevel === 'Limited' && rule.end !== null && today > rule.end) return 'Ended';
  return 'Current';
}

/** How the changelog writes a worker's rule in a zone. */
function ruleText(rule: {
  AccessLevel: ZoneAccessLevel;
  StartDateInclusive: string | null;
  EndDateInclusive: string | null;
}): string {
  const dates = [rule.StartDateInclusive, rule.EndDateInclusive].filter((d) => d !== null);
  return dates.length > 0 ? `${rule.AccessLevel} ${dates.join(' – ')}` : rule.AccessLevel;
}

/**
 * The worker record's access tab (spec 002 §3 "Zone access", CHECKLIST §11.11): every active
 * zone with the worker's access there today as the engine decides it (engine/access.ts over the
 * worker's and their contract's rules and the zone defaults), where the deciding rule comes
 * from, and the worker's own rules set or reset through the zones area's rules service (so the
 * engine's snapshot follows at once and the next read is decided by them).
 */
export function createWorkersAccessService(deps: {
  db: Database;
  door: WorkersDoor;
  zoneRules: Pick<ZoneRulesService, 'setWorker' | 'resetWorker'>;
}) {
  const { db, door, zoneRules } = deps;

  async function tree(
    auth: AuthContext,
    projectId: number,
    workerId: number,
  ): Promise<WorkerZoneAccess[]> {
    const worker = await door.visibleWorker(auth, projectId, workerId);
    const [zones, rules] = await Promise.all([
      repo.listZones(db, projectId),
      repo.rulesFor(db, projectId, workerId, worker.contractId),
    ]);
    const policy = buildPolicy(
      zones.map((z) => ({ ...z, zone_description: null, is_site_entrance_exit: false })),
      rules.contractRules,
      rules.workerRules,
    );
    const today = localDate(Date.now(), worker.timeZone);
    const names = new Map(zones.map((z) => [z.project_zone_id, z.zone_name]));
    const who = { workerId, contractId: worker.contractId };
    const nodes = new Map<number, WorkerZoneAccess>();
    for (const z of zones) {
      const decision = decideAccess(policy, z.project_zone_id, who, today);
      const origin = decision.originZoneId;
      const rule =
        origin === null
          ? undefined
          : decision.decidedBy === 'worker-rule'
            ? policy.workerRules.get(origin)?.get(workerId)
            : decision.decidedBy === 'contract-rule'
              ? policy.contractRules.get(origin)?.get(worker.contractId)
              : undefined;
      nodes.set(z.project_zone_id, {
        ProjectZoneId: z.project_zone_id,
        ZoneName: z.zone_name,
        parentProjectZoneId: z.parent_project_zone_id,
        IsArchived: z.is_archived,
        HasAccess: decision.allowed,
        AccessLevel: rule?.accessLevel ?? null,
        SubAccessLevel: rule ? subAccessLevel(rule, today) : null,
        AssignmentLevel:
          decision.decidedBy === 'worker-rule'
            ? 'WORKER'
            : decision.decidedBy === 'contract-rule'
              ? 'CONTRACT'
              : 'ZONE',
        StartDateInclusive: rule?.start ?? null,
        EndDateInclusive: rule?.end ?? null,
        ruleOriginProjectZoneId: origin,
        ruleOriginZoneName: origin === null ? null : (names.get(origin) ?? null),
        ChildZones: [],
      });
    }
    const roots: WorkerZoneAccess[] = [];
    const ordered = [...zones].sort(
      (a, b) =>
        NAME_ORDER.compare(a.zone_name, b.zone_name) || a.project_zone_id - b.project_zone_id,
    );
    for (const z of ordered) {
      const node = nodes.get(z.project_zone_id)!;
      const parent =
        z.parent_project_zone_id === null ? undefined : nodes.get(z.parent_project_zone_id);
      if (parent) parent.ChildZones.push(node);
      else roots.push(node);
    }
    return roots;
  }

  return {
    tree,

    /** Sets the worker's own rule in the zone (ManageZones), with a changelog line. */
    async set(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      zoneId: number,
      body: WorkerZoneAccessUpdate,
    ): Promise<WorkerZoneAccess[]> {
      await door.visibleWorker(auth, projectId, workerId);
      const rule = {
        AccessLevel: body.AccessLevel,
        StartDateInclusive: body.StartDateInclusive,
        EndDateInclusive: body.EndDateInclusive,
      };
      const old = await repo.rulesFor(db, projectId, workerId, -1);
      const before = old.workerRules.find((r) => r.project_zone_id === zoneId);
      await zoneRules.setWorker(auth, projectId, zoneId, workerId, rule, (tx, zoneName) =>
        recordWorkerChanges(tx, {
          projectId,
          workerId,
          userId: auth.userId,
          changes: [
            {
              field: `ZoneAccess: ${zoneName}`,
              oldValue: before
                ? ruleText({
                    AccessLevel: before.access_level,
                    StartDateInclusive: before.start_date_inclusive,
                    EndDateInclusive: before.end_date_inclusive,
                  })
                : null,
              newValue: ruleText(rule),
            },
          ],
        }).then(() => undefined),
      );
      return tree(auth, projectId, workerId);
    },

    /** Removes the worker's own rule in the zone (offered for WORKER-level access). */
    async reset(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      zoneId: number,
    ): Promise<void> {
      await door.visibleWorker(auth, projectId, workerId);
      const old = await repo.rulesFor(db, projectId, workerId, -1);
      const before = old.workerRules.find((r) => r.project_zone_id === zoneId);
      await zoneRules.resetWorker(auth, projectId, zoneId, workerId, (tx, zoneName) =>
        recordWorkerChanges(tx, {
          projectId,
          workerId,
          userId: auth.userId,
          changes: [
            {
              field: `ZoneAccess: ${zoneName}`,
              oldValue: before
                ? ruleText({
                    AccessLevel: before.access_level,
                    StartDateInclusive: before.start_date_inclusive,
                    EndDateInclusive: before.end_date_inclusive,
                  })
                : null,
              newValue: null,
            },
          ],
        }).then(() => undefined),
      );
    },
  };
}
