import {
  CONTRACT_MESSAGES,
  PLAN_MESSAGES,
  type ApiError,
  type PlanUploadResult,
  type TokenResponse,
} from '@siteline/shared';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../../../test/factories.ts';
import { contractsKit } from './contracts-fixture.ts';
import { xlsx, xlsxParts, zip } from './workforce-plan-fixture.ts';

let t: TestApp;
let mine: number;
let theirs: number;
let manager: TokenResponse;
const contract = { concrete: 0, pumping: 0, drywall: 0, theirs: 0 };

const kit = contractsKit(() => t);
const { member, insertContract } = kit;
const planRows = () => kit.planRows(mine);

const planUrl = (projectId = mine) => `/api/v1/project/${projectId}/workforce-plan`;

function upload(body: Buffer | string, tokens = manager, type = 'application/octet-stream') {
  return t.app.inject({
    method: 'POST',
    url: `${planUrl()}/upload`,
    headers: { ...bearer(tokens), 'content-type': type },
    payload: body,
  });
}

const HEADER = 'Contract ID,Contract,Date,Planned Headcount,Planned Hours';

beforeAll(async () => {
  t = await buildTestApp();
  mine = await createProject(t.db);
  theirs = await createProject(t.db);
  contract.concrete = await insertContract(mine, 'Atlas - Concrete');
  contract.pumping = await insertContract(mine, 'Pinnacle - Pumping', contract.concrete);
  contract.drywall = await insertContract(mine, 'Summit - Drywall');
  contract.theirs = await insertContract(theirs, 'Their - Concrete');
  manager = await member([mine], ['ManageContractsNoValues']);
}, 60_000);
afterAll(() => t.close());

describe('the plan upload', () => {
  it('writes a CSV (ids or names, ISO or US dates) as the upload source', async () => {
    const csv = [
      HEADER,
      `${contract.concrete},,2026-11-23,12,96`,
      `,"Summit - Drywall",11/24/2026,5,40`,
      `,pinnacle - pumping,11/25/26,3,24`,
      `${contract.drywall},,2026-11-26,,`,
    ].join('\r\n');
    const res = await upload(`\uFEFF${csv}`, manager, 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PlanUploadResult>()).toEqual({
      RowsRead: 4,
      RowsSkipped: 1,
      DaysWritten: 3,
      DateCount: 3,
      ContractCount: 3,
      FirstDate: '2026-11-23',
      LastDate: '2026-11-25',
    });
    const rows = await planRows();
    expect(
      rows
        .filter((r) => r.source === 'upload')
        .map((r) => [r.contract_id, r.plan_date, r.planned_hours]),
    ).toEqual([
      [contract.concrete, '2026-11-23', '96.00'],
      [contract.pumping, '2026-11-25', '24.00'],
      [contract.drywall, '2026-11-24', '40.00'],
    ]);
  });

  it('writes an .xlsx (dates as Excel serial numbers), replacing the days it names', async () => {
    const file = xlsx([
      ['Contract ID', 'Contract', 'Date', 'Planned Headcount', 'Planned Hours'],
      [contract.concrete, 'Atlas - Concrete', 46349, 20, 160], // 2026-11-23
      [contract.concrete, null, '2026-11-27', 6, 48.25],
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PlanUploadResult>().DaysWritten).toBe(2);
    const day = (await planRows()).find(
      (r) => r.contract_id === contract.concrete && r.plan_date === '2026-11-23',
    );
    expect(day).toMatchObject({ planned_headcount: 20, planned_hours: '160.00', source: 'upload' });
  });

  it('lists every bad row and writes nothing when one is bad', async () => {
    const before = await planRows();
    const csv = [
      HEADER,
      `${contract.concrete},,2026-11-30,1,8`,
      `${contract.theirs},,2026-11-30,1,8`,
      `,No Such Contract,2026-11-30,1,8`,
      `${contract.drywall},,31/12/2026,1,8`,
      `${contract.drywall},,2025-01-01,1,8`,
      `${contract.drywall},,2026-12-01,two,8`,
      `${contract.drywall},,2026-12-02,1,30`,
      `${contract.concrete},,2026-11-30,2,16`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    const errors = res.json<ApiError>().errors;
    expect(errors[0]?.errorMessage).toBe(CONTRACT_MESSAGES.fileProcessing);
    expect(errors.slice(1).map((e) => e.field)).toEqual([
      'row.3.Contract ID',
      'row.4.Contract',
      'row.5.Date',
      'row.6.Date',
      'row.7.Planned Headcount',
      'row.8.Planned Hours',
      'row.9.Date',
    ]);
    expect(errors[2]?.errorMessage).toBe(`Row 4, Contract: ${PLAN_MESSAGES.contractNameUnknown}`);
    expect(errors[7]?.errorMessage).toBe(
      `Row 9, Date: This contract and date are already on row 2.`,
    );
    expect(await planRows()).toEqual(before);
  });

  it('refuses files that are not a plan: no header, empty, binary, too large', async () => {
    const before = await planRows();
    const cases: [Buffer | string, string][] = [
      ['Name,When\nx,y', PLAN_MESSAGES.fileHeader],
      [HEADER, PLAN_MESSAGES.fileEmpty],
      [Buffer.from([0, 1, 2, 3, 255, 254]), PLAN_MESSAGES.fileUnreadable],
      [
        `${HEADER}\n${`${contract.concrete},,2026-11-30,1,8\n`.repeat(20_001)}`,
        PLAN_MESSAGES.fileTooManyRows,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await upload(body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().errors.map((e) => e.errorMessage)).toEqual([
        CONTRACT_MESSAGES.fileProcessing,
        message,
      ]);
    }
    // Too large: 413, with the limit in words.
    const large = await upload(`${HEADER}\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json<ApiError>().errors.map((e) => e.errorMessage)).toEqual([
      CONTRACT_MESSAGES.fileProcessing,
      PLAN_MESSAGES.fileTooLarge,
    ]);
    // A JSON body is no file.
    const json = await t.app.inject({
      method: 'POST',
      url: `${planUrl()}/upload`,
      headers: bearer(manager),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
    // Far past the limit: refused before it is read.
    expect((await upload(Buffer.alloc(5 * 1024 * 1024, 65))).statusCode).toBe(413);
    expect(await planRows()).toEqual(before);
  });

  it('refuses hostile workbooks: a zip bomb, a part that lies about its size, a DOCTYPE', async () => {
    const rows = [
      ['Contract ID', 'Contract', 'Date', 'Planned Headcount', 'Planned Hours'],
      [contract.concrete, null, '2026-11-30', 1, 8],
    ];
    // 200 MB of zeros deflate to about 200 KB: refused by its stated size before inflating.
    const bomb = zip([
      ...xlsxParts(rows),
      { name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(200 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // The same bytes claiming to be small: inflation stops at the stated size.
    const liar = zip(
      xlsxParts(rows).map((p) =>
        p.name === 'xl/worksheets/sheet1.xml'
          ? { ...p, data: `${p.data as string}${' '.repeat(10_000_000)}`, statedSize: 1000 }
          : p,
      ),
    );
    const doctype = zip(
      xlsxParts(rows).map((p) =>
        p.name === 'xl/sharedStrings.xml'
          ? { ...p, data: `<!DOCTYPE x [<!ENTITY a "aaaa">]>${p.data as string}` }
          : p,
      ),
    );
    const many = zip(Array.from({ length: 2_001 }, (_, i) => ({ name: `x/${i}.xml`, data: '' })));
    const before = await planRows();
    for (const file of [bomb, liar, doctype, many]) {
      const res = await upload(file);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().errors[1]?.errorMessage).toBe(PLAN_MESSAGES.fileUnreadable);
    }
    expect(await planRows()).toEqual(before);
  });

  it('answers a file far past the limit with 413 and its words, over a real connection', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.alloc(11 * 1024 * 1024, 'x');
    // The client is still sending when the server has read enough to refuse it: it must read
    // the answer, not have its connection reset.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${planUrl()}/upload`,
          headers: { ...bearer(manager), 'content-type': 'application/octet-stream' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({
      errors: [{ errorMessage: PLAN_MESSAGES.fileTooLarge }],
    });
  });
});
