import type { Authenticated, ServiceProviders } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { TZ, createSite, type Site } from '../../../test/engine-fixture.ts';
import { startFakeProcore, type FakeProcore } from '../../../test/fake-procore.ts';
import { addDays, zonedTimeToInstant } from '../../lib/time.ts';
import { runProcorePushes } from './procore.jobs.ts';

// Procore on a server without its own OAuth app (issue 27, CLIENTSECRET): a company's service
// account signs in by its client ID and secret (the client credentials grant), against a fake
// Procore over real HTTP; and the push time a manager sets, read against the workday boundary.
let t: TestApp;
let fake: FakeProcore;
let site: Site;
let manager: Record<string, string>;
const DAY = '2026-03-10';

beforeAll(async () => {
  fake = await startFakeProcore();
  t = await buildTestApp({ realtime: false, procore: fake.credentialsConfig });
  site = await createSite(t.db, 'Procore service account');
  manager = await memberHeaders(t, site.projectId, ['ManageIntegrations']);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const api = (path: string) => `/api/v1/projects/${site.projectId}/integrations/1${path}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: manager, ...(payload ? { payload } : {}) });
const card = async () =>
  (await call('GET', `/api/v1/projects/${site.projectId}/integrations`))
    .json<ServiceProviders>()
    .Data.find((c) => c.ServiceProviderName === 'Procore');
const row = () =>
  t.db
    .selectFrom('project_integrations')
    .selectAll()
    .where('project_id', '=', site.projectId)
    .executeTakeFirstOrThrow();
const tick = (now: Date) =>
  runProcorePushes({
    db: t.db,
    procore: t.app.services.procore,
    log: { warn: () => {} },
    now: () => now,
  });

describe('Procore by a service account’s credentials', () => {
  it('signs in with the client ID and secret, refuses wrong ones, and never the popup', async () => {
    expect((await call('POST', api(''))).statusCode).toBe(204);
    expect(await card()).toMatchObject({ AuthenticationType: 'CLIENTSECRET', IsOn: true });
    expect(
      (await call('POST', api('/oauth/start'), { RedirectURI: 'http://localhost/cb' })).statusCode,
    ).toBe(400);
    const popup = await call('PUT', api('/authentication'), {
      RedirectURI: 'http://localhost/cb',
      Code: 'x',
      State: 'y',
    });
    expect(popup.statusCode).toBe(400);
    expect(popup.body).toContain('not signed in to that way');

    const wrong = await call('PUT', api('/authentication'), {
      ClientId: fake.serviceAccount.clientId,
      ClientSecret: 'not-the-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('refused that client ID and secret');
    expect(await row()).toMatchObject({ authenticated_at: null, client_secret_sealed: null });
    expect((await call('PUT', api('/authentication'), { ClientId: ' ' })).statusCode).toBe(400);

    const signedIn = await call('PUT', api('/authentication'), {
      ClientId: ` ${fake.serviceAccount.clientId} `,
      ClientSecret: fake.serviceAccount.clientSecret,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<Authenticated>().Companies.map((c) => c.Name)).toEqual([
      'Atlas Builders',
      'Harbor Owner Group',
    ]);
    const kept = await row();
    expect(kept.client_id).toBe(fake.serviceAccount.clientId);
    expect(kept.client_secret_sealed).not.toContain(fake.serviceAccount.clientSecret);
    expect(kept.refresh_token_sealed).toBeNull();
    expect(await card()).toMatchObject({ IsAuthenticated: true, PushTime: '19:00' });
  });

  it('asks for a new token when the last has run out, then works on as before', async () => {
    const companyUrl = `/api/v1/project/${site.projectId}/integrations/1/authorize`;
    expect(
      (await call('PATCH', companyUrl, { ExternalCompanyIdentifier: '5001' })).statusCode,
    ).toBe(204);
    await t.db
      .updateTable('project_integrations')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where('project_id', '=', site.projectId)
      .execute();
    const before = fake.state.serviceTokens;
    const chosen = await call('PUT', api('/external-project'), {
      ServiceProviderProjectCode: '7001',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(fake.state.serviceTokens).toBe(before + 1);
    const saved = await call('PUT', api('/contract-mappings'), {
      Items: [
        {
          ContractId: site.contracts.electrical,
          ServiceProviderContractCode: '9101',
          ServiceProviderContractName: 'Brightline Electric',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('takes a push time at least an hour into the workday, and pushes at it', async () => {
    expect((await call('PUT', api('/push-time'), { PushTime: '7pm' })).statusCode).toBe(400);
    // The workday starts at 03:00 on the test site: 03:30 is too early, 02:00 is its last hours.
    const early = await call('PUT', api('/push-time'), { PushTime: '03:30' });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('at least an hour after the workday starts');
    expect((await call('PUT', api('/push-time'), { PushTime: '02:00' })).statusCode).toBe(204);
    expect(await card()).toMatchObject({ PushTime: '02:00' });

    await t.db
      .insertInto('contract_days')
      .values({
        project_id: site.projectId,
        contract_id: site.contracts.electrical,
        timesheet_date: DAY,
        worker_count: 3,
        onsite_net_hours: '24.00',
        gross_hours: '24.00',
        day_shift_count: 3,
        night_shift_count: 0,
        not_applicable_count: 0,
      })
      .execute();
    // The workday's evening and midnight pass with nothing sent; its 02:00 (the next calendar
    // day) sends it.
    expect(await tick(zonedTimeToInstant(DAY, '20:00', TZ))).toBe(0);
    expect(await tick(zonedTimeToInstant(addDays(DAY, 1), '00:30', TZ))).toBe(0);
    expect(await tick(zonedTimeToInstant(addDays(DAY, 1), '02:05', TZ))).toBe(1);
    expect(fake.state.logs).toEqual([
      expect.objectContaining({ date: DAY, num_workers: 3, num_hours: '24.00', vendor_id: 9101 }),
    ]);
  });

  it('keeps the push time to a manager of the project', async () => {
    const other = await createSite(t.db, 'Elsewhere');
    const outsider = await memberHeaders(t, other.projectId, ['ManageIntegrations']);
    const refused = await t.app.inject({
      method: 'PUT',
      url: api('/push-time'),
      headers: outsider,
      payload: { PushTime: '18:00' },
    });
    expect([403, 404]).toContain(refused.statusCode);
    expect(await card()).toMatchObject({ PushTime: '02:00' });
  });
});
