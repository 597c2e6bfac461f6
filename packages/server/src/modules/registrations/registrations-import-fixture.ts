import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { toXlsx, type XlsxCellValue } from '@siteline/shared/common/xlsx';
import { bearerFor, type TestApp } from '../../../test/app.ts';
import { multipartFile } from '../workers/workers-badges-fixture.ts';
import type { registrationsFixture } from './registrations-fixture.ts';

/** Files for the import's tests: workbooks made here, uploaded as a browser's FormData does. */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const HEADERS = [
  'Company',
  'Contract',
  'First name *',
  'Last name *',
  'Date of birth',
  'Mobile phone',
  'New hire',
  'State',
];

export const sheet = (rows: XlsxCellValue[][], headers: readonly string[] = HEADERS) =>
  toXlsx({ headers, rows }, 'Workers');

/** The workbook with its sheet's XML edited (a formula, a DOCTYPE…). */
export function patched(bytes: Uint8Array, edit: (xml: string) => string): Uint8Array {
  const parts = unzipSync(bytes);
  parts['xl/worksheets/sheet1.xml'] = strToU8(edit(strFromU8(parts['xl/worksheets/sheet1.xml']!)));
  return zipSync(parts);
}

type Fixture = Awaited<ReturnType<typeof registrationsFixture>>;

export function importCalls(t: TestApp, f: Fixture) {
  function upload(
    bytes: Buffer | Uint8Array,
    options: { name?: string; tokens?: Fixture['registrar']['tokens']; project?: number } = {},
  ) {
    const { payload, contentType } = multipartFile(
      Buffer.from(bytes),
      options.name ?? 'crew.xlsx',
      XLSX,
    );
    const url = `/api/v1/projects/${options.project ?? f.projectId}/registrations/imports`;
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...bearerFor(url, options.tokens ?? f.registrar.tokens),
        'content-type': contentType,
      },
      payload,
    });
  }

  const workersNamed = (lastName: string) =>
    t.db
      .selectFrom('workers')
      .selectAll()
      .where('project_id', '=', f.projectId)
      .where('last_name', '=', lastName)
      .execute();

  const countImports = async () =>
    Number(
      (
        await t.db
          .selectFrom('registration_imports')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return { upload, workersNamed, countImports };
}
