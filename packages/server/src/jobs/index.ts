import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { MailTransport } from '../messaging/email-delivery.ts';
import type { SmsTransport } from '../messaging/sms-delivery.ts';
import type { Loop } from '../lib/area.ts';
import { startOutboxPump } from './outbox-pump.ts';
import { QUEUES } from './queue.ts';
import { registerSendEmail } from './send-email.ts';
import { registerSendSms } from './send-sms.ts';

export interface JobDeps {
  db: Database;
  log: FastifyBaseLogger;
  transport: MailTransport | null;
  mailFrom: string;
  sms: SmsTransport | null;
  /** Where the SMS provider posts delivery updates (the public address); null: none asked. */
  smsStatusCallback: string | null;
}

/**
 * The core's jobs (the outbox): a job sends each new message at once, and the pump takes up
 * whatever is due again (jobs/outbox-pump.ts). Each area starts its own from its index.ts.
 */
export async function startJobs(boss: PgBoss, deps: JobDeps): Promise<Loop> {
  const email = { db: deps.db, transport: deps.transport, from: deps.mailFrom, log: deps.log };
  const sms = {
    db: deps.db,
    transport: deps.sms,
    log: deps.log,
    statusCallback: deps.smsStatusCallback,
  };
  await registerSendEmail(boss, email);
  await registerSendSms(boss, sms);
  // The minute's sweep the pump replaced, scheduled in databases from before it.
  await boss.unschedule(QUEUES.outboxSweep);
  return startOutboxPump({ db: deps.db, sms, email, log: deps.log });
}
