import type PgBoss from 'pg-boss';
import type { AuthService } from './auth.service.ts';

export const AUTH_QUEUES = { attemptsPrune: 'auth-attempts-prune' } as const;

/** Nightly: throttling only looks back 30 days, so older attempts are dropped. */
export async function registerAuthAttemptsPrune(
  boss: PgBoss,
  auth: Pick<AuthService, 'pruneAttempts'>,
) {
  await boss.schedule(AUTH_QUEUES.attemptsPrune, '17 3 * * *');
  await boss.work(AUTH_QUEUES.attemptsPrune, () => auth.pruneAttempts());
}
