import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationImport, RegistrationImportResult } from '@siteline/shared';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { readSheetFile } from '../../lib/sheet-file.ts';
import { registrationsFixture } from './registrations-fixture.ts';
import { importCalls, sheet } from './registrations-import-fixture.ts';

// Badges for a crew in minutes: the import's Tag and Tag type columns, checked like every other
// column at stage two and handed out at stage three — no trip to each worker's Tags tab.
let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
let calls: ReturnType<typeof importCalls>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
  calls = importCalls(t, f);
});
afterAll(() => t.close());

const HEADERS = ['Company', 'First name *', 'Last name *', 'Tag', 'Tag type'];

describe('the import’s badge columns', () => {
  it('refuses an unknown type, a tag held already and a tag twice; badges the rest', async () => {
    const acme = `Acme Concrete ${f.projectId}`;
    // A tag someone on the project holds today.
    const holder = await t.db
      .insertInto('workers')
      .values({
        project_id: f.projectId,
        contract_id: f.acmeContract,
        first_name: 'Hal',
        last_name: 'Holder',
      })
      .returning('worker_id')
      .executeTakeFirstOrThrow();
    const tag = await t.db
      .insertInto('tags')
      .values({ project_id: f.projectId, tag: 'HELD-1', tag_type_id: 1 })
      .returning('tag_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('worker_tags')
      .values({
        project_id: f.projectId,
        worker_id: holder.worker_id,
        tag_id: tag.tag_id,
        start_date: '2020-01-01',
      })
      .execute();

    const res = await calls.upload(
      sheet(
        [
          [acme, 'Ana', 'Tagged', 'IMP-001', 'NFC Card'],
          [acme, 'Ben', 'Tagged', 'IMP-002', null],
          [acme, 'Cy', 'Tagged', 'IMP-003', 'Laser Badge'],
          [acme, 'Dee', 'Tagged', 'held-1', null],
          [acme, 'Eve', 'Tagged', 'IMP-001', null],
          [acme, 'Fay', 'Tagged', null, null],
        ],
        HEADERS,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<RegistrationImport>();
    const byRow = new Map(data.Workers.map((w) => [w.RowNumber, w]));
    expect(byRow.get(2)).toMatchObject({ ImportStatus: 0, Tag: 'IMP-001', Errors: [] });
    expect(byRow.get(3)).toMatchObject({ ImportStatus: 0, Tag: 'IMP-002', Errors: [] });
    expect(byRow.get(4)?.Errors).toEqual([
      'Laser Badge is not a tag type: choose one from the list.',
    ]);
    expect(byRow.get(5)?.Errors).toEqual(['Tag held-1 is already held by Hal Holder.']);
    expect(byRow.get(6)?.Errors).toEqual(['The same tag is on row 2.']);
    expect(byRow.get(7)).toMatchObject({ ImportStatus: 0, Tag: null, Errors: [] });

    const done = await f.call(
      'POST',
      `/api/v1/projects/{id}/registrations/imports/${data.BlobUid}/import`,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<RegistrationImportResult>().Imported).toBe(3);
    const badges = await t.db
      .selectFrom('worker_tags as wt')
      .innerJoin('tags as t', 't.tag_id', 'wt.tag_id')
      .innerJoin('workers as w', 'w.worker_id', 'wt.worker_id')
      .select(['w.first_name', 't.tag', 't.tag_type_id'])
      .where('wt.project_id', '=', f.projectId)
      .where('w.last_name', '=', 'Tagged')
      .orderBy('w.first_name')
      .execute();
    expect(badges).toEqual([
      { first_name: 'Ana', tag: 'IMP-001', tag_type_id: 2 },
      { first_name: 'Ben', tag: 'IMP-002', tag_type_id: 1 },
    ]);
    const log = await t.db
      .selectFrom('worker_changelog as c')
      .innerJoin('workers as w', 'w.worker_id', 'c.worker_id')
      .select('c.new_value')
      .where('w.first_name', '=', 'Ana')
      .where('c.field_name', '=', 'Tag')
      .execute();
    expect(log).toEqual([{ new_value: 'IMP-001' }]);
  });

  it('puts the columns in the template, the type as a drop-down', async () => {
    const res = await f.call('GET', '/api/v1/projects/{id}/registrations/import-template');
    expect(res.statusCode).toBe(200);
    const [header] = readSheetFile(res.rawPayload, { rows: 10, columns: 200 });
    expect(header?.cells.slice(-2)).toEqual(['Tag', 'Tag type']);
    const lists = strFromU8(unzipSync(res.rawPayload)['xl/worksheets/sheet2.xml']!);
    expect(lists).toContain('NFC Card');
  });
});
