import type { Permission, ReportSubscriptionInput, TagRead, TokenResponse } from '@siteline/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { bearerFor, tokensFor } from '../../../test/app.ts';
import { aliceDay, createSite, recentDate } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

const REPORTS: Permission[] = [
  'TimesheetsReport',
  'UndetectedDevicesReport',
  'ViewCompletionReport',
];

/**
 * The engine's test site with a day of reads a week ago: Alice's ordinary day (gate In 06:45,
 * floor 07:00, extra floor reads 07:20 and 07:40, the electrical room 09:30, lunch out 11:45 and
 * back 12:15, floor 14:00, gate Out 15:30) and Bob on the floor 08:00–08:40 every 20 minutes.
 * Plumbing belongs to another company, so a contractor limited to Electric sees Alice only. Alice
 * also holds the spare badge, which no reader saw.
 */
export async function reportsFixture(t: TestApp, title: string) {
  const site = await createSite(t.db, title);
  const date = recentDate(7);
  const other = await createProject(t.db, { title: `${title} (other)` });
  const plumbingCo = await t.db
    .insertInto('companies')
    .values({ name: `${title} Plumbing Co` })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('contracts')
    .set({ company_id: plumbingCo.company_id })
    .where('contract_id', '=', site.contracts.plumbing)
    .execute();
  const electricCo = await t.db
    .selectFrom('contracts')
    .select('company_id')
    .where('contract_id', '=', site.contracts.electrical)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('worker_tags')
    .values({
      project_id: site.projectId,
      worker_id: site.workers.alice,
      tag_id: site.tagIds.spare,
      start_date: '2020-01-01',
    })
    .execute();

  const member = async (projectId: number, permissions: Permission[], companyId?: number) => {
    const user = await createUser(t.db);
    await addMember(t.db, projectId, user.userId, permissions, companyId);
    return tokensFor(t.app, user.email, PASSWORD);
  };
  const manager = await member(site.projectId, REPORTS);
  const viewer = await member(site.projectId, []);
  const electricOnly = await member(site.projectId, REPORTS, electricCo.company_id!);
  const outsider = await member(other, REPORTS);

  const alice = site.tag('T-ALICE');
  const bob = site.tag('T-BOB');
  const reads: TagRead[] = [
    ...aliceDay(site, date),
    site.read('FLOOR-1', 1, alice, date, '07:20'),
    site.read('FLOOR-1', 1, alice, date, '07:40'),
    site.read('FLOOR-1', 1, bob, date, '08:00'),
    site.read('FLOOR-1', 1, bob, date, '08:20'),
    site.read('FLOOR-1', 1, bob, date, '08:40'),
  ];
  const res = await t.app.services.engine.ingest(site.projectId, reads, { live: false });
  expect(res.Rejected).toEqual([]);
  await t.app.services.engine.processAllPresence();

  const get = (url: string, tokens: TokenResponse = manager) =>
    t.app.inject({ method: 'GET', url, headers: bearerFor(url, tokens) });
  return { site, date, other, manager, viewer, electricOnly, outsider, get };
}
export type ReportsFixture = Awaited<ReturnType<typeof reportsFixture>>;

/** A subscription row of the fixture's project (Electrical, the daily report) and a manager of contracts. */
export function subscriptionHelpers(t: TestApp, f: ReportsFixture) {
  const row = (patch: Partial<ReportSubscriptionInput>): ReportSubscriptionInput => ({
    ReportSubscriptionId: null,
    ReportLibraryId: 1,
    ProjectId: f.site.projectId,
    ContractId: f.site.contracts.electrical,
    SubscribedUserId: null,
    SubscribedEmail: 'foreman@electric.example',
    EntityState: 0,
    Language: 'en',
    ...patch,
  });
  const asManager = async () => {
    const user = await createUser(t.db);
    await addMember(t.db, f.site.projectId, user.userId, ['ManageContractsValues']);
    return tokensFor(t.app, user.email, PASSWORD);
  };
  return { row, asManager };
}
