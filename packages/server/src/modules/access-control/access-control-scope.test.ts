import type { AccessControlContract, AccessReadsResponse } from '@siteline/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearerV2, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { aliceDay, createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, createUser } from '../../../test/factories.ts';

let t: TestApp;
let site: Site;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Scoped');
  // Bob's plumbing contract belongs to another company than Alice's electrical one.
  const plumbers = await t.db
    .insertInto('companies')
    .values({ name: 'Scoped Plumbing' })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('contracts')
    .set({ company_id: plumbers.company_id })
    .where('contract_id', '=', site.contracts.plumbing)
    .execute();
  const date = recentDate();
  await t.app.services.engine.ingest(site.projectId, [
    ...aliceDay(site, date),
    site.read('GATE-1', 1, site.tag('T-BOB'), date, '07:10'),
    site.read('GATE-1', 1, 'VISITOR-9', date, '08:00'),
  ]);
});
afterAll(() => t.close());

async function contractorOf(contractId: number | null) {
  const user = await createUser(t.db);
  const company =
    contractId === null
      ? null
      : (
          await t.db
            .selectFrom('contracts')
            .select('company_id')
            .where('contract_id', '=', contractId)
            .executeTakeFirstOrThrow()
        ).company_id;
  await t.db
    .insertInto('project_memberships')
    .values({ project_id: site.projectId, user_id: user.userId, role_id: 3, company_id: company })
    .execute();
  return bearerV2(await tokensFor(t.app, user.email, PASSWORD));
}

function readsUrl() {
  const from = Math.floor(Date.now() / 1000) - 30 * 86_400;
  return `/api/v2/projects/${site.projectId}/access_control/reads?startTime=${from}&endTime=${from + 31 * 86_400}&pageSize=150`;
}

it('a contractor limited to one company sees only its contracts’ reads and contracts', async () => {
  const headers = await contractorOf(site.contracts.electrical);
  const reads = (
    await t.app.inject({ method: 'GET', url: readsUrl(), headers })
  ).json<AccessReadsResponse>();
  expect(reads.TotalCount).toBe(7);
  expect(new Set(reads.Data.map((r) => r.WorkerName))).toEqual(new Set(['Alice Tester']));
  const contracts = (
    await t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${site.projectId}/access_control/contracts`,
      headers,
    })
  ).json<AccessControlContract[]>();
  expect(contracts.map((c) => c.ContractId)).toEqual([site.contracts.electrical]);
});

it('an unlimited membership sees every read, visitors included', async () => {
  const headers = await contractorOf(null);
  const reads = (
    await t.app.inject({ method: 'GET', url: readsUrl(), headers })
  ).json<AccessReadsResponse>();
  expect(reads.TotalCount).toBe(9);
});
