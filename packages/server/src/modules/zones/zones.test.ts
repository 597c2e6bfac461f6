import type { ProjectZoneList, ZoneDetail, ZoneHierarchy } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerV2, buildTestApp, type TestApp } from '../../../test/app.ts';
import { zoneTables, zonesFixture, type ZonesFixture } from './zones-fixture.ts';

let t: TestApp;
let f: ZonesFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await zonesFixture(t, 'Zones Tower');
});
afterAll(() => t.close());

const q = (projectId = f.site.projectId) => `?projectId=${projectId}`;
function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  tokens = f.manager,
  payload?: unknown,
  projectId = f.site.projectId,
) {
  return t.app.inject({
    method,
    url: `/api/v2/project_zones${path}${q(projectId)}`,
    headers: bearerV2(tokens),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const create = (body: object, tokens = f.manager) => call('POST', '', tokens, body);

describe('GET /api/v2/project_zones/list', () => {
  it('answers the zones under data, flat and by name, for any member', async () => {
    const res = await call('GET', '/list', f.viewer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ProjectZoneList>();
    expect(data.map((z) => z.ZoneName)).toEqual([
      'Electrical Room',
      'Level 1',
      'Main Gate',
      'Site',
    ]);
    expect(data.find((z) => z.ZoneName === 'Main Gate')).toMatchObject({
      ParentProjectZoneId: f.site.zones.site,
      IsSiteEntranceExit: true,
      IsArchived: false,
    });
  });

  it('answers another project’s user 403 and a missing projectId 400', async () => {
    expect((await call('GET', '/list', f.outsider)).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/project_zones/list',
      headers: bearerV2(f.manager),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v2/project_zones/hierarchy', () => {
  it('nests ChildZones and adds the Unassigned Zone (-1) unless asked not to', async () => {
    const res = await call('GET', '/hierarchy', f.viewer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ZoneHierarchy>();
    expect(data.map((z) => [z.ProjectZoneId, z.ZoneName])).toEqual([
      [f.site.zones.site, 'Site'],
      [-1, 'Unassigned Zone'],
    ]);
    const site = data[0]!;
    expect(site.ChildZones.map((z) => z.ZoneName)).toEqual(['Level 1', 'Main Gate']);
    expect(site.ChildZones[0]!.ChildZones[0]).toMatchObject({
      ZoneName: 'Electrical Room',
      defaultAuthorizationStatus: 'DENY',
      ChildZones: [],
    });
    const without = await t.app.inject({
      method: 'GET',
      url: `/api/v2/project_zones/hierarchy${q()}&includeUnassignedReadersAsZones=false`,
      headers: bearerV2(f.viewer),
    });
    expect(without.json<ZoneHierarchy>().data.map((z) => z.ProjectZoneId)).toEqual([
      f.site.zones.site,
    ]);
    expect((await call('GET', '/hierarchy', f.outsider)).statusCode).toBe(403);
  });
});

describe('GET /api/v2/project_zones/{id}', () => {
  it('shows the zone, where its rules come from and who may be there', async () => {
    const res = await call('GET', `/${f.site.zones.electricalRoom}`);
    expect(res.statusCode).toBe(200);
    const zone = res.json<ZoneDetail>();
    expect(zone).toMatchObject({
      ProjectZoneId: f.site.zones.electricalRoom,
      ZoneName: 'Electrical Room',
      parentProjectZoneId: f.site.zones.level1,
      Ancestors: [
        { ProjectZoneId: f.site.zones.site, ZoneName: 'Site' },
        { ProjectZoneId: f.site.zones.level1, ZoneName: 'Level 1' },
      ],
      IsArchived: false,
      isSiteEntranceExit: false,
      defaultAuthorizationStatus: 'DENY',
      ruleOriginProjectZoneId: f.site.zones.electricalRoom,
      effectiveAuthorizationStatus: 'DENY',
      ChildZones: [],
      workersWithAccess: 1,
      AuthorizedContracts: [
        {
          ContractId: f.site.contracts.electrical,
          CompanyDisplayName: 'Electrical',
          AccessLevel: 'Indefinite',
          StartDateInclusive: '2020-01-01',
          EndDateInclusive: null,
          ruleOriginProjectZoneId: f.site.zones.electricalRoom,
        },
      ],
      AuthorizedWorkers: [],
    });
    const level1 = (await call('GET', `/${f.site.zones.level1}`)).json<ZoneDetail>();
    // Level 1 and Site inherit: every zone up to the root does, so everyone is allowed.
    expect(level1).toMatchObject({
      defaultAuthorizationStatus: 'INHERIT',
      ruleOriginProjectZoneId: null,
      effectiveAuthorizationStatus: 'ALLOW',
      workersWithAccess: 2,
    });
  });

  it('needs ManageZones for the project, and the zone to be the project’s', async () => {
    expect((await call('GET', `/${f.site.zones.site}`, f.viewer)).statusCode).toBe(403);
    expect((await call('GET', `/${f.site.zones.site}`, f.outsider)).statusCode).toBe(403);
    // The outsider's own project does not hold this zone.
    const res = await call('GET', `/${f.site.zones.site}`, f.outsider, undefined, f.other);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Site');
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });
});

describe('create, rename, move and describe', () => {
  it('creates a zone under an active zone and answers its detail', async () => {
    const res = await create({
      ZoneName: '  Level 2 ',
      parentProjectZoneId: f.site.zones.site,
      zoneDescription: 'Concrete deck',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ZoneDetail>()).toMatchObject({
      ZoneName: 'Level 2',
      parentProjectZoneId: f.site.zones.site,
      zoneDescription: 'Concrete deck',
      defaultAuthorizationStatus: 'INHERIT',
    });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await zoneTables(t, f.site.projectId);
    const bad = [
      { ZoneName: '', parentProjectZoneId: null, zoneDescription: null },
      { ZoneName: 'x'.repeat(101), parentProjectZoneId: null, zoneDescription: null },
      { ZoneName: 'Level 1', parentProjectZoneId: f.site.zones.site, zoneDescription: null },
      { ZoneName: 'Stray', parentProjectZoneId: 999_999, zoneDescription: null },
      { ZoneName: 'Stray', parentProjectZoneId: 'one', zoneDescription: null },
      { ZoneName: 'Bad\u0000name', parentProjectZoneId: null, zoneDescription: null },
    ];
    for (const body of bad) expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await zoneTables(t, f.site.projectId)).toEqual(before);
    const message = (await create(bad[2]!)).json<{ errors: { errorMessage: string }[] }>();
    expect(message.errors[0]!.errorMessage).toBe(
      'Another zone under the same parent already has this name.',
    );
  });

  it('lets a viewer or another project’s user write nothing', async () => {
    const body = { ZoneName: 'Sneaky', parentProjectZoneId: null, zoneDescription: null };
    expect((await create(body, f.viewer)).statusCode).toBe(403);
    expect((await create(body, f.outsider)).statusCode).toBe(403);
    const put = await call('PUT', `/${f.site.zones.level1}`, f.viewer, {
      ...body,
      parentProjectZoneId: f.site.zones.site,
    });
    expect(put.statusCode).toBe(403);
    const names = (await zoneTables(t, f.site.projectId)).zones.map((z) => z.zone_name);
    expect(names).not.toContain('Sneaky');
  });

  it('renames, describes and moves a zone, never under itself or its own sub-zones', async () => {
    const hoist = (
      await create({
        ZoneName: 'Hoist',
        parentProjectZoneId: f.site.zones.site,
        zoneDescription: null,
      })
    ).json<ZoneDetail>().ProjectZoneId;
    const cage = (
      await create({ ZoneName: 'Cage', parentProjectZoneId: hoist, zoneDescription: null })
    ).json<ZoneDetail>().ProjectZoneId;
    const moved = await call('PUT', `/${hoist}`, f.manager, {
      ZoneName: 'Hoist North',
      parentProjectZoneId: f.site.zones.level1,
      zoneDescription: 'Tower crane hoist',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ZoneDetail>()).toMatchObject({
      ZoneName: 'Hoist North',
      parentProjectZoneId: f.site.zones.level1,
      zoneDescription: 'Tower crane hoist',
    });
    const before = await zoneTables(t, f.site.projectId);
    for (const parent of [hoist, cage]) {
      const res = await call('PUT', `/${hoist}`, f.manager, {
        ZoneName: 'Hoist North',
        parentProjectZoneId: parent,
        zoneDescription: null,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { errorMessage: string }[] }>().errors[0]!.errorMessage).toBe(
        'A zone cannot be moved under itself or one of its own sub-zones.',
      );
    }
    expect(await zoneTables(t, f.site.projectId)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('describes the hardware and zone routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/project_zones/list',
        '/api/v2/project_zones/hierarchy',
        '/api/v2/project_zones',
        '/api/v2/project_zones/{zoneId}',
        '/api/v2/project_zones/{zoneId}/archive',
        '/api/v2/project_zones/{zoneId}/toggleEntranceExit',
        '/api/v1/projects/{projectId}/zones/{zoneId}/rules',
        '/api/v1/projects/{projectId}/zones/{zoneId}/rules/workers/{workerId}',
        '/api/v1/projects/{projectId}/zones/{zoneId}/workers_access',
        '/api/v1/projects/{projectId}/zones/rule-options/contracts',
        '/api/v1/projects/{projectId}/zones/rule-options/workers',
        '/api/v2/projects/{projectId}/readers',
        '/api/v1/project/{projectId}/readers/{readerId}/assignments/current',
      ]),
    );
  });
});
