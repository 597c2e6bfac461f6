import { ALERT_FACTS_MESSAGES, type AlertFact } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { alertFactsOf } from '../../../test/alerts-fixture.ts';

let t: TestApp;
let site: Site;
let other: Site;
let member: Record<string, string>;
let memberName: string;
let stranger: Record<string, string>;
let electricalContractor: Record<string, string>;
let plumbingContractor: Record<string, string>;

async function memberOf(projectId: number) {
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, []);
  const row = await t.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return {
    headers: bearer(await tokensFor(t.app, user.email, PASSWORD)),
    name: `${row.first_name} ${row.last_name}`,
  };
}

/** A member limited to the company of `contractId` (a contractor's staff). */
async function contractorOf(contractId: number) {
  const user = await createUser(t.db);
  const { company_id } = await t.db
    .selectFrom('contracts')
    .select('company_id')
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('project_memberships')
    .values({ project_id: site.projectId, user_id: user.userId, role_id: 3, company_id })
    .execute();
  return bearer(await tokensFor(t.app, user.email, PASSWORD));
}

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Overview');
  other = await createSite(t.db, 'Other overview');
  // Bob's plumbing contract belongs to another company than Alice's electrical one.
  const plumbers = await t.db
    .insertInto('companies')
    .values({ name: 'Overview Plumbing' })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('contracts')
    .set({ company_id: plumbers.company_id })
    .where('contract_id', '=', site.contracts.plumbing)
    .execute();
  ({ headers: member, name: memberName } = await memberOf(site.projectId));
  stranger = (await memberOf(other.projectId)).headers;
  electricalContractor = await contractorOf(site.contracts.electrical);
  plumbingContractor = await contractorOf(site.contracts.plumbing);
  facts = alertFactsOf(t, site);
});
afterAll(() => t.close());

let facts: ReturnType<typeof alertFactsOf>;
const active = (headers = member) => facts.active(headers);
const snooze = (payload: object, headers = member) =>
  t.app.inject({ method: 'POST', url: facts.url('/snooze'), headers, payload });

describe('the overview’s active facts', () => {
  let bobsFact: AlertFact;

  it('says what, where, who and since when, newest first, grouped by type', async () => {
    await facts.clearFacts();
    expect((await facts.ingest([facts.bobAgo('ROOM-1', 3)])).statusCode).toBe(200);
    const { Data, DataGroups } = await active();
    expect(Data).toHaveLength(1);
    bobsFact = Data[0]!;
    expect(bobsFact).toMatchObject({
      AlertType: 'UnauthorizedPerson',
      StatusId: 1,
      SnoozeIdField: 'WorkerAlertFactId',
      WorkerId: site.workers.bob,
      WorkerName: 'Bob Tester',
      ContractId: site.contracts.plumbing,
      CompanyName: 'Plumbing',
      ProjectZoneId: site.zones.electricalRoom,
      ZoneName: 'Electrical Room',
      ReaderName: site.serial('ROOM-1'),
      AcknowledgedBy: null,
    });
    expect(Math.abs(bobsFact.TriggeredAt - (Date.now() - 3 * 60_000))).toBeLessThan(60_000);
    expect(DataGroups).toEqual([{ AlertType: 'UnauthorizedPerson', Count: 1 }]);
  });

  it('is a wall: another project’s member is refused, another company’s contractor sees none', async () => {
    const res = await t.app.inject({ method: 'GET', url: facts.url('/active'), headers: stranger });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Bob');
    expect((await active(electricalContractor)).Data).toEqual([]);
    expect((await active(plumbingContractor)).Data.map((f) => f.AlertFactId)).toEqual([
      bobsFact.AlertFactId,
    ]);
    const payload = {
      ProjectId: site.projectId,
      Days: 14,
      WorkerAlertFactId: bobsFact.AlertFactId,
    };
    expect((await snooze(payload, electricalContractor)).statusCode).toBe(404);
    expect((await snooze(payload, stranger)).statusCode).toBe(403);
    const ack = await t.app.inject({
      method: 'POST',
      url: facts.url(`/${bobsFact.AlertFactId}/acknowledge`),
      headers: electricalContractor,
      payload: { Note: 'not mine' },
    });
    expect(ack.statusCode).toBe(404);
    expect(await facts.factRow(bobsFact.AlertFactId)).toMatchObject({
      status: 1,
      snoozed_until: null,
      acknowledge_note: null,
    });
  });

  it('refuses a snooze it cannot do exactly, and changes nothing', async () => {
    const id = bobsFact.AlertFactId;
    const cases: [object, string][] = [
      [
        { ProjectId: site.projectId, Days: 14, ReaderAlertFactId: id },
        ALERT_FACTS_MESSAGES.wrongIdField('ReaderAlertFactId', 'UnauthorizedPerson'),
      ],
      [{ ProjectId: site.projectId, Days: 0, WorkerAlertFactId: id }, ALERT_FACTS_MESSAGES.days],
      [{ ProjectId: site.projectId, Days: 91, WorkerAlertFactId: id }, ALERT_FACTS_MESSAGES.days],
      [{ ProjectId: site.projectId, Days: 1.5, WorkerAlertFactId: id }, ALERT_FACTS_MESSAGES.days],
      [{ ProjectId: site.projectId, Days: 14 }, ALERT_FACTS_MESSAGES.oneIdField],
      [{ ProjectId: site.projectId, Hours: 0, WorkerAlertFactId: id }, ALERT_FACTS_MESSAGES.hours],
      [
        { ProjectId: site.projectId, Hours: 2161, WorkerAlertFactId: id },
        ALERT_FACTS_MESSAGES.hours,
      ],
      [
        { ProjectId: site.projectId, Days: 1, Hours: 4, WorkerAlertFactId: id },
        ALERT_FACTS_MESSAGES.daysOrHours,
      ],
      [{ ProjectId: site.projectId, WorkerAlertFactId: id }, ALERT_FACTS_MESSAGES.daysOrHours],
      [
        { ProjectId: site.projectId, Days: 14, WorkerAlertFactId: id, ProjectAlertFactId: id },
        ALERT_FACTS_MESSAGES.oneIdField,
      ],
      [
        { ProjectId: other.projectId, Days: 14, WorkerAlertFactId: id },
        ALERT_FACTS_MESSAGES.projectMismatch,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await snooze(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(JSON.stringify(message).slice(1, -1));
    }
    const beyond = await snooze({
      ProjectId: site.projectId,
      Days: 14,
      WorkerAlertFactId: 2 ** 31,
    });
    expect(beyond.statusCode).toBe(400);
    const missing = await snooze({
      ProjectId: site.projectId,
      Days: 14,
      WorkerAlertFactId: 2 ** 31 - 1,
    });
    expect(missing.statusCode).toBe(404);
    expect((await facts.factRow(id)).status).toBe(1);
  });

  it('snoozes for the days asked: the fact leaves the list until the snooze ends', async () => {
    const id = bobsFact.AlertFactId;
    const res = await snooze({ ProjectId: site.projectId, Days: 14, WorkerAlertFactId: id });
    expect(res.statusCode).toBe(204);
    expect((await active()).Data).toEqual([]);
    const row = await facts.factRow(id);
    expect(row.status).toBe(3);
    const days = (row.snoozed_until!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    const again = await snooze({ ProjectId: site.projectId, Days: 14, WorkerAlertFactId: id });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(ALERT_FACTS_MESSAGES.notActive);
  });

  it('snoozes for some hours instead, to the rest of a shift', async () => {
    await facts.clearFacts();
    await facts.ingest([facts.bobAgo('ROOM-1', 2)]);
    const [fact] = (await active()).Data;
    const res = await snooze({
      ProjectId: site.projectId,
      Hours: 6,
      WorkerAlertFactId: fact!.AlertFactId,
    });
    expect(res.statusCode).toBe(204);
    const row = await facts.factRow(fact!.AlertFactId);
    expect(row.status).toBe(3);
    const hours = (row.snoozed_until!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(5.99);
    expect(hours).toBeLessThanOrEqual(6);
  });

  it('is acknowledged with a note, and says by whom', async () => {
    await facts.clearFacts();
    await facts.ingest([facts.bobAgo('ROOM-1', 2)]);
    const [fact] = (await active()).Data;
    const ack = (Note: unknown) =>
      t.app.inject({
        method: 'POST',
        url: facts.url(`/${fact!.AlertFactId}/acknowledge`),
        headers: member,
        payload: { Note },
      });
    expect((await ack('bad\u0007note')).statusCode).toBe(400);
    expect((await ack('x'.repeat(501))).statusCode).toBe(400);
    expect((await facts.factRow(fact!.AlertFactId)).acknowledge_note).toBeNull();
    const res = await ack('  Foreman walked him out.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json<AlertFact>()).toMatchObject({
      AlertFactId: fact!.AlertFactId,
      AcknowledgedBy: memberName,
      AcknowledgeNote: 'Foreman walked him out.',
    });
    expect((await active()).Data[0]).toMatchObject({ AcknowledgedBy: memberName });
  });
});
