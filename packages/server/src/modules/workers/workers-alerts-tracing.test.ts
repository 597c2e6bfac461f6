import type { ReportFile, WorkerAlert } from '@siteline/shared';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { recentDate } from '../../../test/engine-fixture.ts';
import { worktimeFixture, type WorktimeFixture } from './workers-worktime-fixture.ts';

let t: TestApp;
let f: WorktimeFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await worktimeFixture(t, 'Contact Tower');
});
afterAll(() => t.close());

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('GET …/workers/{workerId}/alerts', () => {
  it('lists the worker’s facts in the range and statuses asked for', async () => {
    const fact = (worker: number, status: number, at: string) => ({
      project_id: f.site.projectId,
      alert_type: 'UnauthorizedPerson',
      worker_id: worker,
      project_zone_id: f.site.zones.electricalRoom,
      fact_date: at.slice(0, 10),
      status,
      triggered_at: at,
    });
    await t.db
      .insertInto('alert_facts')
      .values([
        fact(f.site.workers.bob, 1, '2026-10-01T14:00:00Z'),
        fact(f.site.workers.bob, 2, '2026-10-02T14:00:00Z'),
        fact(f.site.workers.bob, 3, '2026-10-03T14:00:00Z'),
        fact(f.site.workers.bob, 1, '2026-09-01T14:00:00Z'),
        fact(f.site.workers.alice, 1, '2026-10-01T14:00:00Z'),
      ])
      .execute();
    const url = (query: string) => f.workerUrl(f.site.workers.bob, `/alerts?${query}`);
    const range = `startDate=${seconds('2026-10-01T00:00:00Z')}&endDate=${seconds('2026-10-03T14:00:00Z')}`;
    const all = await f.call('GET', url(range));
    expect(all.statusCode).toBe(200);
    const list = all.json<WorkerAlert[]>();
    expect(list.map((a) => [a.StatusId, a.TriggeredLocal])).toEqual([
      [3, '2026-10-03T10:00:00'],
      [2, '2026-10-02T10:00:00'],
      [1, '2026-10-01T10:00:00'],
    ]);
    expect(list[0]).toMatchObject({ AlertType: 'UnauthorizedPerson', ZoneName: 'Electrical Room' });
    const active = (await f.call('GET', url(`${range}&statusIds=1,3`))).json<WorkerAlert[]>();
    expect(active.map((a) => a.StatusId)).toEqual([3, 1]);
  });

  it('refuses bad ranges and statuses (400) and other projects (403)', async () => {
    const url = (query: string, tokens = f.manager) =>
      f.call('GET', f.workerUrl(f.site.workers.bob, `/alerts?${query}`), tokens);
    expect((await url('startDate=10&endDate=5')).statusCode).toBe(400);
    expect((await url('startDate=x&endDate=5')).statusCode).toBe(400);
    expect((await url('endDate=5')).statusCode).toBe(400);
    expect((await url('startDate=1&endDate=5&statusIds=4')).statusCode).toBe(400);
    const outsider = await url('startDate=0&endDate=4000000000', f.outsider);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.body).not.toContain('Unauthorized');
    expect((await url('startDate=0&endDate=4000000000', f.viewer)).statusCode).toBe(403);
  });
});

describe('GET …/workers/{workerId}/safe-prox and report/downloadFile', () => {
  it('reports who was read in the same zone within the minutes, as an Excel file', async () => {
    const day = recentDate(4);
    const alice = f.site.tag('T-ALICE');
    const bob = f.site.tag('T-BOB');
    await f.feed([
      f.site.read('FLOOR-1', 1, alice, day, '09:00'),
      f.site.read('FLOOR-1', 1, bob, day, '09:04'),
      f.site.read('FLOOR-1', 1, alice, day, '13:00'),
      // 20 minutes from Alice's read: a contact only with the 30-minute window.
      f.site.read('FLOOR-1', 1, bob, day, '13:20'),
      // The same minute, but another zone.
      f.site.read('GATE-1', 1, bob, day, '13:00'),
    ]);
    const report = async (query: string) => {
      const res = await f.call(
        'GET',
        f.workerUrl(
          f.site.workers.alice,
          `/safe-prox?startDateInclusive=${day}&endDateInclusive=${day}&${query}`,
        ),
      );
      expect(res.statusCode).toBe(200);
      const file = res.json<ReportFile>();
      const download = await f.call('GET', `/api/v1/report/downloadFile/?uid=${file.uid}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('spreadsheetml');
      const parts = unzipSync(new Uint8Array(download.rawPayload));
      return strFromU8(parts['xl/worksheets/sheet1.xml']!);
    };
    const rowsOf = (sheet: string) => (sheet.match(/<row /g) ?? []).length - 1;

    const five = await report('minDurationInMinutes=5');
    expect(rowsOf(five)).toBe(1);
    expect(five).toContain('Bob Tester');
    expect(five).toContain('Level 1');
    expect(five).not.toContain('Main Gate');
    // Contact reads: Bob's one read within 5 minutes of Alice's.
    expect(five).toMatch(/<v>1<\/v><\/c><\/row>/);
    const thirty = await report('minDurationInMinutes=30');
    expect(thirty).toMatch(/<v>2<\/v><\/c><\/row>/);
    // Only the morning, by the time range.
    const morning = await report(
      'minDurationInMinutes=30&timeRangeFilter=2&startTimeInclusive=08:00&endTimeInclusive=10:00',
    );
    expect(morning).toMatch(/<v>1<\/v><\/c><\/row>/);
    const evening = await report(
      'minDurationInMinutes=30&timeRangeFilter=2&startTimeInclusive=18:00&endTimeInclusive=19:00',
    );
    expect(rowsOf(evening)).toBe(0);
    // All (0): anyone in the zone that day; "seen": only while Alice was on site (09:00–13:00),
    // so Bob's 13:20 read no longer counts.
    const all = await report('minDurationInMinutes=0&timeRangeFilter=0');
    expect(all).toMatch(/<v>2<\/v><\/c><\/row>/);
    const seen = await report('minDurationInMinutes=0&timeRangeFilter=1');
    expect(seen).toMatch(/<v>1<\/v><\/c><\/row>/);
  });

  it('refuses bad parameters (400) writing no file, other projects (403), and their files', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('report_files')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const url = (query: string, tokens = f.manager) =>
      f.call('GET', f.workerUrl(f.site.workers.alice, `/safe-prox?${query}`), tokens);
    const bad = [
      'startDateInclusive=2026-10-10&endDateInclusive=2026-10-01',
      'startDateInclusive=2026-10-10&endDateInclusive=2026-10-11&minDurationInMinutes=7',
      'startDateInclusive=2026-10-10&endDateInclusive=2026-10-11&timeRangeFilter=2&startTimeInclusive=10:00',
      'startDateInclusive=2026-10-10&endDateInclusive=2026-10-11&timeRangeFilter=2&startTimeInclusive=10:00&endTimeInclusive=09:00',
      'startDateInclusive=2025-01-01&endDateInclusive=2026-10-11',
      'startDateInclusive=yesterday&endDateInclusive=2026-10-11',
    ];
    for (const query of bad) expect((await url(query)).statusCode).toBe(400);
    const ok = 'startDateInclusive=2026-10-10&endDateInclusive=2026-10-11';
    expect((await url(ok, f.outsider)).statusCode).toBe(403);
    expect((await url(ok, f.viewer)).statusCode).toBe(403);
    expect(await count()).toBe(before);

    const made = (await url(ok)).json<ReportFile>();
    const download = (tokens = f.manager, uid = made.uid) =>
      f.call('GET', `/api/v1/report/downloadFile/?uid=${uid}`, tokens);
    expect((await download()).statusCode).toBe(200);
    expect((await download(f.outsider)).statusCode).toBe(404);
    expect((await download(f.viewer)).statusCode).toBe(404);
    expect((await download(f.manager, 'not-a-uid')).statusCode).toBe(404);
    // A blob that is not a report file (an upload of the project) is never served here.
    const blob = await t.db
      .insertInto('blobs')
      .values({
        project_id: f.site.projectId,
        mime_type: 'image/png',
        byte_size: 1,
        data: Buffer.from([1]),
      })
      .returning('blob_uid')
      .executeTakeFirstOrThrow();
    expect((await download(f.manager, blob.blob_uid)).statusCode).toBe(404);
  });
});
