import { MESSAGES } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { OAuthError, TooManyRequestsError } from '../../lib/errors.ts';
import { countAttempts } from './auth.repository.ts';

/**
 * Sign-in throttling that an attacker cannot turn into a lock-out of the real user
 * (docs/decisions/0001-password-grant.md):
 * - one address guessing one account is stopped after a few failures;
 * - one address guessing across accounts (credential stuffing) is stopped;
 * - many addresses guessing one account are stopped, except an address that has signed in to
 *   that account successfully before: the real user at their usual place still gets in.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccountAndAddress: 5,
  perAddress: 30,
  accountWindowSeconds: 60 * 60,
  perAccount: 100,
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

export const RESET_LIMITS = {
  windowSeconds: 15 * 60,
  perAddress: 10,
  accountWindowSeconds: 60 * 60,
  /** Beyond this, requests still answer the same but send no more mail. */
  mailsPerAccount: 3,
} as const;

export const ACCESS_REQUEST_LIMITS = { windowSeconds: 60 * 60, perAddress: 5 } as const;

function slowDown(): OAuthError {
  return new OAuthError(429, 'slow_down', MESSAGES.tooManyAttempts);
}

export async function checkSignIn(db: Executor, account: string, address: string): Promise<void> {
  const L = SIGN_IN_LIMITS;
  const [pair, byAddress] = await Promise.all([
    countAttempts(db, 'sign_in_failure', { account, address }, L.windowSeconds),
    countAttempts(db, 'sign_in_failure', { address }, L.windowSeconds),
  ]);
  if (pair >= L.perAccountAndAddress || byAddress >= L.perAddress) throw slowDown();
  const byAccount = await countAttempts(db, 'sign_in_failure', { account }, L.accountWindowSeconds);
  if (byAccount >= L.perAccount) {
    const known = await countAttempts(
      db,
      'sign_in_success',
      { account, address },
      L.knownAddressSeconds,
    );
    if (known === 0) throw slowDown();
  }
}

export async function checkResetRequest(db: Executor, address: string): Promise<void> {
  const n = await countAttempts(db, 'reset_request', { address }, RESET_LIMITS.windowSeconds);
  if (n >= RESET_LIMITS.perAddress) {
    throw new TooManyRequestsError(MESSAGES.tooManyResetRequests, {
      Message: MESSAGES.tooManyResetRequests,
    });
  }
}

export async function mayMailReset(db: Executor, account: string): Promise<boolean> {
  const n = await countAttempts(
    db,
    'reset_request',
    { account },
    RESET_LIMITS.accountWindowSeconds,
  );
  return n <= RESET_LIMITS.mailsPerAccount;
}

export async function checkAccessRequest(db: Executor, address: string): Promise<void> {
  const L = ACCESS_REQUEST_LIMITS;
  const n = await countAttempts(db, 'access_request', { address }, L.windowSeconds);
  if (n >= L.perAddress) {
    throw new TooManyRequestsError(MESSAGES.tooManyAttempts, { Message: MESSAGES.tooManyAttempts });
  }
}
