import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCompany } from '../../../test/alerts-fixture.ts';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';

// The one door to a worker, as the areas take it (issue 43): of any set of ids, the workers the
// caller may see — its project's, within its company's contracts, live ones when asked.
let t: TestApp;
let site: Site;
let other: Site;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Door site');
  other = await createSite(t.db, 'Door elsewhere');
  await ownCompany(t, site.contracts.plumbing, 'Door Plumbing');
});
afterAll(() => t.close());

async function caller(companyOf?: number) {
  const user = await createUser(t.db);
  let companyId: number | undefined;
  if (companyOf !== undefined) {
    const row = await t.db
      .selectFrom('contracts')
      .select('company_id')
      .where('contract_id', '=', companyOf)
      .executeTakeFirstOrThrow();
    companyId = row.company_id ?? undefined;
  }
  await addMember(t.db, site.projectId, user.userId, [], companyId);
  return { userId: user.userId, isProviderEmployee: false };
}

describe('visibleWorkers', () => {
  it('answers, of a set of ids, only the workers the caller may see, in one go', async () => {
    const door = t.app.services.workersDoor;
    const ids = [
      site.workers.bob,
      site.workers.alice,
      other.workers.alice,
      2_000_000,
      site.workers.bob,
    ];
    const everyone = await caller();
    expect(
      (await door.visibleWorkers(everyone, site.projectId, ids)).map((w) => w.workerId),
    ).toEqual([site.workers.alice, site.workers.bob].sort((a, b) => a - b));
    // Limited to the plumbing company: Bob only; another project's Alice never.
    const plumber = await caller(site.contracts.plumbing);
    expect(
      (await door.visibleWorkers(plumber, site.projectId, ids)).map((w) => w.workerId),
    ).toEqual([site.workers.bob]);
    expect(await door.visibleWorkers(plumber, site.projectId, [])).toEqual([]);
  });

  it('finds a deleted worker for the records that stay, and not when a live one is asked', async () => {
    const door = t.app.services.workersDoor;
    const everyone = await caller();
    await t.db
      .updateTable('workers')
      .set({ is_deleted: true })
      .where('worker_id', '=', site.workers.alice)
      .execute();
    try {
      const ids = [site.workers.alice, site.workers.bob];
      expect(await door.visibleWorkers(everyone, site.projectId, ids)).toHaveLength(2);
      const live = await door.visibleWorkers(everyone, site.projectId, ids, { live: true });
      expect(live.map((w) => w.workerId)).toEqual([site.workers.bob]);
    } finally {
      await t.db
        .updateTable('workers')
        .set({ is_deleted: false })
        .where('worker_id', '=', site.workers.alice)
        .execute();
    }
  });

  it('stands before the zone rules: a company’s member neither resets nor sets another’s worker', async () => {
    const zone = site.zones.level1;
    await t.db
      .insertInto('zone_worker_rules')
      .values({
        project_id: site.projectId,
        project_zone_id: zone,
        worker_id: site.workers.alice,
        access_level: 'Indefinite',
      })
      .execute();
    const user = await createUser(t.db);
    const { company_id } = await t.db
      .selectFrom('contracts')
      .select('company_id')
      .where('contract_id', '=', site.contracts.plumbing)
      .executeTakeFirstOrThrow();
    await addMember(t.db, site.projectId, user.userId, ['ManageZones'], company_id!);
    const headers = bearer(await tokensFor(t.app, user.email, PASSWORD));
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${site.projectId}/zones/${zone}/rules/workers/${site.workers.alice}`,
      headers,
    });
    expect(reset.statusCode).toBe(404);
    const kept = await t.db
      .selectFrom('zone_worker_rules')
      .select('worker_id')
      .where('project_zone_id', '=', zone)
      .execute();
    expect(kept).toEqual([{ worker_id: site.workers.alice }]);
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${site.projectId}/zones/${zone}/rules`,
      headers,
      payload: {
        DefaultAuthorizationStatus: 'INHERIT',
        ContractRules: [],
        WorkerRules: [
          {
            WorkerId: site.workers.alice,
            AccessLevel: 'Deny',
            StartDateInclusive: null,
            EndDateInclusive: null,
          },
        ],
      },
    });
    expect(named.statusCode, named.body).toBe(400);
    expect(named.body).toContain('WorkerRules.0.WorkerId');
  });
});
