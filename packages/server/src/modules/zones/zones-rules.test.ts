import type { ZoneRules } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { zoneTables, zonesFixture, type ZonesFixture } from './zones-fixture.ts';

let t: TestApp;
let f: ZonesFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await zonesFixture(t, 'Rules Tower');
});
afterAll(() => t.close());

const base = (zoneId: number, projectId = f.site.projectId) =>
  `/api/v1/projects/${projectId}/zones/${zoneId}`;
function call(method: 'GET' | 'PUT' | 'DELETE', url: string, tokens = f.manager, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens), ...(payload ? { payload } : {}) });
}
const errorsOf = (res: { json: <T>() => T }) =>
  res.json<{ errors: { errorMessage: string; field?: string }[] }>().errors;

describe('GET /api/v1/projects/{id}/zones/{zoneId}/rules', () => {
  it('reads the default, the contract rules with their names and the worker rules', async () => {
    const res = await call('GET', `${base(f.site.zones.electricalRoom)}/rules`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ZoneRules>()).toEqual({
      ProjectZoneId: f.site.zones.electricalRoom,
      DefaultAuthorizationStatus: 'DENY',
      InheritedAuthorizationStatus: 'ALLOW',
      ContractRules: [
        {
          ContractId: f.site.contracts.electrical,
          CompanyDisplayName: 'Electrical',
          AccessLevel: 'Indefinite',
          StartDateInclusive: '2020-01-01',
          EndDateInclusive: null,
        },
      ],
      WorkerRules: [],
    });
  });

  it('answers a viewer and another project’s user 403, another project’s zone 404', async () => {
    const url = `${base(f.site.zones.electricalRoom)}/rules`;
    expect((await call('GET', url, f.viewer)).statusCode).toBe(403);
    expect((await call('GET', url, f.outsider)).statusCode).toBe(403);
    const res = await call(
      'GET',
      `${base(f.site.zones.electricalRoom, f.other)}/rules`,
      f.outsider,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/v1/projects/{id}/zones/{zoneId}/rules', () => {
  it('replaces the default, contract rules and worker rules together', async () => {
    const url = `${base(f.site.zones.level1)}/rules`;
    const res = await call('PUT', url, f.manager, {
      DefaultAuthorizationStatus: 'DENY',
      ContractRules: [
        {
          ContractId: f.site.contracts.plumbing,
          CompanyDisplayName: 'ignored',
          AccessLevel: 'Limited',
          StartDateInclusive: '2026-01-01',
          EndDateInclusive: '2026-12-31',
        },
        {
          ContractId: f.site.contracts.electrical,
          AccessLevel: 'Deny',
          StartDateInclusive: null,
          EndDateInclusive: null,
        },
      ],
      WorkerRules: [
        {
          WorkerId: f.site.workers.alice,
          AccessLevel: 'Indefinite',
          StartDateInclusive: '2026-02-01',
          EndDateInclusive: null,
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<ZoneRules>();
    expect(saved.DefaultAuthorizationStatus).toBe('DENY');
    expect(saved.ContractRules.map((r) => [r.CompanyDisplayName, r.AccessLevel])).toEqual([
      ['Electrical', 'Deny'],
      ['Plumbing', 'Limited'],
    ]);
    expect(saved.WorkerRules).toEqual([
      {
        WorkerId: f.site.workers.alice,
        WorkerName: 'Alice Tester',
        ContractDisplayName: 'Electrical',
        AccessLevel: 'Indefinite',
        StartDateInclusive: '2026-02-01',
        EndDateInclusive: null,
        AssignmentLevel: 'WORKER',
      },
    ]);
    // Without WorkerRules the worker rules stay; INHERIT clears the contract rules.
    const inherit = await call('PUT', url, f.manager, {
      DefaultAuthorizationStatus: 'INHERIT',
      ContractRules: [],
    });
    expect(inherit.json<ZoneRules>()).toMatchObject({
      DefaultAuthorizationStatus: 'INHERIT',
      ContractRules: [],
      WorkerRules: [{ WorkerId: f.site.workers.alice }],
    });
  });

  it('refuses each broken rule with the spec’s reason, 400, and writes nothing', async () => {
    const url = `${base(f.site.zones.electricalRoom)}/rules`;
    const before = await zoneTables(t, f.site.projectId);
    const rule = (
      AccessLevel: string,
      start: string | null,
      end: string | null,
      id = f.site.contracts.plumbing,
    ) => ({
      ContractId: id,
      AccessLevel,
      StartDateInclusive: start,
      EndDateInclusive: end,
    });
    const cases: [object, string][] = [
      [
        { DefaultAuthorizationStatus: 'DENY', ContractRules: [rule('Indefinite', null, null)] },
        'Indefinite access needs a start date.',
      ],
      [
        {
          DefaultAuthorizationStatus: 'DENY',
          ContractRules: [rule('Limited', '2026-01-01', null)],
        },
        'Limited access needs a start date and an end date.',
      ],
      [
        {
          DefaultAuthorizationStatus: 'DENY',
          ContractRules: [rule('Limited', '2026-02-01', '2026-01-01')],
        },
        'The end date cannot be before the start date.',
      ],
      [
        { DefaultAuthorizationStatus: 'DENY', ContractRules: [rule('Deny', '2026-01-01', null)] },
        'Deny access takes no dates.',
      ],
      [
        {
          DefaultAuthorizationStatus: 'DENY',
          ContractRules: [rule('Limited', '2026-02-30', '2026-03-01')],
        },
        'Dates must be written YYYY-MM-DD.',
      ],
      [
        { DefaultAuthorizationStatus: 'INHERIT', ContractRules: [rule('Deny', null, null)] },
        'A zone that inherits its access takes no contract rules.',
      ],
      [
        { DefaultAuthorizationStatus: 'MAYBE', ContractRules: [] },
        'DefaultAuthorizationStatus must be ALLOW, DENY or INHERIT.',
      ],
      [
        {
          DefaultAuthorizationStatus: 'DENY',
          ContractRules: [rule('Deny', null, null), rule('Deny', null, null)],
        },
        'A contract can have only one rule in a zone.',
      ],
      [
        { DefaultAuthorizationStatus: 'DENY', ContractRules: [rule('Deny', null, null, 999_999)] },
        'The contract was not found in this project.',
      ],
      [
        {
          DefaultAuthorizationStatus: 'ALLOW',
          ContractRules: [],
          WorkerRules: [
            {
              WorkerId: 999_999,
              AccessLevel: 'Deny',
              StartDateInclusive: null,
              EndDateInclusive: null,
            },
          ],
        },
        'The worker was not found in this project.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', url, f.manager, body);
      expect(res.statusCode, message).toBe(400);
      expect(
        errorsOf(res).map((e) => e.errorMessage),
        message,
      ).toContain(message);
    }
    expect(await zoneTables(t, f.site.projectId)).toEqual(before);
  });

  it('lets a viewer or another project’s user change nothing', async () => {
    const url = `${base(f.site.zones.electricalRoom)}/rules`;
    const before = await zoneTables(t, f.site.projectId);
    const body = { DefaultAuthorizationStatus: 'ALLOW', ContractRules: [] };
    expect((await call('PUT', url, f.viewer, body)).statusCode).toBe(403);
    expect((await call('PUT', url, f.outsider, body)).statusCode).toBe(403);
    const cross = await call(
      'PUT',
      `${base(f.site.zones.electricalRoom, f.other)}/rules`,
      f.outsider,
      body,
    );
    expect(cross.statusCode).toBe(404);
    expect(await zoneTables(t, f.site.projectId)).toEqual(before);
  });
});
