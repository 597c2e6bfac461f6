import type PgBoss from 'pg-boss';
import type { DeliveryDeps } from './webhooks-delivery.ts';
import { attemptDelivery } from './webhooks-delivery.ts';
import * as repo from './webhooks.repository.ts';
import { WEBHOOK_QUEUES } from './webhooks.service.ts';

/**
 * Webhook deliveries through the job queue: each job tries one delivery once and, when it is to
 * be tried again, queues the next attempt after its backoff. Every minute a sweep queues again
 * the pending deliveries whose job was lost (a process that died, a job run before its
 * transaction committed), so every event is delivered at least once.
 */
export async function registerWebhookJobs(boss: PgBoss, deps: DeliveryDeps) {
  await boss.work<{ projectId: number; deliveryId: number }>(
    WEBHOOK_QUEUES.deliver,
    { batchSize: 4 },
    async (jobs) => {
      await Promise.all(
        jobs.map(async ({ data }) => {
          const retryIn = await attemptDelivery(deps, data.projectId, data.deliveryId);
          if (retryIn !== null) {
            await boss.send(WEBHOOK_QUEUES.deliver, data, {
              startAfter: retryIn,
            });
          }
        }),
      );
    },
  );
  await boss.schedule(WEBHOOK_QUEUES.sweep, '* * * * *');
  await boss.work(WEBHOOK_QUEUES.sweep, async () => {
    for (const d of await repo.overdueDeliveries(deps.db, 60)) {
      await boss.send(
        WEBHOOK_QUEUES.deliver,
        { projectId: d.project_id, deliveryId: Number(d.delivery_id) },
        { singletonKey: `webhook-sweep-${d.delivery_id}` },
      );
    }
  });
}
