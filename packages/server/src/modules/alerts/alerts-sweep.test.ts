import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertFactsOf } from '../../../test/alerts-fixture.ts';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { TZ, createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { addDays, zonedTimeToInstant } from '../../lib/time.ts';
import { UNAUTHORIZED_CLEAR_MINUTES } from './alerts-facts.service.ts';

// The sweep (DOMAIN.md "Alerts"): ended snoozes back to Active, unauthorized-person facts
// resolved when their condition has cleared.
let t: TestApp;
let site: Site;
let member: Record<string, string>;
let facts: ReturnType<typeof alertFactsOf>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Sweep');
  const user = await createUser(t.db);
  await addMember(t.db, site.projectId, user.userId, []);
  member = bearer(await tokensFor(t.app, user.email, PASSWORD));
  facts = alertFactsOf(t, site);
});
afterAll(() => t.close());

describe('the sweep', () => {
  const sweep = (at = new Date()) => t.app.services.alertFacts.sweep(at);
  const siteHourNow = () =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
  const setBoundaryHour = (hour: number) =>
    t.db
      .updateTable('projects')
      .set({ workday_boundary_hour: hour })
      .where('project_id', '=', site.projectId)
      .execute();

  it('ends snoozes: the fact is active again, and its rule decides what it is next', async () => {
    await facts.clearFacts();
    const { alert_fact_id } = await t.db
      .insertInto('alert_facts')
      .values({
        project_id: site.projectId,
        alert_type: 'ZoneDensity',
        project_zone_id: site.zones.level1,
        status: 3,
        triggered_at: new Date(Date.now() - 3 * 86_400_000),
        snoozed_until: new Date(Date.now() + 86_400_000),
        details: JSON.stringify({ WorkerCount: 12, OverWorkerCutoffValue: 10 }),
      })
      .returning('alert_fact_id')
      .executeTakeFirstOrThrow();
    expect(await sweep()).toBe(0);
    expect((await facts.factRow(alert_fact_id)).status).toBe(3);
    expect(await sweep(new Date(Date.now() + 86_400_000 + 1000))).toBe(1);
    expect(await facts.factRow(alert_fact_id)).toMatchObject({ status: 1, snoozed_until: null });
    const [fact] = (await facts.active(member)).Data;
    expect(fact).toMatchObject({
      AlertType: 'ZoneDensity',
      SnoozeIdField: 'ProjectZoneAlertFactId',
      ZoneName: 'Level 1',
      WorkerCount: 12,
      OverWorkerCutoffValue: 10,
      WorkerName: null,
    });
  });

  it('resolves an unauthorized-person fact once the worker has been elsewhere for a while', async () => {
    await facts.clearFacts();
    // Half a day away from the workday boundary, so the reads below and the sweep's "later" share
    // one workday whatever the hour the suite runs (between 3:00 and 3:30 in New York the room
    // read would belong to yesterday, and the sweep would close it as an earlier day's).
    const { workday_boundary_hour: boundary } = await t.db
      .selectFrom('projects')
      .select('workday_boundary_hour')
      .where('project_id', '=', site.projectId)
      .executeTakeFirstOrThrow();
    await setBoundaryHour((siteHourNow() + 12) % 24);
    await facts.ingest([facts.bobAgo('ROOM-1', 30)]);
    // Seen on the floor just now: not yet long enough to call it cleared.
    await facts.ingest([facts.bobAgo('FLOOR-1', UNAUTHORIZED_CLEAR_MINUTES - 3)]);
    await t.app.services.engine.processAllPresence();
    await sweep();
    const [fact] = (await facts.active(member)).Data;
    expect(fact).toBeDefined();
    // Later the floor read is old enough: resolved, at the moment he was seen there.
    const later = new Date(Date.now() + 4 * 60_000);
    expect(await sweep(later)).toBe(1);
    const row = await facts.factRow(fact!.AlertFactId);
    expect(row.status).toBe(2);
    const seenThere = Date.now() - (UNAUTHORIZED_CLEAR_MINUTES - 3) * 60_000;
    expect(Math.abs(row.resolved_at!.getTime() - seenThere)).toBeLessThan(60_000);
    await setBoundaryHour(boundary);
  });

  it('resolves an earlier day’s unauthorized-person fact at the end of its workday', async () => {
    await facts.clearFacts();
    const day = recentDate(2);
    await facts.ingest([site.read('ROOM-1', 1, site.tag('T-BOB'), day, '10:00')]);
    await t.app.services.engine.processAllPresence();
    const [fact] = (await facts.active(member)).Data;
    expect(await sweep()).toBe(1);
    const row = await facts.factRow(fact!.AlertFactId);
    const { workday_boundary_hour, time_zone_id } = await t.db
      .selectFrom('projects')
      .select(['workday_boundary_hour', 'time_zone_id'])
      .where('project_id', '=', site.projectId)
      .executeTakeFirstOrThrow();
    const hour = String(workday_boundary_hour).padStart(2, '0');
    expect(row).toMatchObject({
      status: 2,
      resolved_at: zonedTimeToInstant(addDays(day, 1), `${hour}:00`, time_zone_id),
    });
    // A second sweep finds nothing left to do.
    expect(await sweep()).toBe(0);
  });
});
