import type { TokenResponse } from '@siteline/shared';
import { bearer, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, createProject, createUser } from '../../../test/factories.ts';

/** migration 0002's shared roles: 200 Admin, 100 Manager, 50 Contractor, 0 Viewer. */
export const ROLE = { admin: 1, manager: 2, contractor: 3, viewer: 4 } as const;

/**
 * Harbor Point with its admin, another project, and the calls the users tests make: members of a
 * role, requests under the project's path, and a user's memberships to prove what was written.
 */
export async function usersFixture(t: TestApp) {
  const projectId = await createProject(t.db, { title: 'Harbor Point' });
  const otherProjectId = await createProject(t.db);

  const join = async (project: number, userId: number, roleId: number, companyId?: number) => {
    await t.db
      .insertInto('project_memberships')
      .values({ project_id: project, user_id: userId, role_id: roleId, company_id: companyId })
      .execute();
  };

  const admin = await createUser(t.db);
  await join(projectId, admin.userId, ROLE.admin);
  const adminTokens = await tokensFor(t.app, admin.email, PASSWORD);

  const member = async (roleId: number, project = projectId) => {
    const user = await createUser(t.db);
    await join(project, user.userId, roleId);
    return { ...user, tokens: await tokensFor(t.app, user.email, PASSWORD) };
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    tokens: TokenResponse = adminTokens,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/projects/${projectId}${url}`,
      headers: bearer(tokens),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const membershipsOf = (userId: number) =>
    t.db
      .selectFrom('project_memberships')
      .select(['project_id', 'role_id', 'company_id'])
      .where('user_id', '=', userId)
      .orderBy('role_id')
      .execute();

  return { projectId, otherProjectId, admin, adminTokens, join, member, call, membershipsOf };
}

export type UsersFixture = Awaited<ReturnType<typeof usersFixture>>;
