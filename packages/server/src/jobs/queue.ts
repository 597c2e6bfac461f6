import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { errorSummary } from '../lib/log-error.ts';

/** The core's queue names: one per job file in this folder (areas name their own). */
export const QUEUES = {
  sendEmail: 'send-email',
  sendSms: 'send-sms',
  /** Gone (jobs/outbox-pump.ts took its place); named to unschedule it where it was. */
  outboxSweep: 'outbox-sweep',
} as const;

export interface JobQueue {
  send(queue: string, data: object): Promise<void>;
}

/** A queue that drops nothing silently: without pg-boss (some tests) it only logs. */
export const noQueue: JobQueue = { send: () => Promise.resolve() };

export async function startBoss(
  connectionString: string,
  log: FastifyBaseLogger,
  /** The areas' queues, created with the core's. */
  areaQueues: readonly string[],
): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'siteline-jobs' });
  boss.on('error', (err) => log.error({ err: errorSummary(err) }, 'job queue error'));
  await boss.start();
  for (const name of [...Object.values(QUEUES), ...areaQueues]) await boss.createQueue(name);
  return boss;
}

export function bossQueue(boss: PgBoss): JobQueue {
  return {
    async send(queue, data) {
      await boss.send(queue, data, { retryLimit: 5, retryDelay: 10, retryBackoff: true });
    },
  };
}
