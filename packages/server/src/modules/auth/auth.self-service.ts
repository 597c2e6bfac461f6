import { MESSAGES, type ChangePasswordBody, type RequestAccessBody } from '@siteline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../messaging/outbox.ts';
import {
  RESET_KEY_LIFETIME_MINUTES,
  accessRequestEmail,
  resetPasswordEmail,
} from './auth.emails.ts';
import { hashPassword, verifyPassword } from './auth.passwords.ts';
import * as repo from './auth.repository.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as throttle from './auth.throttle.ts';
import { hashSecret, newOpaqueSecret } from './auth.tokens.ts';

const USER_STATUS_ACTIVE = 1;

/**
 * What people do for their own account without an administrator: ask for access, ask for a
 * password reset and reset by the e-mailed key, change the password when signed in. A password
 * change ends the user's other sign-in sessions and drops their cached permissions.
 */
export function createSelfService(deps: {
  db: Database;
  log: FastifyBaseLogger;
  publicUrl: string;
  supportEmail: string;
  dispatchEmails: (outboxIds: number[]) => Promise<void>;
  sessionsEnded: (familyIds: string[]) => void;
  /** Whether a known user is refused sign-in (disabled, visibility-only). */
  isRefused: (user: repo.UserRow) => boolean;
  /** Forgets one user's cached permissions, or every user's. */
  forgetSubjects: (userId?: number) => void;
}) {
  const { db, log } = deps;
  const dispatchEmails = deps.dispatchEmails;
  const sessionsEnded = deps.sessionsEnded;

  return {
    /** Answers the same whether or not the account exists (no enumeration). */
    async requestPasswordReset(email: string, address: string): Promise<string> {
      await throttle.checkResetRequest(db, address);
      const account = email.trim().toLowerCase();
      const outboxIds = await db.transaction().execute(async (tx) => {
        await repo.recordAttempt(tx, 'reset_request', account, address);
        const user = await repo.findUserByEmail(tx, account);
        if (!user || deps.isRefused(user) || !(await throttle.mayMailReset(tx, account))) return [];
        const key = newOpaqueSecret();
        const expiresAt = new Date(Date.now() + RESET_KEY_LIFETIME_MINUTES * 60_000);
        await repo.insertResetKey(tx, hashSecret(key), user.user_id, expiresAt);
        const link = `${deps.publicUrl}/reset/${key}`;
        return [await enqueueEmail(tx, resetPasswordEmail(user, link))];
      });
      await dispatchEmails(outboxIds);
      return MESSAGES.resetRequested;
    },

    /**
     * The key is looked up before the (deliberately slow) new password is hashed, and an
     * address trying bad keys is throttled, so guessing keys costs the guesser, not the server.
     */
    /** Sets the password; answers the e-mail and whether it was the first (an invitation's). */
    async resetPassword(
      resetKey: string,
      newPassword: string,
      address: string,
    ): Promise<{ email: string; firstPassword: boolean }> {
      await throttle.checkResetKey(db, address);
      const keyHash = hashSecret(resetKey);
      const invalid = async () => {
        await repo.recordAttempt(db, 'reset_failure', null, address);
        log.warn({ address }, 'invalid password-reset key');
        return new ValidationError(MESSAGES.resetKeyInvalid, { Message: MESSAGES.resetKeyInvalid });
      };
      const live = await repo.findLiveResetKey(db, keyHash);
      const owner = live && (await repo.findUserById(db, live.user_id));
      if (!owner || owner.user_status_id !== USER_STATUS_ACTIVE) throw await invalid();
      const passwordHash = await hashPassword(newPassword);
      const done = await db.transaction().execute(async (tx) => {
        // Used once: a second request with the same key since the look-up finds it spent.
        const used = await repo.consumeResetKey(tx, keyHash);
        const user = used && (await repo.findUserById(tx, used.user_id));
        if (!user || user.user_status_id !== USER_STATUS_ACTIVE) return null;
        await repo.updatePassword(tx, user.user_id, passwordHash);
        const ended = await repo.revokeUserSessions(tx, user.user_id);
        return { email: user.email, ended, firstPassword: user.password_hash === null };
      });
      if (!done) throw await invalid();
      deps.forgetSubjects();
      sessionsEnded(done.ended);
      return { email: done.email, firstPassword: done.firstPassword };
    },

    /** Other sign-in sessions end; this one continues through the usual refresh. */
    async changePassword(
      auth: AuthContext,
      body: ChangePasswordBody,
      address: string,
    ): Promise<void> {
      const user = await repo.findUserById(db, auth.userId);
      if (!user) throw new UnauthorizedError(MESSAGES.unauthorized);
      // A stolen session must not become unlimited guesses at the current password.
      const account = user.email.toLowerCase();
      await throttle.checkPasswordChange(db, account);
      if (!(await verifyPassword(user.password_hash, body.CurrentPassword))) {
        await repo.recordAttempt(db, 'password_change_failure', account, address);
        log.warn({ userId: user.user_id, address }, 'wrong current password on password change');
        throw new ValidationError([
          { errorMessage: MESSAGES.currentPasswordWrong, field: 'CurrentPassword' },
        ]);
      }
      if (body.CurrentPassword === body.NewPassword) {
        throw new ValidationError([
          { errorMessage: MESSAGES.passwordUnchanged, field: 'NewPassword' },
        ]);
      }
      const passwordHash = await hashPassword(body.NewPassword);
      const ended = await db.transaction().execute(async (tx) => {
        await repo.updatePassword(tx, user.user_id, passwordHash);
        return repo.revokeUserSessions(tx, user.user_id, auth.familyId);
      });
      deps.forgetSubjects(user.user_id);
      sessionsEnded(ended);
    },
    async requestAccess(request: Required<RequestAccessBody>, address: string): Promise<string> {
      await throttle.checkAccessRequest(db, address);
      const outboxIds = await db.transaction().execute(async (tx) => {
        await repo.recordAttempt(tx, 'access_request', request.Email.toLowerCase(), address);
        await repo.insertAccessRequest(tx, {
          firstName: request.FirstName,
          lastName: request.LastName,
          email: request.Email,
          companyName: request.CompanyName,
          phoneNumber: request.PhoneNumber,
          projectName: request.ProjectName,
          message: request.Message,
          address,
        });
        return [await enqueueEmail(tx, accessRequestEmail(deps.supportEmail, request))];
      });
      await dispatchEmails(outboxIds);
      return MESSAGES.accessRequested;
    },
  };
}
