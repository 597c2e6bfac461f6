import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { parseScheduleXml } from './integrations-schedule-xml.ts';

// A sample schedule made from the project's own plan, to try the import with (issue 27).
let t: TestApp;
let site: Site;
let manager: Record<string, string>;

const P6 = 3;
const MSP = 4;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Schedule samples');
  manager = await memberHeaders(t, site.projectId, ['ManageIntegrations']);
});
afterAll(() => t.close());

const api = (path: string) => `/api/v1/projects/${site.projectId}/integrations${path}`;

/** Monday to Friday from `from` to `to`, both included. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days;
}

describe('sample schedules of a project', () => {
  it('makes a sample schedule from the project’s plan ahead, which reads back', async () => {
    const none = await t.app.inject({ url: api(`/${P6}/sample-schedule`), headers: manager });
    expect(none.statusCode).toBe(404);
    const monday = weekdays(
      new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    );
    await t.db
      .insertInto('workforce_plan_days')
      .values(
        monday.map((date) => ({
          project_id: site.projectId,
          contract_id: site.contracts.electrical,
          plan_date: date,
          planned_headcount: 7,
          planned_hours: '56',
          source: 'manual' as const,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const [provider, format] of [
      [P6, 'primavera-p6'],
      [MSP, 'ms-project'],
    ] as const) {
      const res = await t.app.inject({
        url: api(`/${provider}/sample-schedule`),
        headers: manager,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain('.xml');
      const schedule = parseScheduleXml(res.body);
      expect(schedule.format).toBe(format);
      expect(schedule.resources.map((r) => r.name)).toEqual(['Electrical']);
      // Its crew: the plan's headcount ahead, eight hours a working day.
      const first = schedule.assignments[0];
      const activity = schedule.activities.find((a) => a.key === first?.activityKey);
      expect(first && activity).toBeTruthy();
      expect(first?.minutes).toBe(
        weekdays(activity?.start ?? '', activity?.finish ?? '').length * 7 * 8 * 60,
      );
    }
  });
});
