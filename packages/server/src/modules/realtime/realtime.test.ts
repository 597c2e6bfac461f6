import type {
  RealtimeConfiguration,
  RealtimeContract,
  RealtimeLastSeenWorker,
  RealtimeUnauthorizedRead,
  RealtimeUnplaced,
  RealtimeWorkerDetail,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';

let t: TestApp;
let site: Site;
let other: Site;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let stranger: Record<string, string>;

async function member(projectId: number, permissions: Parameters<typeof addMember>[3]) {
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, permissions);
  return { user, headers: bearer(await tokensFor(t.app, user.email, PASSWORD)) };
}

/** A read `minutesAgo` minutes before now. */
function readAgo(reader: string, port: number, tag: string, minutesAgo: number) {
  return {
    ReaderSerial: site.serial(reader),
    Port: port,
    Tag: tag,
    Time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    Source: 1,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Realtime');
  other = await createSite(t.db, 'Other realtime');
  admin = (await member(site.projectId, ['ManageProjects'])).headers;
  viewer = (await member(site.projectId, [])).headers;
  stranger = (await member(other.projectId, ['ManageProjects'])).headers;
  // Alice on level 1 five minutes ago; Bob denied in the electrical room 2 and 3 minutes ago,
  // and seen at the gate 100 minutes ago.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/ingest/reads',
    headers: { 'x-gateway-key': site.key },
    payload: {
      Reads: [
        readAgo('FLOOR-1', 1, site.tag('T-ALICE'), 5),
        readAgo('GATE-1', 1, site.tag('T-BOB'), 100),
        readAgo('ROOM-1', 1, site.tag('T-BOB'), 3),
        readAgo('ROOM-1', 1, site.tag('T-BOB'), 2),
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  await t.app.services.engine.processAllPresence();
});
afterAll(() => t.close());

const url = (path: string, projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/realtime/${path}`;
const get = (path: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: url(path), headers });

describe('realtime configuration', () => {
  it('answers defaults, computes readers without zones, and saves with ManageProjects', async () => {
    const first = await get('configuration', viewer);
    expect(first.json<RealtimeConfiguration>()).toEqual({
      RealtimeDashboardEnabled: true,
      TimeoutSeconds: 30,
      UnauthorizedAlertEnabled: true,
      ZoneDensityAlertEnabled: true,
      DoesProjectHaveReadersWithoutZones: false,
    });
    await t.db
      .insertInto('readers')
      .values({
        project_id: site.projectId,
        hardware_model_id: 1,
        manufacturer_serial_number: `LOOSE-${site.projectId}`,
      })
      .execute();
    const body = {
      RealtimeDashboardEnabled: false,
      TimeoutSeconds: 45,
      UnauthorizedAlertEnabled: true,
      ZoneDensityAlertEnabled: false,
    };
    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: url('configuration'), headers, payload });
    expect((await put(viewer, body)).statusCode).toBe(403);
    expect((await put(stranger, body)).statusCode).toBe(403);
    expect((await put(admin, { ...body, TimeoutSeconds: 2 })).statusCode).toBe(400);
    const saved = await put(admin, body);
    expect(saved.json<RealtimeConfiguration>()).toEqual({
      ...body,
      DoesProjectHaveReadersWithoutZones: true,
    });
    await put(admin, { ...body, RealtimeDashboardEnabled: true, ZoneDensityAlertEnabled: true });
  });

  it('lists zones with readers that no area pins', async () => {
    const res = await get('unplaced', viewer);
    const unplaced = res.json<RealtimeUnplaced>();
    expect(unplaced.Zones.map((z) => z.ZoneName)).toEqual([
      'Electrical Room',
      'Level 1',
      'Main Gate',
    ]);
    expect(unplaced.Zones.find((z) => z.ZoneName === 'Main Gate')?.ReaderCount).toBe(1);
  });
});

describe('realtime lists', () => {
  it('lists workers last seen within the timeframe with their flags', async () => {
    const res = await get('last-seen?timeframe=30', viewer);
    expect(res.statusCode).toBe(200);
    const rows = res.json<RealtimeLastSeenWorker[]>();
    expect(rows.map((r) => [r.WorkerName, r.LastSeenZoneName, r.IsUnauthorizedRead])).toEqual([
      ['Bob Tester', 'Electrical Room', true],
      ['Alice Tester', 'Level 1', false],
    ]);
    expect(rows[0]).toMatchObject({ ContractName: 'Plumbing', IsWorkforceTrade: true });
    expect(rows[0]!.LastSeenDateTimeLocal).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect((await get('last-seen?timeframe=31', viewer)).statusCode).toBe(400);
  });

  it('lists unauthorized reads once per worker and zone', async () => {
    const rows = (await get('unauthorized-reads?timeframe=60', viewer)).json<
      RealtimeUnauthorizedRead[]
    >();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      WorkerName: 'Bob Tester',
      ZoneName: 'Electrical Room',
      ReadCount: 2,
    });
  });

  it('shows a worker for the popover and 404s a worker of another project', async () => {
    const res = await get(`workers/${site.workers.alice}`, viewer);
    expect(res.json<RealtimeWorkerDetail>()).toMatchObject({
      WorkerName: 'Alice Tester',
      LastSeenZoneName: 'Level 1',
      ContractName: 'Electrical',
    });
    expect((await get(`workers/${other.workers.alice}`, viewer)).statusCode).toBe(404);
  });

  it('lists the contracts with their flags', async () => {
    const rows = (await get('contracts', viewer)).json<RealtimeContract[]>();
    expect(rows.map((c) => c.ContractName)).toEqual(['Electrical', 'Plumbing']);
  });

  it('shows a contractor-scoped member only its contracts’ workers', async () => {
    const scoped = await member(site.projectId, []);
    const company = await t.db
      .selectFrom('contracts')
      .select('company_id')
      .where('contract_id', '=', site.contracts.electrical)
      .executeTakeFirstOrThrow();
    // Limit the membership to a company of its own with only a new contract.
    const own = await t.db
      .insertInto('companies')
      .values({ name: 'Scoped Co' })
      .returning('company_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('contracts')
      .values({ project_id: site.projectId, company_id: own.company_id, display_name: 'Scoped' })
      .execute();
    await t.db
      .updateTable('project_memberships')
      .set({ company_id: own.company_id })
      .where('user_id', '=', scoped.user.userId)
      .execute();
    expect(company.company_id).not.toBe(own.company_id);
    for (const path of ['last-seen?timeframe=720', 'unauthorized-reads?timeframe=720']) {
      const res = await get(path, scoped.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<unknown[]>()).toEqual([]);
    }
    expect((await get(`workers/${site.workers.bob}`, scoped.headers)).statusCode).toBe(404);
    expect(
      (await get('contracts', scoped.headers))
        .json<RealtimeContract[]>()
        .map((c) => c.ContractName),
    ).toEqual(['Scoped']);
  });

  it('refuses every read to another project’s user with 403 and no data', async () => {
    const paths = [
      'configuration',
      'unplaced',
      'areas',
      'last-seen?timeframe=30',
      'unauthorized-reads?timeframe=30',
      'density-alerts?timeframe=30',
      `workers/${site.workers.bob}`,
      'contracts',
    ];
    for (const path of paths) {
      const res = await get(path, stranger);
      expect(res.statusCode, path).toBe(403);
      expect(res.body).not.toContain('Tester');
    }
  });
});
