import type { ReaderAssignment, ReaderListResponse } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bearerV2, buildDemoTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { DEMO_PASSWORD, findDemoProjectIds } from '../../demo/seed.ts';

/** The hardware directory over the demo site, signed in as the demo's own users. */
let t: TestApp;
let newYork: number;
let losAngeles: number;

beforeAll(async () => {
  // The seeded demo site, from its snapshot (built once per content and day).
  t = await buildDemoTestApp();
  const ids = await findDemoProjectIds(t.db);
  if (!ids) throw new Error('expected the demo site');
  newYork = ids.newYorkProjectId;
  losAngeles = ids.losAngelesProjectId;
}, 600_000);
afterAll(() => t.close());

const as = (email: string) => tokensFor(t.app, email, DEMO_PASSWORD);

describe('the demo site’s readers', () => {
  it('lists every reader of the New York tower, the spare one in no zone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${newYork}/readers?pageSize=150`,
      headers: bearerV2(await as('viewer@siteline.example')),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ReaderListResponse>();
    expect(body.TotalCount).toBe(body.Data.length);
    expect(body.TotalCount).toBeGreaterThan(10);
    // Readers in the inventory that nobody has placed yet.
    const unplaced = body.Data.filter((r) => r.projectZoneId === null);
    expect(unplaced.length).toBeGreaterThan(0);
    for (const r of unplaced) {
      expect(r).toMatchObject({ ZoneName: null, locationName: null, ReadDirectionId: 1 });
      expect(r.ReaderAssignmentPorts).toHaveLength(r.AccessPointsCount);
    }
    // Sorted by zone name, the unplaced ones come last.
    expect(body.Data.slice(-unplaced.length)).toEqual(unplaced);
    // Turnstile readers read In on port 1 and Out on port 2.
    const turnstile = body.Data.find((r) => r.HardwareModelDisplayName === 'NFC' && r.ZoneName);
    expect(turnstile?.ReaderAssignmentPorts.map((p) => p.ReadDirectionId)).toEqual([2, 3]);
  });

  it('lets the manager move a reader and refuses the viewer', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${losAngeles}/readers?search=turnstile`,
      headers: bearerV2(await as('manager@siteline.example')),
    });
    const reader = list.json<ReaderListResponse>().Data[0];
    if (!reader) throw new Error('expected a turnstile reader in Los Angeles');
    const url = `/api/v1/project/${losAngeles}/readers/${reader.readerId}/assignments/current`;
    const manager = await as('manager@siteline.example');
    const current = (
      await t.app.inject({ method: 'GET', url, headers: bearer(manager) })
    ).json<ReaderAssignment>();

    const viewerSave = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(await as('viewer@siteline.example')),
      payload: { ...current, LocationName: 'Viewer was here' },
    });
    expect(viewerSave.statusCode).toBe(403);

    const managerSave = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(manager),
      payload: { ...current, LocationName: 'Ambulance bay turnstile' },
    });
    expect(managerSave.statusCode, managerSave.body).toBe(200);
    const versions = await t.db
      .selectFrom('reader_assignments')
      .select(['location_name', 'valid_to'])
      .where('reader_id', '=', reader.readerId)
      .orderBy('valid_from')
      .execute();
    expect(versions.map((v) => [v.location_name, v.valid_to === null])).toEqual([
      [current.LocationName, false],
      ['Ambulance bay turnstile', true],
    ]);
  });

  it('keeps the contractor, who is not on Los Angeles, out of it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${losAngeles}/readers`,
      headers: bearerV2(await as('contractor@siteline.example')),
    });
    expect(res.statusCode).toBe(403);
  });
});
