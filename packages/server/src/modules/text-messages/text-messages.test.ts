import {
  TEXT_MESSAGES_MESSAGES,
  type TextMessageBatch,
  type TextMessageBatchCreated,
  type TextMessageFilterInput,
  type TextMessageHistory,
  type TextMessageVerified,
  type TagRead,
} from '@siteline/shared';
import { OUTBOX_DEADLINE_SECONDS } from '../../messaging/outbox.ts';
import { expireOverdue } from '../../messaging/outbox-sending.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import type { TestApp } from '../../../test/app.ts';
import { TZ, createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';
import { addDays, timesheetDate } from '../../lib/time.ts';
import { buildSmsTestApp } from '../../../test/sms-app.ts';
import { deliverSms } from '../../messaging/sms-delivery.ts';

// docs/domain.md "Text messages": who a filter finds, a send through the outbox to the provider
// (a real HTTP stand-in), delivery states from its callbacks, STOP and START by reply.
const ALICE = '+15552345678';
const DAVE = '+15557654321';

let sms: Awaited<ReturnType<typeof buildSmsTestApp>>;
let t: TestApp;
let fake: typeof sms.fake;
let deps: typeof sms.deps;
let site: Site;
let manager: Record<string, string>;
let carol: number;
let dave: number;
let placeholder: number;

const gateRead = (tag: 'T-ALICE' | 'T-BOB', time: Date): TagRead => ({
  ReaderSerial: site.serial('GATE-1'),
  Port: 1,
  Tag: site.tag(tag),
  Time: time.toISOString(),
  Source: 1,
});

beforeAll(async () => {
  sms = await buildSmsTestApp();
  ({ t, fake, deps } = sms);
  site = await createSite(t.db, 'Crew texts');
  manager = await memberHeaders(t, site.projectId, ['SendAhHocTextMessages']);
  // Alice (electrical, a phone, on site now), Bob (plumbing, no phone, seen three days ago),
  // Carol (electrical, no phone, never seen), Dave (a placeholder contract with no company yet:
  // an unassigned worker; a phone, no badge).
  await t.db
    .updateTable('workers')
    .set({ telephone: '(555) 234-5678' })
    .where('worker_id', '=', site.workers.alice)
    .execute();
  placeholder = (
    await t.db
      .insertInto('contracts')
      .values({ project_id: site.projectId, trade: 'Drywall' })
      .returning('contract_id')
      .executeTakeFirstOrThrow()
  ).contract_id;
  const insertWorker = (first: string, contractId: number, telephone: string | null) =>
    t.db
      .insertInto('workers')
      .values({
        project_id: site.projectId,
        contract_id: contractId,
        first_name: first,
        last_name: 'Crew',
        telephone,
      })
      .returning('worker_id')
      .executeTakeFirstOrThrow()
      .then((r) => r.worker_id);
  carol = await insertWorker('Carol', site.contracts.electrical, null);
  dave = await insertWorker('Dave', placeholder, '555 765 4321');
  const threeDaysAgo = recentDate(3);
  await t.app.services.engine.ingest(site.projectId, [
    site.read('GATE-1', 1, site.tag('T-BOB'), threeDaysAgo, '07:00'),
    site.read('GATE-1', 2, site.tag('T-BOB'), threeDaysAgo, '15:30'),
    gateRead('T-ALICE', new Date(Date.now() - 30 * 60_000)),
  ]);
  await t.app.services.engine.processAllPresence();
});
afterAll(() => sms.close());

const api = (path: string, projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/text-messages${path}`;
const verify = (filter: TextMessageFilterInput, headers = manager) =>
  t.app.inject({ method: 'POST', url: api('/verify'), headers, payload: filter });
const send = (filter: TextMessageFilterInput, textMessage: string, headers = manager) =>
  t.app.inject({ method: 'POST', url: api('/batches'), headers, payload: { filter, textMessage } });
const names = (res: { json: () => unknown }) =>
  (res.json() as TextMessageVerified).Workers.map((w) => w.DisplayName.split(' ')[0]);
const outboxIds = async (batchId: number) =>
  (
    await t.db
      .selectFrom('text_message_recipients')
      .select('outbox_message_id')
      .where('text_message_batch_id', '=', batchId)
      .where('outbox_message_id', 'is not', null)
      .execute()
  ).map((r) => Number(r.outbox_message_id));
const detail = async (batchId: number, headers = manager) =>
  (await t.app.inject({ url: api(`/batches/${batchId}`), headers })).json<TextMessageBatch>();

describe('text messages: who a filter finds', () => {
  it('On-site Now finds those inside now; a seen range those seen on one of its days', async () => {
    expect(names(await verify({ onlyIncludeWorkersOnSite: true }))).toEqual(['Alice']);
    const today = recentDate(0);
    const range = { firstSeenDateInclusive: recentDate(5), lastSeenDateInclusive: today };
    expect(names(await verify(range)).sort()).toEqual(['Alice', 'Bob']);
    // The day before Alice's (her read half an hour ago is on the timesheet day it falls in:
    // between midnight and the workday boundary that is yesterday's).
    const { workday_boundary_hour: boundary } = await t.db
      .selectFrom('projects')
      .select('workday_boundary_hour')
      .where('project_id', '=', site.projectId)
      .executeTakeFirstOrThrow();
    const aliceDay = timesheetDate(new Date(Date.now() - 30 * 60_000), TZ, boundary);
    const dayBefore = {
      firstSeenDateInclusive: addDays(aliceDay, -1),
      lastSeenDateInclusive: addDays(aliceDay, -1),
    };
    expect(names(await verify(dayBefore))).toEqual([]);
  });

  it('Entire Project (no dates) finds everyone registered, the ones who can be texted first', async () => {
    const res = await verify({});
    expect(res.statusCode).toBe(200);
    const body = res.json<TextMessageVerified>();
    expect(body.WorkersCount).toBe(4);
    expect(
      body.Workers.slice(0, 2)
        .map((w) => w.PhoneNumber)
        .sort(),
    ).toEqual([ALICE, DAVE]);
    expect(body.WithoutPhoneNumberCount).toBe(2);
    expect(body.TextedCount).toBe(2);
    const daveRow = body.Workers.find((w) => w.WorkerId === dave)!;
    expect(daveRow).toMatchObject({ CompanyName: 'Unassigned', ContractId: null });
  });

  it('contract 0 is the unassigned workers; an active badge leaves out those without one', async () => {
    expect(names(await verify({ contractFilter: true, contractIds: [0] }))).toEqual(['Dave']);
    expect(
      names(
        await verify({ contractFilter: true, contractIds: [0, site.contracts.electrical] }),
      ).sort(),
    ).toEqual(['Alice', 'Carol', 'Dave']);
    expect(names(await verify({ onlyIncludeWorkersWithAnActiveTag: true })).sort()).toEqual([
      'Alice',
      'Bob',
    ]);
    expect(carol).toBeGreaterThan(0);
  });

  it('refuses a bad filter with the reason and a 400', async () => {
    const bad: [object, string][] = [
      [{ contractFilter: true, contractIds: [] }, TEXT_MESSAGES_MESSAGES.contractsRequired],
      [
        { firstSeenDateInclusive: '2026-11-20', lastSeenDateInclusive: '2026-11-19' },
        TEXT_MESSAGES_MESSAGES.rangeOrder,
      ],
      [{ firstSeenDateInclusive: '2026-11-20' }, TEXT_MESSAGES_MESSAGES.rangeBoth],
      [{ contractFilter: true, contractIds: [2_147_483_648] }, 'contractIds'],
      [{ firstSeenDateInclusive: '2026-02-30', lastSeenDateInclusive: '2026-03-01' }, 'YYYY-MM-DD'],
      [{ onlyIncludeWorkersOnSite: 'yes' }, ''],
      [{ somethingElse: true }, ''],
    ];
    for (const [filter, message] of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/verify'),
        headers: manager,
        payload: filter,
      });
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});

describe('text messages: sending', () => {
  let batch: TextMessageBatchCreated;

  it('queues one text per number, to no one without one, and keeps every worker found', async () => {
    const res = await send({}, '  Crane lift at 2 pm: stay clear of the east side.  ');
    expect(res.statusCode).toBe(201);
    batch = res.json<TextMessageBatchCreated>();
    expect(batch.Workers.map((w) => w.PhoneNumber).sort()).toEqual([ALICE, DAVE]);
    const ids = await outboxIds(batch.textMessageBatchId);
    expect(ids).toHaveLength(2);
    for (const id of ids) await deliverSms(deps, id);
    expect(fake.received.map((m) => [m.to, m.body]).sort()).toEqual([
      [ALICE, 'Crane lift at 2 pm: stay clear of the east side.'],
      [DAVE, 'Crane lift at 2 pm: stay clear of the east side.'],
    ]);
    const sent = await detail(batch.textMessageBatchId);
    expect(sent).toMatchObject({
      RecipientsCount: 4,
      SentCount: 2,
      NotSentCount: 2,
      Segments: 1,
      FilterDescription: 'Every contract · Everyone registered',
    });
    expect(sent.Recipients.find((r) => r.WorkerId === carol)?.Status).toBe('No phone number');
  });

  it('shows each recipient’s delivery as the provider reports it', async () => {
    const toAlice = fake.received.find((m) => m.to === ALICE)!;
    const toDave = fake.received.find((m) => m.to === DAVE)!;
    expect((await fake.deliver(toAlice, 'delivered')).status).toBe(204);
    expect((await fake.deliver(toDave, 'undelivered')).status).toBe(204);
    const after = await detail(batch.textMessageBatchId);
    const status = Object.fromEntries(after.Recipients.map((r) => [r.DisplayName, r.Status]));
    expect(status).toEqual({
      'Alice Tester': 'Delivered',
      'Bob Tester': 'No phone number',
      'Carol Crew': 'No phone number',
      'Dave Crew': 'Undelivered',
    });
    expect(after).toMatchObject({ DeliveredCount: 1, FailedCount: 1 });
  });

  it('shows a text the provider refused as trying again, then as expired past its deadline', async () => {
    fake.setDown(true);
    const res = await send({}, 'Site closed for the inspection.');
    const ids = await outboxIds(res.json<TextMessageBatchCreated>().textMessageBatchId);
    for (const id of ids) await deliverSms(deps, id);
    fake.setDown(false);
    const byName = async () =>
      (await detail(res.json<TextMessageBatchCreated>().textMessageBatchId)).Recipients.find(
        (r) => r.DisplayName === 'Alice Tester',
      );
    expect(await byName()).toMatchObject({ Status: 'Queued' });
    expect((await byName())?.StatusDetail).toMatch(/^Trying again: SMS provider answered 503/);
    await expireOverdue(
      t.db,
      new Date(Date.now() + (OUTBOX_DEADLINE_SECONDS.crew_text + 1) * 1000),
    );
    expect(await byName()).toMatchObject({ Status: 'Expired' });
    expect((await byName())?.StatusDetail).toMatch(/503/);
    const after = await detail(res.json<TextMessageBatchCreated>().textMessageBatchId);
    expect(after).toMatchObject({ SentCount: 0, FailedCount: 2 });
  });

  it('refuses an empty or over-long text, control characters, and a send that reaches no one', async () => {
    for (const [text, message] of [
      ['   ', TEXT_MESSAGES_MESSAGES.textEmpty],
      ['x'.repeat(1601), TEXT_MESSAGES_MESSAGES.textTooLong],
      ['bell\u0007', 'control characters'],
    ] as const) {
      const res = await send({}, text);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const nobody = await send(
      { contractFilter: true, contractIds: [site.contracts.plumbing] },
      'Hi',
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.body).toContain(TEXT_MESSAGES_MESSAGES.noRecipients);
    const huge = await t.app.inject({
      method: 'POST',
      url: api('/batches'),
      headers: { ...manager, 'content-type': 'application/json' },
      payload: JSON.stringify({ filter: {}, textMessage: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('lists batches newest first, 50 a page at most', async () => {
    await send({ onlyIncludeWorkersOnSite: true }, 'Second message');
    const page = (
      await t.app.inject({ url: api('/batches?page=1&take=1'), headers: manager })
    ).json<TextMessageHistory>();
    // The crane lift, the inspection (expired) and this one.
    expect(page.TotalCount).toBe(3);
    expect(page.Data.map((b) => b.TextMessage)).toEqual(['Second message']);
    expect(
      (await t.app.inject({ url: api('/batches?take=51'), headers: manager })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: api('/batches/2147483648'), headers: manager })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: api('/batches/999999'), headers: manager })).statusCode).toBe(
      404,
    );
  });
});
