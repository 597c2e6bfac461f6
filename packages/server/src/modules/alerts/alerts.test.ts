import type {
  DensityAlert,
  RealtimeDensityAlert,
  TagRead,
  ZoneDensityInstance,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { createAlertsService } from './alerts.service.ts';

let t: TestApp;
let site: Site;
let other: Site;
let manager: Record<string, string>;
let admin: Record<string, string>;
let stranger: Record<string, string>;

async function member(projectId: number, permissions: Parameters<typeof addMember>[3]) {
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, permissions);
  return bearer(await tokensFor(t.app, user.email, PASSWORD));
}

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Alerts');
  other = await createSite(t.db, 'Other alerts');
  manager = await member(site.projectId, ['ManageAlerts']);
  admin = await member(site.projectId, ['ManageProjects']);
  stranger = await member(other.projectId, ['ManageAlerts', 'ManageProjects']);
});
afterAll(() => t.close());

const densityUrl = (projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/alerts/zone-density`;
const saveDensity = (payload: object, headers = manager) =>
  t.app.inject({ method: 'PUT', url: densityUrl(), headers, payload });
const setSwitches = (density: boolean, unauthorized: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/projects/${site.projectId}/realtime/configuration`,
    headers: admin,
    payload: {
      RealtimeDashboardEnabled: true,
      TimeoutSeconds: 30,
      UnauthorizedAlertEnabled: unauthorized,
      ZoneDensityAlertEnabled: density,
    },
  });

describe('zone-density instance', () => {
  it('needs ManageAlerts on this project', async () => {
    for (const headers of [admin, stranger]) {
      expect((await t.app.inject({ method: 'GET', url: densityUrl(), headers })).statusCode).toBe(
        403,
      );
      expect((await saveDensity({ ProjectZones: [] }, headers)).statusCode).toBe(403);
    }
  });

  it('answers the zone tree, saves only zones with a duration or a headcount', async () => {
    const empty = await t.app.inject({ method: 'GET', url: densityUrl(), headers: manager });
    expect(empty.json<ZoneDensityInstance>()).toMatchObject({
      ProjectZoneAlertInstanceId: null,
      IsActive: false,
      ProjectZones: [{ ZoneName: 'Site', ChildZones: [{}, {}] }],
    });
    const res = await saveDensity({
      ProjectZones: [
        { ProjectZoneId: site.zones.level1, Hours: 0, Minutes: 10, OverWorkerCutoffValue: 1 },
        { ProjectZoneId: site.zones.gate, Hours: null, Minutes: null, OverWorkerCutoffValue: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<ZoneDensityInstance>();
    expect(saved.ProjectZoneAlertInstanceId).toBeGreaterThan(0);
    expect(saved.IsActive).toBe(true);
    const level1 = saved.ProjectZones[0]!.ChildZones.find((z) => z.ZoneName === 'Level 1')!;
    expect(level1).toMatchObject({
      Hours: 0,
      Minutes: 10,
      OverWorkerCutoffDuration: 10,
      OverWorkerCutoffValue: 1,
      ChildZones: [{ ZoneName: 'Electrical Room', OverWorkerCutoffValue: null }],
    });
    const gate = saved.ProjectZones[0]!.ChildZones.find((z) => z.ZoneName === 'Main Gate')!;
    expect(gate.OverWorkerCutoffValue).toBeNull();
  });

  it('refuses another project’s zone and non-numeric values, changing nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: densityUrl(), headers: manager });
    const foreign = await saveDensity({
      ProjectZones: [{ ProjectZoneId: other.zones.level1, OverWorkerCutoffValue: 3 }],
    });
    expect(foreign.statusCode).toBe(400);
    const text = await saveDensity({
      ProjectZones: [{ ProjectZoneId: site.zones.level1, OverWorkerCutoffValue: 'five' }],
    });
    expect(text.statusCode).toBe(400);
    const minutes = await saveDensity({
      ProjectZones: [{ ProjectZoneId: site.zones.level1, Minutes: 75, OverWorkerCutoffValue: 1 }],
    });
    expect(minutes.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: densityUrl(), headers: manager });
    expect(after.body).toBe(before.body);
  });
});

describe('zone-density evaluation', () => {
  const MIN = 60_000;
  // Two hours ago, on a whole minute, so every step below is in the past.
  const t0 = Math.floor((Date.now() - 2 * 60 * MIN) / MIN) * MIN;
  const pushed: DensityAlert[] = [];
  const alerts = () =>
    createAlertsService({
      db: t.db,
      publish: (projectId, message) => {
        if (projectId === site.projectId && message.action === 'density_alert') {
          pushed.push(message.data);
        }
      },
    });
  const readAt = (reader: string, tag: string, at: number): TagRead => ({
    ReaderSerial: site.serial(reader),
    Port: 1,
    Tag: tag,
    Time: new Date(at).toISOString(),
    Source: 1,
  });
  const facts = () =>
    t.db
      .selectFrom('alert_facts')
      .select(['alert_fact_id', 'status', 'triggered_at', 'resolved_at'])
      .where('project_id', '=', site.projectId)
      .where('alert_type', '=', 'ZoneDensity')
      .orderBy('alert_fact_id')
      .execute();

  it('raises after the duration over the cutoff, not before, once, and resolves when under', async () => {
    // Level 1 (cutoff 1, 10 minutes): Alice on the floor, Bob in its sub-zone, at t0.
    await t.app.services.engine.ingest(
      site.projectId,
      [readAt('FLOOR-1', site.tag('T-ALICE'), t0), readAt('ROOM-1', site.tag('T-BOB'), t0)],
      { now: t0, live: false },
    );
    const evaluator = alerts();
    await evaluator.evaluateDensity(t0);
    await evaluator.evaluateDensity(t0 + 9 * MIN);
    expect(await facts()).toEqual([]);
    expect(pushed).toEqual([]);

    await evaluator.evaluateDensity(t0 + 10 * MIN);
    await evaluator.evaluateDensity(t0 + 10 * MIN);
    await evaluator.evaluateDensity(t0 + 12 * MIN);
    const raised = await facts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ status: 1, triggered_at: new Date(t0 + 10 * MIN) });
    expect(pushed).toEqual([
      expect.objectContaining({
        ProjectZoneAlertFactId: raised[0]!.alert_fact_id,
        ProjectZoneId: site.zones.level1,
        ZoneName: 'Level 1',
        IsCurrentlyActive: true,
        WorkerCount: 2,
        OverWorkerCutoffValue: 1,
      }),
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${site.projectId}/realtime/density-alerts?timeframe=30`,
      headers: admin,
    });
    expect(listed.json<RealtimeDensityAlert[]>()).toMatchObject([
      { ProjectZoneAlertFactId: raised[0]!.alert_fact_id, IsCurrentlyActive: true },
    ]);

    // 15 minutes after the last reads the zone is empty: resolved once, pushed once.
    await evaluator.evaluateDensity(t0 + 15 * MIN);
    await evaluator.evaluateDensity(t0 + 16 * MIN);
    const resolved = await facts();
    expect(resolved).toMatchObject([{ status: 2, resolved_at: new Date(t0 + 15 * MIN) }]);
    expect(pushed).toHaveLength(2);
    expect(pushed[1]).toMatchObject({
      ProjectZoneAlertFactId: raised[0]!.alert_fact_id,
      IsCurrentlyActive: false,
    });
  });

  it('restarts the clock after a dip under the cutoff', async () => {
    const t1 = t0 + 30 * MIN;
    const evaluator = alerts();
    await t.app.services.engine.ingest(
      site.projectId,
      [readAt('FLOOR-1', site.tag('T-ALICE'), t1), readAt('ROOM-1', site.tag('T-BOB'), t1)],
      { now: t1, live: false },
    );
    await evaluator.evaluateDensity(t1);
    // Bob left: at t1 + 16 only Alice's later read is in the window.
    await t.app.services.engine.ingest(
      site.projectId,
      [readAt('FLOOR-1', site.tag('T-ALICE'), t1 + 14 * MIN)],
      { now: t1 + 14 * MIN, live: false },
    );
    await evaluator.evaluateDensity(t1 + 16 * MIN);
    await t.app.services.engine.ingest(
      site.projectId,
      [readAt('ROOM-1', site.tag('T-BOB'), t1 + 17 * MIN)],
      { now: t1 + 17 * MIN, live: false },
    );
    await evaluator.evaluateDensity(t1 + 17 * MIN);
    // Over since t1 + 17 only: 10 minutes from t1 are not enough.
    await evaluator.evaluateDensity(t1 + 20 * MIN);
    expect(await facts()).toHaveLength(1);
    await evaluator.evaluateDensity(t1 + 27 * MIN);
    expect(await facts()).toHaveLength(2);
  });

  it('raises and pushes nothing with the switch off, and resolves silently', async () => {
    const t2 = t0 + 60 * MIN;
    const evaluator = alerts();
    const before = pushed.length;
    expect((await setSwitches(false, true)).statusCode).toBe(200);
    await t.app.services.engine.ingest(
      site.projectId,
      [readAt('FLOOR-1', site.tag('T-ALICE'), t2), readAt('ROOM-1', site.tag('T-BOB'), t2)],
      { now: t2, live: false },
    );
    await evaluator.evaluateDensity(t2);
    await evaluator.evaluateDensity(t2 + 11 * MIN);
    const rows = await facts();
    expect(rows.filter((f) => f.status !== 2)).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(pushed).toHaveLength(before);
    await setSwitches(true, true);
  });
});

describe('unauthorized-person facts', () => {
  const unauthorizedFacts = () =>
    t.db
      .selectFrom('alert_facts')
      .select(['worker_id', 'project_zone_id', 'fact_date', 'status'])
      .where('project_id', '=', site.projectId)
      .where('alert_type', '=', 'UnauthorizedPerson')
      .orderBy('alert_fact_id')
      .execute();
  const ingest = (reads: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/ingest/reads',
      headers: { 'x-gateway-key': site.key },
      payload: { Reads: reads },
    });

  it('raises one fact per worker, zone and day, however many denied reads', async () => {
    const day = recentDate(2);
    const bob = site.tag('T-BOB');
    await ingest([
      site.read('ROOM-1', 1, bob, day, '09:00'),
      site.read('ROOM-1', 1, bob, day, '09:05'),
    ]);
    await ingest([site.read('ROOM-1', 1, bob, day, '11:00')]);
    // The same batch again (a gateway retry) and Alice, who may enter, change nothing.
    await ingest([site.read('ROOM-1', 1, bob, day, '11:00')]);
    await ingest([site.read('ROOM-1', 1, site.tag('T-ALICE'), day, '11:00')]);
    await ingest([site.read('ROOM-1', 1, bob, recentDate(1), '08:00')]);
    expect(await unauthorizedFacts()).toEqual([
      {
        worker_id: site.workers.bob,
        project_zone_id: site.zones.electricalRoom,
        fact_date: day,
        status: 1,
      },
      {
        worker_id: site.workers.bob,
        project_zone_id: site.zones.electricalRoom,
        fact_date: recentDate(1),
        status: 1,
      },
    ]);
  });

  it('raises nothing with the switch off', async () => {
    expect((await setSwitches(true, false)).statusCode).toBe(200);
    await ingest([site.read('ROOM-1', 1, site.tag('T-BOB'), recentDate(3), '10:00')]);
    expect(await unauthorizedFacts()).toHaveLength(2);
    await setSwitches(true, true);
    await ingest([site.read('ROOM-1', 1, site.tag('T-BOB'), recentDate(3), '10:30')]);
    expect(await unauthorizedFacts()).toHaveLength(3);
  });
});
