import type {
  Authenticated,
  ContractMappings,
  ExternalProjects,
  HeadcountHistory,
  ServiceProviders,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorHeaders, memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { TZ, createSite, type Site } from '../../../test/engine-fixture.ts';
import { startFakeProcore, type FakeProcore } from '../../../test/fake-procore.ts';
import { zonedTimeToInstant } from '../../lib/time.ts';
import { runProcorePushes } from './procore.jobs.ts';

// Procore against a fake Procore over real HTTP (issue 27): sign-in with PKCE, company, project,
// vendors mapped, the evening push into the manpower log with its refusals and retries.
let t: TestApp;
let fake: FakeProcore;
let site: Site;
let manager: Record<string, string>;
const REDIRECT = 'http://localhost:3000/integrations/oauth-callback';
const DAY = '2026-03-10';
const EVENING = zonedTimeToInstant(DAY, '20:00', TZ);
const warnings: unknown[] = [];

beforeAll(async () => {
  fake = await startFakeProcore();
  t = await buildTestApp({ realtime: false, procore: fake.config });
  site = await createSite(t.db, 'Procore site');
  manager = await memberHeaders(t, site.projectId, ['ManageIntegrations']);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const api = (path: string) => `/api/v1/projects/${site.projectId}/integrations/1${path}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: manager, ...(payload ? { payload } : {}) });
const tick = (now: Date) =>
  runProcorePushes({
    db: t.db,
    procore: t.app.services.procore,
    log: { warn: (...args: unknown[]) => void warnings.push(args) },
    now: () => now,
  });

async function contractDay(contractId: number, workers: number, hours: string, date = DAY) {
  await t.db
    .insertInto('contract_days')
    .values({
      project_id: site.projectId,
      contract_id: contractId,
      timesheet_date: date,
      worker_count: workers,
      onsite_net_hours: hours,
      gross_hours: hours,
      day_shift_count: workers,
      night_shift_count: 0,
      not_applicable_count: 0,
    })
    .onConflict((oc) =>
      oc.columns(['project_id', 'contract_id', 'timesheet_date']).doUpdateSet({
        worker_count: workers,
        onsite_net_hours: hours,
      }),
    )
    .execute();
}

describe('Procore', () => {
  it('is switched on, signed in with PKCE, and set to a company and a project', async () => {
    expect((await call('POST', api('/oauth/start'), { RedirectURI: REDIRECT })).statusCode).toBe(
      400,
    );
    expect((await call('POST', api(''))).statusCode).toBe(204);
    const card = async () =>
      (await call('GET', `/api/v1/projects/${site.projectId}/integrations`))
        .json<ServiceProviders>()
        .Data.find((c) => c.ServiceProviderName === 'Procore');
    expect(await card()).toMatchObject({
      IsOn: true,
      IsAuthenticated: false,
      IsMappedToServiceProviderProject: false,
      AuthenticationType: 'LOGINPAGE',
    });

    const started = await call('POST', api('/oauth/start'), { RedirectURI: REDIRECT });
    expect(started.statusCode, started.body).toBe(200);
    const authorize = new URL(started.json<{ AuthorizeUrl: string }>().AuthorizeUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT);
    const { code, state } = await fake.signIn(authorize.toString());

    const wrong = await call('PUT', api('/authentication'), {
      RedirectURI: REDIRECT,
      Code: code,
      State: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    const signedIn = await call('PUT', api('/authentication'), {
      RedirectURI: REDIRECT,
      Code: code,
      State: state,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<Authenticated>().Companies.map((c) => c.Name)).toEqual([
      'Atlas Builders',
      'Harbor Owner Group',
    ]);
    // The same code again: the sign-in is over.
    const again = await call('PUT', api('/authentication'), {
      RedirectURI: REDIRECT,
      Code: code,
      State: state,
    });
    expect(again.statusCode).toBe(400);
    const row = await t.db.selectFrom('project_integrations').selectAll().executeTakeFirstOrThrow();
    expect(row.access_token_sealed).not.toContain('at_');
    expect(row.oauth_state).toBeNull();

    const companyUrl = `/api/v1/project/${site.projectId}/integrations/1/authorize`;
    expect((await call('PATCH', companyUrl, { ExternalCompanyIdentifier: '999' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PATCH', companyUrl, { ExternalCompanyIdentifier: '5001' })).statusCode,
    ).toBe(204);
    const projects = (
      await call('GET', api('/external-projects?page=1&pageSize=100'))
    ).json<ExternalProjects>();
    expect(projects.Data.map((p) => p.ServiceProviderProjectName)).toEqual([
      'Hudson Yards Tower B',
      'Mission Hills Medical Center',
    ]);
    const chosen = await call('PUT', api('/external-project'), {
      ServiceProviderProjectCode: '7001',
    });
    expect(chosen.json()).toEqual({
      Message: 'Hudson Yards Tower B has been successfully authenticated.',
    });
    expect(await card()).toMatchObject({
      IsAuthenticated: true,
      IsMappedToServiceProviderProject: true,
      ServiceProviderProjectName: 'Hudson Yards Tower B',
      ServiceProviderProjectCode: 'HY-B',
    });
  });

  it('maps the project’s contracts to the Procore project’s vendors', async () => {
    const mappings = (await call('GET', api('/contract-mappings'))).json<ContractMappings>();
    expect(mappings.ExternalContracts.map((e) => e.ServiceProviderContractName)).toEqual(
      fake.vendors.map((v) => v.name),
    );
    const unknown = await call('PUT', api('/contract-mappings'), {
      Items: [{ ContractId: site.contracts.electrical, ServiceProviderContractCode: '1234' }],
    });
    expect(unknown.statusCode).toBe(400);
    const saved = await call('PUT', api('/contract-mappings'), {
      Items: [
        {
          ContractId: site.contracts.electrical,
          ServiceProviderContractCode: '9101',
          ServiceProviderContractName: 'Brightline Electric',
        },
        {
          ContractId: site.contracts.plumbing,
          ServiceProviderContractCode: '9102',
          ServiceProviderContractName: 'Meridian Plumbing & Heating',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('pushes the evening’s headcount once, after a 429 and an expired token, and updates it when it changes', async () => {
    await contractDay(site.contracts.electrical, 4, '31.50');
    // Before the push time: nothing.
    expect(await tick(zonedTimeToInstant(DAY, '18:30', TZ))).toBe(0);
    // The token has expired: refreshed first. Procore throttles the first log: tried again later.
    await t.db
      .updateTable('project_integrations')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .execute();
    fake.state.rateLimitNext = 1;
    expect(await tick(EVENING)).toBe(1);
    expect(fake.state.refreshes).toBe(1);
    expect(fake.state.logs).toHaveLength(0);
    expect(warnings).toHaveLength(1);
    // Within its backoff: not yet; after it: sent.
    expect(await tick(new Date(EVENING.getTime() + 60_000))).toBe(0);
    expect(await tick(new Date(EVENING.getTime() + 6 * 60_000))).toBe(1);
    expect(fake.state.logs).toEqual([
      expect.objectContaining({
        projectId: 7001,
        companyHeader: '5001',
        date: DAY,
        num_workers: 4,
        num_hours: '31.50',
        vendor_id: 9101,
      }),
    ]);
    // Plumbing had nobody on site: no log. The day is done: later ticks send nothing more.
    expect(await tick(new Date(EVENING.getTime() + 60 * 60_000))).toBe(0);
    expect(fake.state.logs).toHaveLength(1);
    // The figures changed (late reads): the same log is updated, never a second one.
    await contractDay(site.contracts.electrical, 5, '38.25');
    await t.app.services.procore.pushDay(site.projectId, DAY);
    expect(fake.state.logs).toHaveLength(1);
    expect(fake.state.logs[0]).toMatchObject({ num_workers: 5, num_hours: '38.25' });
  });

  it('reports a completed (locked) daily log and does not try it again', async () => {
    const locked = '2026-03-11';
    fake.state.lockedDates.add(locked);
    await contractDay(site.contracts.electrical, 3, '24.00', locked);
    expect(await tick(zonedTimeToInstant(locked, '20:00', TZ))).toBe(1);
    expect(await tick(zonedTimeToInstant(locked, '23:00', TZ))).toBe(0);
    const history = (await call('GET', api('/headcount-history'))).json<HeadcountHistory>();
    expect(
      history.Data.map((h) => [h.Date, h.ContractDisplayName, h.Headcount, h.Hours, h.Status]),
    ).toEqual([
      [locked, 'Electrical', 3, 24, 'Locked'],
      [DAY, 'Electrical', 5, 38.25, 'Sent'],
    ]);
    expect(history.Data[0]?.Answer).toContain('completed');
    expect(history.Data[1]?.ExternalLogId).toBe(String(fake.state.logs[0]?.id));
  });

  it('is walled: another project’s member and a company-limited contractor get 403', async () => {
    const other = await createSite(t.db, 'Procore elsewhere');
    const stranger = await memberHeaders(t, other.projectId, ['ManageIntegrations']);
    const contractor = await contractorHeaders(t, site.projectId, site.contracts.electrical, [
      'ManageIntegrations',
    ]);
    for (const headers of [stranger, contractor]) {
      for (const [method, url] of [
        ['POST', api('')],
        ['GET', api('/external-projects')],
        ['GET', api('/headcount-history')],
        ['DELETE', api('')],
      ] as const) {
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.body).not.toContain('Hudson');
      }
    }
  });
});
