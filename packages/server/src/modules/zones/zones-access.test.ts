import type { ZoneWhitelistWorker } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { recentDate } from '../../../test/engine-fixture.ts';
import { zonesFixture, type ZonesFixture } from './zones-fixture.ts';

let t: TestApp;
let f: ZonesFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await zonesFixture(t, 'Access Tower');
});
afterAll(() => t.close());

const base = (zoneId: number, projectId = f.site.projectId) =>
  `/api/v1/projects/${projectId}/zones/${zoneId}`;
function call(method: 'GET' | 'PUT' | 'DELETE', url: string, tokens = f.manager, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens), ...(payload ? { payload } : {}) });
}

describe('reset, who has access, and the next read', () => {
  it('decides the next read by the new rules and leaves past reads as they were decided', async () => {
    const room = f.site.zones.electricalRoom;
    const date = recentDate(3);
    const ingest = (time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/ingest/reads',
        headers: { 'x-gateway-key': f.site.key },
        payload: { Reads: [f.site.read('ROOM-1', 1, f.site.tag('T-BOB'), date, time)] },
      });
    const bobInRoom = () =>
      t.db
        .selectFrom('tag_reads')
        .select(['read_at', 'did_worker_have_access'])
        .where('project_id', '=', f.site.projectId)
        .where('worker_id', '=', f.site.workers.bob)
        .where('project_zone_id', '=', room)
        .orderBy('read_at')
        .execute();
    const whitelist = async () =>
      (await call('GET', `${base(room)}/workers_access`)).json<ZoneWhitelistWorker[]>();

    expect((await ingest('09:00')).statusCode).toBe(200);
    expect((await bobInRoom()).map((r) => r.did_worker_have_access)).toEqual([false]);
    expect((await whitelist()).map((w) => w.WorkerName)).toEqual(['Alice Tester']);

    // Bob gets a rule of his own: the next read is granted, the earlier one stays denied.
    const put = await call('PUT', `${base(room)}/rules`, f.manager, {
      DefaultAuthorizationStatus: 'DENY',
      ContractRules: [
        {
          ContractId: f.site.contracts.electrical,
          AccessLevel: 'Indefinite',
          StartDateInclusive: '2020-01-01',
          EndDateInclusive: null,
        },
      ],
      WorkerRules: [
        {
          WorkerId: f.site.workers.bob,
          AccessLevel: 'Indefinite',
          StartDateInclusive: '2020-01-01',
          EndDateInclusive: null,
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect((await ingest('10:00')).statusCode).toBe(200);
    expect((await bobInRoom()).map((r) => r.did_worker_have_access)).toEqual([false, true]);
    const list = await whitelist();
    expect(list).toContainEqual({
      WorkerName: 'Bob Tester',
      WorkerId: f.site.workers.bob,
      WorkerTrade: null,
      ContractDisplayName: 'Plumbing',
      FirstName: 'Bob',
      LastName: 'Tester',
    });

    // Reset: Bob falls back to his contract's (none here) and the zone's default.
    const resetUrl = `${base(room)}/rules/workers/${f.site.workers.bob}`;
    expect((await call('DELETE', resetUrl, f.viewer)).statusCode).toBe(403);
    expect((await call('DELETE', resetUrl, f.outsider)).statusCode).toBe(403);
    expect((await call('DELETE', resetUrl)).statusCode).toBe(204);
    expect((await call('DELETE', resetUrl)).statusCode).toBe(404);
    expect((await whitelist()).map((w) => w.WorkerName)).toEqual(['Alice Tester']);
    expect((await ingest('11:00')).statusCode).toBe(200);
    expect((await bobInRoom()).map((r) => r.did_worker_have_access)).toEqual([false, true, false]);
  });

  it('offers the contracts and, from 3 characters, the workers a rule may name', async () => {
    const url = `/api/v1/projects/${f.site.projectId}/zones/rule-options`;
    const contracts = await call('GET', `${url}/contracts`);
    expect(contracts.json()).toEqual([
      {
        ContractId: f.site.contracts.electrical,
        CompanyDisplayName: 'Electrical',
        ParentContractId: null,
      },
      {
        ContractId: f.site.contracts.plumbing,
        CompanyDisplayName: 'Plumbing',
        ParentContractId: null,
      },
    ]);
    expect((await call('GET', `${url}/workers?search=al`)).json()).toEqual([]);
    expect((await call('GET', `${url}/workers?search=ali`)).json()).toEqual([
      {
        WorkerId: f.site.workers.alice,
        WorkerName: 'Alice Tester',
        WorkerTrade: null,
        ContractDisplayName: 'Electrical',
      },
    ]);
    expect((await call('GET', `${url}/workers?search=plumb`)).json()).toHaveLength(1);
    expect((await call('GET', `${url}/workers?search=%25%25%25`)).json()).toEqual([]);
    expect((await call('GET', `${url}/contracts`, f.viewer)).statusCode).toBe(403);
    expect((await call('GET', `${url}/workers?search=ali`, f.outsider)).statusCode).toBe(403);
  });
});
