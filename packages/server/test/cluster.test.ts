import type { AddressInfo } from 'node:net';
import type {
  ClientToServerEvents,
  RealtimeDashboardMessage,
  ServerToClientEvents,
  TagRead,
} from '@siteline/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AlertsService } from '../src/modules/alerts/alerts.service.ts';
import { startZoneDensityLoop } from '../src/modules/alerts/alerts-loop.ts';
import { SIGN_IN_LIMITS } from '../src/modules/auth/auth.throttle.ts';
import { nextAddress, signIn, testConfig, tokensFor } from './app.ts';
import { createTestDb, type TestDb } from './db.ts';
import { createSite, type Site } from './engine-fixture.ts';
import { PASSWORD, addMember, createUser } from './factories.ts';

/**
 * Two server instances on one PostgreSQL, as behind a load balancer without sticky sessions:
 * what one instance does must hold for the other.
 */
let testDb: TestDb;
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let sites: Site[];

beforeAll(async () => {
  testDb = await createTestDb();
  const config = testConfig(testDb.url);
  a = await buildApp(config);
  b = await buildApp(config);
  await a.listen({ host: '127.0.0.1', port: 0 });
  await b.listen({ host: '127.0.0.1', port: 0 });
  urlA = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
  sites = [];
  for (const title of ['Cluster North', 'Cluster South', 'Cluster East']) {
    sites.push(await createSite(testDb.db, title));
  }
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await testDb?.drop();
});

describe('zone density on several instances', () => {
  const MIN = 60_000;
  const PERIOD = 15_000;
  // An hour ago, on a period boundary, so every step below is in the past.
  const t0 = Math.floor((Date.now() - 60 * MIN) / PERIOD) * PERIOD;

  beforeAll(async () => {
    // Level 1 may hold one worker; Alice and Bob are both in it (Bob in its sub-zone).
    for (const site of sites) {
      const instance = await testDb.db
        .insertInto('alert_instances')
        .values({ project_id: site.projectId, alert_type: 'ZoneDensity', is_active: true })
        .returning('alert_instance_id')
        .executeTakeFirstOrThrow();
      await testDb.db
        .insertInto('zone_density_rules')
        .values({
          project_id: site.projectId,
          alert_instance_id: instance.alert_instance_id,
          project_zone_id: site.zones.level1,
          cutoff_value: 1,
          cutoff_minutes: 0,
        })
        .execute();
      const read = (reader: string, tag: Parameters<Site['tag']>[0]): TagRead => ({
        ReaderSerial: site.serial(reader),
        Port: 1,
        Tag: site.tag(tag),
        Time: new Date(t0).toISOString(),
        Source: 1,
      });
      await a.services.engine.ingest(
        site.projectId,
        [read('FLOOR-1', 'T-ALICE'), read('ROOM-1', 'T-BOB')],
        { now: t0, live: false },
      );
    }
  });

  const densityFacts = () =>
    testDb.db
      .selectFrom('alert_facts')
      .select(['project_id', 'status'])
      .where('alert_type', '=', 'ZoneDensity')
      .execute();

  it('evaluates each project once per period across the instances, racing or not', async () => {
    const alertsA = a.services.alerts;
    const alertsB = b.services.alerts;
    const raced = await Promise.all([
      alertsA.evaluateDensity(t0, PERIOD),
      alertsB.evaluateDensity(t0, PERIOD),
      alertsA.evaluateDensity(t0 + 1_000, PERIOD),
      alertsB.evaluateDensity(t0 + 2_000, PERIOD),
    ]);
    expect(raced.reduce((n, r) => n + r.evaluated, 0)).toBe(sites.length);
    expect(raced.reduce((n, r) => n + r.raised, 0)).toBe(sites.length);

    // Later in the same period: nothing; in the next one: each project once more.
    expect((await alertsB.evaluateDensity(t0 + PERIOD - 1, PERIOD)).evaluated).toBe(0);
    const next = await Promise.all([
      alertsB.evaluateDensity(t0 + PERIOD, PERIOD),
      alertsA.evaluateDensity(t0 + PERIOD + 10, PERIOD),
    ]);
    expect(next.reduce((n, r) => n + r.evaluated, 0)).toBe(sites.length);
    // One open fact per project, however many evaluations ran.
    const facts = await densityFacts();
    expect(facts).toHaveLength(sites.length);
    expect(new Set(facts.map((f) => f.project_id)).size).toBe(sites.length);
  });

  it('skips a project another instance is evaluating, without waiting for it', async () => {
    const site = sites[0]!;
    const holder = await testDb.db.connection().execute(async (conn) => {
      await sql`BEGIN`.execute(conn);
      await sql`SELECT pg_advisory_xact_lock(hashtext('siteline zone density'), ${site.projectId})`.execute(
        conn,
      );
      const result = await b.services.alerts.evaluateDensity(t0 + 5 * PERIOD, PERIOD);
      await sql`ROLLBACK`.execute(conn);
      return result;
    });
    // The locked project is left to its holder; the others are evaluated.
    expect(holder.evaluated).toBe(sites.length - 1);
    // The holder gave up without evaluating: its period is still free for the next comer.
    expect((await a.services.alerts.evaluateDensity(t0 + 5 * PERIOD, PERIOD)).evaluated).toBe(1);
  });

  it('runs one evaluation per project per period with both instances’ loops on', async () => {
    const period = 150;
    // Each instance's loop, counting what it evaluated in each period.
    const perPeriod = new Map<number, number>();
    const counting = (alerts: AlertsService): Pick<AlertsService, 'evaluateDensity'> => ({
      async evaluateDensity(now = Date.now(), periodMs = period) {
        const result = await alerts.evaluateDensity(now, periodMs);
        const p = Math.floor(now / periodMs);
        perPeriod.set(p, (perPeriod.get(p) ?? 0) + result.evaluated);
        return result;
      },
    });
    const loopA = startZoneDensityLoop(counting(a.services.alerts), a.log, period);
    const loopB = startZoneDensityLoop(counting(b.services.alerts), b.log, period);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await loopA.stop();
    await loopB.stop();

    const counts = [...perPeriod.values()];
    // Both loops ran many times, yet no period saw a project evaluated twice.
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(sites.length);
    const total = counts.reduce((n, c) => n + c, 0);
    expect(total).toBeLessThanOrEqual(perPeriod.size * sites.length);
  });
});

describe('throttles and rate limits on several instances', () => {
  it('counts failed sign-ins on instance A when the user tries instance B', async () => {
    const user = await createUser(testDb.db);
    const address = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      const failed = await signIn(i % 2 ? b : a, user.email, 'wrong-password', address);
      expect(failed.statusCode).toBe(400);
    }
    // The limit was reached across both instances: neither lets the address try again.
    expect((await signIn(b, user.email, PASSWORD, address)).statusCode).toBe(429);
    expect((await signIn(a, user.email, PASSWORD, address)).statusCode).toBe(429);
  });

  it('holds a route’s rate limit across instances', async () => {
    const remoteAddress = nextAddress();
    const report = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/logging',
        remoteAddress,
        payload: { message: 'boom', url: 'http://localhost/' },
      });
    // The logging route allows 30 reports a minute per address: 15 on each instance use it up.
    for (let i = 0; i < 15; i++) {
      expect((await report(a)).statusCode).toBe(204);
      expect((await report(b)).statusCode).toBe(204);
    }
    expect((await report(a)).statusCode).toBe(429);
    expect((await report(b)).statusCode).toBe(429);
    // Another address is not affected.
    const other = await b.inject({
      method: 'POST',
      url: '/api/v1/logging',
      remoteAddress: nextAddress(),
      payload: { message: 'boom', url: 'http://localhost/' },
    });
    expect(other.statusCode).toBe(204);
  });
});

describe('realtime on several instances without sticky sessions', () => {
  type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

  it('refuses long-polling, which would need sticky sessions', async () => {
    const res = await fetch(`${urlA}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
  });

  it('delivers a push emitted by instance B to a client connected to instance A', async () => {
    const site = sites[0]!;
    const user = await createUser(testDb.db);
    await addMember(testDb.db, site.projectId, user.userId, []);
    const token = (await tokensFor(b, user.email, PASSWORD)).access_token;
    // The web app's options: WebSocket only.
    const client: ClientSocket = io(urlA, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token, demo: false },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      const joined = await client.emitWithAck('join_project', site.projectId);
      expect(joined).toEqual({ ok: true });
      const received = new Promise<RealtimeDashboardMessage>((resolve) =>
        client.once('realtime_dashboard', resolve),
      );
      const data = {
        ProjectZoneAlertFactId: 1,
        ProjectZoneId: site.zones.level1,
        ZoneName: 'Level 1',
        IsCurrentlyActive: true,
        TriggerDateTimeLocal: '2026-03-02T08:15:00',
        ResolvedDateTimeLocal: null,
        WorkerCount: 2,
        OverWorkerCutoffValue: 1,
      };
      b.realtime.publish(
        'realtime_dashboard',
        site.projectId,
        { action: 'density_alert', data },
        'project',
      );
      expect(await received).toEqual({
        action: 'density_alert',
        data,
        ProjectId: site.projectId,
        PublishedAt: expect.any(Number) as number,
      });
    } finally {
      client.disconnect();
    }
  });
});
