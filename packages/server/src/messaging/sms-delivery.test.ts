import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createProject } from '../../test/factories.ts';
import { freePort } from '../../test/sms-app.ts';
import {
  INVALID_NUMBER,
  startFakeSmsProvider,
  type FakeSms,
} from '../../test/fake-sms-provider.ts';
import { enqueueSms } from './outbox.ts';
import {
  createTwilioTransport,
  deliverSms,
  twilioSignature,
  type SmsDeliveryDeps,
} from './sms-delivery.ts';
import { SMS_STATUS_PATH } from './sms-status.routes.ts';

const quiet = { info: () => undefined, warn: () => undefined } as unknown as SmsDeliveryDeps['log'];

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeSmsProvider>>;
let deps: SmsDeliveryDeps;
let projectId: number;
let demoProjectId: number;
const FROM = '+15005550006';

beforeAll(async () => {
  fake = await startFakeSmsProvider();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const sms = {
    url: fake.url,
    accountSid: fake.account.sid,
    authToken: fake.account.token,
    from: FROM,
  };
  // The app listens where the provider is told to call back, so callbacks are real HTTP too.
  t = await buildTestApp({ publicUrl, sms, realtime: false });
  await t.app.listen({ port, host: '127.0.0.1' });
  deps = {
    db: t.db,
    transport: createTwilioTransport(sms),
    log: quiet,
    statusCallback: `${publicUrl}${SMS_STATUS_PATH}`,
  };
  projectId = await createProject(t.db);
  demoProjectId = await createProject(t.db, { isDemo: true });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const row = (id: number) =>
  t.db
    .selectFrom('outbox_messages')
    .select(['status', 'attempts', 'last_error', 'provider_message_id', 'delivery_status'])
    .where('outbox_message_id', '=', id)
    .executeTakeFirstOrThrow();

describe('SMS through the outbox', () => {
  it('signs callbacks as Twilio documents it', () => {
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    );
  });

  it('sends one SMS, once, however often its job runs, and keeps the provider’s id', async () => {
    const before = fake.received.length;
    const id = await enqueueSms(t.db, {
      kind: 'alert',
      to: '+15551230001',
      text: 'Crane Zone: Ana Lopez',
      projectId,
    });
    await deliverSms(deps, id);
    await deliverSms(deps, id); // a retried job
    const sent = fake.received.slice(before);
    expect(sent).toEqual([
      {
        sid: expect.stringMatching(/^SM/) as string,
        to: '+15551230001',
        from: FROM,
        body: 'Crane Zone: Ana Lopez',
        statusCallback: deps.statusCallback,
      },
    ]);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: sent[0]!.sid,
      delivery_status: 'queued',
    });
  });

  it('keeps the delivery status the provider calls back with, and believes only its signature', async () => {
    const id = await enqueueSms(t.db, {
      kind: 'alert',
      to: '+15551230002',
      text: 'Delivered?',
      projectId,
    });
    await deliverSms(deps, id);
    const sms = fake.received.at(-1) as FakeSms;
    const forged = await fake.deliver(sms, 'failed', { sign: false });
    expect(forged.status).toBe(403);
    expect((await row(id)).delivery_status).toBe('queued');
    const real = await fake.deliver(sms, 'delivered');
    expect(real.status).toBe(204);
    expect((await row(id)).delivery_status).toBe('delivered');
  });

  it('moves a message only forward, whatever order the callbacks come in', async () => {
    const orders: [string[], string][] = [
      [['sent', 'delivered'], 'delivered'],
      [['delivered', 'sent'], 'delivered'],
      [['delivered', 'sending', 'queued'], 'delivered'],
      [['sending', 'undelivered', 'sent'], 'undelivered'],
      [['failed', 'delivered'], 'failed'],
      [['delivered', 'read', 'sent'], 'read'],
    ];
    for (const [callbacks, end] of orders) {
      const id = await enqueueSms(t.db, {
        kind: 'alert',
        to: '+15551230003',
        text: callbacks.join(),
        projectId,
      });
      await deliverSms(deps, id);
      const sms = fake.received.at(-1) as FakeSms;
      for (const status of callbacks) expect((await fake.deliver(sms, status)).status).toBe(204);
      expect((await row(id)).delivery_status, callbacks.join(' then ')).toBe(end);
    }
  });

  it('never sends from a demo project, and holds every SMS when no provider is configured', async () => {
    const before = fake.received.length;
    const demo = await enqueueSms(t.db, {
      kind: 'alert',
      to: '+15551230003',
      text: 'Demo',
      projectId: demoProjectId,
    });
    await deliverSms(deps, demo);
    expect(await row(demo)).toMatchObject({
      status: 'held',
      last_error: 'a demo project never sends',
    });
    const unconfigured = await enqueueSms(t.db, {
      kind: 'alert',
      to: '+15551230004',
      text: 'No provider',
      projectId,
    });
    await deliverSms({ ...deps, transport: null }, unconfigured);
    expect(await row(unconfigured)).toMatchObject({
      status: 'held',
      last_error: 'no SMS provider is configured',
    });
    expect(fake.received.length).toBe(before);
  });

  it('loses nothing while the provider is down: each refusal puts it back for a later try', async () => {
    const before = fake.received.length;
    fake.goDown(2);
    const t0 = new Date();
    const id = await enqueueSms(
      t.db,
      { kind: 'alert', to: '+15551230005', text: 'Still there?', projectId },
      t0,
    );
    await deliverSms(deps, id, t0); // does not throw: the outbox keeps it
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await row(id)).last_error).toMatch(/503/);
    await deliverSms(deps, id, t0); // a job run again before its wait is over: nothing to claim
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1 });
    await deliverSms(deps, id, new Date(t0.getTime() + 5_000));
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2 });
    await deliverSms(deps, id, new Date(t0.getTime() + 14_000));
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2 });
    await deliverSms(deps, id, new Date(t0.getTime() + 15_000));
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(fake.received.slice(before).map((s) => s.body)).toEqual(['Still there?']);
  });

  it('does not retry a number the provider refuses, and says why', async () => {
    const before = fake.received.length;
    const id = await enqueueSms(t.db, {
      kind: 'alert',
      to: INVALID_NUMBER,
      text: 'Nobody',
      projectId,
    });
    await deliverSms(deps, id); // does not throw: no retry
    const { status, last_error } = await row(id);
    expect(status).toBe('failed');
    expect(last_error).toContain('code 21211');
    await deliverSms(deps, id, new Date(Date.now() + 3_600_000)); // nor later
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(fake.received.length).toBe(before);
  });
});
