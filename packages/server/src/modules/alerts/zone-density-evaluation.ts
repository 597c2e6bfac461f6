import type { DensityAlert } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { localDate, localDateTime } from '../../lib/time.ts';
import * as densityRepo from './alerts-density.repository.ts';
import * as repo from './alerts.repository.ts';
import { countByRuledZone, densityStep, DENSITY_WINDOW_MS } from './zone-density.ts';

const skipped = () => ({
  evaluated: false,
  messages: [],
  raised: 0,
  resolved: 0,
  outbox: [] as number[],
});

/**
 * Writes the SMS of the facts just raised (and the webhook events of those raised and resolved),
 * in the evaluation's transaction; answers the SMS.
 */
export type NotifyRaised = (
  tx: Executor,
  projectId: number,
  alertFactIds: readonly number[],
  resolvedIds: readonly number[],
) => Promise<number[]>;

/**
 * One project's step; answers the messages to push once the transaction has committed. The
 * first instance to take the project's lock in a period evaluates it; the others, and a later
 * call in the same period, skip it. The rules and the counts are read under the lock, so an
 * evaluation never works from figures read before another instance's step.
 */
export async function evaluateDensityProject(
  db: Database,
  projectId: number,
  now: number,
  periodMs: number,
  notify?: NotifyRaised,
): Promise<{
  evaluated: boolean;
  messages: DensityAlert[];
  raised: number;
  resolved: number;
  /** The subscribers' SMS to dispatch once committed. */
  outbox: number[];
}> {
  const at = new Date(now);
  return db.transaction().execute(async (tx) => {
    if (!(await densityRepo.tryLockDensity(tx, projectId))) return skipped();
    if (!(await densityRepo.claimDensityPeriod(tx, projectId, Math.floor(now / periodMs), at))) {
      return skipped();
    }
    const [project] = await densityRepo.densityProjects(tx, projectId);
    if (!project) return skipped();
    const tz = project.time_zone_id;
    const rules = project.enabled ? (project.rules ?? []) : [];
    const zones = await repo.projectZones(tx, projectId);
    const parentOf = new Map(zones.map((z) => [z.project_zone_id, z.parent_project_zone_id]));
    const nameOf = new Map(zones.map((z) => [z.project_zone_id, z.zone_name]));
    const workers = rules.length
      ? await densityRepo.workersByZone(tx, projectId, new Date(now - DENSITY_WINDOW_MS), at)
      : new Map<number, number[]>();
    const counts = countByRuledZone(
      rules.map((r) => r.zoneId),
      workers,
      parentOf,
    );
    const state = new Map(
      (await densityRepo.densityState(tx, projectId)).map((s) => [
        s.project_zone_id,
        s.over_since?.getTime() ?? null,
      ]),
    );
    const open = new Map(
      (await densityRepo.openDensityFacts(tx, projectId)).map((f) => [f.project_zone_id!, f]),
    );
    const messages: DensityAlert[] = [];
    /** The push that closes an open fact, resolved now. */
    const resolvedAlert = (
      fact: { alert_fact_id: number; triggered_at: Date },
      zone: Pick<
        DensityAlert,
        'ProjectZoneId' | 'ZoneName' | 'WorkerCount' | 'OverWorkerCutoffValue'
      >,
    ): DensityAlert => ({
      ...zone,
      ProjectZoneAlertFactId: fact.alert_fact_id,
      IsCurrentlyActive: false,
      TriggerDateTimeLocal: localDateTime(fact.triggered_at, tz),
      ResolvedDateTimeLocal: localDateTime(now, tz),
    });
    const newState: { zoneId: number; overSince: number | null; count: number }[] = [];
    const toResolve: number[] = [];
    const raisedIds: number[] = [];
    let raised = 0;
    const ruled = new Set<number>();
    for (const rule of rules) {
      ruled.add(rule.zoneId);
      const count = counts.get(rule.zoneId) ?? 0;
      const fact = open.get(rule.zoneId);
      const step = densityStep(rule, count, state.get(rule.zoneId) ?? null, !!fact, now);
      newState.push({ zoneId: rule.zoneId, overSince: step.overSince, count });
      const base = {
        ProjectZoneId: rule.zoneId,
        ZoneName: nameOf.get(rule.zoneId) ?? '',
        WorkerCount: count,
        OverWorkerCutoffValue: rule.cutoffValue,
      };
      if (step.raise) {
        const inserted = await densityRepo.insertDensityFact(tx, projectId, {
          zoneId: rule.zoneId,
          at,
          date: localDate(now, tz),
          details: {
            WorkerCount: count,
            OverWorkerCutoffValue: rule.cutoffValue,
            OverWorkerCutoffDuration: rule.cutoffMinutes,
            OverSince: new Date(step.overSince!).toISOString(),
          },
        });
        if (inserted) {
          raised++;
          raisedIds.push(inserted.alert_fact_id);
          messages.push({
            ...base,
            ProjectZoneAlertFactId: inserted.alert_fact_id,
            IsCurrentlyActive: true,
            TriggerDateTimeLocal: localDateTime(inserted.triggered_at, tz),
            ResolvedDateTimeLocal: null,
          });
        }
      } else if (step.resolve && fact) {
        toResolve.push(fact.alert_fact_id);
        messages.push(resolvedAlert(fact, base));
      }
    }
    // A fact whose zone lost its rule, or whose alert was switched off, is over too; with
    // the alert off nothing is pushed (the switch silences the dashboard).
    for (const [zoneId, fact] of open) {
      if (ruled.has(zoneId)) continue;
      toResolve.push(fact.alert_fact_id);
      if (project.enabled) {
        messages.push(
          resolvedAlert(fact, {
            ProjectZoneId: zoneId,
            ZoneName: nameOf.get(zoneId) ?? '',
            WorkerCount: 0,
            OverWorkerCutoffValue: Number(fact.details.OverWorkerCutoffValue ?? 0),
          }),
        );
      }
    }
    await densityRepo.resolveFacts(tx, projectId, toResolve, at);
    await densityRepo.saveDensityState(tx, projectId, newState, at);
    const outbox = notify ? await notify(tx, projectId, raisedIds, toResolve) : [];
    return { evaluated: true, messages, raised, resolved: toResolve.length, outbox };
  });
}
