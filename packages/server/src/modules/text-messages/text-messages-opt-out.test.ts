import type {
  TextMessageBatch,
  TextMessageBatchCreated,
  TextMessageVerified,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { buildSmsTestApp, SMS_FROM } from '../../../test/sms-app.ts';
import { deliverSms } from '../../messaging/sms-delivery.ts';

// Carriers' rule (docs/domain.md "Text messages"): a number that replied STOP gets no more texts
// until it replies START; the screens say who opted out.
const ALICE = '+15552345678';
const BOB = '+15553456789';

let sms: Awaited<ReturnType<typeof buildSmsTestApp>>;
let site: Site;
let manager: Record<string, string>;

beforeAll(async () => {
  sms = await buildSmsTestApp();
  site = await createSite(sms.t.db, 'Opt-outs');
  manager = await memberHeaders(sms.t, site.projectId, ['SendAhHocTextMessages']);
  for (const [workerId, telephone] of [
    [site.workers.alice, '(555) 234-5678'],
    [site.workers.bob, '(555) 345-6789'],
  ] as const) {
    await sms.t.db
      .updateTable('workers')
      .set({ telephone })
      .where('worker_id', '=', workerId)
      .execute();
  }
});
afterAll(() => sms.close());

const api = (path: string) => `/api/v1/projects/${site.projectId}/text-messages${path}`;
const verify = async () =>
  (
    await sms.t.app.inject({ method: 'POST', url: api('/verify'), headers: manager, payload: {} })
  ).json<TextMessageVerified>();
const send = async (textMessage: string) =>
  (
    await sms.t.app.inject({
      method: 'POST',
      url: api('/batches'),
      headers: manager,
      payload: { filter: {}, textMessage },
    })
  ).json<TextMessageBatchCreated>();
const reply = (from: string, body: string, options?: { sign: boolean }) =>
  sms.fake.reply(sms.incoming, from, SMS_FROM, body, options);

describe('text messages: STOP and START', () => {
  it('a signed STOP opts the number out: listed as such, never texted, until START', async () => {
    const stop = await reply(ALICE, 'Stop');
    expect(stop.status).toBe(200);
    expect(stop.headers.get('content-type')).toContain('text/xml');
    const found = await verify();
    expect(found.Workers.find((w) => w.PhoneNumber === ALICE)?.IsOptedOut).toBe(true);
    expect(found).toMatchObject({ TextedCount: 1, OptedOutCount: 1 });
    const batch = await send('Pour starts at 6');
    expect(batch.Workers.map((w) => w.PhoneNumber)).toEqual([BOB]);
    const detail = (
      await sms.t.app.inject({ url: api(`/batches/${batch.textMessageBatchId}`), headers: manager })
    ).json<TextMessageBatch>();
    expect(detail.Recipients.find((r) => r.PhoneNumber === ALICE)?.Status).toBe('Opted out');

    expect((await reply(ALICE, 'START')).status).toBe(200);
    expect((await verify()).OptedOutCount).toBe(0);
  });

  it('acts on a signed reply once: the same STOP replayed after START changes nothing', async () => {
    expect((await reply(BOB, 'STOP')).status).toBe(200);
    const replayStop = sms.fake.captureLastReply();
    expect((await verify()).OptedOutCount).toBe(1);
    expect((await reply(BOB, 'START')).status).toBe(200);
    expect((await verify()).OptedOutCount).toBe(0);
    // Whoever captured the signed STOP sends it again: Bob, back in, stays in.
    expect((await replayStop()).status).toBe(200);
    expect((await verify()).OptedOutCount).toBe(0);
  });

  it('believes no unsigned reply', async () => {
    expect((await reply(BOB, 'STOP', { sign: false })).status).toBe(403);
    expect((await verify()).OptedOutCount).toBe(0);
  });

  it('holds a queued text to a number that opted out after it was queued', async () => {
    const batch = await send('Safety stand-down at noon');
    await reply(BOB, 'stop');
    const rows = await sms.t.db
      .selectFrom('text_message_recipients')
      .select(['phone_e164', 'outbox_message_id'])
      .where('text_message_batch_id', '=', batch.textMessageBatchId)
      .execute();
    const before = sms.fake.received.length;
    for (const row of rows) await deliverSms(sms.deps, Number(row.outbox_message_id));
    expect(sms.fake.received.slice(before).map((m) => m.to)).toEqual([ALICE]);
    await reply(BOB, 'start');
  });

  it('learns of a STOP it never heard from the provider’s refusal (21610)', async () => {
    sms.fake.stopWithoutTelling(BOB);
    const batch = await send('Badge pickup at the gate');
    const rows = await sms.t.db
      .selectFrom('text_message_recipients')
      .select('outbox_message_id')
      .where('text_message_batch_id', '=', batch.textMessageBatchId)
      .execute();
    for (const row of rows) await deliverSms(sms.deps, Number(row.outbox_message_id));
    const found = await verify();
    expect(found.Workers.find((w) => w.PhoneNumber === BOB)?.IsOptedOut).toBe(true);
    await reply(BOB, 'start');
    expect((await verify()).OptedOutCount).toBe(0);
  });
});
