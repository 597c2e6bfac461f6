import type { ProjectZoneList, ZoneArchiveInfo, ZoneDetail } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerV2, buildTestApp, type TestApp } from '../../../test/app.ts';
import { zoneTables, zonesFixture, type ZonesFixture } from './zones-fixture.ts';

let t: TestApp;
let f: ZonesFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await zonesFixture(t, 'Archive Tower');
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

describe('archive', () => {
  it('lists the active sub-zones, then archives them with the zone', async () => {
    const yard = (
      await create({
        ZoneName: 'Yard',
        parentProjectZoneId: f.site.zones.site,
        zoneDescription: null,
      })
    ).json<ZoneDetail>().ProjectZoneId;
    const shed = (
      await create({ ZoneName: 'Shed', parentProjectZoneId: yard, zoneDescription: null })
    ).json<ZoneDetail>().ProjectZoneId;
    const info = await call('GET', `/${yard}/archive`);
    expect(info.statusCode).toBe(200);
    expect(info.json<ZoneArchiveInfo>()).toEqual({
      ProjectZoneId: yard,
      ZoneName: 'Yard',
      ChildZones: [{ ProjectZoneId: shed, ZoneName: 'Shed', parentProjectZoneId: yard }],
      IncludesSiteEntranceExit: false,
    });
    expect((await call('POST', `/${yard}/archive`, f.viewer)).statusCode).toBe(403);
    expect((await call('POST', `/${yard}/archive`, f.outsider)).statusCode).toBe(403);
    const res = await call('POST', `/${yard}/archive`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ProjectZoneId: yard, ArchivedZoneIds: [yard, shed] });
    const { data } = (await call('GET', '/list')).json<ProjectZoneList>();
    expect(
      data
        .filter((z) => z.IsArchived)
        .map((z) => z.ZoneName)
        .sort(),
    ).toEqual(['Shed', 'Yard']);
    // Archived is final: no second archive, no edits, no children.
    expect((await call('POST', `/${yard}/archive`)).statusCode).toBe(400);
    expect((await call('GET', `/${yard}/archive`)).statusCode).toBe(400);
    const rename = await call('PUT', `/${yard}`, f.manager, {
      ZoneName: 'Yard 2',
      parentProjectZoneId: f.site.zones.site,
      zoneDescription: null,
    });
    expect(rename.statusCode).toBe(400);
    const child = await create({
      ZoneName: 'Late',
      parentProjectZoneId: yard,
      zoneDescription: null,
    });
    expect(child.json<{ errors: { errorMessage: string }[] }>().errors[0]!.errorMessage).toBe(
      'The parent zone is archived. Choose an active zone.',
    );
  });
});

describe('POST /api/v2/project_zones/{id}/toggleEntranceExit', () => {
  it('assigns and unassigns the site entrance/exit', async () => {
    const zone = f.site.zones.level1;
    const on = await call('POST', `/${zone}/toggleEntranceExit`, f.manager, {
      isSiteEntranceExit: true,
    });
    expect(on.json()).toEqual({ ProjectZoneId: zone, isSiteEntranceExit: true });
    // Sent again, it stays set: a repeated click cannot undo itself.
    const again = await call('POST', `/${zone}/toggleEntranceExit`, f.manager, {
      isSiteEntranceExit: true,
    });
    expect(again.json()).toEqual({ ProjectZoneId: zone, isSiteEntranceExit: true });
    const flip = await call('POST', `/${zone}/toggleEntranceExit`);
    expect(flip.json()).toEqual({ ProjectZoneId: zone, isSiteEntranceExit: false });
  });

  it('answers errors[].errorMessage for an archived zone, and 403 to others', async () => {
    const gone = (
      await create({ ZoneName: 'Old Gate', parentProjectZoneId: null, zoneDescription: null })
    ).json<ZoneDetail>().ProjectZoneId;
    await call('POST', `/${gone}/archive`);
    const res = await call('POST', `/${gone}/toggleEntranceExit`, f.manager, {
      isSiteEntranceExit: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ errorMessage: 'An archived zone cannot be a site entrance/exit.' }],
    });
    const gate = `/${f.site.zones.gate}/toggleEntranceExit`;
    expect((await call('POST', gate, f.viewer)).statusCode).toBe(403);
    expect((await call('POST', gate, f.outsider)).statusCode).toBe(403);
    const bad = await call('POST', gate, f.manager, { isSiteEntranceExit: 'yes' });
    expect(bad.statusCode).toBe(400);
    const { zones } = await zoneTables(t, f.site.projectId);
    expect(zones.find((z) => z.project_zone_id === f.site.zones.gate)?.is_site_entrance_exit).toBe(
      true,
    );
  });
});
