import {
  KEY_PERSON_MESSAGES,
  type KeyPersonInstance,
  type KeyPersonInstanceUpdate,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { localDateTime } from '../../lib/time.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { evaluateRule } from './alerts-notify.ts';
import * as repo from './alerts-key-person.repository.ts';
import * as alertsRepo from './alerts.repository.ts';
import type { AlertWebhooks } from './alerts-webhooks.ts';

export type KeyPersonService = ReturnType<typeof createKeyPersonService>;

/** The key-person alert: its editor's instance and the rule's evaluation (DOMAIN.md). */
export function createKeyPersonService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'get' | 'contractScope'>;
  announceFacts: (changed: readonly ChangedFact[]) => void;
  webhooks?: AlertWebhooks;
  queue?: JobQueue;
}) {
  const { db, projects } = deps;

  async function instance(auth: AuthContext, projectId: number): Promise<KeyPersonInstance> {
    const { TimeZoneId } = await projects.get(projectId);
    const scope = await projects.contractScope(auth, projectId);
    const found = await alertsRepo.findInstance(db, projectId, repo.KEY_PERSON);
    const rows = await repo.keyPersons(db, projectId, scope);
    return {
      WorkerAlertInstanceId: found?.alert_instance_id ?? null,
      IsActive: found?.is_active ?? false,
      Workers: rows.map((r) => ({
        WorkerId: r.worker_id,
        WorkerName: r.worker_name,
        CompanyName: r.company_name,
        DaysSinceLastSeen: r.days_since_last_seen,
        LastSeenLocal: r.seen_at ? localDateTime(r.seen_at, TimeZoneId) : null,
      })),
    };
  }

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
      const scope = await projects.contractScope(auth, projectId);
      const rows = body.Workers.map((w) => ({ workerId: w.WorkerId!, days: w.DaysSinceLastSeen! }));
      const known = new Set(
        (
          await repo.workersInScope(
            db,
            projectId,
            rows.map((r) => r.workerId),
            scope,
          )
        ).map((w) => w.worker_id),
      );
      if (rows.some((r) => !known.has(r.workerId)))
        throw new NotFoundError(KEY_PERSON_MESSAGES.workerNotFound);
      await db.transaction().execute(async (tx) => {
        await alertsRepo.upsertInstance(tx, projectId, repo.KEY_PERSON, body.IsActive);
        await repo.replaceKeyPersons(tx, projectId, scope, rows);
      });
      await evaluate(Date.now(), projectId);
      return instance(auth, projectId);
    },
  };
}
