import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationImport, RegistrationImportList } from '@siteline/shared';
import type { XlsxCellValue } from '@siteline/shared/common/xlsx';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { readSheetFile } from '../../lib/sheet-file.ts';
import { registrationsFixture, type ApiErrors } from './registrations-fixture.ts';
import { XLSX, importCalls, sheet } from './registrations-import-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
let calls: ReturnType<typeof importCalls>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
  calls = importCalls(t, f);
  // Someone already on the project: a row with the same name and birth date is a duplicate.
  await t.db
    .insertInto('workers')
    .values({
      project_id: f.projectId,
      contract_id: f.acmeContract,
      first_name: 'Rosa',
      last_name: 'Vidal',
      fields: JSON.stringify({ BirthDate: '1985-03-09' }),
    })
    .execute();
});
afterAll(() => t.close());

const upload: ReturnType<typeof importCalls>['upload'] = (...args) => calls.upload(...args);
const workersNamed = (lastName: string) => calls.workersNamed(lastName);

describe('the template', () => {
  it('has Company, Contract and the project’s fields as headers, required ones starred', async () => {
    const res = await f.call('GET', '/api/v1/projects/{id}/registrations/import-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain('registration-template.xlsx');
    const [header] = readSheetFile(res.rawPayload, { rows: 10, columns: 200 });
    // Company and Contract first, then the fields in the project's order.
    expect(header?.cells.slice(0, 2)).toEqual(['Company', 'Contract']);
    expect(header?.cells).toEqual(
      expect.arrayContaining(['First name *', 'Last name *', 'Job title']),
    );
    expect(header?.cells).toContain('Date of birth');
    // Drop-downs come from the hidden Lists sheet: the companies the desk lists, no '#' names.
    const parts = unzipSync(res.rawPayload);
    const lists = strFromU8(parts['xl/worksheets/sheet2.xml']!);
    expect(lists).toContain(`Acme Concrete ${f.projectId}`);
    expect(lists).not.toContain('#Old');
    expect(strFromU8(parts['xl/workbook.xml']!)).toContain('state="hidden"');
    expect(strFromU8(parts['xl/worksheets/sheet1.xml']!)).toContain('<dataValidation type="list"');
  });
});

describe('validate, fix contracts, import', () => {
  let uid = '';
  it('stage two: every row with its status and reasons; nothing registered yet', async () => {
    // The fixture's company names carry the project id: build the file now that it exists.
    const rows: XlsxCellValue[][] = [
      [
        `acme concrete ${f.projectId}`,
        null,
        'Ana',
        'Ruiz',
        '1990-04-02',
        '(555) 010-2000',
        'Yes',
        'New York',
      ],
      [null, null, 'Ben', null, null, null, null, null],
      ['Unknown Steel', null, 'Carla', 'Diaz', new Date(Date.UTC(1992, 6, 14)), null, 'no', 'NY'],
      ['Unknown Steel', null, 'Dan', 'Diaz', null, '555 010 2000', null, null],
      [`Bolt Electric ${f.projectId}`, null, 'Rosa', 'Vidal', '3/9/1985', null, null, null],
      [`Bolt Electric ${f.projectId}`, null, 'Eva', 'Luna', null, null, 'Maybe', null],
      [null, null, null, null, null, null, null, null],
      [`Bolt Electric ${f.projectId}`, 'Not a contract', 'Fay', 'Moss', null, null, null, null],
    ];
    const res = await upload(sheet(rows), { name: 'crew-week-1.xlsx' });
    expect(res.statusCode).toBe(201);
    const data = res.json<RegistrationImport>();
    uid = data.BlobUid;
    expect(data.FileName).toBe('crew-week-1.xlsx');
    expect(data.State).toBe('Validated');
    expect(data.Counts).toEqual({ Rows: 7, Valid: 1, Pending: 1, Errors: 5, Imported: 0 });
    expect(data.Pagnation).toEqual({ Page: 1, PageSize: 50, TotalPages: 1, TotalCount: 7 });
    const byRow = new Map(data.Workers.map((w) => [w.RowNumber, w]));
    expect(byRow.get(2)).toMatchObject({ ImportStatus: 0, ContractId: f.acmeContract, Errors: [] });
    expect(byRow.get(3)).toMatchObject({
      ImportStatus: 1,
      Errors: ['Last name is required.', 'Company is required.'],
    });
    // Pending: a company the project does not know, the contract is the user's to choose.
    expect(byRow.get(4)).toMatchObject({
      ImportStatus: 0,
      ContractId: 0,
      CompanyName: 'Unknown Steel',
    });
    // Every problem of the row: the duplicate, and the company the project does not know.
    expect(byRow.get(5)?.Errors).toEqual([
      'The same person is on row 2.',
      'Unknown Steel has no contract on this project: check the spelling, or choose the contract.',
    ]);
    expect(byRow.get(6)?.Errors).toEqual(['Rosa Vidal may already be registered on this project.']);
    expect(byRow.get(7)?.Errors).toEqual(['New hire “Maybe” is not one of the choices (Yes, No).']);
    expect(byRow.has(8)).toBe(false); // an empty row is no row
    expect(byRow.get(9)?.Errors).toEqual(['That contract is not one of the company’s.']);
    expect(data.UnmatchedCompanies).toEqual([{ CompanyName: 'Unknown Steel', Rows: 1 }]);
    expect(await workersNamed('Ruiz')).toEqual([]);
  });

  it('a missing last name and company are both reasons of the same row', async () => {
    const res = await f.call(
      'GET',
      `/api/v1/projects/{id}/registrations/imports/${uid}?status=error`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json<RegistrationImport>();
    expect(data.Workers.map((w) => w.RowNumber)).toEqual([3, 5, 6, 7, 9]);
    expect(data.Workers[0]?.Errors).toEqual(['Last name is required.', 'Company is required.']);
  });

  it('fixes the contract of the pending rows of a company, then imports the ready rows only', async () => {
    const fixed = await f.call(
      'PUT',
      `/api/v1/projects/{id}/registrations/imports/${uid}/contracts`,
      {
        payload: { Contracts: [{ CompanyName: ' unknown steel ', ContractId: f.boltContract }] },
      },
    );
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<RegistrationImport>().Counts).toMatchObject({ Valid: 2, Pending: 0 });

    const res = await f.call('POST', `/api/v1/projects/{id}/registrations/imports/${uid}/import`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ BlobUid: uid, Imported: 2, Skipped: 5 });
    const [ana] = await workersNamed('Ruiz');
    expect(ana).toMatchObject({
      first_name: 'Ana',
      telephone: '+15550102000',
      contract_id: f.acmeContract,
      fields: { BirthDate: '1990-04-02', NewHire: true, State: 'NY' },
    });
    const [carla] = await workersNamed('Diaz');
    expect(carla).toMatchObject({
      first_name: 'Carla',
      contract_id: f.boltContract,
      // A date cell (an Excel serial) and a state by its code; "no" is the No choice.
      fields: { BirthDate: '1992-07-14', NewHire: false, State: 'NY' },
    });
    // Nothing of an error row is written.
    expect(await workersNamed('Luna')).toEqual([]);
    expect(await workersNamed('Moss')).toEqual([]);
    const log = await t.db
      .selectFrom('worker_changelog')
      .select(['field_name', 'new_value', 'changed_by_user_id'])
      .where('worker_id', '=', ana!.worker_id)
      .execute();
    expect(log).toEqual(
      expect.arrayContaining([
        {
          field_name: 'Registration',
          new_value: 'Imported from crew-week-1.xlsx',
          changed_by_user_id: f.registrar.userId,
        },
      ]),
    );
    const view = await f.call(
      'GET',
      `/api/v1/projects/{id}/registrations/imports/${uid}?status=valid`,
    );
    expect(view.json<RegistrationImport>().Workers.every((w) => w.WorkerId !== null)).toBe(true);
  });

  it('imports a file once', async () => {
    const again = await f.call('POST', `/api/v1/projects/{id}/registrations/imports/${uid}/import`);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrors>().errors[0]?.errorMessage).toBe(
      'This file has already been imported.',
    );
    expect(await workersNamed('Ruiz')).toHaveLength(1);
  });

  it('keeps the history with the file to download', async () => {
    const res = await f.call('GET', '/api/v1/projects/{id}/registrations/imports');
    expect(res.statusCode).toBe(200);
    const list = res.json<RegistrationImportList>();
    expect(list.Imports[0]).toMatchObject({
      BlobUid: uid,
      FileName: 'crew-week-1.xlsx',
      State: 'Imported',
      Counts: { Rows: 7, Imported: 2, Errors: 5 },
    });
    expect(list.Imports[0]?.UploadedBy).not.toBe('');
    const download = await f.call('GET', `/api/v1/projects/{id}/registrations/imports/${uid}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('crew-week-1.xlsx');
    expect(readSheetFile(download.rawPayload, { rows: 100, columns: 20 })[1]?.cells[2]).toBe('Ana');
  });
});

describe('bad input', () => {
  it('refuses a page beyond range, an id that is not an import and a control character', async () => {
    expect(
      (await f.call('GET', '/api/v1/projects/{id}/registrations/imports?page=0')).statusCode,
    ).toBe(400);
    expect((await f.call('GET', '/api/v1/projects/{id}/registrations/imports/12')).statusCode).toBe(
      400,
    );
    expect(
      (
        await f.call(
          'GET',
          '/api/v1/projects/{id}/registrations/imports/00000000-0000-4000-8000-000000000000',
        )
      ).statusCode,
    ).toBe(404);
    const res = await upload(sheet([['Unknown Co', null, 'Ida', 'Kern']]));
    const uid = res.json<RegistrationImport>().BlobUid;
    const bad = await f.call(
      'PUT',
      `/api/v1/projects/{id}/registrations/imports/${uid}/contracts`,
      {
        payload: { Contracts: [{ CompanyName: 'Unknown\u0007Co', ContractId: f.boltContract }] },
      },
    );
    expect(bad.statusCode).toBe(400);
    const notOurs = await f.call(
      'PUT',
      `/api/v1/projects/{id}/registrations/imports/${uid}/contracts`,
      {
        payload: { Contracts: [{ CompanyName: 'Unknown Co', ContractId: 2_147_483_647 }] },
      },
    );
    expect(notOurs.statusCode).toBe(400);
    const view = await f.call('GET', `/api/v1/projects/{id}/registrations/imports/${uid}`);
    expect(view.json<RegistrationImport>().Counts.Pending).toBe(1);
    // Nothing ready: stage three refuses and writes nothing.
    const nothing = await f.call(
      'POST',
      `/api/v1/projects/{id}/registrations/imports/${uid}/import`,
    );
    expect(nothing.statusCode).toBe(400);
    expect(await workersNamed('Kern')).toEqual([]);
  });
});

describe('the project wall', () => {
  it('another project’s registrar and a member without CanDoRegistrations get 403 and no data', async () => {
    const res = await upload(sheet([[`Acme Concrete ${f.projectId}`, null, 'Jo', 'Park']]));
    const uid = res.json<RegistrationImport>().BlobUid;
    for (const tokens of [f.stranger.tokens, f.viewer.tokens]) {
      for (const [method, path] of [
        ['GET', '/api/v1/projects/{id}/registrations/import-template'],
        ['GET', '/api/v1/projects/{id}/registrations/imports'],
        ['GET', `/api/v1/projects/{id}/registrations/imports/${uid}`],
        ['GET', `/api/v1/projects/{id}/registrations/imports/${uid}/file`],
        ['POST', `/api/v1/projects/{id}/registrations/imports/${uid}/import`],
      ] as const) {
        const denied = await f.call(method, path, { tokens });
        expect(denied.statusCode, `${method} ${path}`).toBe(403);
        expect(denied.body).not.toContain('Park');
      }
      expect((await upload(sheet([['Acme', null, 'Kai', 'Ng']]), { tokens })).statusCode).toBe(403);
    }
    // The import is not reachable through the other project's own path either.
    const across = await f.call('GET', `/api/v1/projects/{id}/registrations/imports/${uid}`, {
      tokens: f.stranger.tokens,
      project: f.otherProjectId,
    });
    expect(across.statusCode).toBe(404);
    expect(await workersNamed('Park')).toEqual([]);
  });
});
