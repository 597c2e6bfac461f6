import type PgBoss from 'pg-boss';
import { deliverEmail, type EmailDeliveryDeps } from '../messaging/email-delivery.ts';
import { QUEUES } from './queue.ts';

export async function registerSendEmail(boss: PgBoss, deps: EmailDeliveryDeps) {
  await boss.work<{ outboxMessageId: number }>(QUEUES.sendEmail, async (jobs) => {
    for (const job of jobs) await deliverEmail(deps, job.data.outboxMessageId);
  });
}
