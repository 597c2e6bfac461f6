import { randomUUID } from 'node:crypto';
import type { WebhookCreated } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite } from '../../../test/engine-fixture.ts';
import { registrationsFixture } from '../registrations/registrations-fixture.ts';

// The events other areas raise for the project's webhooks (docs/domain.md "Webhooks").
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

async function addWebhook(projectId: number, events: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/integrations/webhooks`,
    headers: await memberHeaders(t, projectId, ['ManageIntegrations']),
    payload: { Url: 'https://receiver.example/hook', Events: events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookCreated>();
}

const raised = (projectId: number) =>
  t.db
    .selectFrom('webhook_deliveries')
    .select(['event_type', 'payload'])
    .where('project_id', '=', projectId)
    .orderBy('delivery_id')
    .execute();

describe('events raised for webhooks', () => {
  it('a worker registered at the desk is worker.registered, in the same transaction', async () => {
    const f = await registrationsFixture(t);
    await addWebhook(f.projectId, ['worker.registered']);
    const res = await f.call('POST', '/api/v1/projects/{id}/registrations', {
      payload: {
        ProjectId: f.projectId,
        CompanyId: f.acme,
        ContractId: f.acmeContract,
        IsWriteInCompany: false,
        WriteInCompanyName: null,
        Fields: { FirstName: 'Ana', LastName: 'Ruiz' },
        Tag: null,
        TagConfirmation: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { workerId } = res.json<{ workerId: number }>();
    expect(await raised(f.projectId)).toEqual([
      {
        event_type: 'worker.registered',
        payload: {
          occurredAt: expect.any(String) as string,
          data: {
            workerId,
            firstName: 'Ana',
            lastName: 'Ruiz',
            contractId: f.acmeContract,
            via: 'desk',
          },
        },
      },
    ]);
  });

  it('an evacuation started, its roll call’s moves and its end are events; a webhook that did not choose them gets none', async () => {
    const site = await createSite(t.db, 'Evacuation events');
    await addWebhook(site.projectId, ['presence.arrived']);
    const wanted = await addWebhook(site.projectId, [
      'evacuation.started',
      'evacuation.updated',
      'evacuation.finished',
    ]);
    const manager = await memberHeaders(t, site.projectId, ['RealtimeEvacuationReport']);
    const api = (path: string) => `/api/v1/projects/${site.projectId}/evacuation${path}`;
    const started = await t.app.inject({
      method: 'POST',
      url: api('/sessions'),
      headers: manager,
      payload: { SendTextMessage: false },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { EvacuationSessionId: id } = started.json<{ EvacuationSessionId: number }>();
    // The roll call moves: a visitor added, verified, marked outstanding again; a note is no event.
    const added = await t.app.inject({
      method: 'POST',
      url: api(`/sessions/${id}/workers`),
      headers: { ...manager, 'idempotency-key': randomUUID() },
      payload: { DisplayName: 'Dee Delivery' },
    });
    expect(added.statusCode, added.body).toBe(201);
    let person = added.json<{ EvacuationSessionWorkerId: number; Version: number }>();
    for (const [path, value] of [
      ['/IsVerified', true],
      ['/Note', 'At the muster point'],
      ['/IsVerified', false],
    ] as const) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: api(`/sessions/${id}/workers/${person.EvacuationSessionWorkerId}`),
        headers: { ...manager, 'idempotency-key': randomUUID(), 'if-match': `"${person.Version}"` },
        payload: [{ op: 'replace', path, value }],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      person = changed.json();
    }
    const finished = await t.app.inject({
      method: 'POST',
      url: api(`/sessions/${id}/finish`),
      headers: manager,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const rows = await t.db
      .selectFrom('webhook_deliveries')
      .select(['webhook_id', 'event_type'])
      .where('project_id', '=', site.projectId)
      .orderBy('delivery_id')
      .execute();
    expect(rows).toEqual([
      { webhook_id: wanted.WebhookId, event_type: 'evacuation.started' },
      { webhook_id: wanted.WebhookId, event_type: 'evacuation.updated' },
      { webhook_id: wanted.WebhookId, event_type: 'evacuation.updated' },
      { webhook_id: wanted.WebhookId, event_type: 'evacuation.updated' },
      { webhook_id: wanted.WebhookId, event_type: 'evacuation.finished' },
    ]);
    const payloads = await raised(site.projectId);
    expect(payloads[0]?.payload).toMatchObject({
      data: { evacuationSessionId: id, peopleOnSite: 0 },
    });
    const person1 = { evacuationSessionWorkerId: person.EvacuationSessionWorkerId };
    expect(payloads.slice(1, 4).map((p) => p.payload)).toMatchObject([
      {
        data: {
          change: 'person_added',
          person: { ...person1, displayName: 'Dee Delivery', companyName: 'Visitor' },
          accountedFor: 0,
          outstanding: 1,
        },
      },
      { data: { change: 'person_verified', accountedFor: 1, outstanding: 0 } },
      { data: { change: 'person_outstanding', accountedFor: 0, outstanding: 1 } },
    ]);
  });

  it('an unauthorized person is alert.raised, and alert.resolved when the sweep clears it', async () => {
    const site = await createSite(t.db, 'Alert events');
    await addWebhook(site.projectId, ['alert.raised', 'alert.resolved']);
    const at = new Date(Date.now() - 60 * 60_000);
    const [reader] = await t.db
      .selectFrom('readers')
      .select('reader_id')
      .where('project_id', '=', site.projectId)
      .execute();
    await t.app.services.alerts.raiseUnauthorized(site.projectId, [
      {
        workerId: site.workers.alice,
        zoneId: site.zones.electricalRoom,
        contractId: site.contracts.electrical,
        readerId: reader!.reader_id,
        date: at.toISOString().slice(0, 10),
        at,
      },
    ]);
    // Past the fact's workday: the sweep resolves it.
    await t.app.services.alertFacts.sweep(new Date(Date.now() + 2 * 86_400_000));
    const rows = await raised(site.projectId);
    expect(rows.map((r) => r.event_type)).toEqual(['alert.raised', 'alert.resolved']);
    expect(rows[0]?.payload).toMatchObject({
      occurredAt: at.toISOString(),
      data: { alertType: 'UnauthorizedPerson', workerId: site.workers.alice },
    });
  });
});
