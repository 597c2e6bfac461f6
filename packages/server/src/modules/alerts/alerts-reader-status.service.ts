import {
  READER_CLEAR_MINUTES,
  READER_POWER_WAIT_MINUTES,
  READER_STATUS_MESSAGES,
  type ReaderStatusInstance,
  type ReaderStatusInstanceUpdate,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { evaluateRule } from './alerts-notify.ts';
import * as repo from './alerts-reader-status.repository.ts';
import * as alertsRepo from './alerts.repository.ts';
import type { AlertWebhooks } from './alerts-webhooks.ts';

export type ReaderStatusService = ReturnType<typeof createReaderStatusService>;

/** The reader-status alert: its editor's instance and the rule's evaluation (DOMAIN.md). */
export function createReaderStatusService(deps: {
  db: Database;
  announceFacts: (changed: readonly ChangedFact[]) => void;
  webhooks?: AlertWebhooks;
  queue?: JobQueue;
}) {
  const { db } = deps;

  async function instance(projectId: number): Promise<ReaderStatusInstance> {
    const found = await alertsRepo.findInstance(db, projectId, repo.READER_STATUS);
    const delays = await repo.delaySettings(db, projectId);
    return {
      ReaderAlertInstanceId: found?.alert_instance_id ?? null,
      IsActive: found?.is_active ?? false,
      DelaySettings: delays.map((d) => ({
        HardwareModelId: d.hardware_model_id,
        HardwareModelDisplayName: d.display_name,
        OnlineStatusMinutesToWait: d.online_minutes,
        PowerStatusMinutesToWait: READER_POWER_WAIT_MINUTES,
      })),
    };
  }

  return {
    instance,

    async save(projectId: number, body: ReaderStatusInstanceUpdate): Promise<ReaderStatusInstance> {
      const models = new Set(
        (await repo.delaySettings(db, projectId)).map((d) => d.hardware_model_id),
      );
      const unknown = body.DelaySettings.filter((d) => !models.has(d.HardwareModelId));
      if (unknown.length)
        throw new ValidationError(
          unknown.map((d) => ({ errorMessage: READER_STATUS_MESSAGES.model(d.HardwareModelId) })),
        );
      await db.transaction().execute(async (tx) => {
        await alertsRepo.upsertInstance(tx, projectId, repo.READER_STATUS, body.IsActive);
        await repo.replaceDelays(
          tx,
          projectId,
          body.DelaySettings.map((d) => ({
            modelId: d.HardwareModelId,
            minutes: d.OnlineStatusMinutesToWait,
          })),
        );
      });
      return instance(projectId);
    },

    /**
     * One pass over every project (tests pass their own clock): the facts raised and their
     * subscribers' SMS in one transaction, then the pushes and the SMS jobs.
     */
    evaluate: (now = Date.now()) =>
      evaluateRule(
        db,
        (tx) =>
          repo.evaluateReaderStatus(tx, new Date(now), {
            powerWait: READER_POWER_WAIT_MINUTES,
            clearMinutes: READER_CLEAR_MINUTES,
          }),
        deps,
      ),
  };
}
