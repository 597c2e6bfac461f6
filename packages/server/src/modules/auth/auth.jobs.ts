import type PgBoss from 'pg-boss';
import type { AuthService } from './auth.service.ts';
import type { WebVitals } from './auth-vitals.repository.ts';

export const AUTH_QUEUES = {
  attemptsPrune: 'auth-attempts-prune',
  vitalsPrune: 'auth-vitals-prune',
} as const;

/**
 * Nightly: throttling only looks back 30 days, so older attempts are dropped; so are the field's
 * web vitals older than they are kept.
 */
export async function registerAuthAttemptsPrune(
  boss: PgBoss,
  auth: Pick<AuthService, 'pruneAttempts'>,
  vitals: Pick<WebVitals, 'prune'>,
) {
  await boss.schedule(AUTH_QUEUES.attemptsPrune, '17 3 * * *');
  await boss.work(AUTH_QUEUES.attemptsPrune, () => auth.pruneAttempts());
  await boss.schedule(AUTH_QUEUES.vitalsPrune, '27 3 * * *');
  await boss.work(AUTH_QUEUES.vitalsPrune, () => vitals.prune());
}
