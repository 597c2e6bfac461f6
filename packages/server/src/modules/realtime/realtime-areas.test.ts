import type { ApiError, RealtimeArea } from '@siteline/shared';
import sharp from 'sharp';
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
let png: string;

async function member(projectId: number, permissions: Parameters<typeof addMember>[3]) {
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, permissions);
  return bearer(await tokensFor(t.app, user.email, PASSWORD));
}

async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: '#dde' } });
  return (await image[format]().toBuffer()).toString('base64');
}

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Areas');
  other = await createSite(t.db, 'Other areas');
  admin = await member(site.projectId, ['ManageProjects']);
  viewer = await member(site.projectId, []);
  stranger = await member(other.projectId, ['ManageProjects', 'ManageAlerts']);
  png = await picture(1170, 731);
});
afterAll(() => t.close());

const base = () => `/api/v1/projects/${site.projectId}/realtime/areas`;

async function create(name: string, file = png, placement: 'top' | 'side' = 'top') {
  return t.app.inject({
    method: 'POST',
    url: base(),
    headers: admin,
    payload: { realtimeAreaName: name, image: { desktopPlacement: placement, file } },
  });
}
async function areaCount() {
  const rows = await t.db
    .selectFrom('realtime_areas')
    .select('realtime_area_id')
    .where('project_id', '=', site.projectId)
    .execute();
  return rows.length;
}
const errorsOf = (body: string) => (JSON.parse(body) as ApiError).errors.map((e) => e.errorMessage);

describe('realtime areas', () => {
  it('creates an area, re-encoding the image to 940 × 651 JPEG, served at a signed address', async () => {
    const res = await create('Level 1');
    expect(res.statusCode).toBe(201);
    const area = res.json<RealtimeArea>();
    expect(area).toMatchObject({
      realtimeAreaName: 'Level 1',
      image: { desktopPlacement: 'top', width: 940, height: 651 },
      zones: [],
    });
    const image = await t.app.inject({ method: 'GET', url: area.image.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 940, 651]);
    const again = await t.app.inject({
      method: 'GET',
      url: area.image.url,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // A tampered signature or another blob id reaches nothing.
    const forged = area.image.url.replace(/signature=.{4}/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('stores the side placement at 585 × 651 from WebP', async () => {
    const res = await create('Stair core', await picture(600, 700, 'webp'), 'side');
    expect(res.statusCode).toBe(201);
    expect(res.json<RealtimeArea>().image).toMatchObject({ width: 585, height: 651 });
  });

  it('refuses bytes that are not an image, a disguised file and a too-small image; stores nothing', async () => {
    const before = await areaCount();
    const notImage = await create('Bad', Buffer.from('%PDF-1.7 not a picture').toString('base64'));
    expect(notImage.statusCode).toBe(400);
    expect(errorsOf(notImage.body)).toEqual(['The image must be a PNG, JPEG or WebP file.']);
    // A PNG signature followed by garbage.
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
    expect((await create('Fake', fake.toString('base64'))).statusCode).toBe(400);
    expect((await create('Text', 'not base64 at all!')).statusCode).toBe(400);
    const small = await create('Small', await picture(900, 600));
    expect(small.statusCode).toBe(400);
    expect(errorsOf(small.body)[0]).toMatch(/at least 940 × 651/);
    expect(await areaCount()).toBe(before);
  });

  it('renames by JSON patch and refuses any other path, unchanged', async () => {
    const area = (await create('Old name')).json<RealtimeArea>();
    const url = `${base()}/${area.realtimeAreaId}`;
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: [{ op: 'replace', path: '/Image', value: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: [{ op: 'replace', path: '/RealtimeAreaName', value: 'New name' }],
    });
    expect(renamed.json<RealtimeArea>().realtimeAreaName).toBe('New name');
    const shown = await t.app.inject({ method: 'GET', url, headers: viewer });
    expect(shown.json<RealtimeArea>().realtimeAreaName).toBe('New name');
  });

  it('pins zones with a placement and orientation, refusing bad ones with the spec messages', async () => {
    const area = (await create('Pins')).json<RealtimeArea>();
    const url = `${base()}/${area.realtimeAreaId}/zones`;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: admin, payload });
    const saved = await put({ ProjectZoneId: site.zones.level1, Orientation: { x: 250, y: 1000 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<RealtimeArea>().zones).toEqual([
      {
        projectZoneId: site.zones.level1,
        zoneName: 'Level 1',
        zonePinLocation: 'TopRight',
        orientation: { x: 250, y: 1000 },
        zonePinPlacement: 'topright',
      },
    ]);
    const outOfRange = await put({
      ProjectZoneId: site.zones.level1,
      Orientation: { x: 1001, y: 5 },
    });
    expect(outOfRange.statusCode).toBe(400);
    const noZone = await put({ Orientation: { x: 1, y: 1 } });
    expect(errorsOf(noZone.body)).toEqual(['Please attach a valid zone to continue']);
    const foreignZone = await put({
      ProjectZoneId: other.zones.level1,
      Orientation: { x: 1, y: 1 },
    });
    expect(errorsOf(foreignZone.body)).toEqual(['Please attach a valid zone to continue']);
    const moved = await put({
      ProjectZoneId: site.zones.level1,
      ZonePinLocation: 'BottomLeft',
      Orientation: { x: 10, y: 20 },
    });
    expect(moved.json<RealtimeArea>().zones).toMatchObject([
      { zonePinLocation: 'BottomLeft', orientation: { x: 10, y: 20 } },
    ]);
    const badId = await t.app.inject({
      method: 'DELETE',
      url: `${url}/abc`,
      headers: admin,
    });
    expect(errorsOf(badId.body)).toEqual([
      'We are not able to remove the selected zone - missing id',
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${site.zones.level1}`,
      headers: admin,
    });
    expect(removed.json<RealtimeArea>().zones).toEqual([]);
  });

  it('sets the order from a full list of ids, refusing a partial one', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: base(), headers: viewer })).json<
      RealtimeArea[]
    >();
    const reversed = listed.map((a) => a.realtimeAreaId).reverse();
    const partial = await t.app.inject({
      method: 'PUT',
      url: `${base()}/sort-order`,
      headers: admin,
      payload: { realtimeAreaIds: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base()}/sort-order`,
      headers: admin,
      payload: { realtimeAreaIds: reversed },
    });
    expect(res.json<RealtimeArea[]>().map((a) => a.realtimeAreaId)).toEqual(reversed);
  });

  it('replaces the image keeping the pins, and deletes an area with its image', async () => {
    const area = (await create('Replace')).json<RealtimeArea>();
    const url = `${base()}/${area.realtimeAreaId}`;
    await t.app.inject({
      method: 'PUT',
      url: `${url}/zones`,
      headers: admin,
      payload: { ProjectZoneId: site.zones.gate, Orientation: { x: 1, y: 2 } },
    });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `${url}/image`,
      headers: admin,
      payload: { desktopPlacement: 'side', file: await picture(700, 900, 'jpeg') },
    });
    expect(replaced.json<RealtimeArea>()).toMatchObject({
      image: { desktopPlacement: 'side', width: 585 },
      zones: [{ projectZoneId: site.zones.gate }],
    });
    expect((await t.app.inject({ method: 'GET', url: area.image.url })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(errorsOf(gone.body)).toEqual(['Error deleting area']);
  });

  it('needs ManageProjects to change and membership to read; another project gets 403', async () => {
    const area = (await create('Guarded')).json<RealtimeArea>();
    const url = `${base()}/${area.realtimeAreaId}`;
    const changes = [
      {
        method: 'POST',
        url: base(),
        payload: { realtimeAreaName: 'x', image: { desktopPlacement: 'top', file: png } },
      },
      { method: 'PATCH', url, payload: [{ op: 'replace', path: '/RealtimeAreaName', value: 'x' }] },
      { method: 'PUT', url: `${url}/image`, payload: { desktopPlacement: 'top', file: png } },
      {
        method: 'PUT',
        url: `${url}/zones`,
        payload: { ProjectZoneId: site.zones.gate, Orientation: { x: 1, y: 1 } },
      },
      { method: 'DELETE', url: `${url}/zones/${site.zones.gate}` },
      {
        method: 'PUT',
        url: `${base()}/sort-order`,
        payload: { realtimeAreaIds: [area.realtimeAreaId] },
      },
      { method: 'DELETE', url },
    ] as const;
    for (const call of changes) {
      for (const headers of [viewer, stranger]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.body).not.toContain('Guarded');
      }
    }
    for (const readUrl of [base(), url]) {
      expect(
        (await t.app.inject({ method: 'GET', url: readUrl, headers: viewer })).statusCode,
      ).toBe(200);
      const refused = await t.app.inject({ method: 'GET', url: readUrl, headers: stranger });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Guarded');
    }
    const still = await t.app.inject({ method: 'GET', url, headers: viewer });
    expect(still.json<RealtimeArea>().realtimeAreaName).toBe('Guarded');
  });
});
