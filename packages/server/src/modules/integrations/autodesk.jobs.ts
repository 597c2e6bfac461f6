import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../jobs/queue.ts';
import { errorSummary } from '../../lib/log-error.ts';
import type { AutodeskService } from './autodesk.service.ts';

export const AUTODESK_QUEUES = { issues: 'integrations-autodesk-issues' } as const;

/**
 * Autodesk's issues: sent right after the alert's transaction commits (a job for the project),
 * and every minute for whatever is still due (Autodesk down, throttling, a lost job), once
 * across servers. A row waits out its backoff, so Autodesk down for hours loses nothing.
 */
export async function registerAutodeskJobs(
  boss: PgBoss,
  deps: { autodesk: AutodeskService; log: FastifyBaseLogger },
) {
  await boss.schedule(AUTODESK_QUEUES.issues, '* * * * *');
  await boss.work<{ projectId?: number }>(AUTODESK_QUEUES.issues, async ([job]) => {
    try {
      await deps.autodesk.syncIssues(new Date(), job?.data?.projectId);
    } catch (error) {
      deps.log.warn({ err: errorSummary(error) }, 'Autodesk issues to try again');
      throw error;
    }
  });
}

/** After an alert's commit: its project's issues now, not at the next minute. */
export const sendAutodeskIssues = (queue: JobQueue) => async (projectId: number) => {
  await queue.send(AUTODESK_QUEUES.issues, { projectId });
};
