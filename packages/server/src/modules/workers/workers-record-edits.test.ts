import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerChangelogEntry, WorkerCompanyOption, WorkerRecord } from '@siteline/shared';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { workersRecordFixture } from './workers-record-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof workersRecordFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await workersRecordFixture(t);
});
afterAll(() => t.close());

describe('PUT the worker (profile save)', () => {
  it('writes the changed values, columns and nested fields, with one changelog row each', async () => {
    const id = await f.worker();
    const res = await f.call('PUT', `/workers/${id}`, f.manager, {
      Values: {
        Telephone: '(212) 555-0111',
        'EmergencyContact.Name': 'Rosa Santos',
        Trade: 'Electrician',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<WorkerRecord>();
    expect(body.Values.Telephone).toBe('+12125550111');
    const row = await f.row(id);
    expect(row.telephone).toBe('+12125550111');
    expect(row.fields).toMatchObject({ EmergencyContact: { Name: 'Rosa Santos' } });
    const log = await f.changelog(id);
    // Trade did not change: nothing written for it.
    expect(log.map((l) => [l.field_name, l.old_value, l.new_value])).toEqual([
      ['Telephone', '555-0100', '+12125550111'],
      ['EmergencyContact.Name', 'Ana Santos', 'Rosa Santos'],
    ]);

    const history = await f.call('GET', `/workers/${id}/changelog`);
    const entries = history.json<WorkerChangelogEntry[]>();
    expect(entries[0]).toMatchObject({
      FieldName: 'EmergencyContact.Name',
      NewValue: 'Rosa Santos',
    });
    expect(entries[1]).toMatchObject({
      FieldName: 'Telephone',
      DisplayNameEnglish: 'Mobile phone',
      // Stored E.164, shown as the site dials it; an old unreadable value as it was written.
      OldValue: '555-0100',
      NewValue: '(212) 555-0111',
      ChangedBy: expect.stringContaining('Test User') as string,
    });
  });

  it('keeps ethnicity’s free text apart as Other', async () => {
    const id = await f.worker();
    await f.call('PUT', `/workers/${id}`, f.manager, { Values: { Ethnicity: 'Martian' } });
    let row = await f.row(id);
    expect([row.ethnicity, row.other_ethnicity]).toEqual(['Other', 'Martian']);
    await f.call('PUT', `/workers/${id}`, f.manager, {
      Values: { Ethnicity: 'Other' },
      OtherEthnicity: 'Basque',
    });
    row = await f.row(id);
    expect([row.ethnicity, row.other_ethnicity]).toEqual(['Other', 'Basque']);
    await f.call('PUT', `/workers/${id}`, f.manager, { Values: { Ethnicity: 'Asian' } });
    row = await f.row(id);
    expect([row.ethnicity, row.other_ethnicity]).toEqual(['Asian', null]);
  });

  it('answers 400 and writes nothing for a bad value, an unknown or a hidden field', async () => {
    const id = await f.worker();
    const before = await f.row(id);
    for (const Values of [
      { Telephone: 'call me', 'EmergencyContact.Name': 'Written?' },
      { BirthDate: '2026-02-30' },
      { State: 'XX' },
      { FirstName: '' },
      { NoSuchField: 'x' },
      // Wage needs CanManageWageRates, which the manager here lacks.
      { HourlyWageRate: 99 },
    ]) {
      const res = await f.call('PUT', `/workers/${id}`, f.manager, { Values });
      expect(res.statusCode, JSON.stringify(Values)).toBe(400);
    }
    expect(await f.row(id)).toEqual(before);
    expect(await f.changelog(id)).toEqual([]);
  });

  it('reads phones as dialled in the project’s country, the emergency contact’s by its code', async () => {
    const id = await f.worker();
    const country = (c: string) =>
      t.db.updateTable('projects').set({ country_code: c }).where('project_id', '=', f.projectId);
    await country('ES').execute();
    try {
      const refused = await f.call('PUT', `/workers/${id}`, f.manager, {
        Values: { Telephone: '(212) 555-0111' },
      });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(
        '\\"(212) 555-0111\\" is not a phone number: write it as dialled in Spain',
      );
      const res = await f.call('PUT', `/workers/${id}`, f.manager, {
        Values: {
          Telephone: '612 345 987',
          'EmergencyContact.CountryCode': '+353',
          'EmergencyContact.PhoneNumber': '087 123 4567',
        },
      });
      expect(res.statusCode).toBe(200);
      const row = await f.row(id);
      expect(row.telephone).toBe('+34612345987');
      expect(row.fields).toMatchObject({
        EmergencyContact: { CountryCode: '+353', PhoneNumber: '+353871234567' },
      });
    } finally {
      await country('US').execute();
    }
  });

  it('is refused to a viewer without CanDoRegistrations and to another project’s user', async () => {
    const id = await f.worker();
    const viewer = await f.member(['WorkerProfile', 'WorkerNotes', 'WorkerChangelog']);
    const stranger = await f.member(['CanDoRegistrations', 'WorkerProfile'], f.otherProjectId);
    for (const tokens of [viewer, stranger]) {
      const put = await f.call('PUT', `/workers/${id}`, tokens, {
        Values: { Telephone: '555-0999' },
      });
      expect(put.statusCode).toBe(403);
      const notes = await f.call('PUT', `/workers/${id}/notes`, tokens, { Notes: 'x' });
      expect(notes.statusCode).toBe(403);
      const contract = await f.call('PUT', `/workers/${id}/contract`, tokens, {
        ContractId: f.bolt,
      });
      expect(contract.statusCode).toBe(403);
      expect((await f.call('DELETE', `/workers/${id}`, tokens)).statusCode).toBe(403);
    }
    const row = await f.row(id);
    expect([row.telephone, row.notes, row.contract_id, row.is_deleted]).toEqual([
      '555-0100',
      null,
      f.acme,
      false,
    ]);
    expect(await f.changelog(id)).toEqual([]);
    const strangerLog = await f.call('GET', `/workers/${id}/changelog`, stranger);
    expect(strangerLog.statusCode).toBe(403);
  });
});

describe('notes', () => {
  it('are saved with a changelog row; a bad body is 400 and writes nothing', async () => {
    const id = await f.worker();
    const res = await f.call('PUT', `/workers/${id}/notes`, f.manager, {
      Notes: 'Needs a harness.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<WorkerRecord>().Notes).toBe('Needs a harness.');
    const bad = await f.call('PUT', `/workers/${id}/notes`, f.manager, { Notes: 'x'.repeat(5000) });
    expect(bad.statusCode).toBe(400);
    expect((await f.row(id)).notes).toBe('Needs a harness.');
    expect((await f.changelog(id)).map((l) => [l.field_name, l.new_value])).toEqual([
      ['Notes', 'Needs a harness.'],
    ]);
  });
});

describe('change company', () => {
  it('lists the project’s companies without empty or "#" names', async () => {
    const res = await f.call('GET', '/worker-companies');
    const names = res.json<WorkerCompanyOption[]>().map((c) => c.CompanyName);
    expect(names).toEqual(['Acme Electric', 'Bolt Mechanical']);
  });

  it('moves the worker from now on; past days keep the contract they were worked under', async () => {
    const id = await f.worker();
    await t.db
      .insertInto('worker_days')
      .values({
        project_id: f.projectId,
        worker_id: id,
        timesheet_date: '2026-03-02',
        contract_id: f.acme,
        first_seen_at: new Date('2026-03-02T12:00:00Z'),
        last_seen_at: new Date('2026-03-02T20:00:00Z'),
        gross_hours: '8',
        onsite_net_hours: '7.5',
        shift_type: 'Day',
        read_count: 2,
      })
      .execute();
    const res = await f.call('PUT', `/workers/${id}/contract`, f.manager, { ContractId: f.bolt });
    expect(res.statusCode).toBe(200);
    expect(res.json<WorkerRecord>()).toMatchObject({
      SubContractId: f.bolt,
      CompanyName: 'Bolt Mechanical',
    });
    const day = await t.db
      .selectFrom('worker_days')
      .select('contract_id')
      .where('worker_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(day.contract_id).toBe(f.acme);
    expect((await f.changelog(id)).map((l) => [l.field_name, l.old_value, l.new_value])).toEqual([
      ['Company', 'Acme Electric', 'Bolt Mechanical'],
    ]);
  });

  it('refuses a "#" company, another project’s contract and a non-id with 400', async () => {
    const id = await f.worker();
    for (const ContractId of [f.hidden, f.otherContract, 0, 'x']) {
      const res = await f.call('PUT', `/workers/${id}/contract`, f.manager, { ContractId });
      expect(res.statusCode).toBe(400);
    }
    expect((await f.row(id)).contract_id).toBe(f.acme);
    expect(await f.changelog(id)).toEqual([]);
  });
});

describe('delete person', () => {
  it('takes the worker out (404 after), keeps their days and history', async () => {
    const id = await f.worker();
    await f.call('PUT', `/workers/${id}/notes`, f.manager, { Notes: 'Leaving.' });
    const res = await f.call('DELETE', `/workers/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await f.call('GET', `/workers/${id}`)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/workers/${id}`)).statusCode).toBe(404);
    const row = await f.row(id);
    expect(row.is_deleted).toBe(true);
    expect((await f.changelog(id)).map((l) => l.field_name)).toEqual(['Notes', 'Deleted']);
  });
});
