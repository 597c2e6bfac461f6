import type PgBoss from 'pg-boss';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { QUEUES } from './queue.ts';

/** Nightly: throttling only looks back 30 days, so older attempts are dropped. */
export async function registerAuthAttemptsPrune(
  boss: PgBoss,
  auth: Pick<AuthService, 'pruneAttempts'>,
) {
  await boss.schedule(QUEUES.authAttemptsPrune, '17 3 * * *');
  await boss.work(QUEUES.authAttemptsPrune, () => auth.pruneAttempts());
}
