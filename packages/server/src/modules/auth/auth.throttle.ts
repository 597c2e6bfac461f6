import { MESSAGES } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { OAuthError, TooManyRequestsError } from '../../lib/errors.ts';
import { countAttempts } from './auth.repository.ts';

/**
 * Sign-in throttling that an attacker cannot turn into a lock-out of the real user
 * (docs/decisions/0001-password-grant.md):
 * - one address guessing one account is stopped after a few failures;
 * - one address guessing across accounts (credential stuffing) is stopped, except for an account
 *   that has signed in from that address before: strangers' failures behind the same office
 *   address do not lock out the people who work there;
 * - many addresses guessing one account are stopped, except an address that has signed in to
 *   that account successfully before: the real user at their usual place still gets in.
 * Every refusal says when to try again (Retry-After: the window, an upper bound).
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
  /** Wrong or spent reset keys tried from one address before it must wait. */
  failedKeysPerAddress: 10,
} as const;

/** Wrong current passwords on a password change, per account. */
export const PASSWORD_CHANGE_LIMITS = { windowSeconds: 15 * 60, perAccount: 5 } as const;

export const ACCESS_REQUEST_LIMITS = { windowSeconds: 60 * 60, perAddress: 5 } as const;

function retryAfter(seconds: number): Record<string, string> {
  return { 'Retry-After': String(seconds) };
}

function slowDown(seconds: number): OAuthError {
  return new OAuthError(429, 'slow_down', MESSAGES.tooManyAttempts, undefined, retryAfter(seconds));
}

function tooMany(message: string, seconds: number): TooManyRequestsError {
  return new TooManyRequestsError(message, { Message: message, ...retryAfter(seconds) });
}

/** Whether the account signed in from this address lately (a known-good place). */
async function knownAddress(db: Executor, account: string, address: string): Promise<boolean> {
  const n = await countAttempts(
    db,
    'sign_in_success',
    { account, address },
    SIGN_IN_LIMITS.knownAddressSeconds,
  );
  return n > 0;
}

export async function checkSignIn(db: Executor, account: string, address: string): Promise<void> {
  const L = SIGN_IN_LIMITS;
  const [pair, byAddress] = await Promise.all([
    countAttempts(db, 'sign_in_failure', { account, address }, L.windowSeconds),
    countAttempts(db, 'sign_in_failure', { address }, L.windowSeconds),
  ]);
  if (pair >= L.perAccountAndAddress) throw slowDown(L.windowSeconds);
  let known: boolean | undefined;
  if (byAddress >= L.perAddress) {
    known = await knownAddress(db, account, address);
    if (!known) throw slowDown(L.windowSeconds);
  }
  const byAccount = await countAttempts(db, 'sign_in_failure', { account }, L.accountWindowSeconds);
  if (byAccount >= L.perAccount) {
    known ??= await knownAddress(db, account, address);
    if (!known) throw slowDown(L.accountWindowSeconds);
  }
}

export async function checkResetRequest(db: Executor, address: string): Promise<void> {
  const n = await countAttempts(db, 'reset_request', { address }, RESET_LIMITS.windowSeconds);
  if (n >= RESET_LIMITS.perAddress) {
    throw tooMany(MESSAGES.tooManyResetRequests, RESET_LIMITS.windowSeconds);
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

/** Before a reset key is looked up: an address that tried too many bad keys waits. */
export async function checkResetKey(db: Executor, address: string): Promise<void> {
  const n = await countAttempts(db, 'reset_failure', { address }, RESET_LIMITS.windowSeconds);
  if (n >= RESET_LIMITS.failedKeysPerAddress) {
    throw tooMany(MESSAGES.tooManyAttempts, RESET_LIMITS.windowSeconds);
  }
}

/** Before the current password is checked: an account with too many wrong guesses waits. */
export async function checkPasswordChange(db: Executor, account: string): Promise<void> {
  const L = PASSWORD_CHANGE_LIMITS;
  const n = await countAttempts(db, 'password_change_failure', { account }, L.windowSeconds);
  if (n >= L.perAccount) throw tooMany(MESSAGES.tooManyAttempts, L.windowSeconds);
}

export async function checkAccessRequest(db: Executor, address: string): Promise<void> {
  const L = ACCESS_REQUEST_LIMITS;
  const n = await countAttempts(db, 'access_request', { address }, L.windowSeconds);
  if (n >= L.perAddress) throw tooMany(MESSAGES.tooManyAttempts, L.windowSeconds);
}
