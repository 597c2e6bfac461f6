import {
  ALERT_FACT_STATUS,
  ZONE_DENSITY_MESSAGES,
  type ApiErrorItem,
  type RealtimeDensityAlert,
  type ZoneDensityInstance,
  type ZoneDensityInstanceUpdate,
  type ZoneDensityZone,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { AlertRead } from '../../engine/engine.service.ts';
import { ValidationError } from '../../lib/errors.ts';
import { localDateTime } from '../../lib/time.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { dispatchSms, notifySubscribers } from './alerts-notify.ts';
import * as densityRepo from './alerts-density.repository.ts';
import * as repo from './alerts.repository.ts';
import { evaluateDensityProject } from './zone-density-evaluation.ts';
import { DENSITY_PERIOD_MS } from './zone-density.ts';
import { raiseFactEvents, type AlertWebhooks } from './alerts-webhooks.ts';
import type { Publish } from '../../realtime/realtime-server.ts';

export type AlertsService = ReturnType<typeof createAlertsService>;

export interface DensityEvaluation {
  /** Projects this call evaluated (the others were evaluated elsewhere in this period). */
  evaluated: number;
  raised: number;
  resolved: number;
}

export function createAlertsService(deps: {
  db: Database;
  publish: Publish<'realtime_dashboard'>;
  /** Tells open overviews of the facts raised or resolved (alerts-facts.service.ts). */
  announceFacts?: (changed: readonly ChangedFact[]) => void;
  webhooks?: AlertWebhooks;
  /** Where the subscribers' SMS jobs go (without it, the outbox sweep sends them). */
  queue?: JobQueue;
}) {
  const { db } = deps;

  /** The fact as the realtime view shows it (spec 000 §3 "Density alert"). */
  function toDensityAlert(
    row: {
      alert_fact_id: number;
      project_zone_id: number | null;
      zone_name: string;
      status: number;
      triggered_at: Date;
      resolved_at: Date | null;
      details: Record<string, unknown>;
      worker_count: number | null;
    },
    tz: string,
  ): RealtimeDensityAlert {
    const open = row.status !== ALERT_FACT_STATUS.Resolved;
    return {
      ProjectZoneAlertFactId: row.alert_fact_id,
      ProjectZoneId: row.project_zone_id ?? 0,
      ZoneName: row.zone_name,
      IsCurrentlyActive: open,
      TriggerDateTimeLocal: localDateTime(row.triggered_at, tz),
      ResolvedDateTimeLocal: row.resolved_at ? localDateTime(row.resolved_at, tz) : null,
      WorkerCount:
        open && row.worker_count !== null ? row.worker_count : Number(row.details.WorkerCount ?? 0),
      OverWorkerCutoffValue: Number(row.details.OverWorkerCutoffValue ?? 0),
    };
  }

  return {
    async zoneDensity(projectId: number): Promise<ZoneDensityInstance> {
      const instance = await repo.findInstance(db, projectId, repo.ZONE_DENSITY);
      const rules = instance ? await repo.densityRules(db, instance.alert_instance_id) : [];
      const ruleOf = new Map(rules.map((r) => [r.project_zone_id, r]));
      const zones = await repo.projectZones(db, projectId);
      const nodes = new Map<number, ZoneDensityZone>();
      for (const z of zones) {
        const rule = ruleOf.get(z.project_zone_id);
        nodes.set(z.project_zone_id, {
          ProjectZoneId: z.project_zone_id,
          ZoneName: z.zone_name,
          ZoneDescription: z.zone_description,
          Hours: rule ? Math.floor(rule.cutoff_minutes / 60) : null,
          Minutes: rule ? rule.cutoff_minutes % 60 : null,
          OverWorkerCutoffDuration: rule ? rule.cutoff_minutes : null,
          OverWorkerCutoffValue: rule ? rule.cutoff_value : null,
          isArchived: z.is_archived,
          ChildZones: [],
        });
      }
      const roots: ZoneDensityZone[] = [];
      for (const z of zones) {
        const node = nodes.get(z.project_zone_id)!;
        const parent =
          z.parent_project_zone_id === null ? undefined : nodes.get(z.parent_project_zone_id);
        (parent ? parent.ChildZones : roots).push(node);
      }
      return {
        ProjectZoneAlertInstanceId: instance?.alert_instance_id ?? null,
        IsActive: instance?.is_active ?? false,
        ProjectZones: roots,
      };
    },

    async saveZoneDensity(
      projectId: number,
      body: ZoneDensityInstanceUpdate,
    ): Promise<ZoneDensityInstance> {
      const zones = new Set((await repo.projectZones(db, projectId)).map((z) => z.project_zone_id));
      const seen = new Set<number>();
      const errors: ApiErrorItem[] = [];
      body.ProjectZones.forEach((z, i) => {
        const field = `ProjectZones.${i}.ProjectZoneId`;
        if (!zones.has(z.ProjectZoneId)) {
          errors.push({ errorMessage: ZONE_DENSITY_MESSAGES.zoneNotFound(z.ProjectZoneId), field });
        } else if (seen.has(z.ProjectZoneId)) {
          errors.push({ errorMessage: ZONE_DENSITY_MESSAGES.zoneRepeated(z.ProjectZoneId), field });
        }
        seen.add(z.ProjectZoneId);
      });
      if (errors.length) throw new ValidationError(errors);
      await db.transaction().execute(async (tx) => {
        const instanceId = await repo.upsertInstance(
          tx,
          projectId,
          repo.ZONE_DENSITY,
          body.IsActive,
        );
        // spec 001 §5: only zones with a duration or a headcount are kept.
        const rules = body.ProjectZones.map((z) => ({
          zoneId: z.ProjectZoneId,
          value: z.OverWorkerCutoffValue ?? null,
          minutes: (z.Hours ?? 0) * 60 + (z.Minutes ?? 0),
        })).filter((r) => r.value !== null || r.minutes > 0);
        await repo.replaceDensityRules(tx, projectId, instanceId, rules);
      });
      return this.zoneDensity(projectId);
    },

    async densityAlerts(projectId: number, since: Date, tz: string) {
      const rows = await repo.recentDensityFacts(db, projectId, since);
      return rows.map((r) => toDensityAlert(r, tz));
    },

    /**
     * One pass of the zone-density rule over every project, at `now` (tests pass their own
     * clock). Safe with several instances: each project is evaluated at most once per period of
     * `periodMs` across all of them (advisory lock, then a claim of the period in
     * zone_density_runs), and a step repeated changes nothing.
     */
    async evaluateDensity(
      now = Date.now(),
      periodMs = DENSITY_PERIOD_MS,
    ): Promise<DensityEvaluation> {
      const projects = await densityRepo.densityProjects(db);
      let evaluated = 0;
      let raised = 0;
      let resolved = 0;
      for (const { project_id: projectId } of projects) {
        let send = () => Promise.resolve();
        const result = await evaluateDensityProject(
          db,
          projectId,
          now,
          periodMs,
          async (tx, id, raisedIds, resolvedIds) => {
            send = await raiseFactEvents(deps.webhooks, tx, id, raisedIds, resolvedIds);
            return notifySubscribers(tx, id, raisedIds);
          },
        );
        await send();
        if (deps.queue) await dispatchSms(deps.queue, result.outbox);
        if (result.evaluated) evaluated++;
        raised += result.raised;
        resolved += result.resolved;
        for (const data of result.messages) {
          deps.publish(projectId, { action: 'density_alert', data }, 'project');
        }
        deps.announceFacts?.(
          result.messages.map((m) => ({
            project_id: projectId,
            alert_fact_id: m.ProjectZoneAlertFactId,
            contract_id: null,
          })),
        );
      }
      return { evaluated, raised, resolved };
    },

    /** DOMAIN.md: one unauthorized-person fact per worker, zone and (timesheet) day. */
    async raiseUnauthorized(projectId: number, facts: readonly AlertRead[]) {
      const first = new Map<string, AlertRead>();
      for (const f of facts) {
        const key = `${f.workerId}|${String(f.zoneId)}|${f.date}`;
        const known = first.get(key);
        if (!known || f.at < known.at) first.set(key, f);
      }
      // One order for every batch, so concurrent batches take the index locks alike.
      const ordered = [...first.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, f]) => f);
      // The facts and their subscribers' SMS in one transaction: neither without the other.
      const { raised, outbox, send } = await db.transaction().execute(async (tx) => {
        const inserted = await repo.insertUnauthorizedFacts(tx, projectId, ordered);
        const ids = inserted.map((f) => f.alert_fact_id);
        return {
          raised: inserted,
          outbox: await notifySubscribers(tx, projectId, ids),
          send: await raiseFactEvents(deps.webhooks, tx, projectId, ids),
        };
      });
      deps.announceFacts?.(raised);
      await send();
      if (deps.queue) await dispatchSms(deps.queue, outbox);
      return raised.length;
    },
  };
}
