import type {
  DailyReport,
  TimesheetsReport,
  UndetectedTagsReport,
  ZoneTimesheetsReport,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { reportsFixture, type ReportsFixture } from './reports-fixture.ts';

let t: TestApp;
let f: ReportsFixture;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await reportsFixture(t, 'Report Wall');
});
afterAll(() => t.close());

const urls = () => {
  const p = f.site.projectId;
  const range = `startDate=${f.date}&endDate=${f.date}`;
  const inclusive = `startDateInclusive=${f.date}&endDateInclusive=${f.date}`;
  return {
    daily: `/api/v1/projects/${p}/reports/daily?dailyDate=${f.date}`,
    weekly: `/api/v1/projects/${p}/reports/weekly?weeklyDate=${f.date}`,
    timesheets: `/api/v1/report/${p}/worker-timesheets?${range}`,
    undetected: `/api/v1/project/${p}/adhoc_reports/undetected_tags?${inclusive}`,
    zone: `/api/v2/reports/${p}/zoneTimesheets?${inclusive}`,
    completion: `/api/v1/projects/${p}/reports/completion?${range}`,
    alerts: `/api/v1/projects/${p}/alert-facts?${range}`,
    file: `/api/v1/projects/${p}/reports/daily/file?format=csv`,
    tagTypes: `/api/v1/projects/${p}/reports/tag-types`,
  };
};

describe('the reports are a wall', () => {
  it('refuses another project’s member every report and file, and shows nothing', async () => {
    for (const url of Object.values(urls())) {
      const res = await f.get(url, f.outsider);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('Tester');
    }
  });

  it('asks for the report’s permission: a member without it gets timesheets, undetected and completion refused', async () => {
    const u = urls();
    for (const url of [u.timesheets, u.undetected, u.completion]) {
      expect((await f.get(url, f.viewer)).statusCode, url).toBe(403);
    }
    for (const url of [u.daily, u.weekly, u.zone, u.alerts, u.tagTypes]) {
      expect((await f.get(url, f.viewer)).statusCode, url).toBe(200);
    }
  });

  it('shows a contractor limited to a company its own contracts’ rows only', async () => {
    const u = urls();
    const daily = (await f.get(u.daily, f.electricOnly)).json<DailyReport>();
    expect(daily.Headcount.SubContracts.map((r) => r.CompanyName)).toEqual(['Electrical']);
    const sheets = (await f.get(u.timesheets, f.electricOnly)).json<TimesheetsReport>();
    expect(sheets.Data.map((r) => r.WorkerName)).toEqual(['Alice Tester']);
    const zone = (await f.get(u.zone, f.electricOnly)).json<ZoneTimesheetsReport>();
    expect(new Set(zone.reportItems.map((r) => r.workerFullDisplayName))).toEqual(
      new Set(['Alice Tester']),
    );
    const undetected = (await f.get(u.undetected, f.electricOnly)).json<UndetectedTagsReport>();
    expect(undetected.UndetectedTags.every((r) => r.WorkerDisplayName === 'Alice Tester')).toBe(
      true,
    );
    const plumbing = await f.get(
      `${u.timesheets}&filterContractId=${f.site.contracts.plumbing}`,
      f.electricOnly,
    );
    expect(plumbing.statusCode).toBe(404);
  });

  it('refuses ids beyond the database’s range and unknown parameters', async () => {
    const u = urls();
    expect((await f.get(`${u.daily}&projectZoneId=2147483648`)).statusCode).toBe(400);
    expect((await f.get(`${u.timesheets}&filterContractId=99999999999`)).statusCode).toBe(400);
    expect((await f.get(`${u.daily}&hack=1`)).statusCode).toBe(400);
    expect((await f.get(`${u.zone}&projectZonesIds=1,x`)).statusCode).toBe(400);
  });
});
