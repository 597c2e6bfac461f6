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
 * One outbox SMS per job, sent at once. A refusal puts the text back in the outbox with its next
 * try's time, for the pump (outbox-pump.ts); only a database fault fails the fetched batch, and
 * the jobs pg-boss retries find nothing to claim twice (deliverSms claims before it sends).
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
