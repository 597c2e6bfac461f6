import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { MailTransport } from '../messaging/email-delivery.ts';
import type { SmsTransport } from '../messaging/sms-delivery.ts';
import { registerOutboxSweep } from './outbox-sweep.ts';
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

/** The core's jobs (the outbox); each area starts its own from its index.ts. */
export async function startJobs(boss: PgBoss, deps: JobDeps) {
  await registerSendEmail(boss, {
    db: deps.db,
    transport: deps.transport,
    from: deps.mailFrom,
    log: deps.log,
  });
  await registerSendSms(boss, {
    db: deps.db,
    transport: deps.sms,
    log: deps.log,
    statusCallback: deps.smsStatusCallback,
  });
  await registerOutboxSweep(boss, deps.db);
}
