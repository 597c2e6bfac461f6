import type {
  AlertsReport,
  CompletionReport,
  DailyReport,
  Dashboard,
  ReportFile,
  TimesheetsReport,
  UndetectedTagsReport,
  WeeklyReport,
  ZoneTimesheetsReport,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { TZ } from '../../../test/engine-fixture.ts';
import { addDays, zonedTimeToInstant } from '../../lib/time.ts';
import { readSheetFile } from '../../lib/sheet-file.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { reportsFixture, type ReportsFixture } from './reports-fixture.ts';

let t: TestApp;
let f: ReportsFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await reportsFixture(t, 'Report Row');
});
afterAll(() => t.close());

const base = () => `/api/v1/projects/${f.site.projectId}`;

describe('daily and weekly headcount', () => {
  it('counts each contract’s workers by shift, as the home counts them that day', async () => {
    const res = await f.get(`${base()}/reports/daily?dailyDate=${f.date}`);
    expect(res.statusCode).toBe(200);
    const { Headcount } = res.json<DailyReport>();
    const byName = new Map(Headcount.SubContracts.map((r) => [r.CompanyName, r]));
    expect(byName.get('Electrical')?.HeadcountRecorded).toBe(1);
    expect(byName.get('Plumbing')?.HeadcountRecorded).toBe(1);
    // Alice: gate In 06:45 → Out 11:45 and 12:15 → 15:30 = 8.25 h net; 06:45 → 15:30 gross.
    expect(byName.get('Electrical')?.OnSiteNetHours).toBe(8.25);
    expect(byName.get('Electrical')?.GrossHours).toBe(8.75);
    const home = await f.get(`${base()}/dashboard?date=${f.date}`);
    const dashboard = home.json<Dashboard>();
    expect(Headcount.Totals.HeadcountRecorded).toBe(dashboard.HeadcountBreakdown.WorkerHeadcount);
    expect(Headcount.Totals.HeadcountRecordedDayShift).toBe(
      dashboard.HeadcountBreakdown.DayShiftHeadcount,
    );
  });

  it('counts a zone with the zones inside it', async () => {
    const room = await f.get(
      `${base()}/reports/daily?dailyDate=${f.date}&projectZoneId=${f.site.zones.electricalRoom}`,
    );
    const level = await f.get(
      `${base()}/reports/daily?dailyDate=${f.date}&projectZoneId=${f.site.zones.level1}`,
    );
    expect(room.json<DailyReport>().Headcount).toMatchObject({
      ZoneName: 'Electrical Room',
      Totals: { HeadcountRecorded: 1, OnSiteNetHours: null },
    });
    expect(level.json<DailyReport>().Headcount.Totals.HeadcountRecorded).toBe(2);
    const otherZone = await f.get(`${base()}/reports/daily?projectZoneId=2147483647`);
    expect(otherZone.statusCode).toBe(404);
  });

  it('puts the day in its Sunday-to-Saturday week, with the total and its five-day mean', async () => {
    const res = await f.get(`${base()}/reports/weekly?weeklyDate=${f.date}`);
    const { HeadcountPivot: p } = res.json<WeeklyReport>();
    const weekday = new Date(`${f.date}T00:00:00Z`).getUTCDay();
    expect(p.StartDate).toBe(addDays(f.date, -weekday));
    expect(p.StopDate).toBe(addDays(p.StartDate, 6));
    const columns = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const electrical = p.AllContracts.find((r) => r.CompanyName === 'Electrical')!;
    expect(electrical[`${columns[weekday]}HeadcountRecorded` as 'MondayHeadcountRecorded']).toBe(1);
    expect(electrical.TotalWeeklyHeadcountRecorded).toBe(1);
    expect(electrical.TotalFiveDayMean).toBe(0);
    expect(p.Totals.TotalWeeklyHeadcountRecorded).toBe(2);
  });

  it('names the tag types the project’s badges are of, for the SafeProx file', async () => {
    const res = await f.get(`${base()}/reports/tag-types`);
    const used = await t.db
      .selectFrom('tags')
      .select('tag_type_id')
      .distinct()
      .where('project_id', '=', f.site.projectId)
      .orderBy('tag_type_id')
      .execute();
    expect(res.json<{ TagTypeId: number }[]>().map((tt) => tt.TagTypeId)).toEqual(
      used.map((u) => u.tag_type_id),
    );
  });

  it('refuses a trade filter it does not know and a date that is not one', async () => {
    expect((await f.get(`${base()}/reports/daily?tradeFilter=5`)).statusCode).toBe(400);
    expect((await f.get(`${base()}/reports/weekly?weeklyDate=2026-02-30`)).statusCode).toBe(400);
  });
});

describe('timesheets, undetected devices, zones, completion', () => {
  it('lists the range’s worker-days with figures from the reads, paged, with the totals', async () => {
    const url = `/api/v1/report/${f.site.projectId}/worker-timesheets?startDate=${addDays(f.date, -6)}&endDate=${f.date}`;
    const res = await f.get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json<TimesheetsReport>();
    expect(body.TotalCount).toBe(2);
    const alice = body.Data.find((r) => r.WorkerName === 'Alice Tester')!;
    expect(alice).toMatchObject({
      TimesheetDate: f.date,
      FirstSeenLocal: `${f.date}T06:45:00`,
      LastSeenLocal: `${f.date}T15:30:00`,
      GrossHours: 8.75,
      OnSiteNetHours: 8.25,
      CompanyName: 'Electrical',
      SiteStatusDisplayName: 'Off Site',
    });
    // Bob: 08:00 → 08:40 gross (0.67 h); the site has a gate he never passed In: no net hours.
    expect(body.Totals).toEqual({ Workers: 2, GrossHours: 9.42, OnSiteNetHours: 8.25 });
    const reversed = await f.get(`${url}&orderBy=WorkerName&reverse=true`);
    expect(reversed.json<TimesheetsReport>().Data.map((r) => r.WorkerName)).toEqual([
      'Bob Tester',
      'Alice Tester',
    ]);
    const page = await f.get(`${url}&pageSize=100&page=2`);
    expect(page.json<TimesheetsReport>().Data).toEqual([]);
  });

  it('holds the spec’s range limits with its messages', async () => {
    const long = (days: number, contract = 0) =>
      f.get(
        `/api/v1/report/${f.site.projectId}/worker-timesheets?startDate=${addDays(f.date, -(days - 1))}&endDate=${f.date}&filterContractId=${contract}`,
      );
    expect((await long(90)).statusCode).toBe(200);
    const noContract = await long(91);
    expect(noContract.statusCode).toBe(400);
    expect(noContract.body).toContain(
      'With no contract selected date range must be 90 days or less.',
    );
    expect((await long(180, f.site.contracts.electrical)).statusCode).toBe(200);
    const withContract = await long(181, f.site.contracts.electrical);
    expect(withContract.body).toContain(
      'When selecting a contract date range must be 180 days or less.',
    );
    const zones = await f.get(
      `/api/v2/reports/${f.site.projectId}/zoneTimesheets?startDateInclusive=${addDays(f.date, -90)}&endDateInclusive=${f.date}`,
    );
    expect(zones.body).toContain('Selected date range must be 90 days or less.');
  });

  it('finds the badge worn that day that no reader saw', async () => {
    const res = await f.get(
      `/api/v1/project/${f.site.projectId}/adhoc_reports/undetected_tags?startDateInclusive=${f.date}&endDateInclusive=${f.date}`,
    );
    const rows = res.json<UndetectedTagsReport>().UndetectedTags;
    expect(rows.map((r) => [r.WorkerDisplayName, r.Tag])).toEqual([
      ['Alice Tester', f.site.tag('T-SPARE')],
    ]);
    expect(rows[0]).toMatchObject({ CalendarDate: f.date, GrossHoursDisplay: '8.75' });
  });

  it('adds the time between consecutive reads in the same zone at most 30 minutes apart', async () => {
    const res = await f.get(
      `/api/v2/reports/${f.site.projectId}/zoneTimesheets?startDateInclusive=${f.date}&endDateInclusive=${f.date}`,
    );
    const items = res.json<ZoneTimesheetsReport>().reportItems;
    const of = (worker: string, zone: string) =>
      items.find((i) => i.workerFullDisplayName === worker && i.zoneName === zone)?.totalGrossHours;
    // Alice: floor 07:00 → 07:20 → 07:40 (40 min); gate 11:45 → 12:15 (30 min, the limit).
    expect(of('Alice Tester', 'Level 1')).toBe(0.67);
    expect(of('Alice Tester', 'Main Gate')).toBe(0.5);
    expect(of('Bob Tester', 'Level 1')).toBe(0.67);
    expect(of('Alice Tester', 'Electrical Room')).toBeUndefined();
  });

  it('gives completion the breakout report’s figures', async () => {
    const start = addDays(f.date, -10);
    const res = await f.get(`${base()}/reports/completion?startDate=${start}&endDate=${f.date}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<CompletionReport>();
    const electrical = body.Contracts.find((c) => c.CompanyName === 'Electrical')!;
    expect(electrical.ActualHoursInRange).toBe(8.25);
    expect(electrical.Deviation).toBeNull();
  });
});

describe('alerts report', () => {
  it('lists the facts raised on the range’s local dates in the statuses asked, Active when none', async () => {
    const at = (date: string, time: string) => zonedTimeToInstant(date, time, TZ);
    await t.db
      .insertInto('alert_facts')
      .values([
        {
          project_id: f.site.projectId,
          alert_type: 'KeyPerson',
          worker_id: f.site.workers.alice,
          status: 1,
          triggered_at: at(f.date, '00:30'),
        },
        {
          project_id: f.site.projectId,
          alert_type: 'KeyPerson',
          worker_id: f.site.workers.bob,
          status: 2,
          triggered_at: at(f.date, '23:30'),
        },
        {
          project_id: f.site.projectId,
          alert_type: 'KeyPerson',
          worker_id: f.site.workers.bob,
          status: 1,
          triggered_at: at(addDays(f.date, 1), '00:10'),
        },
      ])
      .execute();
    const report = async (query: string) =>
      (
        await f.get(`${base()}/alert-facts?startDate=${f.date}&endDate=${f.date}${query}`)
      ).json<AlertsReport>().Alerts;
    expect((await report('&alertStatusIds=1,2')).map((a) => a.WorkerName)).toEqual([
      'Bob Tester',
      'Alice Tester',
    ]);
    expect((await report('')).map((a) => a.WorkerName)).toEqual(['Alice Tester']);
    expect((await report('&alertStatusIds=2')).map((a) => a.StatusId)).toEqual([2]);
  });
});

describe('files', () => {
  it('writes the timesheets as Excel with typed cells and as CSV safe from formulas', async () => {
    await t.db
      .updateTable('workers')
      .set({ first_name: '=HYPERLINK("x")' })
      .where('worker_id', '=', f.site.workers.bob)
      .execute();
    const query = `startDate=${addDays(f.date, -6)}&endDate=${f.date}`;
    const asked = await f.get(`${base()}/reports/timesheets/file?format=xlsx&${query}`);
    expect(asked.statusCode).toBe(200);
    const file = asked.json<ReportFile>();
    expect(file.FileName).toBe(`timesheets-${addDays(f.date, -6)}-${f.date}.xlsx`);
    const xlsx = await f.get(`/api/v1/report/downloadFile/?uid=${file.uid}`);
    expect(xlsx.statusCode).toBe(200);
    const rows = readSheetFile(xlsx.rawPayload, { rows: 100, columns: 12 });
    expect(rows[0]?.cells[0]).toBe('Timesheets');
    const header = rows.findIndex((r) => r.cells[0] === 'Worker');
    const alice = rows.slice(header + 1).find((r) => r.cells[0] === 'Alice Tester')!;
    expect(alice.cells[8]).toBe('8.75');
    expect(alice.numeric[8]).toBe(true);
    expect(alice.numeric[5]).toBe(true); // the date, as a date

    const csvAsked = await f.get(`${base()}/reports/timesheets/file?format=csv&${query}`);
    const csv = await f.get(`/api/v1/report/downloadFile/?uid=${csvAsked.json<ReportFile>().uid}`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Tester"`);
    expect(csv.body).toContain('Alice Tester');
  });

  it('refuses a file for a range the report refuses, and a uid to anyone else', async () => {
    const bad = await f.get(
      `${base()}/reports/timesheets/file?format=csv&startDate=${addDays(f.date, -100)}&endDate=${f.date}`,
    );
    expect(bad.statusCode).toBe(400);
    const asked = await f.get(`${base()}/reports/daily/file?format=xlsx&dailyDate=${f.date}`);
    const { uid } = asked.json<ReportFile>();
    expect((await f.get(`/api/v1/report/downloadFile/?uid=${uid}`, f.outsider)).statusCode).toBe(
      404,
    );
    expect((await f.get(`/api/v1/report/downloadFile/?uid=${uid}`, f.viewer)).statusCode).toBe(200);
    const timesheets = await f.get(
      `${base()}/reports/timesheets/file?format=csv&startDate=${f.date}&endDate=${f.date}`,
      f.viewer,
    );
    expect(timesheets.statusCode).toBe(403);
  });

  it('prints the daily headcount as a PDF with its totals, and no other report', async () => {
    const asked = await f.get(`${base()}/reports/daily/file?format=pdf&dailyDate=${f.date}`);
    expect(asked.statusCode).toBe(200);
    const { uid, FileName } = asked.json<ReportFile>();
    expect(FileName).toBe(`daily-headcount-${f.date}.pdf`);
    const pdf = await f.get(`/api/v1/report/downloadFile/?uid=${uid}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Daily headcount');
    expect(text).toContain('Electrical');
    expect(text).toContain('8.25');
    expect(text).toContain('Page 1 of 1');
    const refused = await f.get(
      `${base()}/reports/timesheets/file?format=pdf&startDate=${f.date}&endDate=${f.date}`,
    );
    expect(refused.statusCode).toBe(400);
  });
});
