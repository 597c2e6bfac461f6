import type { Database, Executor } from '../../db/database.ts';
import { enqueueEmail } from '../../messaging/outbox.ts';
import {
  INVITE_KEY_LIFETIME_DAYS,
  RESET_KEY_LIFETIME_MINUTES,
  inviteEmail,
  resetPasswordEmail,
} from './auth.emails.ts';
import * as repo from './auth.repository.ts';
import { hashSecret, newOpaqueSecret } from './auth.tokens.ts';

const USER_STATUS_ACTIVE = 1;

/**
 * The e-mails an administrator sends on someone's behalf (spec 002 §2, project users): an
 * invitation with a set-password link, and a password reset. Both use the reset-key flow, so the
 * link opens the same /reset/{key} page and works once.
 */
export function createInvitations(deps: {
  db: Database;
  publicUrl: string;
  dispatchEmails: (outboxIds: number[]) => Promise<void>;
}) {
  const { db } = deps;

  async function newLink(tx: Executor, userId: number, lifetimeMs: number): Promise<string> {
    const key = newOpaqueSecret();
    await repo.insertResetKey(tx, hashSecret(key), userId, new Date(Date.now() + lifetimeMs));
    return `${deps.publicUrl}/reset/${key}`;
  }

  return {
    /**
     * Creates a user invited by e-mail inside the caller's transaction (the users area writes the
     * membership in the same one): no password, and a set-password link that lasts a week.
     * Answers the outbox message, to dispatch once the transaction has committed.
     */
    async inviteUser(
      tx: Executor,
      person: { email: string; firstName: string; lastName: string },
      invitation: { invitedBy: string; projectTitle: string },
    ): Promise<{ userId: number; outboxId: number }> {
      const user = await repo.insertInvitedUser(tx, person);
      const link = await newLink(tx, user.user_id, INVITE_KEY_LIFETIME_DAYS * 86_400_000);
      const mail = inviteEmail(user, invitation.invitedBy, invitation.projectTitle, link);
      return { userId: user.user_id, outboxId: await enqueueEmail(tx, mail) };
    },

    /**
     * A reset link sent at an administrator's request: the same key and e-mail as a self-service
     * reset. False when the user cannot sign in (deleted, disabled or visibility-only).
     */
    async sendPasswordReset(userId: number): Promise<boolean> {
      const outboxIds = await db.transaction().execute(async (tx) => {
        const user = await repo.findUserById(tx, userId);
        if (!user || user.user_status_id !== USER_STATUS_ACTIVE || user.is_visibility_only_user) {
          return null;
        }
        const link = await newLink(tx, user.user_id, RESET_KEY_LIFETIME_MINUTES * 60_000);
        return [await enqueueEmail(tx, resetPasswordEmail(user, link))];
      });
      if (!outboxIds) return false;
      await deps.dispatchEmails(outboxIds);
      return true;
    },
  };
}
