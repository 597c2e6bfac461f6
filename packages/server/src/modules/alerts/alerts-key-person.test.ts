import {
  KEY_PERSON_MESSAGES,
  type ActiveAlertFacts,
  type KeyPersonInstance,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorHeaders, memberHeaders, ownCompany } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { aliceDay, createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';

let t: TestApp;
let site: Site;
let manager: Record<string, string>;
let member: Record<string, string>;
let stranger: Record<string, string>;
let electricalManager: Record<string, string>;
const DAY = 86_400_000;

const userOf = (projectId: number, permissions: Parameters<typeof memberHeaders>[2]) =>
  memberHeaders(t, projectId, permissions);

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Key people');
  const other = await createSite(t.db, 'Other key people');
  manager = await userOf(site.projectId, ['ManageAlerts']);
  member = await userOf(site.projectId, []);
  stranger = await userOf(other.projectId, ['ManageAlerts']);
  // Bob's plumbing contract belongs to another company; a manager limited to Alice's company.
  await ownCompany(t, site.contracts.plumbing, 'Key Plumbing');
  electricalManager = await contractorHeaders(t, site.projectId, site.contracts.electrical, [
    'ManageAlerts',
  ]);
  // Alice was last on site three days ago; Bob has never been read.
  await t.app.services.engine.ingest(site.projectId, aliceDay(site, recentDate(3)));
  await t.app.services.engine.processAllPresence();
});
afterAll(() => t.close());

const editor = () => `/api/v1/projects/${site.projectId}/alerts/key-person`;
const save = (payload: object, headers = manager) =>
  t.app.inject({ method: 'PUT', url: editor(), headers, payload });
const get = async (headers = manager) =>
  (await t.app.inject({ method: 'GET', url: editor(), headers })).json<KeyPersonInstance>();
const facts = () =>
  t.db
    .selectFrom('alert_facts')
    .select(['worker_id', 'status', 'triggered_at', 'resolved_at'])
    .where('project_id', '=', site.projectId)
    .where('alert_type', '=', 'KeyPerson')
    .orderBy('alert_fact_id')
    .execute();

describe('the key-person alert', () => {
  it('needs ManageAlerts on this project, and refuses rows it cannot use', async () => {
    for (const headers of [member, stranger]) {
      expect((await t.app.inject({ method: 'GET', url: editor(), headers })).statusCode).toBe(403);
      expect((await save({ Workers: [] }, headers)).statusCode).toBe(403);
    }
    for (const [Workers, message] of [
      [[{ WorkerId: site.workers.alice }], KEY_PERSON_MESSAGES.row],
      [[{ DaysSinceLastSeen: 2 }], KEY_PERSON_MESSAGES.row],
      [[{ WorkerId: site.workers.alice, DaysSinceLastSeen: 0 }], KEY_PERSON_MESSAGES.days],
      [
        [
          { WorkerId: site.workers.alice, DaysSinceLastSeen: 2 },
          { WorkerId: site.workers.alice, DaysSinceLastSeen: 3 },
        ],
        KEY_PERSON_MESSAGES.repeated(site.workers.alice),
      ],
    ] as const) {
      const res = await save({ Workers });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await get()).WorkerAlertInstanceId).toBeNull();
  });

  it('raises a listed worker unseen for their days at once on save, from when the time ran out', async () => {
    const res = await save({
      IsActive: true,
      Workers: [
        { WorkerId: site.workers.alice, DaysSinceLastSeen: 2 },
        { WorkerId: site.workers.bob, DaysSinceLastSeen: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<KeyPersonInstance>();
    expect(saved.Workers.map((w) => [w.WorkerName, w.DaysSinceLastSeen])).toEqual([
      ['Alice Tester', 2],
      ['Bob Tester', 1],
    ]);
    expect(saved.Workers[0]!.LastSeenLocal).toMatch(/T15:30:00$/);
    const lastSeen = await t.db
      .selectFrom('worker_last_seen')
      .select('seen_at')
      .where('worker_id', '=', site.workers.alice)
      .executeTakeFirstOrThrow();
    expect(await facts()).toEqual([
      {
        worker_id: site.workers.alice,
        status: 1,
        triggered_at: new Date(lastSeen.seen_at.getTime() + 2 * DAY),
        resolved_at: null,
      },
    ]);
    const overview = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${site.projectId}/alert-facts/active`,
        headers: member,
      })
    ).json<ActiveAlertFacts>();
    expect(overview.Data[0]).toMatchObject({
      AlertType: 'KeyPerson',
      WorkerName: 'Alice Tester',
      DaysSinceLastSeen: 2,
      LastSeenLocal: saved.Workers[0]!.LastSeenLocal,
      SnoozeIdField: 'WorkerAlertFactId',
    });
    // Bob, never read, counts from when he was listed: raised a day later, once.
    await t.app.services.keyPerson.evaluate(Date.now() + DAY + 60_000);
    await t.app.services.keyPerson.evaluate(Date.now() + DAY + 120_000);
    expect((await facts()).map((f) => f.worker_id)).toEqual([site.workers.alice, site.workers.bob]);
  });

  it('resolves when the worker is read again, at that read; taken off the list, at once', async () => {
    const now = Date.now() - 60_000;
    await t.app.services.engine.ingest(site.projectId, [
      {
        ReaderSerial: site.serial('GATE-1'),
        Port: 1,
        Tag: site.tag('T-ALICE'),
        Time: new Date(now).toISOString(),
        Source: 1,
      },
    ]);
    await t.app.services.engine.processAllPresence();
    await t.app.services.keyPerson.evaluate();
    const [alice] = await facts();
    expect(alice).toMatchObject({ status: 2, resolved_at: new Date(now) });
    // Bob off the list: his fact resolves.
    await save({
      IsActive: true,
      Workers: [{ WorkerId: site.workers.alice, DaysSinceLastSeen: 2 }],
    });
    expect((await facts()).every((f) => f.status === 2)).toBe(true);
  });

  it('lets a company-limited manager see and change only its own workers’ rows', async () => {
    await save({
      IsActive: true,
      Workers: [
        { WorkerId: site.workers.alice, DaysSinceLastSeen: 5 },
        { WorkerId: site.workers.bob, DaysSinceLastSeen: 5 },
      ],
    });
    expect((await get(electricalManager)).Workers.map((w) => w.WorkerName)).toEqual([
      'Alice Tester',
    ]);
    const refused = await save(
      { Workers: [{ WorkerId: site.workers.bob, DaysSinceLastSeen: 9 }] },
      electricalManager,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Bob');
    await save(
      { Workers: [{ WorkerId: site.workers.alice, DaysSinceLastSeen: 3 }] },
      electricalManager,
    );
    expect((await get()).Workers.map((w) => [w.WorkerName, w.DaysSinceLastSeen])).toEqual([
      ['Alice Tester', 3],
      ['Bob Tester', 5],
    ]);
  });
});
