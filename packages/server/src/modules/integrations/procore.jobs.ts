import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { errorSummary } from '../../lib/log-error.ts';
import { ProviderError } from './integrations-http.ts';
import * as repo from './procore.repository.ts';
import { PROCORE_PROVIDER_ID, type ProcoreService } from './procore.service.ts';

export const PROCORE_QUEUES = { push: 'integrations-procore-push' } as const;

/**
 * Every five minutes (once across servers: a pg-boss schedule): each project whose evening push
 * time has passed gets the day's headcount into its Procore manpower log, and any day still
 * pending from the last week is tried again once its backoff has passed. Procore down for hours
 * loses nothing: the pending rows wait for it.
 */
export async function registerProcoreJobs(
  boss: PgBoss,
  deps: { db: Database; procore: ProcoreService; log: FastifyBaseLogger; now?: () => Date },
) {
  await boss.schedule(PROCORE_QUEUES.push, '*/5 * * * *');
  await boss.work(PROCORE_QUEUES.push, async () => {
    await runProcorePushes(deps);
  });
}

/** One tick of the push (the job's body, also run by the tests). */
export async function runProcorePushes(deps: {
  db: Database;
  procore: ProcoreService;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const due = await repo.duePushes(deps.db, PROCORE_PROVIDER_ID, now);
  for (const { project_id: projectId, push_date: date } of due) {
    try {
      await deps.procore.pushDay(projectId, date, now);
    } catch (error) {
      // Procore's refusal, or a sign-in this server can no longer renew (its OAuth app gone):
      // that project waits, the others go on.
      if (!(error instanceof ProviderError) && !(error instanceof AppError)) throw error;
      deps.log.warn({ err: errorSummary(error), projectId, date }, 'Procore push to try again');
    }
  }
  return due.length;
}
