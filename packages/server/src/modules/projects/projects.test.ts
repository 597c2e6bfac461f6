import type { ProjectListResponse } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

let t: TestApp;
let mine: number;
let theirs: number;
let demo: number;
beforeAll(async () => {
  t = await buildTestApp();
  mine = await createProject(t.db, { title: 'Alpha Tower' });
  theirs = await createProject(t.db, { title: 'Beta Hospital' });
  demo = await createProject(t.db, { title: 'Demo Depot', isDemo: true });
});
afterAll(() => t.close());

async function member(projectIds: number[], flags: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, flags);
  for (const id of projectIds) await addMember(t.db, id, user.userId, []);
  return tokensFor(t.app, user.email, PASSWORD);
}

describe('GET /api/v1/projects', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/projects?page=1&pageSize=500' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ errorMessage: 'Authentication is required.' }] });
  });

  it('lists only the caller’s projects, in the spec’s shape', async () => {
    const tokens = await member([mine]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects?page=1&pageSize=500',
      headers: bearer(tokens),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProjectListResponse>();
    expect(body.TotalCount).toBe(1);
    expect(body.Data).toEqual([
      {
        ProjectId: mine,
        Title: 'Alpha Tower',
        AccountId: expect.any(Number) as number,
        AccountName: expect.any(String) as string,
        StartDate: '2026-01-05',
        EndDate: null,
        TimeZoneId: 'America/New_York',
        CountryCode: 'US',
        SiteDisplayConst: 'SITE',
      },
    ]);
  });

  it('serves demo projects only with Demo: true, and the others only without', async () => {
    const tokens = await member([mine, demo]);
    const real = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(tokens, false),
    });
    const demoList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(tokens, true),
    });
    expect(real.json<ProjectListResponse>().Data.map((p) => p.ProjectId)).toEqual([mine]);
    expect(demoList.json<ProjectListResponse>().Data.map((p) => p.ProjectId)).toEqual([demo]);
  });

  it('keeps a demo user in demo projects whatever the header says', async () => {
    const tokens = await member([mine, demo], { isDemoUser: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(tokens, false),
    });
    expect(res.json<ProjectListResponse>().Data.map((p) => p.ProjectId)).toEqual([demo]);
  });

  it('shows a provider employee every project of the mode', async () => {
    const tokens = await member([], { isProviderEmployee: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(tokens),
    });
    const ids = res.json<ProjectListResponse>().Data.map((p) => p.ProjectId);
    expect(ids).toEqual(expect.arrayContaining([mine, theirs]));
    expect(ids).not.toContain(demo);
  });

  it('pages with page and pageSize and refuses a page size above 500', async () => {
    const tokens = await member([mine, theirs]);
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects?page=2&pageSize=1',
      headers: bearer(tokens),
    });
    expect(page2.json<ProjectListResponse>()).toMatchObject({
      TotalCount: 2,
      Data: [{ Title: 'Beta Hospital' }],
    });
    const tooBig = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects?pageSize=501',
      headers: bearer(tokens),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('pageSize');
  });
});

describe('GET /api/v1/projects/:projectId', () => {
  it('answers a member with the project', async () => {
    const tokens = await member([mine]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${mine}`,
      headers: bearer(tokens),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ProjectId: mine, Title: 'Alpha Tower' });
  });

  it('refuses another project’s user with 403 and no data', async () => {
    const tokens = await member([mine]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${theirs}`,
      headers: bearer(tokens),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Beta Hospital');
  });

  it('answers 403 for a project that does not exist, like any project not the caller’s', async () => {
    const tokens = await member([mine]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/999999',
      headers: bearer(tokens),
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a demo project outside demo mode', async () => {
    const tokens = await member([demo]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${demo}`,
      headers: bearer(tokens, false),
    });
    expect(res.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${demo}`,
      headers: bearer(tokens, true),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('takes a removed membership into account within seconds, not at token expiry', async () => {
    const user = await createUser(t.db);
    await addMember(t.db, mine, user.userId, []);
    const tokens = await tokensFor(t.app, user.email, PASSWORD);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${mine}`,
          headers: bearer(tokens),
        })
      ).statusCode,
    ).toBe(200);
    await t.db.deleteFrom('project_memberships').where('user_id', '=', user.userId).execute();
    t.app.services.auth.forgetSubject(user.userId);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${mine}`,
          headers: bearer(tokens),
        })
      ).statusCode,
    ).toBe(403);
  });
});
