import { USER_MESSAGES, type ProjectUser, type TokenResponse } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, createProject, createUser } from '../../../test/factories.ts';

/** migration 0002's shared roles: 200 Admin, 100 Manager, 50 Contractor, 0 Viewer. */
const ROLE = { admin: 1, manager: 2, contractor: 3, viewer: 4 } as const;

let t: TestApp;
let projectId: number;
let otherProjectId: number;
let admin: { userId: number; email: string };
let adminTokens: TokenResponse;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  projectId = await createProject(t.db, { title: 'Harbor Point' });
  otherProjectId = await createProject(t.db);
  admin = await createUser(t.db);
  await join(projectId, admin.userId, ROLE.admin);
  adminTokens = await tokensFor(t.app, admin.email, PASSWORD);
});
afterAll(() => t.close());

async function join(project: number, userId: number, roleId: number, companyId?: number) {
  await t.db
    .insertInto('project_memberships')
    .values({ project_id: project, user_id: userId, role_id: roleId, company_id: companyId })
    .execute();
}

async function member(roleId: number, project = projectId) {
  const user = await createUser(t.db);
  await join(project, user.userId, roleId);
  return { ...user, tokens: await tokensFor(t.app, user.email, PASSWORD) };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  tokens: TokenResponse = adminTokens,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1/projects/${projectId}${url}`,
    headers: bearer(tokens),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function membershipsOf(userId: number) {
  return t.db
    .selectFrom('project_memberships')
    .select(['project_id', 'role_id', 'company_id'])
    .where('user_id', '=', userId)
    .orderBy('role_id')
    .execute();
}

describe('PUT …/users/{userId}', () => {
  it('replaces the roles; the user’s next request has the new permissions', async () => {
    const viewer = await member(ROLE.viewer);
    expect((await call('GET', '/users', viewer.tokens)).statusCode).toBe(403);
    const res = await call('PUT', `/users/${viewer.userId}`, adminTokens, {
      Roles: [{ ContractRoleId: ROLE.manager }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProjectUser>().Roles).toEqual([
      {
        ContractRoleId: ROLE.manager,
        ContractRoleName: 'Manager',
        CompanyId: null,
        CompanyName: null,
      },
    ]);
    expect((await call('GET', '/users', viewer.tokens)).statusCode).toBe(200);
  });

  it('limits a Contractor to a company with a contract on the project', async () => {
    const company = await t.db
      .insertInto('companies')
      .values({ name: 'Brightline Electric' })
      .returning('company_id')
      .executeTakeFirstOrThrow();
    const stranger = await t.db
      .insertInto('companies')
      .values({ name: 'Elsewhere Steel' })
      .returning('company_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('contracts')
      .values({ project_id: projectId, company_id: company.company_id })
      .execute();
    const companies = await call('GET', '/users/companies');
    expect(companies.json()).toEqual([
      { CompanyId: company.company_id, CompanyName: 'Brightline Electric' },
    ]);

    const contractor = await member(ROLE.viewer);
    const refused = await call('PUT', `/users/${contractor.userId}`, adminTokens, {
      Roles: [{ ContractRoleId: ROLE.contractor, CompanyId: stranger.company_id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ errorMessage: USER_MESSAGES.companyNotOnProject, field: 'Roles' }],
    });
    expect(await membershipsOf(contractor.userId)).toEqual([
      { project_id: projectId, role_id: ROLE.viewer, company_id: null },
    ]);
    const res = await call('PUT', `/users/${contractor.userId}`, adminTokens, {
      Roles: [{ ContractRoleId: ROLE.contractor, CompanyId: company.company_id }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProjectUser>().Roles).toEqual([
      {
        ContractRoleId: ROLE.contractor,
        ContractRoleName: 'Contractor',
        CompanyId: company.company_id,
        CompanyName: 'Brightline Electric',
      },
    ]);
    const subject = {
      userId: contractor.userId,
      familyId: 'test',
      email: contractor.email,
      isDemoUser: false,
      isProviderEmployee: false,
      permissions: [],
    };
    // What the contractor then sees: that company's contracts only (DOMAIN.md).
    expect(await t.app.services.projects.contractScope(subject, projectId)).toHaveLength(1);
  });

  it('answers 404 for a non-member and 400 for no roles', async () => {
    const stranger = await createUser(t.db);
    const notMember = await call('PUT', `/users/${stranger.userId}`, adminTokens, {
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(notMember.statusCode).toBe(404);
    expect(await membershipsOf(stranger.userId)).toEqual([]);
    const viewer = await member(ROLE.viewer);
    const empty = await call('PUT', `/users/${viewer.userId}`, adminTokens, { Roles: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe('DELETE …/users/{userId}', () => {
  it('removes the user; their next request on the project is refused, other projects kept', async () => {
    const leaving = await member(ROLE.manager);
    await join(otherProjectId, leaving.userId, ROLE.viewer);
    const fresh = await tokensFor(t.app, leaving.email, PASSWORD);
    expect((await call('GET', '/users', fresh)).statusCode).toBe(200);
    const res = await call('DELETE', `/users/${leaving.userId}`);
    expect(res.statusCode).toBe(200);
    const removed = res.json<{ UserId: number; Name: string }>();
    expect(removed.UserId).toBe(leaving.userId);
    expect(removed.Name).toMatch(/^Test User/);
    expect((await call('GET', '/users', fresh)).statusCode).toBe(403);
    expect(await membershipsOf(leaving.userId)).toEqual([
      { project_id: otherProjectId, role_id: ROLE.viewer, company_id: null },
    ]);
    expect((await call('DELETE', `/users/${leaving.userId}`)).statusCode).toBe(404);
  });

  it('does not let a user remove themselves', async () => {
    const res = await call('DELETE', `/users/${admin.userId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.removeSelf }] });
  });
});

describe('POST …/users/{userId}/reset-password', () => {
  it('e-mails the member a reset link', async () => {
    const viewer = await member(ROLE.viewer);
    const res = await call('POST', `/users/${viewer.userId}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Name: string }>().Name).toMatch(/^Test User/);
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body_text'])
      .where('recipient', '=', viewer.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Reset your Siteline password');
    expect(mail.body_text).toMatch(/\/reset\/[\w-]+/);
    const stranger = await createUser(t.db);
    expect((await call('POST', `/users/${stranger.userId}/reset-password`)).statusCode).toBe(404);
  });

  it('is ManageUsers only, even for a member', async () => {
    const viewer = await member(ROLE.viewer);
    const res = await call('POST', `/users/${admin.userId}/reset-password`, viewer.tokens);
    expect(res.statusCode).toBe(403);
  });
});
