import type { Permission } from '@siteline/shared';
import type { Database } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/auth.passwords.ts';

export const PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;
let counter = 0;

export async function createUser(
  db: Database,
  overrides: Partial<{
    email: string;
    isProviderEmployee: boolean;
    isDemoUser: boolean;
    isVisibilityOnlyUser: boolean;
    userStatusId: number;
  }> = {},
) {
  counter += 1;
  passwordHash ??= hashPassword(PASSWORD);
  const row = await db
    .insertInto('users')
    .values({
      email: overrides.email ?? `user${counter}-${Date.now()}@example.test`,
      first_name: 'Test',
      last_name: `User ${counter}`,
      password_hash: await passwordHash,
      is_provider_employee: overrides.isProviderEmployee ?? false,
      is_demo_user: overrides.isDemoUser ?? false,
      is_visibility_only_user: overrides.isVisibilityOnlyUser ?? false,
      user_status_id: overrides.userStatusId ?? 1,
    })
    .returning(['user_id', 'email'])
    .executeTakeFirstOrThrow();
  return { userId: row.user_id, email: row.email };
}

export async function createProject(
  db: Database,
  overrides: Partial<{ title: string; isDemo: boolean; timeZoneId: string }> = {},
) {
  counter += 1;
  const account = await db
    .insertInto('accounts')
    .values({ name: `Account ${counter}` })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('projects')
    .values({
      account_id: account.account_id,
      title: overrides.title ?? `Project ${counter}`,
      start_date: '2026-01-05',
      time_zone_id: overrides.timeZoneId ?? 'America/New_York',
      is_demo: overrides.isDemo ?? false,
    })
    .returning('project_id')
    .executeTakeFirstOrThrow();
  return row.project_id;
}

/** A membership through a role made for the test with exactly these permissions. */
export async function addMember(
  db: Database,
  projectId: number,
  userId: number,
  permissions: Permission[],
  /** A contractor's membership: limited to the contracts of this company. */
  companyId?: number,
) {
  counter += 1;
  const role = await db
    .insertInto('roles')
    .values({ project_id: projectId, name: `Role ${counter}`, level: 50 })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  if (permissions.length) {
    await db
      .insertInto('role_permissions')
      .values(permissions.map((permission) => ({ role_id: role.role_id, permission })))
      .execute();
  }
  await db
    .insertInto('project_memberships')
    .values({
      project_id: projectId,
      user_id: userId,
      role_id: role.role_id,
      company_id: companyId ?? null,
    })
    .execute();
}
