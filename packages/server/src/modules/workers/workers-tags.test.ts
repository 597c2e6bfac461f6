import { WORKER_BADGES_MESSAGES, type WorkerTag, type WorkerTagList } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { TZ, workdayStart } from '../../../test/engine-fixture.ts';
import { addDays, timesheetDate } from '../../lib/time.ts';
import { firstError, workerBadgesFixture } from './workers-badges-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof workerBadgesFixture>>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await workerBadgesFixture(t);
});
afterAll(() => t.close());

/** Today as the site's timesheet date (New York, boundary 03:00). */
const today = () => timesheetDate(Date.now(), TZ, 3);

/** Ingests a read of T-BOB at the gate at `readAt`: the worker it resolved to. */
async function readBy(readAt: string) {
  const ingest = await t.app.inject({
    method: 'POST',
    url: '/api/v2/ingest/reads',
    headers: { 'x-gateway-key': f.site.key },
    payload: {
      Reads: [
        {
          ReaderSerial: f.site.serial('GATE-1'),
          Port: 1,
          Tag: f.site.tag('T-BOB'),
          Time: readAt,
          Source: 1,
        },
      ],
    },
  });
  expect(ingest.statusCode).toBeLessThan(300);
  const read = await t.db
    .selectFrom('tag_reads')
    .select(['worker_id'])
    .where('project_id', '=', f.site.projectId)
    .where('tag', '=', f.site.tag('T-BOB'))
    .where('read_at', '=', new Date(readAt))
    .executeTakeFirstOrThrow();
  return read.worker_id;
}

const tagsOf = async (workerId: number) =>
  (await f.call('GET', f.workerUrl(workerId, '/tags'))).json<WorkerTagList>().Tags;

describe('worker tags', () => {
  it('lists a worker’s tags with their dates and the tag types', async () => {
    const tags = await tagsOf(f.site.workers.alice);
    expect(tags).toEqual([
      expect.objectContaining({
        Tag: f.site.tag('T-ALICE'),
        TagId: f.site.tagIds.alice,
        StartDate: '2020-01-01',
        EndDate: null,
        IsIndefinite: true,
        IsActive: true,
      }),
    ]);
    // The project's today as a timesheet date: what the dates mean, a new tag's default start.
    const list = await f.call('GET', f.workerUrl(f.site.workers.alice, '/tags'));
    expect(list.json<WorkerTagList>().Today).toBe(today());
    const types = await f.call('GET', `/api/v1/projects/${f.site.projectId}/tag-types`);
    expect(types.json()).toContainEqual({
      TagTypeId: 5,
      Name: 'SafeProx',
      WirelessProtocol: 'BLE',
    });
  });

  it('answers another project’s user and a member without WorkerTags 403, writing nothing', async () => {
    const before = await f.counts();
    for (const tokens of [f.outsider, f.viewer]) {
      const list = await f.call('GET', f.workerUrl(f.site.workers.alice, '/tags'), tokens);
      expect(list.statusCode).toBe(403);
      expect(list.body).not.toContain('T-ALICE');
      const assign = await f.call('POST', f.workerUrl(f.site.workers.alice, '/tags'), tokens, {
        Tag: 'OUTSIDE-1',
        ValidThroughRange: 'Indefinite',
      });
      expect(assign.statusCode).toBe(403);
    }
    // The tab's permission alone shows the list; changing a tag needs CanDoRegistrations too.
    const tagsOnly = await f.member(f.site.projectId, ['WorkerTags']);
    expect(
      (await f.call('GET', f.workerUrl(f.site.workers.alice, '/tags'), tagsOnly)).statusCode,
    ).toBe(200);
    const [held] = await tagsOf(f.site.workers.alice);
    for (const [method, rest, body] of [
      ['POST', '/tags', { Tag: 'TAGS-ONLY-1', ValidThroughRange: 'Indefinite' }],
      ['PUT', `/tags/${held!.WorkerTagId}`, { LastDateWorkerHadTag: '2030-01-01' }],
      ['DELETE', `/tags/${held!.WorkerTagId}`, undefined],
    ] as const) {
      const res = await f.call(method, f.workerUrl(f.site.workers.alice, rest), tagsOnly, body);
      expect(res.statusCode).toBe(403);
    }
    // Another project's worker under this project's path: not found, never its data.
    const foreign = await f.call('GET', f.workerUrl(f.other.workers.alice, '/tags'));
    expect(foreign.statusCode).toBe(404);
    expect(await f.counts()).toEqual(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await f.counts();
    const url = f.workerUrl(f.site.workers.alice, '/tags');
    const bad = [
      { Tag: '', ValidThroughRange: 'Indefinite' },
      { Tag: 'X-1', ValidThroughRange: 'Forever' },
      { Tag: 'X-1', ValidThroughRange: 'Limited', StartDateInclusive: '2026-01-10' },
      {
        Tag: 'X-1',
        ValidThroughRange: 'Limited',
        StartDateInclusive: '2026-01-10',
        EndDateInclusive: '2026-01-09',
      },
      { Tag: 'X-1', ValidThroughRange: 'Indefinite', StartDateInclusive: '2026-02-31' },
      { Tag: 'X-1', ValidThroughRange: 'Indefinite', TagTypeId: 99 },
      { Tag: 'X\u0000', ValidThroughRange: 'Indefinite' },
    ];
    for (const payload of bad) {
      const res = await f.call('POST', url, f.manager, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const limited = await f.call('POST', url, f.manager, bad[2]);
    expect(firstError(limited)).toBe(WORKER_BADGES_MESSAGES.limitedNeedsEnd);
    expect(await f.counts()).toEqual(before);
  });

  it('assigns a new tag, indefinite from today by default, and logs it', async () => {
    const before = await f.counts();
    const res = await f.call('POST', f.workerUrl(f.site.workers.alice, '/tags'), f.manager, {
      Tag: 'NEW-ALICE-2',
      ValidThroughRange: 'Indefinite',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<WorkerTag>()).toMatchObject({
      Tag: 'NEW-ALICE-2',
      TagTypeId: 1,
      StartDate: today(),
      EndDate: null,
      IsIndefinite: true,
    });
    expect(await f.counts()).toEqual({
      ...before,
      workerTags: before.workerTags + 1,
      tags: before.tags + 1,
      changelog: before.changelog + 1,
    });
    const log = await t.db
      .selectFrom('worker_changelog')
      .selectAll()
      .where('worker_id', '=', f.site.workers.alice)
      .orderBy('worker_changelog_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      field_name: 'Tag',
      old_value: null,
      new_value: `NEW-ALICE-2 from ${today()}, indefinitely`,
    });
  });

  it('refuses a tag another worker holds meanwhile, naming the holder (409, not 500)', async () => {
    const before = await f.counts();
    const res = await f.call('POST', f.workerUrl(f.site.workers.alice, '/tags'), f.manager, {
      Tag: f.site.tag('T-BOB'),
      ValidThroughRange: 'Limited',
      StartDateInclusive: '2025-03-01',
      EndDateInclusive: '2025-03-31',
    });
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toBe(
      `Tag ${f.site.tag('T-BOB')} is held by Bob Tester from 2020-01-01, indefinitely. ` +
        'End that assignment first or choose other dates.',
    );
    expect(await f.counts()).toEqual(before);
  });

  it('moves a badge: ends the old holder’s, assigns it from today; the next read resolves to the new holder', async () => {
    const bob = f.site.workers.bob;
    const alice = f.site.workers.alice;
    const [bobTag] = await tagsOf(bob);
    const yesterday = addDays(today(), -1);
    // A read before the move resolves to Bob (and fills the engine's picture of the site).
    expect(await readBy(new Date(Date.now() - 120_000).toISOString())).toBe(bob);

    const end = await f.call('PUT', f.workerUrl(bob, `/tags/${bobTag!.WorkerTagId}`), f.manager, {
      LastDateWorkerHadTag: yesterday,
    });
    expect(end.statusCode).toBe(200);
    expect(end.json<WorkerTag>()).toMatchObject({ EndDate: yesterday, IsIndefinite: false });
    // Only the end date moved.
    expect(end.json<WorkerTag>().StartDate).toBe('2020-01-01');

    const assign = await f.call('POST', f.workerUrl(alice, '/tags'), f.manager, {
      Tag: f.site.tag('T-BOB'),
      ValidThroughRange: 'Indefinite',
    });
    expect(assign.statusCode).toBe(200);

    // Extending Bob's end date over Alice's now overlaps: refused, naming Alice.
    const back = await f.call('PUT', f.workerUrl(bob, `/tags/${bobTag!.WorkerTagId}`), f.manager, {
      LastDateWorkerHadTag: addDays(today(), 5),
    });
    expect(back.statusCode).toBe(409);
    expect(firstError(back)).toContain('Alice Tester');

    // A minute ago, or the start of today's workday when that was less than a minute ago: the
    // read must fall on a date Alice holds the badge.
    const after = Math.max(Date.now() - 60_000, workdayStart());
    expect(await readBy(new Date(after).toISOString())).toBe(alice);
  });

  it('ends a tag only on or after its start', async () => {
    const [tag] = await tagsOf(f.site.workers.alice);
    const res = await f.call(
      'PUT',
      f.workerUrl(f.site.workers.alice, `/tags/${tag!.WorkerTagId}`),
      f.manager,
      { LastDateWorkerHadTag: '2019-12-31' },
    );
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toBe(WORKER_BADGES_MESSAGES.endBeforeStart);
  });

  it('deletes a tag only while the worker has more than one', async () => {
    const worker = f.site.workers.bob;
    const [only] = await tagsOf(worker);
    const refused = await f.call('DELETE', f.workerUrl(worker, `/tags/${only!.WorkerTagId}`));
    expect(refused.statusCode).toBe(400);
    expect(firstError(refused)).toBe(WORKER_BADGES_MESSAGES.lastTag);
    expect(await tagsOf(worker)).toHaveLength(1);

    const alice = f.site.workers.alice;
    const tags = await tagsOf(alice);
    expect(tags.length).toBeGreaterThan(1);
    const spare = tags.find((x) => x.Tag === 'NEW-ALICE-2')!;
    const other = await f.call(
      'DELETE',
      f.workerUrl(alice, `/tags/${spare.WorkerTagId}`),
      f.outsider,
    );
    expect(other.statusCode).toBe(403);
    const done = await f.call('DELETE', f.workerUrl(alice, `/tags/${spare.WorkerTagId}`));
    expect(done.statusCode).toBe(204);
    expect((await tagsOf(alice)).map((x) => x.Tag)).not.toContain('NEW-ALICE-2');
    // Another worker's assignment under this worker's path: not found.
    const wrong = await f.call('DELETE', f.workerUrl(worker, `/tags/${tags[0]!.WorkerTagId}`));
    expect(wrong.statusCode).toBe(404);
  });
});
