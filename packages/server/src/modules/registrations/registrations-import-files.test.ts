import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationImport } from '@siteline/shared';
import { buildTestApp, bearerFor, type TestApp } from '../../../test/app.ts';
import { registrationsFixture, samplePdf, type ApiErrors } from './registrations-fixture.ts';
import { HEADERS, importCalls, patched, sheet } from './registrations-import-fixture.ts';

/** Import from Excel: hostile and broken files are refused cleanly and change nothing. */

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
let calls: ReturnType<typeof importCalls>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
  calls = importCalls(t, f);
});
afterAll(() => t.close());

describe('hostile and broken files are refused and change nothing', () => {
  const refused = async (bytes: Uint8Array | Buffer, message: string | RegExp, status = 400) => {
    const before = await calls.countImports();
    const res = await calls.upload(bytes);
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiErrors>().errors[0]?.errorMessage).toMatch(message);
    expect(await calls.countImports()).toBe(before);
  };

  it('a PDF renamed .xlsx', async () => {
    await refused(await samplePdf(), 'There was an error processing the file.');
  });

  it('a zip bomb: a part that inflates past the limit', async () => {
    const bomb = zipSync(
      { 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(bomb, 'There was an error processing the file.');
  });

  it('XML entities (a document type declaration)', async () => {
    const laughs = patched(sheet([['Acme', null, 'Ana', 'Ruiz']]), (xml) =>
      xml.replace(
        '<worksheet',
        '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><worksheet',
      ),
    );
    await refused(laughs, 'There was an error processing the file.');
  });

  it('a formula cell: the row says which cell, nothing is evaluated', async () => {
    const withFormula = patched(
      sheet([[`Acme Concrete ${f.projectId}`, null, 'Gus', 'Hale']]),
      (xml) =>
        xml.replace(
          /<c r="D2"[^]*?<\/c>/,
          '<c r="D2" t="str"><f>HYPERLINK("http://x","Hale")</f><v>Hale</v></c>',
        ),
    );
    const res = await calls.upload(withFormula);
    expect(res.statusCode).toBe(201);
    const row = res.json<RegistrationImport>().Workers[0];
    expect(row?.ImportStatus).toBe(1);
    expect(row?.Errors[0]).toBe('Last name (cell D2) holds a formula; type the value itself.');
  });

  it('a 50 MB file', async () => {
    await refused(Buffer.alloc(50 * 1024 * 1024, 65), 'The file is larger than 10 MB.', 413);
  });

  it('a file without the Company column or a required one, or without rows', async () => {
    await refused(
      sheet([['Ana', 'Ruiz']], ['First name', 'Last name']),
      'The file has no Company column.',
    );
    await refused(
      sheet([['Acme', 'Ana']], ['Company', 'First name']),
      'The file has no column for Last name.',
    );
    await refused(sheet([], HEADERS), 'The file has no workers under its header row.');
  });

  it('no file at all', async () => {
    const url = `/api/v1/projects/${f.projectId}/registrations/imports`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearerFor(url, f.registrar.tokens),
    });
    expect(res.statusCode).toBe(400);
  });
});
