import { USER_MESSAGES, type ProjectUser } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, createUser } from '../../../test/factories.ts';
import { ROLE, usersFixture, type UsersFixture } from './users-fixture.ts';

let t: TestApp;
let f: UsersFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await usersFixture(t);
});
afterAll(() => t.close());

describe('PUT …/users/{userId}', () => {
  it('replaces the roles; the user’s next request has the new permissions', async () => {
    const viewer = await f.member(ROLE.viewer);
    expect((await f.call('GET', '/users', viewer.tokens)).statusCode).toBe(403);
    const res = await f.call('PUT', `/users/${viewer.userId}`, f.adminTokens, {
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
    expect((await f.call('GET', '/users', viewer.tokens)).statusCode).toBe(200);
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
      .values({ project_id: f.projectId, company_id: company.company_id })
      .execute();
    const companies = await f.call('GET', '/users/companies');
    expect(companies.json()).toEqual([
      { CompanyId: company.company_id, CompanyName: 'Brightline Electric' },
    ]);

    const contractor = await f.member(ROLE.viewer);
    const refused = await f.call('PUT', `/users/${contractor.userId}`, f.adminTokens, {
      Roles: [{ ContractRoleId: ROLE.contractor, CompanyId: stranger.company_id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ errorMessage: USER_MESSAGES.companyNotOnProject, field: 'Roles' }],
    });
    expect(await f.membershipsOf(contractor.userId)).toEqual([
      { project_id: f.projectId, role_id: ROLE.viewer, company_id: null },
    ]);
    const res = await f.call('PUT', `/users/${contractor.userId}`, f.adminTokens, {
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
    expect(await t.app.services.projects.contractScope(subject, f.projectId)).toHaveLength(1);
  });

  it('answers 404 for a non-f.member and 400 for no roles', async () => {
    const stranger = await createUser(t.db);
    const notMember = await f.call('PUT', `/users/${stranger.userId}`, f.adminTokens, {
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(notMember.statusCode).toBe(404);
    expect(await f.membershipsOf(stranger.userId)).toEqual([]);
    const viewer = await f.member(ROLE.viewer);
    const empty = await f.call('PUT', `/users/${viewer.userId}`, f.adminTokens, { Roles: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe('DELETE …/users/{userId}', () => {
  it('removes the user; their next request on the project is refused, other projects kept', async () => {
    const leaving = await f.member(ROLE.manager);
    await f.join(f.otherProjectId, leaving.userId, ROLE.viewer);
    const fresh = await tokensFor(t.app, leaving.email, PASSWORD);
    expect((await f.call('GET', '/users', fresh)).statusCode).toBe(200);
    const res = await f.call('DELETE', `/users/${leaving.userId}`);
    expect(res.statusCode).toBe(200);
    const removed = res.json<{ UserId: number; Name: string }>();
    expect(removed.UserId).toBe(leaving.userId);
    expect(removed.Name).toMatch(/^Test User/);
    expect((await f.call('GET', '/users', fresh)).statusCode).toBe(403);
    expect(await f.membershipsOf(leaving.userId)).toEqual([
      { project_id: f.otherProjectId, role_id: ROLE.viewer, company_id: null },
    ]);
    expect((await f.call('DELETE', `/users/${leaving.userId}`)).statusCode).toBe(404);
  });

  it('does not let a user remove themselves', async () => {
    const res = await f.call('DELETE', `/users/${f.admin.userId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.removeSelf }] });
  });
});

describe('POST …/users/{userId}/reset-password', () => {
  it('e-mails the f.member a reset link', async () => {
    const viewer = await f.member(ROLE.viewer);
    const res = await f.call('POST', `/users/${viewer.userId}/reset-password`);
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
    expect((await f.call('POST', `/users/${stranger.userId}/reset-password`)).statusCode).toBe(404);
  });

  it('is ManageUsers only, even for a f.member', async () => {
    const viewer = await f.member(ROLE.viewer);
    const res = await f.call('POST', `/users/${f.admin.userId}/reset-password`, viewer.tokens);
    expect(res.statusCode).toBe(403);
  });
});
