import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSms } from '../../test/fake-sms-provider.ts';
import { createProject } from '../../test/factories.ts';
import { buildSmsTestApp } from '../../test/sms-app.ts';
import { startSmtpPeer } from '../../test/smtp-peer.ts';
import {
  INVITE_KEY_LIFETIME_DAYS,
  RESET_KEY_LIFETIME_MINUTES,
} from '../modules/auth/auth.emails.ts';
import { pumpOutbox, type OutboxPumpDeps } from '../jobs/outbox-pump.ts';
import { createSmtpTransport, type EmailDeliveryDeps } from './email-delivery.ts';
import { enqueueEmail, enqueueSms, OUTBOX_DEADLINE_SECONDS } from './outbox.ts';
import {
  claimForSending,
  LEASE_SECONDS,
  RETRY_CAP_SECONDS,
  retryDelaySeconds,
} from './outbox-sending.ts';
import { deliverSms } from './sms-delivery.ts';

/*
 * Nothing sent is lost (docs/domain.md "Messages out: deadlines and retries"), against a real
 * HTTP stand-in of the SMS provider and a real SMTP server, on a test clock: the pump is given
 * the time, so an outage of twelve minutes runs in moments.
 */
let app: Awaited<ReturnType<typeof buildSmsTestApp>>;
let projectId: number;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let smtpPort: number;
let pump: OutboxPumpDeps;
const quiet = { info: () => undefined, warn: () => undefined } as unknown as OutboxPumpDeps['log'];

beforeAll(async () => {
  app = await buildSmsTestApp();
  projectId = await createProject(app.t.db);
  smtp = await startSmtpPeer();
  smtpPort = Number(new URL(smtp.url).port);
  const email: EmailDeliveryDeps = {
    db: app.t.db,
    transport: createSmtpTransport(smtp.url),
    from: 'siteline@example.com',
    log: quiet,
  };
  pump = { db: app.t.db, sms: app.deps, email, log: quiet };
});
afterAll(async () => {
  pump.email.transport?.close();
  await smtp.close();
  await app.close();
});

const rows = (ids: readonly number[]) =>
  app.t.db
    .selectFrom('outbox_messages')
    .select(['outbox_message_id', 'status', 'attempts', 'last_error', 'delivery_status'])
    .where('outbox_message_id', 'in', ids)
    .orderBy('outbox_message_id')
    .execute();

const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);

/** Runs the pump every `step` seconds of test time from `from` until `until`; the last time. */
async function runClock(from: Date, until: Date, step: number) {
  let at = from;
  for (; at <= until; at = seconds(at, step)) {
    await pumpOutbox(pump, at);
  }
  return at;
}

describe('the outbox through outages', () => {
  it('keeps deadlines in step with the links they carry', () => {
    expect(OUTBOX_DEADLINE_SECONDS.password_reset).toBe(RESET_KEY_LIFETIME_MINUTES * 60);
    expect(OUTBOX_DEADLINE_SECONDS.invitation).toBe(INVITE_KEY_LIFETIME_DAYS * 86_400);
    // At least once a minute however long the outage.
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 60, 60, 60]);
    expect(Math.max(...[1, 9, 99].map(retryDelaySeconds))).toBeLessThanOrEqual(RETRY_CAP_SECONDS);
  });

  it('delivers every text and e-mail once after a 12-minute outage of both providers', async () => {
    const t0 = new Date();
    const numbers = Array.from({ length: 8 }, (_, i) => `+1555777${String(i).padStart(4, '0')}`);
    app.fake.setDown(true);
    await smtp.close();
    const sms = [];
    for (const to of numbers)
      sms.push(
        await enqueueSms(app.t.db, { kind: 'alert', to, text: `Alert ${to}`, projectId }, t0),
      );
    const mails = [];
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
      mails.push(
        await enqueueEmail(
          app.t.db,
          { kind: 'report', to, subject: `Report ${to}`, text: 'Figures', projectId },
          t0,
        ),
      );
    const sentBefore = app.fake.received.length;
    const mailBefore = smtp.received.length;

    // Twelve minutes down, the pump every 5 s: every message tried at least once a minute.
    await runClock(t0, seconds(t0, 12 * 60), 5);
    for (const r of await rows([...sms, ...mails])) {
      expect(r.status, `#${r.outbox_message_id} during the outage`).toBe('queued');
      expect(r.attempts).toBeGreaterThanOrEqual(12);
      expect(r.last_error).toMatch(/503|ECONNREFUSED/);
    }
    expect(app.fake.received.length).toBe(sentBefore);

    // Back up: the next minute sends everything, once.
    app.fake.setDown(false);
    smtp = await startSmtpPeer(smtpPort);
    await runClock(seconds(t0, 12 * 60 + 5), seconds(t0, 13 * 60 + 5), 5);
    expect((await rows([...sms, ...mails])).map((r) => r.status)).toEqual(Array(11).fill('sent'));
    const texts = app.fake.received.slice(sentBefore).map((m) => m.to);
    expect(texts.sort()).toEqual(numbers);
    const mailed = smtp.received.slice(mailBefore).flatMap((m) => m.to);
    expect(mailed.sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('expires a text its deadline has passed, and says so', async () => {
    const t0 = new Date();
    app.fake.setDown(true);
    const id = await enqueueSms(
      app.t.db,
      { kind: 'evacuation', to: '+15557770100', text: 'Evacuate', projectId },
      t0,
    );
    const before = app.fake.received.length;
    await runClock(t0, seconds(t0, OUTBOX_DEADLINE_SECONDS.evacuation - 5), 15);
    expect((await rows([id]))[0]).toMatchObject({ status: 'queued' });
    await runClock(seconds(t0, OUTBOX_DEADLINE_SECONDS.evacuation), seconds(t0, 31 * 60), 15);
    app.fake.setDown(false);
    await runClock(seconds(t0, 32 * 60), seconds(t0, 33 * 60), 15);
    const [row] = await rows([id]);
    expect(row).toMatchObject({ status: 'expired' });
    expect(row!.last_error).toMatch(/503/);
    expect(app.fake.received.length).toBe(before);
  });

  it('takes up a text left sending by a sender that died once its lease runs out, and sends it once', async () => {
    const t0 = new Date();
    const id = await enqueueSms(
      app.t.db,
      { kind: 'alert', to: '+15557770200', text: 'Lease', projectId },
      t0,
    );
    // Claimed by a process that died before it called the provider.
    expect(await claimForSending(app.t.db, id, t0)).toBeDefined();
    const before = app.fake.received.length;
    await runClock(t0, seconds(t0, LEASE_SECONDS - 5), 5);
    expect((await rows([id]))[0]).toMatchObject({ status: 'sending', attempts: 1 });
    await runClock(seconds(t0, LEASE_SECONDS), seconds(t0, LEASE_SECONDS + 30), 5);
    expect((await rows([id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(app.fake.received.slice(before).map((m) => m.to)).toEqual(['+15557770200']);
  });

  it('ends each text in the right state whatever order its answer and callbacks come in', async () => {
    const permutations = <T>(items: readonly T[]): T[][] =>
      items.length <= 1
        ? [[...items]]
        : items.flatMap((x, i) =>
            permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
          );
    for (const [callbacks, end] of [
      [['sending', 'sent', 'delivered'], 'delivered'],
      [['sent', 'undelivered'], 'undelivered'],
    ] as const) {
      for (const order of permutations(callbacks)) {
        // Each place the send's answer ("queued") can take among the callbacks.
        for (let answerAt = 0; answerAt <= order.length; answerAt++) {
          const early = order.slice(0, answerAt);
          const late = order.slice(answerAt);
          app.fake.callBackFirst([...early]);
          const id = await enqueueSms(app.t.db, {
            kind: 'alert',
            to: '+15557770300',
            text: order.join(),
            projectId,
          });
          await deliverSms(app.deps, id);
          const sms = app.fake.received.at(-1) as FakeSms;
          for (const status of late) expect((await app.fake.deliver(sms, status)).status).toBe(204);
          const [row] = await rows([id]);
          expect(row!.delivery_status, `${early.join(' ')} | answer | ${late.join(' ')}`).toBe(end);
        }
      }
    }
    app.fake.callBackFirst([]);
  });
});
