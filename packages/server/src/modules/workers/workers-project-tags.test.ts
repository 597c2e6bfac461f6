import type { ProjectTagsResponse } from '@siteline/shared/workers/workers-project-tags.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { firstError, workerBadgesFixture } from './workers-badges-fixture.ts';
import { passes } from './workers-project-tags.service.ts';

/**
 * The project's badges with the spec's four tag filters (spec 002 §9, decision 0032): who holds
 * each now, the provider's types, the last date each was heard; the walls of project, permission
 * and company.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof workerBadgesFixture>>;
let phoneTag: string;
let oldTag: string;
let drywallTag: string;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await workerBadgesFixture(t);
  const { projectId } = f.site;
  phoneTag = `PHONE-${projectId}`;
  oldTag = `T-OLD-${projectId}`;
  drywallTag = `T-DRY-${projectId}`;
  const tags = await t.db
    .insertInto('tags')
    .values([
      { project_id: projectId, tag: phoneTag, tag_type_id: 4 },
      { project_id: projectId, tag: oldTag, tag_type_id: 2, is_active: false },
      { project_id: projectId, tag: drywallTag, tag_type_id: 1 },
    ])
    .returning(['tag_id', 'tag'])
    .execute();
  const id = (tag: string) => tags.find((r) => r.tag === tag)!.tag_id;
  const company = await t.db
    .insertInto('companies')
    .values({ name: 'Tags Drywall Co' })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  const contract = await t.db
    .insertInto('contracts')
    .values({
      project_id: projectId,
      company_id: company.company_id,
      trade: 'Drywall',
      display_name: 'Drywall',
    })
    .returning('contract_id')
    .executeTakeFirstOrThrow();
  const dana = await t.db
    .insertInto('workers')
    .values({
      project_id: projectId,
      contract_id: contract.contract_id,
      first_name: 'Dana',
      last_name: 'Dry',
    })
    .returning('worker_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('worker_tags')
    .values([
      // Alice's phone, held since 2021; the old card was Bob's until 2021; Dana's badge.
      {
        project_id: projectId,
        worker_id: f.site.workers.alice,
        tag_id: id(phoneTag),
        start_date: '2021-01-01',
      },
      {
        project_id: projectId,
        worker_id: f.site.workers.bob,
        tag_id: id(oldTag),
        start_date: '2020-01-01',
        end_date: '2020-12-31',
      },
      {
        project_id: projectId,
        worker_id: dana.worker_id,
        tag_id: id(drywallTag),
        start_date: '2022-03-01',
      },
    ])
    .execute();
  // Heard: T-BOB on two dates as Bob's; T-SPARE unheld on a later one.
  await t.db
    .insertInto('worker_day_tags')
    .values(
      ['2026-11-02', '2026-11-20'].map((date) => ({
        project_id: projectId,
        timesheet_date: date,
        worker_id: f.site.workers.bob,
        tag_id: f.site.tagIds.bob,
      })),
    )
    .execute();
  await t.db
    .insertInto('unassigned_tag_days')
    .values({
      project_id: projectId,
      timesheet_date: '2026-11-25',
      tag: f.site.tag('T-SPARE'),
      first_seen_at: new Date('2026-11-25T13:00:00Z'),
      last_seen_at: new Date('2026-11-25T14:00:00Z'),
      read_count: 3,
    })
    .execute();
});
afterAll(() => t.close());

const url = (filter?: string, projectId = f.site.projectId) =>
  `/api/v1/projects/${projectId}/tags${filter === undefined ? '' : `?filter=${filter}`}`;
const list = async (filter?: string, tokens = f.manager) => {
  const res = await f.call('GET', url(filter), tokens);
  expect(res.statusCode).toBe(200);
  return res.json<ProjectTagsResponse>();
};
const names = (r: ProjectTagsResponse) => r.Tags.map((tag) => tag.Tag);

describe('the project’s badges', () => {
  it('lists every tag by its text with the holder now, its type and the last date it was heard', async () => {
    const all = await list();
    expect(names(all)).toEqual(
      [
        f.site.tag('T-ALICE'),
        f.site.tag('T-BOB'),
        f.site.tag('T-SPARE'),
        phoneTag,
        oldTag,
        drywallTag,
      ].sort(),
    );
    const byTag = (tag: string) => all.Tags.find((r) => r.Tag === tag)!;
    expect(byTag(f.site.tag('T-BOB'))).toEqual({
      TagId: f.site.tagIds.bob,
      Tag: f.site.tag('T-BOB'),
      TagTypeId: 1,
      TagTypeName: 'BLE Badge',
      SuppliedByProvider: true,
      IsActive: true,
      Holder: {
        WorkerId: f.site.workers.bob,
        WorkerName: 'Bob Tester',
        CompanyName: 'Badges Site Electric',
        StartDate: '2020-01-01',
        EndDate: null,
      },
      LastSeenDate: '2026-11-20',
    });
    expect(byTag(f.site.tag('T-SPARE'))).toMatchObject({
      Holder: null,
      LastSeenDate: '2026-11-25',
    });
    // An assignment that ended holds nothing now; a card switched off says so.
    expect(byTag(oldTag)).toMatchObject({
      Holder: null,
      IsActive: false,
      TagTypeName: 'NFC Card',
      LastSeenDate: null,
    });
    expect(byTag(phoneTag)).toMatchObject({ SuppliedByProvider: false, TagTypeName: 'Mobile' });
    expect(all.Counts).toEqual({ All: 6, ProviderOnly: 5, AssignedOnly: 4, UnassignedOnly: 2 });
    expect(all.Today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters All, provider-only, Assigned only and Unassigned only, with the same counts', async () => {
    const provider = await list('ProviderOnly');
    expect(names(provider)).not.toContain(phoneTag);
    expect(provider.Tags).toHaveLength(5);
    const assigned = await list('AssignedOnly');
    expect(names(assigned)).toEqual(
      [f.site.tag('T-ALICE'), f.site.tag('T-BOB'), phoneTag, drywallTag].sort(),
    );
    const unassigned = await list('UnassignedOnly');
    expect(names(unassigned)).toEqual([f.site.tag('T-SPARE'), oldTag].sort());
    for (const r of [provider, assigned, unassigned])
      expect(r.Counts).toEqual((await list()).Counts);
  });

  it('refuses a filter it does not know, naming the four', async () => {
    const res = await f.call('GET', url('Lost'));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toContain('All, ProviderOnly, AssignedOnly, UnassignedOnly');
  });

  it('gives another project’s manager and a member without the Tags permission nothing', async () => {
    expect((await f.call('GET', url(), f.outsider)).statusCode).toBe(403);
    expect((await f.call('GET', url(), f.viewer)).statusCode).toBe(403);
    expect((await f.call('GET', url(undefined, f.other.projectId))).statusCode).toBe(403);
  });

  it('shows a company-limited member only the tags their company’s workers hold now', async () => {
    const { company_id } = await t.db
      .selectFrom('contracts')
      .select('company_id')
      .where('contract_id', '=', f.site.contracts.electrical)
      .executeTakeFirstOrThrow();
    const user = await createUser(t.db);
    await addMember(t.db, f.site.projectId, user.userId, ['WorkerTags'], company_id ?? undefined);
    const limited = await tokensFor(t.app, user.email, PASSWORD);
    const all = await list(undefined, limited);
    expect(names(all)).toEqual([f.site.tag('T-ALICE'), f.site.tag('T-BOB'), phoneTag].sort());
    expect(all.Counts).toEqual({ All: 3, ProviderOnly: 2, AssignedOnly: 3, UnassignedOnly: 0 });
    expect((await list('UnassignedOnly', limited)).Tags).toEqual([]);
  });
});

describe('the tag filters', () => {
  it('split every tag: assigned and unassigned are the whole, provider-only a part', () => {
    for (const Holder of [
      null,
      { WorkerId: 1, WorkerName: 'A', CompanyName: 'C', StartDate: '2020-01-01', EndDate: null },
    ])
      for (const SuppliedByProvider of [true, false]) {
        const tag = { Holder, SuppliedByProvider };
        expect(passes(tag, 'All')).toBe(true);
        expect(passes(tag, 'AssignedOnly')).toBe(!passes(tag, 'UnassignedOnly'));
        expect(passes(tag, 'ProviderOnly')).toBe(SuppliedByProvider);
      }
  });
});
