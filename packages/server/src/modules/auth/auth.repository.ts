import { sql } from 'kysely';
import {
  WHOLE_PROJECT_PERMISSIONS,
  type Permission,
  type ProjectPermissions,
} from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import type { AuthAttemptKind } from '../../db/schema.ts';

const USER_COLUMNS = [
  'user_id',
  'email',
  'first_name',
  'last_name',
  'password_hash',
  'user_status_id',
  'is_demo_user',
  'is_provider_employee',
  'is_visibility_only_user',
  'tokens_valid_after',
] as const;

export function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A user invited by e-mail: no password until they set one from the invitation's link. */
export function insertInvitedUser(
  db: Executor,
  row: { email: string; firstName: string; lastName: string },
) {
  return db
    .insertInto('users')
    .values({ email: row.email, first_name: row.firstName, last_name: row.lastName })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The sign-in sessions of the user that are still live (not revoked, not expired). */
export async function liveSessionFamilies(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return rows.map((r) => r.family_id);
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** One entry per project the user belongs to: the union of the permissions of its roles. */
export async function findProjectPermissions(
  db: Executor,
  userId: number,
): Promise<ProjectPermissions[]> {
  const rows = await db
    .selectFrom('project_memberships as pm')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'pm.role_id')
    .select([
      'pm.project_id',
      sql<(string | null)[]>`array_agg(DISTINCT rp.permission ORDER BY rp.permission)`.as(
        'permissions',
      ),
      // Every membership of the user on the project is limited to a company.
      sql<boolean>`bool_and(pm.company_id IS NOT NULL)`.as('limited'),
    ])
    .where('pm.user_id', '=', userId)
    .groupBy('pm.project_id')
    .orderBy('pm.project_id')
    .execute();
  return rows.map((r) => ({
    ProjectId: r.project_id,
    Permissions: r.permissions.filter(
      (p): p is Permission =>
        p !== null && !(r.limited && WHOLE_PROJECT_PERMISSIONS.includes(p as Permission)),
    ),
  }));
}

export async function updatePassword(db: Executor, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, tokens_valid_after: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
}

// --- refresh tokens ---------------------------------------------------------------------------

export async function insertRefreshToken(
  db: Executor,
  row: { familyId: string; userId: number; tokenHash: Buffer; clientId: string; expiresAt: Date },
) {
  await db
    .insertInto('refresh_tokens')
    .values({
      family_id: row.familyId,
      user_id: row.userId,
      token_hash: row.tokenHash,
      client_id: row.clientId,
      expires_at: row.expiresAt,
    })
    .execute();
}

/**
 * Marks a live refresh token used and returns it; undefined when it is unknown, expired, revoked
 * or already used. The single UPDATE makes two concurrent uses impossible to both succeed.
 */
export function consumeRefreshToken(db: Executor, tokenHash: Buffer) {
  return db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['family_id', 'user_id', 'client_id'])
    .executeTakeFirst();
}

export function findRefreshToken(db: Executor, tokenHash: Buffer) {
  return db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeFamily(db: Executor, familyId: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user except `keepFamilyId`; answers the families ended. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  keepFamilyId?: string,
): Promise<string[]> {
  let q = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId !== undefined) q = q.where('family_id', '!=', keepFamilyId);
  const rows = await q.returning('family_id').execute();
  return [...new Set(rows.map((r) => r.family_id))];
}

/**
 * True once any token of the sign-in session was revoked (sign-out, reuse of a rotated token,
 * password change or reset): the session's access tokens stop working at once.
 */
export async function isFamilyRevoked(db: Executor, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// --- password reset keys ---------------------------------------------------------------------

export async function insertResetKey(
  db: Executor,
  keyHash: Buffer,
  userId: number,
  expiresAt: Date,
) {
  await db
    .insertInto('password_reset_keys')
    .values({ key_hash: keyHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** The user of a live reset key (unused, unexpired), without using it. */
export function findLiveResetKey(db: Executor, keyHash: Buffer) {
  return db
    .selectFrom('password_reset_keys')
    .select('user_id')
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Uses a live reset key once; undefined when unknown, expired or already used. */
export function consumeResetKey(db: Executor, keyHash: Buffer) {
  return db
    .updateTable('password_reset_keys')
    .set({ used_at: sql`now()` })
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id'])
    .executeTakeFirst();
}

// --- throttling ------------------------------------------------------------------------------

export async function recordAttempt(
  db: Executor,
  kind: AuthAttemptKind,
  account: string | null,
  address: string,
) {
  await db.insertInto('auth_attempts').values({ kind, account, address }).execute();
}

export async function countAttempts(
  db: Executor,
  kind: AuthAttemptKind,
  by: { account?: string; address?: string },
  sinceSeconds: number,
): Promise<number> {
  let q = db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${sinceSeconds})`);
  if (by.account !== undefined) q = q.where('account', '=', by.account);
  if (by.address !== undefined) q = q.where('address', '=', by.address);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function clearSignInFailures(db: Executor, account: string, address: string) {
  await db
    .deleteFrom('auth_attempts')
    .where('kind', '=', 'sign_in_failure')
    .where('account', '=', account)
    .where('address', '=', address)
    .execute();
}

export async function pruneAttempts(db: Executor, olderThanDays: number) {
  await db
    .deleteFrom('auth_attempts')
    .where('at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
    .execute();
}

// --- access requests -------------------------------------------------------------------------

export async function insertAccessRequest(
  db: Executor,
  row: {
    firstName: string;
    lastName: string;
    email: string;
    companyName: string;
    phoneNumber: string;
    projectName: string;
    message: string;
    address: string;
  },
) {
  await db
    .insertInto('access_requests')
    .values({
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      company_name: row.companyName,
      phone_number: row.phoneNumber,
      project_name: row.projectName,
      message: row.message,
      address: row.address,
    })
    .execute();
}
