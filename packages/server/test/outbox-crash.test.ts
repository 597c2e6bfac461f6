import { afterAll, beforeAll, expect, it } from 'vitest';
import { pumpOutbox } from '../src/jobs/outbox-pump.ts';
import { createSmtpTransport } from '../src/messaging/email-delivery.ts';
import { enqueueSms } from '../src/messaging/outbox.ts';
import { LEASE_SECONDS } from '../src/messaging/outbox-sending.ts';
import { createTwilioTransport } from '../src/messaging/sms-delivery.ts';
import { SMS_STATUS_PATH } from '../src/messaging/sms-status.routes.ts';
import { createTestDb, type TestDb } from './db.ts';
import { startFakeSmsProvider } from './fake-sms-provider.ts';
import { createProject } from './factories.ts';
import { startServerProcess } from './server-process.ts';
import { SMS_FROM } from './sms-app.ts';

/*
 * kill -9 of the server while it texts (docs/domain.md "Messages out: deadlines and retries"):
 * the real server as its own process sends an evacuation's texts through a provider that takes
 * them and hangs; it dies with some claimed and some in the provider's hands. Once the lease
 * has run out (the pump on a test clock: the same turn a surviving server takes), every text
 * has gone, none is left `sending`, and only the ones in flight at the kill may have gone twice.
 */
let t: TestDb;
let fake: Awaited<ReturnType<typeof startFakeSmsProvider>>;
beforeAll(async () => {
  t = await createTestDb();
  fake = await startFakeSmsProvider();
});
afterAll(async () => {
  await fake.close();
  await t.drop();
});

it('loses no text through a kill -9 mid-send and leaves no row sending', async () => {
  const projectId = await createProject(t.db);
  const numbers = Array.from({ length: 40 }, (_, i) => `+1555888${String(i).padStart(4, '0')}`);
  fake.stall();
  const server = await startServerProcess(t.url, {
    SMS_PROVIDER_URL: fake.url,
    SMS_ACCOUNT_SID: fake.account.sid,
    SMS_AUTH_TOKEN: fake.account.token,
    SMS_FROM,
  });
  const ids: number[] = [];
  for (const to of numbers) {
    ids.push(await enqueueSms(t.db, { kind: 'evacuation', to, text: 'Evacuate now', projectId }));
  }
  // The server's pump finds them (no job was sent for them) and the provider takes a few.
  for (let i = 0; fake.received.length < 5; i++) {
    if (i > 300) throw new Error('the server sent nothing');
    await new Promise((r) => setTimeout(r, 50));
  }
  await server.kill('SIGKILL');
  const inFlight = new Set(fake.received.map((m) => m.to));
  const left = await t.db
    .selectFrom('outbox_messages')
    .select(({ fn }) => ['status', fn.countAll<number>().as('n')])
    .where('outbox_message_id', 'in', ids)
    .groupBy('status')
    .execute();
  expect(left.find((r) => r.status === 'sending')?.n ?? 0, 'claimed when it died').not.toBe(0);
  fake.release();

  const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
  const sms = createTwilioTransport({
    url: fake.url,
    accountSid: fake.account.sid,
    authToken: fake.account.token,
    from: SMS_FROM,
  });
  const deps = {
    db: t.db,
    sms: { db: t.db, transport: sms, log, statusCallback: `http://127.0.0.1:1${SMS_STATUS_PATH}` },
    email: {
      db: t.db,
      transport: createSmtpTransport('smtp://127.0.0.1:1'),
      from: 'x@example.com',
      log,
    },
    log,
  };
  await pumpOutbox(deps, new Date(Date.now() + (LEASE_SECONDS + 1) * 1000));

  const rows = await t.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'status'])
    .where('outbox_message_id', 'in', ids)
    .execute();
  expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
  const times = new Map<string, number>();
  for (const m of fake.received) times.set(m.to, (times.get(m.to) ?? 0) + 1);
  expect([...times.keys()].sort()).toEqual(numbers);
  // Twice only where the provider had it when the server died: the rule errs towards twice.
  for (const [to, n] of times) expect(n, to).toBe(inFlight.has(to) ? 2 : 1);
});
