import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookCreated, WebhookDeliveries, Webhooks } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { attemptDelivery, retryDelaySeconds } from './webhooks-delivery.ts';

// Outgoing webhooks against a real receiver started here (issue 27).
let t: TestApp;
let site: Site;
let manager: Record<string, string>;
let receiver: Server;
let receiverUrl: string;
let answerWith = 200;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Webhooks');
  manager = await memberHeaders(t, site.projectId, ['ManageIntegrations']);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answerWith, { 'content-type': 'text/plain' }).end(`answer ${answerWith}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/siteline`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});

const api = (path: string) => `/api/v1/projects/${site.projectId}/integrations/webhooks${path}`;
// The test app's secret (test/app.ts): what the area seals secrets with.
const box = () =>
  secretBox('test-secret-test-secret-test-secret-0123456789', 'integrations webhooks');
const deliver = (id: number, allowPrivate = true) =>
  attemptDelivery({ db: t.db, box: box(), allowPrivate }, site.projectId, id);

async function deliveries(webhookId: number) {
  const res = await t.app.inject({ url: api(`/${webhookId}/deliveries`), headers: manager });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookDeliveries>().Data;
}

function ingest(reads: readonly unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/ingest/reads',
    headers: { 'x-gateway-key': site.key },
    payload: { Reads: reads },
  });
}

describe('webhooks', () => {
  let hook: WebhookCreated;

  it('adds a webhook, shows its secret once and keeps it sealed', async () => {
    for (const payload of [
      { Url: 'ftp://example.com/x', Events: ['presence.arrived'] },
      { Url: receiverUrl, Events: [] },
      { Url: receiverUrl, Events: ['presence.teleported'] },
      { Url: `${receiverUrl}\u0000`, Events: ['presence.arrived'] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: api(''), headers: manager, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: api(''),
      headers: manager,
      payload: {
        Url: receiverUrl,
        Events: ['presence.departed', 'presence.arrived'],
        Description: 'Site office display',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    hook = res.json<WebhookCreated>();
    expect(hook.Secret).toMatch(/^whsec_/);
    expect(hook.Events).toEqual(['presence.arrived', 'presence.departed']);
    expect(hook.SecretHint).toBe(hook.Secret.slice(-4));
    const list = await t.app.inject({ url: api(''), headers: manager });
    expect(list.body).not.toContain(hook.Secret);
    expect(list.json<Webhooks>().Data).toHaveLength(1);
    // Outside production private receivers are allowed, and the list says so for the page.
    expect(list.json<Webhooks>().PrivateReceiversAllowed).toBe(true);
    const stored = await t.db
      .selectFrom('webhooks')
      .select('secret_ciphertext')
      .executeTakeFirstOrThrow();
    expect(stored.secret_ciphertext).not.toContain(hook.Secret.slice(6));
  });

  it('raises an arrival and a departure at the gate, once each however often the batch comes', async () => {
    const date = recentDate(1);
    const tag = site.tag('T-ALICE');
    const batch = [
      site.read('GATE-1', 1, tag, date, '06:45'),
      site.read('FLOOR-1', 1, tag, date, '07:00'),
      site.read('GATE-1', 2, tag, date, '15:30'),
    ];
    expect((await ingest(batch)).statusCode).toBe(200);
    expect((await ingest(batch)).statusCode).toBe(200);
    const list = await deliveries(hook.WebhookId);
    expect(list.map((d) => [d.Event, d.Status, d.Attempts])).toEqual([
      ['presence.departed', 'Pending', 0],
      ['presence.arrived', 'Pending', 0],
    ]);
  });

  it('delivers an event signed with the webhook’s secret, and logs the answer', async () => {
    const [departed, arrived] = await deliveries(hook.WebhookId);
    expect(await deliver(arrived!.DeliveryId)).toBeNull();
    const got = received.at(-1)!;
    const event = JSON.parse(got.body) as {
      id: string;
      type: string;
      projectId: number;
      data: Record<string, unknown>;
    };
    expect(event).toMatchObject({
      id: arrived!.EventId,
      type: 'presence.arrived',
      projectId: site.projectId,
      data: { workerId: site.workers.alice, zoneName: 'Main Gate', tag: site.tag('T-ALICE') },
    });
    expect(got.headers['siteline-event']).toBe('presence.arrived');
    const [, time, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
      String(got.headers['siteline-signature']),
    )!;
    expect(createHmac('sha256', hook.Secret).update(`${time}.${got.body}`).digest('hex')).toBe(mac);
    expect(Math.abs(Number(time) - Date.now() / 1000)).toBeLessThan(60);

    // A receiver that fails: tried again in 30 s, its answer kept.
    answerWith = 503;
    expect(await deliver(departed!.DeliveryId)).toBe(30);
    const after = await deliveries(hook.WebhookId);
    expect(after.find((d) => d.DeliveryId === arrived!.DeliveryId)).toMatchObject({
      Status: 'Delivered',
      Attempts: 1,
      LastStatusCode: 200,
      LastResponse: 'answer 200',
      NextAttemptAt: null,
    });
    const failing = after.find((d) => d.DeliveryId === departed!.DeliveryId)!;
    expect(failing).toMatchObject({ Status: 'Pending', Attempts: 1, LastStatusCode: 503 });
    expect(Date.parse(failing.NextAttemptAt ?? '') - Date.now()).toBeGreaterThan(20_000);

    // Outside development a private address is refused, and that is the delivery's error.
    answerWith = 200;
    expect(await deliver(departed!.DeliveryId, false)).toBe(60);
    const refused = (await deliveries(hook.WebhookId)).find(
      (d) => d.DeliveryId === departed!.DeliveryId,
    );
    expect(refused).toMatchObject({ Status: 'Pending', Attempts: 2, LastStatusCode: null });
    expect(refused?.LastError).toContain('private or loopback');
    expect(await deliver(departed!.DeliveryId)).toBeNull();
  });

  it('backs off from 30 s, doubling, to an hour at most', () => {
    expect([1, 2, 3, 4, 7, 8, 29].map(retryDelaySeconds)).toEqual([
      30, 60, 120, 240, 1920, 3600, 3600,
    ]);
  });

  it('sends a test event on request; switched off, it raises nothing more; deleted, it is gone', async () => {
    const test = await t.app.inject({
      method: 'POST',
      url: api(`/${hook.WebhookId}/test`),
      headers: manager,
    });
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json()).toMatchObject({ Event: 'webhook.test', Status: 'Pending' });
    const off = await t.app.inject({
      method: 'PATCH',
      url: api(`/${hook.WebhookId}`),
      headers: manager,
      payload: { Active: false },
    });
    expect(off.json()).toMatchObject({ Active: false });
    const before = (await deliveries(hook.WebhookId)).length;
    const date = recentDate(2);
    await ingest([site.read('GATE-1', 1, site.tag('T-BOB'), date, '07:10')]);
    expect(await deliveries(hook.WebhookId)).toHaveLength(before);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: api(`/${hook.WebhookId}`),
      headers: manager,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: api(`/${hook.WebhookId}/deliveries`), headers: manager }))
        .statusCode,
    ).toBe(404);
    const left = await t.db.selectFrom('webhook_deliveries').select('delivery_id').execute();
    expect(left).toEqual([]);
  });
});
