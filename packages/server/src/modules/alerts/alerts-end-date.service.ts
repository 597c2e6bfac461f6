import {
  ALERT_DEFINITIONS,
  END_DATE_MESSAGES,
  endDateInJeopardy,
  paceStanding,
  roundHours,
  type EndDateInstance,
  type EndDateInstanceUpdate,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { PlanStandingService } from '../dashboards/dashboards.standing.ts';
import * as daily from './alerts-daily.repository.ts';
import * as repo from './alerts-end-date.repository.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { evaluateRule } from './alerts-notify.ts';
import * as alertsRepo from './alerts.repository.ts';
import type { AlertWebhooks } from './alerts-webhooks.ts';

export type EndDateService = ReturnType<typeof createEndDateService>;

const END_DATE_ALERT_ID = ALERT_DEFINITIONS.find((d) => d.alertType === 'EndDate')!.alertId;

/**
 * The end-date-in-jeopardy alert (DOMAIN.md): its editor's instance (the cut-off days, and where
 * the plan stands now), and the daily evaluation of the project's projected finish.
 */
export function createEndDateService(deps: {
  db: Database;
  standing: Pick<PlanStandingService, 'pace' | 'today'>;
  announceFacts: (changed: readonly ChangedFact[]) => void;
  webhooks?: AlertWebhooks;
  queue?: JobQueue;
}) {
  const { db, standing } = deps;

  async function evaluateProject(projectId: number, now: number, claim: boolean) {
    if (
      claim &&
      (await daily.ranOn(db, projectId, repo.END_DATE, await standing.today(projectId, now)))
    )
      return { raised: 0, resolved: 0 };
    const [{ today, pace }, cutOff, instance] = await Promise.all([
      standing.pace(projectId, now),
      repo.cutOffDays(db, projectId),
      alertsRepo.findInstance(db, projectId, repo.END_DATE),
    ]);
    const s = paceStanding(pace, today);
    const jeopardy =
      instance?.is_active &&
      cutOff !== null &&
      endDateInJeopardy(pace.lastForecastDate, s, today, cutOff)
        ? {
            date: today,
            lastForecastDate: pace.lastForecastDate!,
            projectedFinishDate: s.projectedFinishDate,
          }
        : null;
    return evaluateRule(
      db,
      async (tx) => {
        if (claim && !(await daily.claimDay(tx, projectId, repo.END_DATE, today)))
          return { raised: [], resolved: [] };
        return repo.applyJeopardy(tx, projectId, jeopardy, new Date(now));
      },
      deps,
    );
  }

  async function instance(projectId: number): Promise<EndDateInstance> {
    const [{ today, pace }, cutOff, found] = await Promise.all([
      standing.pace(projectId),
      repo.cutOffDays(db, projectId),
      alertsRepo.findInstance(db, projectId, repo.END_DATE),
    ]);
    const s = paceStanding(pace, today);
    return {
      ProjectId: projectId,
      ProjectAlertId: END_DATE_ALERT_ID,
      ProjectAlertInstanceId: found?.alert_instance_id ?? null,
      IsActive: found?.is_active ?? false,
      CutOffDays: cutOff,
      Pace: {
        LastForecastDate: pace.lastForecastDate,
        RemainingHours: s.remainingHours === null ? null : roundHours(s.remainingHours),
        DailyHours: s.dailyHours,
        ProjectedFinishDate: s.projectedFinishDate,
      },
    };
  }

  return {
    instance,

    /** The loop's pass over every project whose rule is on (or has an open fact). */
    async evaluate(now = Date.now()) {
      let raised = 0;
      let resolved = 0;
      for (const projectId of await daily.projectsOf(db, repo.END_DATE)) {
        const result = await evaluateProject(projectId, now, true);
        raised += result.raised;
        resolved += result.resolved;
      }
      return { raised, resolved };
    },

    /** Saves the cut-off days and evaluates the project at once. */
    async save(projectId: number, body: EndDateInstanceUpdate): Promise<EndDateInstance> {
      if (body.ProjectId !== projectId)
        throw new ValidationError(END_DATE_MESSAGES.projectMismatch);
      await db.transaction().execute(async (tx) => {
        await alertsRepo.upsertInstance(tx, projectId, repo.END_DATE, body.IsActive);
        await repo.saveCutOffDays(tx, projectId, body.CutOffDays);
      });
      await evaluateProject(projectId, Date.now(), false);
      return instance(projectId);
    },
  };
}
