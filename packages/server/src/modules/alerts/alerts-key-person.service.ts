import {
  KEY_PERSON_MESSAGES,
  type KeyPersonInstance,
  type KeyPersonInstanceUpdate,
} from '@siteline/shared';
import type { JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { checkListed, listedInstance, type ListedAlertDeps } from './alerts-listed.ts';
import { evaluateRule } from './alerts-notify.ts';
import * as repo from './alerts-key-person.repository.ts';
import * as alertsRepo from './alerts.repository.ts';
import type { AlertWebhooks } from './alerts-webhooks.ts';

export type KeyPersonService = ReturnType<typeof createKeyPersonService>;

/** The key-person alert: its editor's instance and the rule's evaluation (DOMAIN.md). */
export function createKeyPersonService(
  deps: ListedAlertDeps & {
    announceFacts: (changed: readonly ChangedFact[]) => void;
    webhooks?: AlertWebhooks;
    queue?: JobQueue;
  },
) {
  const { db } = deps;

  const instance = (auth: AuthContext, projectId: number): Promise<KeyPersonInstance> =>
    listedInstance(deps, auth, projectId, {
      type: repo.KEY_PERSON,
      list: 'alert_key_persons',
      extra: (row) => ({ DaysSinceLastSeen: row.days_since_last_seen ?? 0 }),
    });

  const evaluate = (now = Date.now(), projectId?: number) =>
    evaluateRule(db, (tx) => repo.evaluateKeyPersons(tx, new Date(now), projectId), deps);

  return {
    instance,
    evaluate,

    /** Saves the list (the caller's scope of it) and evaluates the project at once. */
    async save(
      auth: AuthContext,
      projectId: number,
      body: KeyPersonInstanceUpdate,
    ): Promise<KeyPersonInstance> {
      const rows = body.Workers.map((w) => ({ workerId: w.WorkerId!, days: w.DaysSinceLastSeen! }));
      const scope = await checkListed(
        deps,
        auth,
        projectId,
        rows.map((r) => r.workerId),
        KEY_PERSON_MESSAGES.workerNotFound,
      );
      await db.transaction().execute(async (tx) => {
        await alertsRepo.upsertInstance(tx, projectId, repo.KEY_PERSON, body.IsActive);
        await repo.replaceKeyPersons(tx, projectId, scope, rows);
      });
      await evaluate(Date.now(), projectId);
      return instance(auth, projectId);
    },
  };
}
