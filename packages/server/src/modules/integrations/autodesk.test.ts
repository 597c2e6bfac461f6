import type {
  Authenticated,
  ExternalProjects,
  IssueHistory,
  ServiceProviders,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertFactsOf, memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { startFakeAutodesk, type FakeAutodesk } from '../../../test/fake-autodesk.ts';
import { UNAUTHORIZED_CLEAR_MINUTES } from '../alerts/alerts-facts.service.ts';

// Autodesk, the design platform (issue 27), against a fake Autodesk over real HTTP: switched on
// by its sign-in, a hub and a project chosen with no contractor mapping, and the site's safety
// alerts as Autodesk Construction Cloud issues, closed when they resolve.
let t: TestApp;
let fake: FakeAutodesk;
let site: Site;
let manager: Record<string, string>;
const REDIRECT = 'http://localhost:3000/integrations-oauth-callback';

beforeAll(async () => {
  fake = await startFakeAutodesk();
  t = await buildTestApp({ realtime: false, autodesk: fake.config });
  site = await createSite(t.db, 'Autodesk site');
  manager = await memberHeaders(t, site.projectId, ['ManageIntegrations']);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const api = (path: string, projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/integrations/2${path}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: manager, ...(payload ? { payload } : {}) });
const card = async () =>
  (await call('GET', `/api/v1/projects/${site.projectId}/integrations`))
    .json<ServiceProviders>()
    .Data.find((c) => c.ServiceProviderName === 'Autodesk');
const issues = async () => (await call('GET', api('/issues'))).json<IssueHistory>().Data;
const sync = (minutesLater = 0) =>
  t.app.services.autodesk!.syncIssues(new Date(Date.now() + minutesLater * 60_000));

describe('Autodesk', () => {
  it('goes to its sign-in directly, then a hub and a project, and needs no mapping', async () => {
    expect(await card()).toMatchObject({
      AuthenticationType: 'LOGINPAGE',
      IsOn: false,
      Links: ['toggle-on-off', 'authentication', 'project-select', 'issues-history'],
    });
    // No switch first: the sign-in's start makes the integration.
    const started = await call('POST', api('/oauth/start'), { RedirectURI: REDIRECT });
    expect(started.statusCode, started.body).toBe(200);
    const authorize = new URL(started.json<{ AuthorizeUrl: string }>().AuthorizeUrl);
    expect(authorize.pathname).toBe('/authentication/v2/authorize');
    expect(authorize.searchParams.get('scope')).toBe('data:read data:write account:read');
    expect(await card()).toMatchObject({ IsOn: true, IsAuthenticated: false });
    const { code, state } = await fake.signIn(authorize.toString());
    const signedIn = await call('PUT', api('/authentication'), {
      RedirectURI: REDIRECT,
      Code: code,
      State: state,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<Authenticated>().Companies).toEqual([
      { ExternalCompanyIdentifier: 'b.7f3c0a52-hub', Name: 'Atlas Builders ACC' },
    ]);
    const hub = `/api/v1/project/${site.projectId}/integrations/2/authorize`;
    expect((await call('PATCH', hub, { ExternalCompanyIdentifier: 'b.other' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PATCH', hub, { ExternalCompanyIdentifier: 'b.7f3c0a52-hub' })).statusCode,
    ).toBe(204);
    const projects = (await call('GET', api('/external-projects'))).json<ExternalProjects>();
    expect(projects.Data.map((p) => p.ServiceProviderProjectCode)).toEqual(
      fake.projects.map((p) => p.id),
    );
    const chosen = await call('PUT', api('/external-project'), {
      ServiceProviderProjectCode: 'b.1d2e3f40-tower',
    });
    expect(chosen.json()).toEqual({
      Message: 'Harbor Tower — Design has been successfully authenticated.',
    });
    expect(await card()).toMatchObject({
      IsAuthenticated: true,
      IsMappedToServiceProviderProject: true,
      ServiceProviderProjectName: 'Harbor Tower — Design',
      // Nothing is pushed to Autodesk in the evening: no push time on its card.
      PushTime: null,
    });
  });

  it('files an unauthorized person as a safety issue, and closes it when the alert resolves', async () => {
    const facts = alertFactsOf(t, site);
    await facts.clearFacts();
    fake.state.rateLimitNext = 1;
    await facts.ingest([facts.bobAgo('ROOM-1', 30)]);
    await t.app.services.engine.processAllPresence();
    const [pending] = await issues();
    expect(pending).toMatchObject({ Status: 'Pending', AlertResolved: false });
    expect(pending?.Title).toMatch(/^Unauthorized person: .+ in /);
    // Autodesk throttles the first call: the row waits out its backoff, then goes.
    expect(await sync()).toBe(1);
    expect((await issues())[0]).toMatchObject({ Status: 'Pending', Attempts: 1 });
    expect(await sync()).toBe(0);
    expect(await sync(3)).toBe(1);
    expect(fake.state.issues).toEqual([
      expect.objectContaining({
        projectId: '1d2e3f40-tower',
        title: pending!.Title,
        issueSubtypeId: 's-hazard',
        status: 'open',
      }),
    ]);
    expect((await issues())[0]).toMatchObject({
      Status: 'Open',
      ExternalIssueId: fake.state.issues[0]!.id,
    });

    // Bob is seen on the floor long enough: the sweep resolves the alert; the issue is closed.
    await facts.ingest([facts.bobAgo('FLOOR-1', UNAUTHORIZED_CLEAR_MINUTES + 2)]);
    await t.app.services.engine.processAllPresence();
    await t.app.services.alertFacts.sweep(new Date());
    expect((await issues())[0]).toMatchObject({ AlertResolved: true, Status: 'Open' });
    await sync(10);
    expect((await issues())[0]).toMatchObject({ Status: 'Closed' });
    expect(fake.state.issues[0]?.status).toBe('closed');
  });

  it('keeps its issues to the project’s managers', async () => {
    const other = await createSite(t.db, 'Elsewhere');
    const outsider = await memberHeaders(t, other.projectId, ['ManageIntegrations']);
    const res = await t.app.inject({ method: 'GET', url: api('/issues'), headers: outsider });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('Unauthorized person');
  });
});
