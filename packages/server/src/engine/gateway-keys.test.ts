import type { CreatedGatewayKey, GatewayKey, RealtimeDashboardPush } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerV2, buildTestApp, tokensFor, type TestApp } from '../../test/app.ts';
import { aliceDay, createSite, recentDate, type Site } from '../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../test/factories.ts';
import { createEngine } from './engine.service.ts';

let t: TestApp;
let site: Site;
let other: Site;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Keys');
  other = await createSite(t.db, 'Other keys');
});
afterAll(() => t.close());

async function member(projectId: number, permissions: Parameters<typeof addMember>[3]) {
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, permissions);
  return bearerV2(await tokensFor(t.app, user.email, PASSWORD));
}

describe('gateway keys', () => {
  it('are created (shown once), listed without the key, and revoked by ManageZones', async () => {
    const headers = await member(site.projectId, ['ManageZones']);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/projects/${site.projectId}/gateway-keys`,
      headers,
      payload: { Name: 'North gate gateway' },
    });
    expect(created.statusCode).toBe(200);
    const { GatewayKeyId, Key } = created.json<CreatedGatewayKey>();
    expect(Key).toMatch(/^slg_/);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${site.projectId}/gateway-keys`,
      headers,
    });
    const keys = listed.json<GatewayKey[]>();
    const mine = keys.find((k) => k.GatewayKeyId === GatewayKeyId);
    expect(mine).toMatchObject({
      Name: 'North gate gateway',
      RevokedAt: null,
      KeyPrefix: Key.slice(0, 10),
    });
    expect(listed.body).not.toContain(Key);

    const ingest = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/ingest/reads',
        headers: { 'x-gateway-key': Key },
        payload: { Reads: aliceDay(site, recentDate()).slice(0, 1) },
      });
    expect((await ingest()).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/projects/${site.projectId}/gateway-keys/${GatewayKeyId}`,
      headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await ingest()).statusCode).toBe(401);
  });

  it('refuses a name-less key and stores nothing', async () => {
    const headers = await member(site.projectId, ['ManageZones']);
    const before = (await t.db.selectFrom('gateway_keys').select('gateway_key_id').execute())
      .length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/projects/${site.projectId}/gateway-keys`,
      headers,
      payload: { Name: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.db.selectFrom('gateway_keys').select('gateway_key_id').execute()).length).toBe(
      before,
    );
  });

  it('refuses a member without ManageZones and another project’s user, with no data', async () => {
    const viewer = await member(site.projectId, []);
    const stranger = await member(other.projectId, ['ManageZones']);
    for (const headers of [viewer, stranger]) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v2/projects/${site.projectId}/gateway-keys`,
        headers,
      });
      expect(list.statusCode).toBe(403);
      expect(list.body).not.toContain('Test gateway');
      const create = await t.app.inject({
        method: 'POST',
        url: `/api/v2/projects/${site.projectId}/gateway-keys`,
        headers,
        payload: { Name: 'x' },
      });
      expect(create.statusCode).toBe(403);
    }
    const stray = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/projects/${other.projectId}/gateway-keys/999999`,
      headers: stranger,
    });
    expect(stray.statusCode).toBe(404);
  });

  it('a key of one project cannot write reads into another', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/ingest/reads',
      headers: { 'x-gateway-key': other.key },
      payload: { Reads: aliceDay(site, recentDate()).slice(0, 2) },
    });
    // The other project has no reader with this project's serials: rejected, nothing stored.
    expect(res.json()).toMatchObject({ Accepted: 0, Rejected: [{ Index: 0 }, { Index: 1 }] });
  });
});

describe('live alerts', () => {
  it('publishes realtime_dashboard unauthorized_alert for a recent denied read, not for history', async () => {
    const published: { projectId: number; message: RealtimeDashboardPush }[] = [];
    const log = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;
    const engine = createEngine({
      db: t.db,
      log,
      publish: (projectId, message) => published.push({ projectId, message }),
    });
    const now = Date.now();
    const bob = site.tag('T-BOB');
    const recent = {
      ...site.read('ROOM-1', 1, bob, recentDate(), '10:00'),
      Time: new Date(now - 60_000).toISOString(),
    };
    const old = site.read('ROOM-1', 1, bob, recentDate(3), '10:00');
    await engine.ingest(site.projectId, [recent, old], { now });
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      projectId: site.projectId,
      message: {
        action: 'unauthorized_alert',
        data: { WorkerName: 'Bob Tester', ZoneName: 'Electrical Room' },
      },
    });
    expect((published[0]!.message.data as { DateTimeLocal: string }).DateTimeLocal).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/,
    );
    // Backfilled history raises no live alerts.
    await engine.ingest(
      site.projectId,
      [{ ...recent, Time: new Date(now - 30_000).toISOString() }],
      { now, live: false },
    );
    expect(published).toHaveLength(1);
  });
});

describe('GET /api/v2/ingest/site', () => {
  it('answers the key’s own site, without people’s names, and refuses without a key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/ingest/site' })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/ingest/site',
      headers: { 'x-gateway-key': site.key },
    });
    expect(res.statusCode).toBe(200);
    const model = res.json<{
      projectId: number;
      readers: { serial: string }[];
      workers: { id: number }[];
    }>();
    expect(model.projectId).toBe(site.projectId);
    expect(model.readers.map((r) => r.serial).sort()).toEqual(
      ['FLOOR-1', 'GATE-1', 'ROOM-1'].map(site.serial).sort(),
    );
    expect(model.workers.map((w) => w.id).sort()).toEqual(
      [site.workers.alice, site.workers.bob].sort(),
    );
    expect(res.body).not.toContain('Alice');
    expect(res.body).not.toContain(other.serial('GATE-1'));
  });
});
