import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorHeaders, memberHeaders } from '../../../test/alerts-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { scheduleSampleXml } from './integrations-schedule-samples.ts';

// Every project is a wall; an integration changes the whole project, so no company-limited member.
let t: TestApp;
let site: Site;
let other: Site;
let manager: Record<string, string>;
let fileImportId: number;
let webhookId: number;

const xml = scheduleSampleXml('primavera-p6', 'Walls', [
  { name: 'Electrical', crew: 2, start: '2026-02-02', finish: '2026-02-06' },
]);
const payload = {
  Encoding: 'base64',
  MimeType: 'text/xml',
  OriginalFileName: 'walls.xml',
  File: Buffer.from(xml).toString('base64'),
};

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Integrations wall');
  other = await createSite(t.db, 'Integrations elsewhere');
  manager = await memberHeaders(t, site.projectId, ['ManageIntegrations']);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${site.projectId}/integrations/3/file-imports`,
    headers: manager,
    payload,
  });
  fileImportId = res.json<{ FileImportId: number }>().FileImportId;
  const hook = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${site.projectId}/integrations/webhooks`,
    headers: manager,
    payload: { Url: 'https://walls.example/hook', Events: ['presence.arrived'] },
  });
  webhookId = hook.json<{ WebhookId: number }>().WebhookId;
});
afterAll(() => t.close());

function calls(projectId: number, id: number) {
  const base = `/api/v1/projects/${projectId}/integrations`;
  return [
    { method: 'GET' as const, url: base },
    { method: 'GET' as const, url: `${base}/3` },
    { method: 'GET' as const, url: `${base}/3/contract-mappings?fileImportId=${id}` },
    {
      method: 'PUT' as const,
      url: `${base}/3/contract-mappings`,
      payload: { FileImportId: id, Items: [] },
    },
    { method: 'GET' as const, url: `${base}/3/sample-schedule` },
    { method: 'POST' as const, url: `${base}/3/file-imports`, payload },
    { method: 'GET' as const, url: `${base}/3/file-imports` },
    { method: 'GET' as const, url: `${base}/3/file-imports/${id}` },
    { method: 'GET' as const, url: `${base}/3/file-imports/${id}/preview` },
    { method: 'POST' as const, url: `${base}/3/file-imports/${id}/process` },
    { method: 'GET' as const, url: `${base}/webhooks` },
    {
      method: 'POST' as const,
      url: `${base}/webhooks`,
      payload: { Url: 'https://walls.example/hook', Events: ['presence.arrived'] },
    },
    { method: 'PATCH' as const, url: `${base}/webhooks/${webhookId}`, payload: { Active: false } },
    { method: 'GET' as const, url: `${base}/webhooks/${webhookId}/deliveries` },
    { method: 'POST' as const, url: `${base}/webhooks/${webhookId}/test` },
    { method: 'DELETE' as const, url: `${base}/webhooks/${webhookId}` },
  ];
}

describe('integrations: who may', () => {
  it('another project’s member, one without ManageIntegrations and a company-limited contractor get 403 and no data', async () => {
    const stranger = await memberHeaders(t, other.projectId, ['ManageIntegrations']);
    const without = await memberHeaders(t, site.projectId, ['ManageContractsValues']);
    const contractor = await contractorHeaders(t, site.projectId, site.contracts.electrical, [
      'ManageIntegrations',
    ]);
    for (const headers of [stranger, without, contractor]) {
      for (const call of calls(site.projectId, fileImportId)) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.body).not.toContain('walls.xml');
        expect(res.body).not.toContain('Electrical');
      }
    }
    const files = await t.db
      .selectFrom('integration_file_imports')
      .select('file_import_id')
      .execute();
    expect(files).toHaveLength(1);
    const hooks = await t.db.selectFrom('webhooks').select(['webhook_id', 'active']).execute();
    expect(hooks).toEqual([{ webhook_id: webhookId, active: true }]);
  });

  it('a membership limited to a company never holds ManageIntegrations: the menu hides it', async () => {
    const user = await createUser(t.db);
    const company = await t.db
      .insertInto('companies')
      .values({ name: 'Walls Limited Co' })
      .returning('company_id')
      .executeTakeFirstOrThrow();
    await addMember(
      t.db,
      site.projectId,
      user.userId,
      ['ManageIntegrations', 'WorkerProfile'],
      company.company_id,
    );
    const tokens = await tokensFor(t.app, user.email, PASSWORD);
    const permissions = JSON.parse(tokens.permissions) as {
      ProjectId: number;
      Permissions: string[];
    }[];
    expect(permissions.find((p) => p.ProjectId === site.projectId)?.Permissions).toEqual([
      'WorkerProfile',
    ]);
  });

  it('a file of another project is not found through this one, and ids out of range are 400', async () => {
    const elsewhere = await memberHeaders(t, other.projectId, ['ManageIntegrations']);
    for (const call of calls(other.projectId, fileImportId).slice(7, 10)) {
      const res = await t.app.inject({ ...call, headers: elsewhere });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.body).not.toContain('walls.xml');
    }
    // Another project's webhook is not found through this one.
    for (const call of calls(other.projectId, fileImportId).slice(12)) {
      const res = await t.app.inject({ ...call, headers: elsewhere });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.body).not.toContain('walls.example');
    }
    const mappings = await t.app.inject({
      url: `/api/v1/projects/${other.projectId}/integrations/3/contract-mappings?fileImportId=${fileImportId}`,
      headers: elsewhere,
    });
    expect(mappings.statusCode).toBe(404);
    // The other project's contract cannot be mapped through this one.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${site.projectId}/integrations/3/contract-mappings`,
      headers: manager,
      payload: {
        FileImportId: fileImportId,
        Items: [
          { ContractId: other.contracts.electrical, ServiceProviderContractCode: 'Electrical' },
        ],
      },
    });
    expect(foreign.statusCode).toBe(400);
    for (const url of [
      `/api/v1/projects/${site.projectId}/integrations/2147483648`,
      `/api/v1/projects/${site.projectId}/integrations/3/file-imports/99999999999`,
      `/api/v1/projects/${site.projectId}/integrations/3/contract-mappings?fileImportId=0`,
    ]) {
      expect((await t.app.inject({ url, headers: manager })).statusCode, url).toBe(400);
    }
    const unknown = await t.app.inject({
      url: `/api/v1/projects/${site.projectId}/integrations/99`,
      headers: manager,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a huge body, control characters and a non-base64 file with 400', async () => {
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${site.projectId}/integrations/3/file-imports`,
        headers: manager,
        payload: { ...payload, ...body },
      });
    expect((await post({ OriginalFileName: 'a\u0000.xml' })).statusCode).toBe(400);
    expect((await post({ File: '***' })).statusCode).toBe(400);
    expect((await post({ Encoding: 'utf8' })).statusCode).toBe(400);
    const huge = await post({ File: 'A'.repeat(30 * 1024 * 1024) });
    expect([400, 413]).toContain(huge.statusCode);
  });
});
