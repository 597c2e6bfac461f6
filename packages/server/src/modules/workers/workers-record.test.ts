import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerProfileFields, WorkerRecord } from '@siteline/shared';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { workersRecordFixture } from './workers-record-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof workersRecordFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await workersRecordFixture(t);
});
afterAll(() => t.close());

describe('GET the worker', () => {
  it('gives the header, site figures and the values the caller may see', async () => {
    await t.db
      .insertInto('worker_days')
      .values(
        ['2026-03-02', '2026-03-03'].map((date, i) => ({
          project_id: f.projectId,
          worker_id: f.workerId,
          timesheet_date: date,
          contract_id: f.acme,
          first_seen_at: new Date(`${date}T12:00:00Z`),
          last_seen_at: new Date(`${date}T20:00:00Z`),
          gross_hours: '8.25',
          onsite_net_hours: i === 0 ? '7.35' : '7.3',
          shift_type: 'Day' as const,
          read_count: 4,
        })),
      )
      .execute();
    const res = await f.call('GET', `/workers/${f.workerId}`);
    expect(res.statusCode).toBe(200);
    const worker = res.json<WorkerRecord>();
    expect(worker).toMatchObject({
      WorkerId: f.workerId,
      SubContractId: f.acme,
      CompanyName: 'Acme Electric',
      WorkerName: 'Maria Santos',
      WorkerFullName: 'Maria Luz Santos',
      Trade: 'Electrician',
      DaysOnSite: 2,
      TotalHoursOnSiteDisplay: '14.7',
      HasActiveTags: false,
      IsOnSite: false,
      BadgeTemplates: [],
    });
    expect(worker.Values).toMatchObject({
      FirstName: 'Maria',
      Telephone: '555-0100',
      'EmergencyContact.Name': 'Ana Santos',
      OSHA10ExpiryDate: '2020-01-10',
    });
    // Wage and health need their own permissions (and health its tab).
    expect(worker.Values).not.toHaveProperty('HourlyWageRate');
    expect(worker.Values).not.toHaveProperty('Health.BloodType');
    expect(worker.Certifications).toEqual([
      { Name: 'OSHA 10', IssueDate: '2025-01-10', ExpiryDate: '2020-01-10', Status: 'expired' },
    ]);
  });

  it('shows a section only to holders of its permission', async () => {
    const viewer = await f.member(['WorkerProfile']);
    const res = await f.call('GET', `/workers/${f.workerId}`, viewer);
    const worker = res.json<WorkerRecord>();
    expect(worker.Values).toHaveProperty('Telephone');
    expect(worker.Values).not.toHaveProperty('EmergencyContact.Name');
    expect(worker.Certifications).toEqual([]);
    expect(worker.Notes).toBeNull();
    const fields = await f.call('GET', '/worker-profile-fields', viewer);
    const body = fields.json<WorkerProfileFields>();
    expect(body.Sections.map((s) => s.SectionSlug)).toEqual(['profile']);
    expect(new Set(body.Fields.map((x) => x.ProfileSectionName))).toEqual(new Set(['Profile']));
  });

  it('answers 403 and no data to another project’s user, 404 for another project’s worker', async () => {
    const stranger = await f.member(['WorkerProfile', 'CanDoRegistrations'], f.otherProjectId);
    const res = await f.call('GET', `/workers/${f.workerId}`, stranger);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Santos');
    const theirs = await f.worker(f.otherProjectId, f.otherContract);
    const cross = await f.call('GET', `/workers/${theirs}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.body).not.toContain('Santos');
  });

  it('answers 400 for an id that is not one', async () => {
    expect((await f.call('GET', '/workers/abc')).statusCode).toBe(400);
    expect((await f.call('GET', '/workers/99999999999')).statusCode).toBe(400);
  });
});
