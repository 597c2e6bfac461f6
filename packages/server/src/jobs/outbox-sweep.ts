import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import { findStaleQueued } from '../messaging/outbox.ts';
import { QUEUES } from './queue.ts';

/** Every minute: re-dispatch outbox rows whose job was lost (e.g. the process died after commit). */
export async function registerOutboxSweep(boss: PgBoss, db: Database) {
  await boss.schedule(QUEUES.outboxSweep, '* * * * *');
  await boss.work(QUEUES.outboxSweep, async () => {
    for (const { outbox_message_id: outboxMessageId, channel } of await findStaleQueued(db, 60)) {
      await boss.send(
        channel === 'sms' ? QUEUES.sendSms : QUEUES.sendEmail,
        { outboxMessageId },
        { singletonKey: `outbox-${outboxMessageId}` },
      );
    }
  });
}
