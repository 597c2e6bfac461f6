import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { MailTransport } from '../messaging/email-delivery.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { registerAuthAttemptsPrune } from './auth-attempts-prune.ts';
import { registerOutboxSweep } from './outbox-sweep.ts';
import { registerSendEmail } from './send-email.ts';

export interface JobDeps {
  db: Database;
  auth: Pick<AuthService, 'pruneAttempts'>;
  log: FastifyBaseLogger;
  transport: MailTransport | null;
  mailFrom: string;
}

export async function startJobs(boss: PgBoss, deps: JobDeps) {
  await registerSendEmail(boss, {
    db: deps.db,
    transport: deps.transport,
    from: deps.mailFrom,
    log: deps.log,
  });
  await registerOutboxSweep(boss, deps.db);
  await registerAuthAttemptsPrune(boss, deps.auth);
}
