import {
  REALTIME_PERSON_MESSAGES,
  type RealtimePersonInstance,
  type TagRead,
} from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertFactsOf,
  contractorHeaders,
  memberHeaders,
  ownCompany,
  subscriberBody,
} from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import {
  BOUNDARY_HOUR,
  TZ,
  clearOfBoundary,
  createSite,
  type Site,
} from '../../../test/engine-fixture.ts';
import { addDays, timesheetDate, zonedTimeToInstant } from '../../lib/time.ts';

// DOMAIN.md "Realtime person": a listed worker's first read of the day raises one fact, live.
let t: TestApp;
let site: Site;
let manager: Record<string, string>;
let member: Record<string, string>;
let stranger: Record<string, string>;
let electricalManager: Record<string, string>;
const MINUTE = 60_000;
/** The reads below go back from here, all within one workday whenever the suite runs. */
const anchor = clearOfBoundary();

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Arrivals');
  const other = await createSite(t.db, 'Other arrivals');
  manager = await memberHeaders(t, site.projectId, ['ManageAlerts']);
  member = await memberHeaders(t, site.projectId, []);
  stranger = await memberHeaders(t, other.projectId, ['ManageAlerts']);
  await ownCompany(t, site.contracts.plumbing, 'Arrival Plumbing');
  electricalManager = await contractorHeaders(t, site.projectId, site.contracts.electrical, [
    'ManageAlerts',
  ]);
});
afterAll(() => t.close());

const editor = () => `/api/v1/projects/${site.projectId}/alerts/realtime-person`;
const save = (payload: object, headers = manager) =>
  t.app.inject({ method: 'PUT', url: editor(), headers, payload });
const get = async (headers = manager) =>
  (await t.app.inject({ method: 'GET', url: editor(), headers })).json<RealtimePersonInstance>();
const facts = () =>
  t.db
    .selectFrom('alert_facts')
    .select(['alert_fact_id', 'worker_id', 'status', 'triggered_at', 'resolved_at'])
    .select(sql<string>`fact_date::text`.as('fact_date'))
    .where('project_id', '=', site.projectId)
    .where('alert_type', '=', 'RealtimePerson')
    .orderBy('alert_fact_id')
    .execute();
const readAgo = (tag: Parameters<Site['tag']>[0], minutesAgo: number): TagRead => ({
  ReaderSerial: site.serial('FLOOR-1'),
  Port: 1,
  Tag: site.tag(tag),
  Time: new Date(anchor - minutesAgo * MINUTE).toISOString(),
  Source: 1,
});

describe('the realtime-person alert', () => {
  it('needs ManageAlerts on this project, and a worker on every row', async () => {
    for (const headers of [member, stranger]) {
      expect((await t.app.inject({ method: 'GET', url: editor(), headers })).statusCode).toBe(403);
      expect((await save({ Workers: [] }, headers)).statusCode).toBe(403);
    }
    for (const [Workers, message] of [
      [[{}], REALTIME_PERSON_MESSAGES.row],
      [[{ WorkerId: null }], REALTIME_PERSON_MESSAGES.row],
      [
        [{ WorkerId: site.workers.alice }, { WorkerId: site.workers.alice }],
        REALTIME_PERSON_MESSAGES.repeated(site.workers.alice),
      ],
    ] as const) {
      const res = await save({ Workers });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await save({ Workers: [{ WorkerId: 2_147_483_648 }] })).statusCode).toBe(400);
    expect((await get()).WorkerAlertInstanceId).toBeNull();
  });

  it('raises a listed worker’s first read of the day once, at that read, and texts a subscriber once', async () => {
    const api = alertFactsOf(t, site);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${site.projectId}/alert-subscribers`,
      headers: manager,
      payload: subscriberBody(site.projectId, 'Gate Watch', '5553456781', {
        Alerts: [{ AlertId: 3 }],
      }),
    });
    const res = await save({ IsActive: true, Workers: [{ WorkerId: site.workers.alice }] });
    expect(res.statusCode).toBe(200);
    expect(res.json<RealtimePersonInstance>().Workers.map((w) => w.WorkerName)).toEqual([
      'Alice Tester',
    ]);
    // Bob is not listed; Alice's two reads in one batch, the same batch twice at once (two
    // gateways, or a retry racing the original), then a later read.
    const batch = [readAgo('T-BOB', 12), readAgo('T-ALICE', 10), readAgo('T-ALICE', 11)];
    const [a, b] = await Promise.all([api.ingest(batch), api.ingest(batch)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await api.ingest([readAgo('T-ALICE', 2)]);
    const raised = await facts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      worker_id: site.workers.alice,
      status: 1,
      triggered_at: new Date(batch[2]!.Time),
      resolved_at: null,
      fact_date: timesheetDate(anchor - 11 * MINUTE, TZ, BOUNDARY_HOUR),
    });
    const overview = await api.active(member);
    expect(overview.Data.find((f) => f.AlertType === 'RealtimePerson')).toMatchObject({
      WorkerName: 'Alice Tester',
      ZoneName: 'Level 1',
      SnoozeIdField: 'WorkerAlertFactId',
    });
    const texts = await t.db
      .selectFrom('alert_fact_notifications')
      .select('outbox_message_id')
      .where('alert_fact_id', '=', raised[0]!.alert_fact_id)
      .execute();
    expect(texts).toHaveLength(1);
  });

  it('resolves at the end of the workday, or at once when the worker is taken off the list', async () => {
    const [fact] = await facts();
    const { workday_boundary_hour: boundary } = await t.db
      .selectFrom('projects')
      .select('workday_boundary_hour')
      .where('project_id', '=', site.projectId)
      .executeTakeFirstOrThrow();
    const end = zonedTimeToInstant(
      addDays(fact!.fact_date, 1),
      `${String(boundary).padStart(2, '0')}:00`,
      TZ,
    );
    // The last moment of the day keeps it open; a minute after the end resolves it at the end.
    await t.app.services.realtimePerson.evaluate(end.getTime() - 1);
    expect((await facts())[0]!.status).toBe(1);
    await t.app.services.realtimePerson.evaluate(end.getTime() + MINUTE);
    expect((await facts())[0]).toMatchObject({ status: 2, resolved_at: end });

    // Tomorrow's arrival raises again; off the list, it resolves at once.
    await t.db
      .updateTable('alert_facts')
      .set({ fact_date: '2000-01-01', status: 2 })
      .where('alert_fact_id', '=', fact!.alert_fact_id)
      .execute();
    await alertFactsOf(t, site).ingest([readAgo('T-ALICE', 1)]);
    expect((await facts()).filter((f) => f.status === 1)).toHaveLength(1);
    await save({ IsActive: true, Workers: [] });
    expect((await facts()).every((f) => f.status === 2)).toBe(true);
  });

  it('lets a company-limited manager see and change only its own workers’ rows', async () => {
    await save({
      IsActive: true,
      Workers: [{ WorkerId: site.workers.alice }, { WorkerId: site.workers.bob }],
    });
    expect((await get(electricalManager)).Workers.map((w) => w.WorkerName)).toEqual([
      'Alice Tester',
    ]);
    const refused = await save({ Workers: [{ WorkerId: site.workers.bob }] }, electricalManager);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Bob');
    await save({ Workers: [] }, electricalManager);
    expect((await get()).Workers.map((w) => w.WorkerName)).toEqual(['Bob Tester']);
  });
});
