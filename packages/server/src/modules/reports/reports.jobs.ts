import type PgBoss from 'pg-boss';
import type { ReportFilesService } from './reports-files.service.ts';
import type { ReportSubscriptionsService } from './reports-subscriptions.service.ts';

export const REPORTS_QUEUES = {
  subscriptionsSend: 'reports-subscriptions-send',
  filesSweep: 'reports-files-sweep',
} as const;

/**
 * Every five minutes (once across servers: pg-boss schedules): the projects whose clock has
 * passed 06:00 get yesterday's subscribed reports; a project's run is claimed once, so a retry or
 * a second server sends nothing twice, and a server down at 06:00 sends when it is back.
 */
export async function registerReportsJobs(
  boss: PgBoss,
  subscriptions: Pick<ReportSubscriptionsService, 'sendDue'>,
  files: Pick<ReportFilesService, 'sweep'>,
  /** 'from-job' (journeys only; config refuses it in production): a job's `at` is its clock. */
  clock: 'real' | 'from-job' = 'real',
) {
  await boss.schedule(REPORTS_QUEUES.subscriptionsSend, '*/5 * * * *');
  await boss.work<{ at?: unknown }>(REPORTS_QUEUES.subscriptionsSend, async ([job]) => {
    const at = clock === 'from-job' ? jobClock(job?.data?.at) : null;
    await subscriptions.sendDue(at ?? new Date());
  });
  // Hourly: file uids past their day, report workbooks past two weeks.
  await boss.schedule(REPORTS_QUEUES.filesSweep, '17 * * * *');
  await boss.work(REPORTS_QUEUES.filesSweep, async () => {
    await files.sweep();
  });
}

/** A job's own instant (ISO), when it names a valid one. */
function jobClock(at: unknown): Date | null {
  if (typeof at !== 'string') return null;
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
