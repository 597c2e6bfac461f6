import { OUTBOX_MESSAGES, type OutboxHealth, type OutboxSummary } from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../test/app.ts';
import { PASSWORD, createProject, createUser } from '../../test/factories.ts';
import { enqueueEmail, enqueueSms } from './outbox.ts';
import { maskRecipient } from './outbox-watch.ts';

let t: TestApp;
let provider: Record<string, string>;
let member: Record<string, string>;
let projectId: number;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  projectId = await createProject(t.db);
  const staff = await createUser(t.db, { isProviderEmployee: true });
  provider = bearer(await tokensFor(t.app, staff.email, PASSWORD));
  const user = await createUser(t.db);
  await t.db
    .insertInto('project_memberships')
    .values({ project_id: projectId, user_id: user.userId, role_id: 1 })
    .execute();
  member = bearer(await tokensFor(t.app, user.email, PASSWORD));
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ url, ...(headers && { headers }) });

describe('the outbox’s watch', () => {
  it('is the provider employees’ alone; the health is anyone’s signed in, and nobody else’s', async () => {
    expect((await get('/api/v1/outbox/summary')).statusCode).toBe(401);
    const refused = await get('/api/v1/outbox/summary', member);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(OUTBOX_MESSAGES.providerOnly);
    expect((await get('/api/v1/outbox/summary', provider)).statusCode).toBe(200);
    expect((await get('/api/v1/outbox/health')).statusCode).toBe(401);
    expect((await get('/api/v1/outbox/health', member)).statusCode).toBe(200);
  });

  it('counts each channel, and warns once the provider has taken nothing for five minutes', async () => {
    // Texts refused for eight minutes, the last text sent ten minutes ago; e-mail flowing.
    const sent = await enqueueSms(
      t.db,
      { kind: 'alert', to: '+15556660001', text: 'Went', projectId },
      minutesAgo(11),
    );
    await t.db
      .updateTable('outbox_messages')
      .set({ status: 'sent', sent_at: minutesAgo(10), attempts: 1 })
      .where('outbox_message_id', '=', sent)
      .execute();
    for (const [i, age] of [8, 6, 1].entries()) {
      const id = await enqueueSms(
        t.db,
        { kind: 'evacuation', to: `+1555666100${i}`, text: 'Waiting', projectId },
        minutesAgo(age),
      );
      await t.db
        .updateTable('outbox_messages')
        .set({
          attempts: age,
          last_error: `SMS provider answered 503 (try ${age})`,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${60 - age})`,
        })
        .where('outbox_message_id', '=', id)
        .execute();
    }
    const mail = await enqueueEmail(
      t.db,
      { kind: 'other', to: 'nora.field@example.test', subject: 'Hi', text: 'Hi' },
      minutesAgo(7),
    );
    await t.db
      .updateTable('outbox_messages')
      .set({ status: 'sent', sent_at: minutesAgo(1), attempts: 1 })
      .where('outbox_message_id', '=', mail)
      .execute();
    const expired = await enqueueEmail(
      t.db,
      { kind: 'invitation', to: 'omar@example.test', subject: 'Invite', text: 'Hi' },
      minutesAgo(30),
    );
    await t.db
      .updateTable('outbox_messages')
      .set({ status: 'expired', expired_at: minutesAgo(2), last_error: 'connect ECONNREFUSED' })
      .where('outbox_message_id', '=', expired)
      .execute();

    const summary = (await get('/api/v1/outbox/summary', provider)).json<OutboxSummary>();
    const [sms, email] = summary.Channels;
    expect(sms).toMatchObject({
      Channel: 'sms',
      Queued: 3,
      Retrying: 3,
      Sending: 0,
      Failed: 0,
      Expired: 0,
    });
    expect(sms!.OldestWaitingSeconds).toBeGreaterThanOrEqual(8 * 60 - 5);
    // The latest refused try's answer: the one whose next try is the latest.
    expect(sms!.LastAnswer).toBe('SMS provider answered 503 (try 1)');
    expect(sms!.RefusingForSeconds).toBeGreaterThanOrEqual(8 * 60 - 5);
    expect(sms!.RefusingForSeconds).toBeLessThan(9 * 60);
    expect(email).toMatchObject({
      Channel: 'email',
      Queued: 0,
      Expired: 1,
      RefusingForSeconds: null,
    });
    expect(summary.Problems.map((p) => [p.Channel, p.Status, p.Recipient])).toEqual([
      ['sms', 'queued', '…1002'],
      ['sms', 'queued', '…1001'],
      ['sms', 'queued', '…1000'],
      ['email', 'expired', 'o…@example.test'],
    ]);

    const health = (await get('/api/v1/outbox/health', member)).json<OutboxHealth>();
    expect(health.Channels.map((c) => [c.Channel, c.RefusingForSeconds !== null])).toEqual([
      ['sms', true],
      ['email', false],
    ]);
    // This test server has neither an SMS account nor a mail server; texts wait, no e-mail does.
    expect(health.Channels.map((c) => [c.Channel, c.Configured, c.Waiting])).toEqual([
      ['sms', false, true],
      ['email', false, false],
    ]);

    // A text taken a moment ago: the provider is not refusing everything.
    await t.db
      .updateTable('outbox_messages')
      .set({ sent_at: new Date() })
      .where('outbox_message_id', '=', sent)
      .execute();
    const after = (await get('/api/v1/outbox/health', member)).json<OutboxHealth>();
    expect(after.Channels[0]).toEqual({
      Channel: 'sms',
      Configured: false,
      Waiting: true,
      RefusingForSeconds: null,
    });
  });

  it('masks whom a message is for', () => {
    expect(maskRecipient('sms', '+15551234567')).toBe('…4567');
    expect(maskRecipient('email', 'nora.field@example.com')).toBe('n…@example.com');
  });
});
