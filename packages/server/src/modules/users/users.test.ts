import { USER_MESSAGES, type ProjectUser } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { ROLE, usersFixture, type UsersFixture } from './users-fixture.ts';

let t: TestApp;
let f: UsersFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await usersFixture(t);
});
afterAll(() => t.close());

describe('GET …/users and …/roles', () => {
  it('lists the members with their roles, and the roles with their level and permissions', async () => {
    const manager = await f.member(ROLE.manager);
    const res = await f.call('GET', '/users');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ Data: ProjectUser[]; TotalCount: number }>();
    const found = body.Data.find((u) => u.UserId === manager.userId);
    expect(found).toMatchObject({
      Email: manager.email,
      UserStatusId: 1,
      Roles: [{ ContractRoleId: ROLE.manager, ContractRoleName: 'Manager', CompanyId: null }],
    });
    expect(body.TotalCount).toBe(body.Data.length);

    const roles = await f.call('GET', '/roles');
    expect(roles.statusCode).toBe(200);
    const list = roles.json<{ ContractRoleName: string; role: number; Permissions: string[] }[]>();
    expect(list.map((r) => r.role)).toEqual([200, 100, 50, 0]);
    expect(list[0]?.Permissions).toContain('ManageUsers');
    expect(list[3]?.Permissions).toEqual([]);
  });

  it('refuses another project’s user and a f.member without ManageUsers (403)', async () => {
    const outsider = await f.member(ROLE.admin, f.otherProjectId);
    const viewer = await f.member(ROLE.viewer);
    for (const tokens of [outsider.tokens, viewer.tokens]) {
      expect((await f.call('GET', '/users', tokens)).statusCode).toBe(403);
      expect((await f.call('GET', '/roles', tokens)).statusCode).toBe(403);
      expect((await f.call('GET', `/users/${f.admin.userId}`, tokens)).statusCode).toBe(403);
      const write = await f.call('PUT', `/users/${viewer.userId}`, tokens, {
        Roles: [{ ContractRoleId: ROLE.admin }],
      });
      expect(write.statusCode).toBe(403);
      expect((await f.call('DELETE', `/users/${f.admin.userId}`, tokens)).statusCode).toBe(403);
    }
    expect(await f.membershipsOf(viewer.userId)).toEqual([
      { project_id: f.projectId, role_id: ROLE.viewer, company_id: null },
    ]);
  });

  it('answers 404 for a user who is not a f.member', async () => {
    const stranger = await createUser(t.db);
    const res = await f.call('GET', `/users/${stranger.userId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.notMember }] });
  });
});

describe('GET …/users/search', () => {
  it('answers the user and whether they already have access', async () => {
    const manager = await f.member(ROLE.manager);
    const elsewhere = await f.member(ROLE.viewer, f.otherProjectId);
    const has = await f.call('GET', `/users/search?email=${encodeURIComponent(manager.email)}`);
    expect(has.json()).toMatchObject({
      User: { UserId: manager.userId, UserStatusId: 1 },
      DoesUserAlreadyHaveAccess: true,
    });
    const upper = elsewhere.email.toUpperCase();
    const no = await f.call('GET', `/users/search?email=${encodeURIComponent(upper)}`);
    expect(no.json()).toMatchObject({
      User: { UserId: elsewhere.userId },
      DoesUserAlreadyHaveAccess: false,
    });
    const none = await f.call('GET', '/users/search?email=nobody%40example.test');
    expect(none.json()).toEqual({ User: null, DoesUserAlreadyHaveAccess: false });
    expect((await f.call('GET', '/users/search?email=not-an-email')).statusCode).toBe(400);
  });
});

describe('POST …/users', () => {
  it('adds a found user with roles; their next request sees the project', async () => {
    const found = await f.member(ROLE.viewer, f.otherProjectId);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${f.projectId}`,
      headers: bearer(found.tokens),
    });
    expect(before.statusCode).toBe(403);
    const res = await f.call('POST', '/users', f.adminTokens, {
      UserId: found.userId,
      Roles: [{ ContractRoleId: ROLE.manager }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ProjectUser>().Roles.map((r) => r.ContractRoleName)).toEqual(['Manager']);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${f.projectId}`,
      headers: bearer(found.tokens),
    });
    expect(after.statusCode).toBe(200);

    const again = await f.call('POST', '/users', f.adminTokens, {
      UserId: found.userId,
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.alreadyMember }] });
  });

  it('refuses a user deleted from the system (status not 1), writing nothing', async () => {
    const gone = await createUser(t.db, { userStatusId: 2 });
    const res = await f.call('POST', '/users', f.adminTokens, {
      UserId: gone.userId,
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.deleted }] });
    expect(await f.membershipsOf(gone.userId)).toEqual([]);
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
      { Email: f.admin.email, FirstName: 'A', LastName: 'B', Roles: [{ ContractRoleId: 4 }] },
    ];
    for (const body of bodies) {
      const res = await f.call('POST', '/users', f.adminTokens, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await users()).toBe(count);
    expect(
      await t.db.selectFrom('outbox_messages').select('outbox_message_id').execute(),
    ).toHaveLength(outbox.length);
  });

  it('lets nobody give a role above their own, nor change a f.member above them', async () => {
    const manager = await f.member(ROLE.manager);
    const res = await f.call('POST', '/users', manager.tokens, {
      Email: 'climber@example.test',
      FirstName: 'Carl',
      LastName: 'Climber',
      Roles: [{ ContractRoleId: ROLE.admin }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.roleAbove }] });
    const toAdmin = await f.call('PUT', `/users/${f.admin.userId}`, manager.tokens, {
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json()).toEqual({ errors: [{ errorMessage: USER_MESSAGES.userAbove }] });
    expect(await f.membershipsOf(f.admin.userId)).toEqual([
      { project_id: f.projectId, role_id: ROLE.admin, company_id: null },
    ]);
    const ok = await f.call('POST', '/users', manager.tokens, {
      Email: 'helper@example.test',
      FirstName: 'Hal',
      LastName: 'Helper',
      Roles: [{ ContractRoleId: ROLE.viewer }],
    });
    expect(ok.statusCode).toBe(201);
  });
});
