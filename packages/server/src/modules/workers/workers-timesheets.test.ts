import type { WorkerStamp, WorkerTimesheets } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { TZ, recentDate } from '../../../test/engine-fixture.ts';
import { readAt, worktimeFixture, type WorktimeFixture } from './workers-worktime-fixture.ts';

let t: TestApp;
let f: WorktimeFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await worktimeFixture(t, 'Timesheet Tower');
});
afterAll(() => t.close());

const HOUR = 3_600_000;

// The expectations are worked out here from the raw instants with Intl, not with the server's
// time helpers, so a fault there cannot hide in both.
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function wall(ms: number): string {
  const p = Object.fromEntries(wallFormat.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
const offsetOf = (ms: number) => Date.parse(`${wall(ms)}Z`) - ms;
const hours = (ms: number) => Math.round((ms / HOUR) * 100) / 100;

/** The latest date (UTC noon to UTC noon) on which New York changed its clocks, 2+ days ago. */
function lastDstChange(): string {
  const noon = (daysAgo: number) => {
    const d = new Date();
    d.setUTCHours(12, 0, 0, 0);
    return d.getTime() - daysAgo * 24 * HOUR;
  };
  for (let ago = 2; ago < 380; ago++) {
    if (offsetOf(noon(ago)) !== offsetOf(noon(ago + 1)))
      return new Date(noon(ago)).toISOString().slice(0, 10);
  }
  throw new Error('no DST change in a year');
}

describe('GET …/workers/{workerId}/timesheets and …/stamps', () => {
  it('shows a night shift across midnight and a clock change as one day, figures from the reads', async () => {
    // From 02:00 UTC of the change day (the evening before, in New York) to 9 hours later,
    // through the change: in, floor, lunch out and back in, floor, floor, out.
    const start = Date.parse(`${lastDstChange()}T02:00:00Z`);
    const tag = f.site.tag('T-BOB');
    const plan: [string, number, number][] = [
      ['GATE-1', 1, 0],
      ['FLOOR-1', 1, 2.5 * HOUR],
      ['GATE-1', 2, 3.5 * HOUR],
      ['GATE-1', 1, 4.25 * HOUR],
      ['FLOOR-1', 1, 5.5 * HOUR],
      ['FLOOR-1', 1, 8 * HOUR],
      ['GATE-1', 2, 9 * HOUR],
    ];
    const instants = plan.map(([, , offset]) => start + offset);
    await f.feed(
      plan.map(([reader, port, offset]) =>
        readAt(f.site, reader, port, tag, new Date(start + offset)),
      ),
    );

    const res = await f.call('GET', f.workerUrl(f.site.workers.bob, '/timesheets'));
    expect(res.statusCode).toBe(200);
    const body = res.json<WorkerTimesheets>();
    const firstLocal = wall(instants[0]!);
    const lastLocal = wall(instants.at(-1)!);
    // Gate In → Out, twice: (3.5 h − 0) + (9 h − 4.25 h); the instants, not the wall clock.
    const net = instants[2]! - instants[0]! + (instants[6]! - instants[3]!);
    expect(body.Timesheets).toEqual([
      {
        CompanyName: 'Timesheet Tower Electric',
        TimesheetDate: firstLocal.slice(0, 10),
        FirstSeenLocal: firstLocal,
        LastSeenLocal: lastLocal,
        LastExitLocal: lastLocal,
        OnSiteNetHours: hours(net),
        GrossHours: hours(instants.at(-1)! - instants[0]!),
        ShiftTypeConst: 'Night',
      },
    ]);
    expect(body.Timesheets[0]!.GrossHours).toBe(9);
    expect(body.Timesheets[0]!.OnSiteNetHours).toBe(8.25);
    // The default shifts (day 04:00, night 14:00) span midnight: no exit toggle.
    expect(body.HasSpanningMidnightShift).toBe(true);
    expect(body.UsesSafeProxTags).toBe(false);

    // The stamps of that date include the reads after midnight and after the clock change.
    const stamps = await f.call(
      'GET',
      f.workerUrl(f.site.workers.bob, `/timesheets/${firstLocal.slice(0, 10)}/stamps`),
    );
    expect(stamps.statusCode).toBe(200);
    const list = stamps.json<WorkerStamp[]>();
    expect(list.map((s) => s.timeLocal)).toEqual(instants.map(wall));
    expect(list[0]).toEqual({
      timeLocal: firstLocal,
      zoneName: 'Main Gate',
      readDirectionName: 'In',
      wirelessProtocol: expect.any(String) as unknown,
      manufacturerUniqueId: f.site.serial('GATE-1'),
    });
    expect(list[1]).toMatchObject({ zoneName: 'Level 1', readDirectionName: 'Not Available' });
    expect(list[2]).toMatchObject({ zoneName: 'Main Gate', readDirectionName: 'Out' });
  });

  it('splits at the workday boundary when the presence is closed', async () => {
    const day = recentDate(5);
    const tag = f.site.tag('T-ALICE');
    await f.feed([
      f.site.read('FLOOR-1', 1, tag, day, '02:00'),
      f.site.read('GATE-1', 1, tag, day, '07:00'),
      f.site.read('FLOOR-1', 1, tag, day, '10:00'),
      f.site.read('GATE-1', 2, tag, day, '15:00'),
    ]);
    const res = await f.call('GET', f.workerUrl(f.site.workers.alice, '/timesheets'));
    const days = res.json<WorkerTimesheets>().Timesheets;
    expect(days.map((d) => d.TimesheetDate)).toEqual([
      day,
      new Date(Date.parse(`${day}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10),
    ]);
    expect(days[0]).toMatchObject({
      FirstSeenLocal: `${day}T07:00:00`,
      LastSeenLocal: `${day}T15:00:00`,
      LastExitLocal: `${day}T15:00:00`,
      GrossHours: 8,
      OnSiteNetHours: 8,
      ShiftTypeConst: 'Day',
    });
    // 02:00 is before the 03:00 boundary: the day before, one read, no hours, no exit.
    expect(days[1]).toMatchObject({
      FirstSeenLocal: `${day}T02:00:00`,
      LastSeenLocal: `${day}T02:00:00`,
      LastExitLocal: null,
      GrossHours: 0,
      OnSiteNetHours: 0,
    });
  });

  it('offers the exit toggle when no shift spans midnight, and safe-prox with a type 5 tag', async () => {
    await t.db
      .updateTable('projects')
      .set({ day_shift_start: '00:00', night_shift_start: '12:00' })
      .where('project_id', '=', f.site.projectId)
      .execute();
    await t.db
      .insertInto('tags')
      .values({ project_id: f.site.projectId, tag: `SP-${f.site.projectId}`, tag_type_id: 5 })
      .execute();
    const body = (
      await f.call('GET', f.workerUrl(f.site.workers.alice, '/timesheets'))
    ).json<WorkerTimesheets>();
    expect(body.HasSpanningMidnightShift).toBe(false);
    expect(body.UsesSafeProxTags).toBe(true);
  });

  it('refuses another project’s user (403), a member without the permission, and bad input', async () => {
    const url = f.workerUrl(f.site.workers.alice, '/timesheets');
    const outsider = await f.call('GET', url, f.outsider);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.body).not.toContain('Alice');
    // Their own project in the path, our worker: not found, nothing shown.
    const cross = await f.call(
      'GET',
      f.workerUrl(f.site.workers.alice, '/timesheets', f.other),
      f.outsider,
    );
    expect(cross.statusCode).toBe(404);
    expect(cross.body).not.toContain('Timesheet');
    expect((await f.call('GET', url, f.viewer)).statusCode).toBe(403);
    expect(
      (await f.call('GET', f.workerUrl(f.site.workers.alice, '/timesheets/2026-02-30/stamps')))
        .statusCode,
    ).toBe(400);
    expect(
      (await f.call('GET', `/api/v1/projects/${f.site.projectId}/workers/abc/timesheets`))
        .statusCode,
    ).toBe(400);
  });
});
