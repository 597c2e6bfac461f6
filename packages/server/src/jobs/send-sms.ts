import type PgBoss from 'pg-boss';
import { deliverSms, type SmsDeliveryDeps } from '../messaging/sms-delivery.ts';
import { QUEUES } from './queue.ts';

/**
 * A broadcast (an evacuation's texts, a text to the crew) queues hundreds of texts at once; they
 * must leave in seconds, not one per poll. Jobs are fetched by the hundred every half second and
 * delivered a few at a time (the provider queues beyond its own rate).
 */
const BATCH = 100;
const CONCURRENT = 5;
const POLL_SECONDS = 0.5;

/**
 * One outbox SMS per job. A refusal worth retrying fails the fetched batch once every job of it
 * has been tried, and pg-boss retries it with backoff: the texts already sent are not claimed
 * again (deliverSms claims before it calls the provider), so none goes twice.
 */
export async function registerSendSms(boss: PgBoss, deps: SmsDeliveryDeps) {
  await boss.work<{ outboxMessageId: number }>(
    QUEUES.sendSms,
    { batchSize: BATCH, pollingIntervalSeconds: POLL_SECONDS },
    async (jobs) => {
      const failures: Error[] = [];
      let next = 0;
      const lane = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          try {
            await deliverSms(deps, job.data.outboxMessageId);
          } catch (e) {
            failures.push(e instanceof Error ? e : new Error(String(e)));
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENT }, lane));
      if (failures[0]) throw failures[0];
    },
  );
}
