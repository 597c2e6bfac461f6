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

describe('GET …/users and …/roles', () => {
  it('lists the members with their roles, and the roles with their level and permissions', async () => {
    const manager = await member(ROLE.manager);
    const res = await call('GET', '/users');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ Data: ProjectUser[]; TotalCount: number }>();
    const found = body.Data.find((u) => u.UserId === manager.userId);
    expect(found).toMatchObject({
      Email: manager.email,
      UserStatusId: 1,
      Roles: [{ ContractRoleId: ROLE.manager, ContractRoleName: 'Manager', CompanyId: null }],
    });
    expect(body.TotalCount).toBe(body.Data.length);

    const roles = await call('GET', '/roles');
    expect(roles.statusCode).toBe(200);
    const list = roles.json<{ ContractRoleName: string; role: number; Permissions: string[] }[]>();
    expect(list.map((r) => r.role)).toEqual([200, 100, 50, 0]);
    expect(list[0]?.Permissions).toContain('ManageUsers');
    expect(list[3]?.Permissions).toEqual([]);
  });

  it('refuses another project’s user and a member without ManageUsers (403)', async () => {
    const outsider = await member(ROLE.admin, otherProjectId);
    const viewer = await member(ROLE.viewer);
    for (const tokens of [outsider.tokens, viewer.tokens]) {
      expect((await call('GET', '/users', tokens)).statusCode).toBe(403);
      expect((await call('GET', '/roles', tokens)).statusCode).toBe(403);
      expect((await call('GET', `/users/${admin.userId}`, tokens)).statusCode).toBe(403);
      const write = await call('PUT', `/users/${viewer.userId}`, tokens, {
        Roles: [{ ContractRoleId: ROLE.admin }],
      });
      expect(write.statusCode).toBe(403);
      expect((await call('DELETE', `/users/${admin.userId}`, tokens)).statusCode).toBe(403);
    }
    expect(await membershipsOf(viewer.userId)).toEqual([
      { project_id: projectId, role_id: ROLE.viewer, company_id: null },
    ]);
  });

  it('answers 404 for a user who is not a member', async () => {
    const stranger = await createUser(t.db);
    const res = await call('GET', `/users/${stranger.userId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.notMember }] });
  });
});

describe('GET …/users/search', () => {
  it('answers the user and whether they already have access', async () => {
    const manager = await member(ROLE.manager);
    const elsewhere = await member(ROLE.viewer, otherProjectId);
    const has = await call('GET', `/users/search?email=${encodeURIComponent(manager.email)}`);
    expect(has.json()).toMatchObject({
      User: { UserId: manager.userId, UserStatusId: 1 },
      DoesUserAlreadyHaveAccess: true,
    });
    const upper = elsewhere.email.toUpperCase();
    const no = await call('GET', `/users/search?email=${encodeURIComponent(upper)}`);
    expect(no.json()).toMatchObject({
      User: { UserId: elsewhere.userId },
      DoesUserAlreadyHaveAccess: false,
    });
    const none = await call('GET', '/users/search?email=nobody%40example.test');
    expect(none.json()).toEqual({ User: null, DoesUserAlreadyHaveAccess: false });
    expect((await call('GET', '/users/search?email=not-an-email')).statusCode).toBe(400);
  });
});

describe('POST …/users', () => {
  it('adds a found user with roles; their next request sees the project', async () => {
    const found = await member(ROLE.viewer, otherProjectId);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}`,
      headers: bearer(found.tokens),
    });
    expect(before.statusCode).toBe(403);
    const res = await call('POST', '/users', adminTokens, {
      UserId: found.userId,
      Roles: [{ ContractRoleId: ROLE.manager }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ProjectUser>().Roles.map((r) => r.ContractRoleName)).toEqual(['Manager']);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}`,
      headers: bearer(found.tokens),
    });
    expect(after.statusCode).toBe(200);

    const again = await call('POST', '/users', adminTokens, {
      UserId: found.userId,
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.alreadyMember }] });
  });

  it('refuses a user deleted from the system (status not 1), writing nothing', async () => {
    const gone = await createUser(t.db, { userStatusId: 2 });
    const res = await call('POST', '/users', adminTokens, {
      UserId: gone.userId,
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.deleted }] });
    expect(await membershipsOf(gone.userId)).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const users = async () =>
      Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const count = await users();
    const outbox = await t.db.selectFrom('outbox_messages').select('outbox_message_id').execute();
    const bodies = [
      { Email: 'new@example.test', FirstName: 'A', LastName: 'B', Roles: [] },
      { Email: 'bad', FirstName: 'A', LastName: 'B', Roles: [{ ContractRoleId: ROLE.viewer }] },
      { Email: 'new@example.test', FirstName: ' ', LastName: 'B', Roles: [{ ContractRoleId: 4 }] },
      {
        Email: 'new@example.test',
        FirstName: 'A',
        LastName: 'B',
        Roles: [{ ContractRoleId: 999 }],
      },
      {
        Email: 'new@example.test',
        FirstName: 'A',
        LastName: 'B',
        Roles: [{ ContractRoleId: ROLE.viewer }, { ContractRoleId: ROLE.viewer }],
      },
      {
        Email: 'new@example.test',
        FirstName: 'A',
        LastName: 'B',
        Roles: [{ ContractRoleId: ROLE.manager, CompanyId: 1 }],
      },
      { Email: admin.email, FirstName: 'A', LastName: 'B', Roles: [{ ContractRoleId: 4 }] },
    ];
    for (const body of bodies) {
      const res = await call('POST', '/users', adminTokens, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await users()).toBe(count);
    expect(
      await t.db.selectFrom('outbox_messages').select('outbox_message_id').execute(),
    ).toHaveLength(outbox.length);
  });

  it('lets nobody give a role above their own, nor change a member above them', async () => {
    const manager = await member(ROLE.manager);
    const res = await call('POST', '/users', manager.tokens, {
      Email: 'climber@example.test',
      FirstName: 'Carl',
      LastName: 'Climber',
      Roles: [{ ContractRoleId: ROLE.admin }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.roleAbove }] });
    const toAdmin = await call('PUT', `/users/${admin.userId}`, manager.tokens, {
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.userAbove }] });
    expect(await membershipsOf(admin.userId)).toEqual([
      { project_id: projectId, role_id: ROLE.admin, company_id: null },
    ]);
    const ok = await call('POST', '/users', manager.tokens, {
      Email: 'helper@example.test',
      FirstName: 'Hal',
      LastName: 'Helper',
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(ok.statusCode).toBe(201);
  });
});
