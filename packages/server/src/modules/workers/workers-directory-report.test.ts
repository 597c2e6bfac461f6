import type {
  UpdateWorkerDirectoryWorkerResponse,
  WorkerDirectoryResponse,
} from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changelogCount,
  fx,
  get,
  inDays,
  save,
  setUpDirectoryFixture,
  today,
} from './workers-directory-fixture.ts';

beforeAll(setUpDirectoryFixture, 60_000);
afterAll(() => fx.t.close());

describe('GET /api/v1/report/:projectId/worker-directory', () => {
  const url = (q = '') => `/api/v1/report/${fx.mine}/worker-directory${q}`;

  it('answers every field of spec 001 §3 with figures from worker-days', async () => {
    const res = await get(url(), fx.manager);
    expect(res.statusCode).toBe(200);
    const body = res.json<WorkerDirectoryResponse>();
    expect(body.TotalCount).toBe(3);
    const ana = body.Workers.find((r) => r.WorkerId === fx.w.ana);
    expect(ana).toMatchObject({
      WorkerName: 'Ana Zamora',
      SubContractId: fx.contractA,
      CompanyName: 'Acme Concrete',
      // Stored as written before E.164; shown as the project's country dials it.
      Telephone: '(212) 555-0100',
      NewHireString: 'Yes',
      CityResidentString: 'No',
      HasCompletedDrugTestString: 'Yes',
      HasCompletedBackgroundCheckString: null,
      WorkerSiteNumber: 'S-0042',
      Responsibilities: 'Formwork',
      OnSiteStatus: 'Off Site',
    });
    // Derived on their own from worker_days: exact numeric sum, rounded once.
    const expected = await sql<{ worker_id: number; gross: string; days: string }>`
      SELECT worker_id, sum(gross_hours)::text AS gross, count(*)::text AS days
      FROM worker_days WHERE project_id = ${fx.mine} GROUP BY worker_id`.execute(fx.t.db);
    for (const row of body.Workers) {
      const e = expected.rows.find((x) => x.worker_id === row.WorkerId);
      expect(row.TotalGrossHoursSeen).toBe(e ? Number(e.gross) : 0);
      expect(row.NumberOfDaysSeen).toBe(e ? Number(e.days) : 0);
    }
    expect(ana?.TotalGrossHoursSeen).toBe(15.59);
    expect(ana?.NumberOfDaysSeen).toBe(3);
  });

  it('flags expired and expiring certifications', async () => {
    const body = (await get(url(), fx.manager)).json<WorkerDirectoryResponse>();
    const ana = body.Workers.find((r) => r.WorkerId === fx.w.ana);
    expect(ana?.CertificationFlags).toEqual([
      { Certification: 'OSHA 10', ExpiryDate: inDays(-3), Status: 'Expired' },
      { Certification: 'First aid / CPR', ExpiryDate: inDays(10), Status: 'Expiring' },
    ]);
    expect(today).toMatch(/\d{4}/);
  });

  it('adds registration fields as columns only for their permission holders', async () => {
    const m = (await get(url(), fx.manager)).json<WorkerDirectoryResponse>();
    const names = m.RegistrationFields.map((f) => f.AdvancedGridMappingFieldName);
    expect(names).toContain('BloodType');
    expect(names).not.toContain('HourlyWageRate');
    expect(names).not.toContain('WorkerSiteNumber');
    expect(m.Workers.find((r) => r.WorkerId === fx.w.ana)?.ExtraFields.BloodType).toBe('O+');
    expect(m.Rights).toEqual({
      CanDoRegistrations: true,
      CanManageWageRates: false,
      CanManageHealthRegistration: true,
      ShowContactInformation: true,
    });
    const v = (await get(url(), fx.viewer)).json<WorkerDirectoryResponse>();
    expect(v.RegistrationFields.map((f) => f.AdvancedGridMappingFieldName)).not.toContain(
      'BloodType',
    );
    expect(v.Columns).not.toContain('HasCompletedDrugTestString');
    expect(v.Workers.find((r) => r.WorkerId === fx.w.ana)?.HasCompletedDrugTestString).toBeNull();
    expect(JSON.stringify(v)).not.toContain('O+');
  });

  it('hides contact columns when the project does not show contact information', async () => {
    await fx.t.db
      .updateTable('projects')
      .set({ show_contact_information: false })
      .where('project_id', '=', fx.mine)
      .execute();
    try {
      const body = (await get(url(), fx.manager)).json<WorkerDirectoryResponse>();
      expect(body.Columns).not.toContain('Telephone');
      expect(body.Workers.every((r) => r.Telephone === null)).toBe(true);
      expect(body.RegistrationFields.map((f) => f.AdvancedGridMappingFieldName)).not.toContain(
        'EmergencyContactName',
      );
    } finally {
      await fx.t.db
        .updateTable('projects')
        .set({ show_contact_information: true })
        .where('project_id', '=', fx.mine)
        .execute();
    }
  });

  it('needs AdvancedWorkforceDirectory; another project 403; bad input 400', async () => {
    expect((await get(url(), fx.member)).statusCode).toBe(403);
    const other = await get(url(), fx.outsider);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Zamora');
    expect((await get(url('?pageSize=10'), fx.manager)).statusCode).toBe(400);
    expect((await get('/api/v1/report/2147483648/worker-directory', fx.manager)).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/v1/worker/updateWorkerDirectoryWorker', () => {
  const base = () => ({ ProjectId: fx.mine, ContractId: fx.contractA, WorkerId: fx.w.carla });

  it('writes only the flagged columns, Yes/No as booleans, with the changelog', async () => {
    const before = await changelogCount();
    const res = await save(fx.manager, {
      ...base(),
      IsTelephoneUpdated: true,
      Telephone: '+1 917 555 0199',
      IsNewHireStringUpdated: true,
      NewHireString: 'No',
      IsForemansNameUpdated: false,
      ForemansName: 'Ignored',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<UpdateWorkerDirectoryWorkerResponse>();
    expect(body.Worker).toMatchObject({ Telephone: '(917) 555-0199', NewHireString: 'No' });
    expect(body.Worker.ForemansName).toBeNull();
    expect(body.ChangedFields).toBe(2);
    const row = await fx.t.db
      .selectFrom('workers')
      .select(['telephone', 'fields'])
      .where('worker_id', '=', fx.w.carla)
      .executeTakeFirstOrThrow();
    expect(row.telephone).toBe('+19175550199');
    expect(row.fields).toEqual({ NewHire: false });
    const log = await fx.t.db
      .selectFrom('worker_changelog')
      .select(['field_name', 'old_value', 'new_value'])
      .where('worker_id', '=', fx.w.carla)
      .orderBy('field_name')
      .execute();
    expect(log).toEqual([
      { field_name: 'NewHire', old_value: null, new_value: 'No' },
      { field_name: 'Telephone', old_value: '+1 212 555 0100', new_value: '+19175550199' },
    ]);
    expect(await changelogCount()).toBe(before + 2);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await changelogCount();
    for (const bad of [
      { ...base(), IsNewHireStringUpdated: true, NewHireString: 'Maybe' },
      { ...base(), IsSafetyBriefingDateUpdated: true, SafetyBriefingDate: '2026-02-30' },
      { ...base(), IsFirstNameUpdated: true, FirstName: '' },
      { ...base(), IsTelephoneUpdated: true, Telephone: 'call me' },
      { ...base(), IsEmploymentDurationUpdated: true, EmploymentDuration: 'forever' },
      { ...base(), IsFirstNameUpdated: true },
      { ...base(), Unknown: 1, IsFirstNameUpdated: true, FirstName: 'X' },
      { ...base() },
      { ...base(), WorkerId: 2147483648, IsFirstNameUpdated: true, FirstName: 'X' },
      { ...base(), ProjectId: 2147483648, IsFirstNameUpdated: true, FirstName: 'X' },
      { ...base(), ContractId: fx.contractB, IsFirstNameUpdated: true, FirstName: 'X' },
    ]) {
      const res = await save(fx.manager, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await changelogCount()).toBe(before);
    const row = await fx.t.db
      .selectFrom('workers')
      .select('first_name')
      .where('worker_id', '=', fx.w.carla)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Carla');
  });

  it('needs CanDoRegistrations on that project; another project’s worker is not found', async () => {
    const before = await changelogCount();
    const edit = { IsFirstNameUpdated: true, FirstName: 'Hacked' };
    expect((await save(fx.viewer, { ...base(), ...edit })).statusCode).toBe(403);
    const other = await save(fx.outsider, { ...base(), ...edit });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Carla');
    // A project the caller may edit, with a worker of another project: nothing is found.
    const cross = await save(fx.manager, {
      ProjectId: fx.mine,
      ContractId: fx.theirContract,
      WorkerId: fx.w.theirs,
      ...edit,
    });
    expect(cross.statusCode).toBe(404);
    expect(
      (await save(fx.manager, { ...base(), WorkerId: fx.w.deleted, ...edit })).statusCode,
    ).toBe(404);
    expect(await changelogCount()).toBe(before);
  });
});
