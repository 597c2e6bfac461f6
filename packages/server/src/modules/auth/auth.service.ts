import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  VISIBILITY_ONLY_ERROR,
  type CurrentUser,
  type TokenResponse,
} from '@siteline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
import { OAuthError, UnauthorizedError } from '../../lib/errors.ts';
import { QUEUES, type JobQueue } from '../../jobs/queue.ts';
import * as repo from './auth.repository.ts';
import { createInvitations } from './auth.invitations.ts';
import { createSelfService } from './auth.self-service.ts';
import { verifyPassword } from './auth.passwords.ts';
import * as throttle from './auth.throttle.ts';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  hashSecret,
  newOpaqueSecret,
} from './auth.tokens.ts';
import {
  AUDIENCES,
  type AccessClaims,
  type AuthContext,
  type TokenSigner,
} from '../../lib/auth-context.ts';

export const USER_STATUS_ACTIVE = 1;

export interface AuthServiceDeps {
  db: Database;
  signer: TokenSigner;
  queue: JobQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
  supportEmail: string;
  supportArticleUrl: string;
  allowedClientIds: readonly string[];
  /** How long a caller's permissions are cached (ARCHITECTURE.md: "briefly cached"). */
  subjectCacheMs?: number;
  /**
   * Told, once committed, of sign-in sessions that ended (sign-out, refresh-token reuse,
   * password change or reset): realtime drops their open connections.
   */
  onSessionsEnded?: (familyIds: string[]) => void;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, signer, log } = deps;
  const subjectCache = new Map<
    number,
    { at: number; value: Omit<AuthContext, 'familyId'> | null; validAfter: number }
  >();
  const cacheMs = deps.subjectCacheMs ?? 5_000;

  async function dispatchEmails(ids: number[]) {
    for (const outboxMessageId of ids) {
      // The outbox row is committed; if this hand-off fails the outbox sweep picks it up.
      await deps.queue.send(QUEUES.sendEmail, { outboxMessageId }).catch((err: unknown) => {
        log.warn({ err, outboxMessageId }, 'e-mail dispatch deferred to the outbox sweep');
      });
    }
  }

  function sessionsEnded(familyIds: string[]) {
    if (familyIds.length === 0) return;
    try {
      deps.onSessionsEnded?.(familyIds);
    } catch (err) {
      // The revocation is committed; access tokens are refused whatever happens here.
      log.error({ err }, 'could not drop the connections of ended sessions');
    }
  }

  function checkClient(clientId: string) {
    if (!deps.allowedClientIds.includes(clientId)) {
      throw new OAuthError(400, 'invalid_client', 'Unknown client_id.');
    }
  }

  async function issueTokens(
    tx: Executor,
    user: repo.UserRow,
    clientId: string,
    familyId: string,
  ): Promise<TokenResponse> {
    const refreshToken = newOpaqueSecret();
    await repo.insertRefreshToken(tx, {
      familyId,
      userId: user.user_id,
      tokenHash: hashSecret(refreshToken),
      clientId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    const [accessToken, jwt, permissions] = await Promise.all([
      signer.sign(user.user_id, familyId, AUDIENCES.api),
      signer.sign(user.user_id, familyId, AUDIENCES.apiV2),
      repo.findProjectPermissions(tx, user.user_id),
    ]);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      jwt,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      userId: user.user_id,
      userName: `${user.first_name} ${user.last_name}`.trim(),
      permissions: JSON.stringify(permissions),
      isDemoUser: user.is_demo_user,
      isProviderEmployee: user.is_provider_employee,
      isVisibilityOnlyUser: user.is_visibility_only_user,
    };
  }

  /** Refusals that apply to both grants, once the user is known. */
  function refusal(user: repo.UserRow | undefined): OAuthError | null {
    if (!user || user.user_status_id !== USER_STATUS_ACTIVE) {
      return new OAuthError(400, 'invalid_grant', MESSAGES.userDisabled);
    }
    if (user.is_visibility_only_user) {
      return new OAuthError(400, 'access_denied', VISIBILITY_ONLY_ERROR, deps.supportArticleUrl);
    }
    return null;
  }

  return {
    async passwordGrant(
      input: { username: string; password: string; client_id: string },
      address: string,
    ): Promise<TokenResponse> {
      checkClient(input.client_id);
      const account = input.username.trim().toLowerCase();
      await throttle.checkSignIn(db, account, address);
      const user = await repo.findUserByEmail(db, account);
      const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !passwordOk) {
        await repo.recordAttempt(db, 'sign_in_failure', account, address);
        log.warn({ account, address }, 'failed sign-in');
        throw new OAuthError(400, 'invalid_grant', MESSAGES.invalidCredentials);
      }
      const refused = refusal(user);
      if (refused) {
        log.warn({ account, address, reason: refused.description }, 'sign-in refused');
        throw refused;
      }
      return db.transaction().execute(async (tx) => {
        await repo.clearSignInFailures(tx, account, address);
        await repo.recordAttempt(tx, 'sign_in_success', account, address);
        return issueTokens(tx, user, input.client_id, randomUUID());
      });
    },

    async refreshGrant(input: {
      refresh_token: string;
      client_id: string;
    }): Promise<TokenResponse> {
      checkClient(input.client_id);
      const tokenHash = hashSecret(input.refresh_token);
      // Revocations must commit, so refusals are returned out of the transaction, then thrown.
      let revoked: string | null = null;
      const outcome = await db
        .transaction()
        .execute(async (tx): Promise<TokenResponse | OAuthError> => {
          const consumed = await repo.consumeRefreshToken(tx, tokenHash);
          if (!consumed) {
            const known = await repo.findRefreshToken(tx, tokenHash);
            if (known?.used_at && !known.revoked_at) {
              // A rotated token came back: someone holds a copy. End the whole sign-in session.
              await repo.revokeFamily(tx, known.family_id);
              revoked = known.family_id;
              log.warn({ userId: known.user_id, familyId: known.family_id }, 'refresh token reuse');
            }
            return new OAuthError(400, 'invalid_grant', MESSAGES.invalidRefreshToken);
          }
          const user = await repo.findUserById(tx, consumed.user_id);
          const refused = consumed.client_id === input.client_id ? refusal(user) : null;
          if (!user || refused || consumed.client_id !== input.client_id) {
            await repo.revokeFamily(tx, consumed.family_id);
            revoked = consumed.family_id;
            return refused ?? new OAuthError(400, 'invalid_grant', MESSAGES.invalidRefreshToken);
          }
          return issueTokens(tx, user, input.client_id, consumed.family_id);
        });
      if (revoked) sessionsEnded([revoked]);
      if (outcome instanceof OAuthError) throw outcome;
      return outcome;
    },

    async signOut(refreshToken: string): Promise<void> {
      const known = await repo.findRefreshToken(db, hashSecret(refreshToken));
      if (!known) return;
      await repo.revokeFamily(db, known.family_id);
      sessionsEnded([known.family_id]);
    },

    async currentUser(userId: number): Promise<CurrentUser> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new UnauthorizedError(MESSAGES.unauthorized);
      return {
        UserId: user.user_id,
        Email: user.email,
        FirstName: user.first_name,
        LastName: user.last_name,
        IsDemoUser: user.is_demo_user,
        IsProviderEmployee: user.is_provider_employee,
      };
    },

    /**
     * The caller behind a verified access token, or null when the user is gone, disabled,
     * visibility-only, or the token predates a password change.
     */
    async loadSubject(claims: AccessClaims): Promise<AuthContext | null> {
      let cached = subjectCache.get(claims.userId);
      if (!cached || Date.now() - cached.at > cacheMs) {
        const user = await repo.findUserById(db, claims.userId);
        const value =
          user && !refusal(user)
            ? {
                userId: user.user_id,
                email: user.email,
                isDemoUser: user.is_demo_user,
                isProviderEmployee: user.is_provider_employee,
                permissions: await repo.findProjectPermissions(db, user.user_id),
              }
            : null;
        const validAfter = user ? user.tokens_valid_after.getTime() : 0;
        cached = { at: Date.now(), value, validAfter };
        subjectCache.set(claims.userId, cached);
      }
      if (!cached.value || claims.issuedAtMs < cached.validAfter) return null;
      // Never cached: a session that ended refuses its access tokens from the next request on,
      // on every instance.
      if (await repo.isFamilyRevoked(db, claims.familyId)) return null;
      return { ...cached.value, familyId: claims.familyId };
    },

    ...createInvitations({ db, publicUrl: deps.publicUrl, dispatchEmails }),

    ...createSelfService({
      db,
      log,
      publicUrl: deps.publicUrl,
      supportEmail: deps.supportEmail,
      dispatchEmails,
      sessionsEnded,
      isRefused: (user) => refusal(user) !== null,
      forgetSubjects: (userId) =>
        userId === undefined ? subjectCache.clear() : subjectCache.delete(userId),
    }),

    /** Hands committed outbox e-mails to the queue (the sweep retries any it cannot). */
    dispatchEmails,

    /** The user's live sign-in sessions (to drop their connections to a project). */
    liveSessions(userId: number): Promise<string[]> {
      return repo.liveSessionFamilies(db, userId);
    },

    /** Drops the cached permissions of a user (after a membership change on this instance). */
    forgetSubject(userId: number): void {
      subjectCache.delete(userId);
    },

    async pruneAttempts(): Promise<void> {
      await repo.pruneAttempts(db, 31);
    },
  };
}
