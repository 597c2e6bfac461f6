import type { WorkerZoneAccess } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { recentDate } from '../../../test/engine-fixture.ts';
import { zoneTables } from '../zones/zones-fixture.ts';
import { worktimeFixture, type WorktimeFixture } from './workers-worktime-fixture.ts';

let t: TestApp;
let f: WorktimeFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await worktimeFixture(t, 'Access Record Tower');
});
afterAll(() => t.close());

function flatten(nodes: readonly WorkerZoneAccess[]): Map<string, WorkerZoneAccess> {
  const all = new Map<string, WorkerZoneAccess>();
  const walk = (list: readonly WorkerZoneAccess[]) =>
    list.forEach((n) => {
      all.set(n.ZoneName, n);
      walk(n.ChildZones);
    });
  walk(nodes);
  return all;
}

const zones = async (workerId: number) => {
  const res = await f.call('GET', f.workerUrl(workerId, '/zones'));
  expect(res.statusCode).toBe(200);
  return flatten(res.json<WorkerZoneAccess[]>());
};

describe('GET …/workers/{workerId}/zones', () => {
  it('gives each zone the engine’s decision and where it comes from', async () => {
    const alice = await zones(f.site.workers.alice);
    const bob = await zones(f.site.workers.bob);
    // Site inherits at the root: allowed by nobody's rule.
    expect(alice.get('Site')).toMatchObject({
      HasAccess: true,
      AssignmentLevel: 'ZONE',
      AccessLevel: null,
      ruleOriginProjectZoneId: null,
    });
    // Level 1 inherits from Site.
    expect(alice.get('Level 1')).toMatchObject({ HasAccess: true, AssignmentLevel: 'ZONE' });
    // Electrical Room denies by default; the electrical contract (Alice's) is let in.
    expect(alice.get('Electrical Room')).toMatchObject({
      HasAccess: true,
      AssignmentLevel: 'CONTRACT',
      AccessLevel: 'Indefinite',
      SubAccessLevel: 'Current',
      StartDateInclusive: '2020-01-01',
      ruleOriginProjectZoneId: f.site.zones.electricalRoom,
      ruleOriginZoneName: 'Electrical Room',
    });
    expect(bob.get('Electrical Room')).toMatchObject({
      HasAccess: false,
      AssignmentLevel: 'ZONE',
      ruleOriginZoneName: 'Electrical Room',
    });
    expect([...alice.keys()].sort()).toEqual(['Electrical Room', 'Level 1', 'Main Gate', 'Site']);
  });
});

describe('PUT and DELETE …/workers/{workerId}/zones/{zoneId}/access', () => {
  it('denies a zone: the next read of the badge there is denied; the reset lets it in again', async () => {
    const date = recentDate(2);
    const url = f.workerUrl(f.site.workers.alice, `/zones/${f.site.zones.level1}/access`);
    const ingest = (time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/ingest/reads',
        headers: { 'x-gateway-key': f.site.key },
        payload: { Reads: [f.site.read('FLOOR-1', 1, f.site.tag('T-ALICE'), date, time)] },
      });
    const aliceOnLevel1 = async () =>
      (
        await t.db
          .selectFrom('tag_reads')
          .select('did_worker_have_access')
          .where('project_id', '=', f.site.projectId)
          .where('worker_id', '=', f.site.workers.alice)
          .where('project_zone_id', '=', f.site.zones.level1)
          .orderBy('read_at')
          .execute()
      ).map((r) => r.did_worker_have_access);

    expect((await ingest('08:00')).statusCode).toBe(200);
    const put = await f.call('PUT', url, f.manager, {
      AccessLevel: 'Deny',
      StartDateInclusive: null,
      EndDateInclusive: null,
    });
    expect(put.statusCode).toBe(200);
    const tree = flatten(put.json<WorkerZoneAccess[]>());
    expect(tree.get('Level 1')).toMatchObject({
      HasAccess: false,
      AssignmentLevel: 'WORKER',
      AccessLevel: 'Deny',
    });
    expect((await ingest('09:00')).statusCode).toBe(200);
    expect(await aliceOnLevel1()).toEqual([true, false]);

    // Written in the worker's changelog, by the manager, in the same transaction.
    const log = await t.db
      .selectFrom('worker_changelog')
      .select(['field_name', 'old_value', 'new_value'])
      .where('project_id', '=', f.site.projectId)
      .where('worker_id', '=', f.site.workers.alice)
      .execute();
    expect(log).toEqual([
      { field_name: 'ZoneAccess: Level 1', old_value: null, new_value: 'Deny' },
    ]);

    const reset = await f.call('DELETE', url);
    expect(reset.statusCode).toBe(204);
    expect((await zones(f.site.workers.alice)).get('Level 1')).toMatchObject({
      HasAccess: true,
      AssignmentLevel: 'ZONE',
    });
    expect((await ingest('10:00')).statusCode).toBe(200);
    expect(await aliceOnLevel1()).toEqual([true, false, true]);
    // Nothing left to reset.
    expect((await f.call('DELETE', url)).statusCode).toBe(404);
  });

  it('sets Limited access with its dates and says whether it has started', async () => {
    const url = f.workerUrl(f.site.workers.bob, `/zones/${f.site.zones.electricalRoom}/access`);
    const put = await f.call('PUT', url, f.manager, {
      AccessLevel: 'Limited',
      StartDateInclusive: '2099-01-01',
      EndDateInclusive: '2099-12-31',
    });
    expect(put.statusCode).toBe(200);
    expect(flatten(put.json<WorkerZoneAccess[]>()).get('Electrical Room')).toMatchObject({
      HasAccess: false,
      AssignmentLevel: 'WORKER',
      AccessLevel: 'Limited',
      SubAccessLevel: 'NotStarted',
      StartDateInclusive: '2099-01-01',
      EndDateInclusive: '2099-12-31',
    });
  });

  it('refuses bad rules (400), other projects (403), and viewers, writing nothing', async () => {
    const before = await zoneTables(t, f.site.projectId);
    const url = f.workerUrl(f.site.workers.alice, `/zones/${f.site.zones.gate}/access`);
    const bad = [
      { AccessLevel: 'Indefinite', StartDateInclusive: null, EndDateInclusive: null },
      { AccessLevel: 'Limited', StartDateInclusive: '2026-01-01', EndDateInclusive: null },
      { AccessLevel: 'Deny', StartDateInclusive: '2026-01-01', EndDateInclusive: null },
      { AccessLevel: 'Sometimes', StartDateInclusive: null, EndDateInclusive: null },
      { AccessLevel: 'Limited', StartDateInclusive: '2026-02-01', EndDateInclusive: '2026-01-01' },
    ];
    for (const body of bad) {
      const res = await f.call('PUT', url, f.manager, body);
      expect(res.statusCode).toBe(400);
    }
    const ok = { AccessLevel: 'Deny', StartDateInclusive: null, EndDateInclusive: null };
    expect((await f.call('PUT', url, f.outsider, ok)).statusCode).toBe(403);
    expect((await f.call('PUT', url, f.viewer, ok)).statusCode).toBe(403);
    expect((await f.call('DELETE', url, f.outsider)).statusCode).toBe(403);
    // A zone of another project, or a worker the project does not have: not found.
    const foreignZone = f.workerUrl(f.site.workers.alice, `/zones/999999/access`);
    expect((await f.call('PUT', foreignZone, f.manager, ok)).statusCode).toBe(404);
    expect(
      (
        await f.call(
          'PUT',
          f.workerUrl(999999, `/zones/${f.site.zones.gate}/access`),
          f.manager,
          ok,
        )
      ).statusCode,
    ).toBe(404);
    expect(await zoneTables(t, f.site.projectId)).toEqual(before);

    const outsider = await f.call('GET', f.workerUrl(f.site.workers.alice, '/zones'), f.outsider);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.body).not.toContain('Electrical');
    expect(
      (await f.call('GET', f.workerUrl(f.site.workers.alice, '/zones'), f.viewer)).statusCode,
    ).toBe(403);
  });
});
