import type PgBoss from 'pg-boss';
import { deliverSms, type SmsDeliveryDeps } from '../messaging/sms-delivery.ts';
import { QUEUES } from './queue.ts';

/** One outbox SMS per job; a refusal worth retrying throws, and pg-boss retries with backoff. */
export async function registerSendSms(boss: PgBoss, deps: SmsDeliveryDeps) {
  await boss.work<{ outboxMessageId: number }>(QUEUES.sendSms, async (jobs) => {
    for (const job of jobs) await deliverSms(deps, job.data.outboxMessageId);
  });
}
