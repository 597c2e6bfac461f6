/**
 * Import from Excel at size: the project's template is downloaded over HTTP, filled with 5,000
 * workers (every column, choices from the template's own drop-down lists, unique names and phones,
 * a few companies the project does not know), then validated (stage two) and imported (stage
 * three) over real HTTP on loopback. Reports each stage's wall time and the rows' statuses.
 *   npm run registrations-import -w @siteline/bench [-- --rows 5000 --runs 3]
 */
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';
import { toXlsx, type XlsxCellValue } from '../../packages/shared/src/common/xlsx.ts';
import type { RegistrationImport } from '../../packages/shared/src/index.ts';
import { readSheetFile } from '../../packages/server/src/lib/sheet-file.ts';
import { readZipParts } from '../../packages/server/src/lib/zip-parts.ts';
import { startBenchServer } from '../lib/server.ts';
import { signIn } from '../lib/sign-in.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FIRST = [
  'Ana',
  'Bruno',
  'Carmen',
  'Dario',
  'Elisa',
  'Felipe',
  'Gloria',
  'Hugo',
  'Ines',
  'Jorge',
];
const LAST = [
  'Alvarez',
  'Benitez',
  'Cruz',
  'Dominguez',
  'Espinoza',
  'Flores',
  'Guerrero',
  'Herrera',
];

/** The template's headers and, per column, its drop-down choices (from the Lists sheet). */
function readTemplate(bytes: Buffer) {
  const [header] = readSheetFile(bytes, { rows: 10, columns: 200 });
  const parts = readZipParts(bytes, (name) => name === 'xl/worksheets/sheet1.xml');
  const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
  // The Lists sheet read as a sheet of its own: swap it in as the first.
  const lists = new Map<number, string[]>();
  const listRows = readSheetFile(rebuiltListsWorkbook(bytes), { rows: 1000, columns: 200 });
  for (const m of sheet.matchAll(
    /sqref="([A-Z]+)2:[A-Z]+\d+"><formula1>Lists!\$([A-Z]+)\$2:\$[A-Z]+\$(\d+)</g,
  )) {
    const column = columnIndex(m[1]!);
    const listColumn = columnIndex(m[2]!);
    const values = listRows
      .slice(1)
      .map((row) => row.cells[listColumn] ?? '')
      .filter((v) => v !== '');
    lists.set(column, values);
  }
  return { headers: header?.cells ?? [], lists };
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The template with its relationship pointing the workbook's first sheet at the Lists sheet. */
function rebuiltListsWorkbook(bytes: Buffer): Buffer {
  const parts = readZipParts(bytes, () => true);
  const entries: Record<string, Uint8Array> = {};
  for (const [name, text] of parts) entries[name] = new TextEncoder().encode(text);
  entries['xl/_rels/workbook.xml.rels'] = new TextEncoder().encode(
    (parts.get('xl/_rels/workbook.xml.rels') ?? '').replace(
      'worksheets/sheet1.xml',
      'worksheets/sheet2.xml',
    ),
  );
  return Buffer.from(zip(entries));
}

function zip(entries: Record<string, Uint8Array>): Uint8Array {
  return zipSync(entries);
}

function cellFor(header: string, choices: string[] | undefined, n: number): XlsxCellValue {
  const name = header.replace(/\s*\*$/, '');
  if (choices && choices.length > 0) return choices[n % choices.length]!;
  switch (name) {
    case 'First name':
      return `${FIRST[n % FIRST.length]}${n}`;
    case 'Last name':
      return LAST[n % LAST.length]!;
    case 'Middle name':
      return null;
    case 'Mobile phone':
      return `(555) ${String(100 + (n % 900)).padStart(3, '0')}-${String(n).padStart(4, '0')}`;
    case 'Emergency contact phone':
      return '(555) 010-0000';
    default:
      break;
  }
  if (/mail/i.test(name)) return `worker${n}@crew.example`;
  if (/date|issued|expires/i.test(name))
    return new Date(Date.UTC(1970 + (n % 35), n % 12, 1 + (n % 28)));
  if (/number|zip|years/i.test(name)) return String(10000 + (n % 89999));
  return `${name} ${n % 50}`;
}

function workbook(template: ReturnType<typeof readTemplate>, rows: number, run: number) {
  const body: XlsxCellValue[][] = [];
  for (let i = 0; i < rows; i += 1) {
    const n = run * 1_000_000 + i;
    body.push(
      template.headers.map((header, column) => {
        // One row in 50 names a company the project does not know: pending a contract.
        if (column === 0 && i % 50 === 0) return 'Northside Scaffolding LLC';
        // A contract of the template's list, and its company (a contract reads "Company - Trade").
        const contracts = template.lists.get(1) ?? [];
        const contract = contracts[n % contracts.length] ?? '';
        if (column === 0) return contract.split(' - ')[0] ?? '';
        if (column === 1) return i % 50 === 0 ? null : contract;
        return cellFor(header, template.lists.get(column), n);
      }),
    );
  }
  return Buffer.from(toXlsx({ headers: template.headers, rows: body }, 'Workers'));
}

async function main() {
  const server = await startBenchServer({ jobs: false, realtime: false });
  try {
    const token = await signIn(server.url, 'manager@siteline.example');
    const auth = { authorization: `Bearer ${token}` };
    const projects = (await (
      await fetch(`${server.url}/api/v1/projects`, { headers: auth })
    ).json()) as {
      Data: { ProjectId: number; Title: string }[];
    };
    const project = projects.Data[0]!;
    const base = `${server.url}/api/v1/projects/${project.ProjectId}/registrations`;
    const templateRes = await fetch(`${base}/import-template`, { headers: auth });
    const template = readTemplate(Buffer.from(await templateRes.arrayBuffer()));
    console.log(
      `${project.Title}: template of ${template.headers.length} columns (${template.lists.size} with drop-downs); ${ROWS} rows per file, ${RUNS} runs`,
    );
    const results: {
      bytes: number;
      validate: number;
      imported: number;
      importMs: number;
      counts: string;
    }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const file = workbook(template, ROWS, run + 1);
      const form = new FormData();
      form.append('file', new Blob([file], { type: XLSX }), `crew-${run + 1}.xlsx`);
      let started = performance.now();
      const validated = await fetch(`${base}/imports`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const validateMs = performance.now() - started;
      if (validated.status !== 201)
        throw new Error(`validate: ${validated.status} ${await validated.text()}`);
      const data = (await validated.json()) as RegistrationImport;
      const c = data.Counts;
      if (c.Errors > 0) {
        const errors = await fetch(`${base}/imports/${data.BlobUid}?status=error`, {
          headers: auth,
        });
        console.log(
          JSON.stringify(((await errors.json()) as RegistrationImport).Workers.slice(0, 3)),
        );
      }
      started = performance.now();
      const imported = await fetch(`${base}/imports/${data.BlobUid}/import`, {
        method: 'POST',
        headers: auth,
      });
      const importMs = performance.now() - started;
      if (imported.status !== 200)
        throw new Error(`import: ${imported.status} ${await imported.text()}`);
      const result = (await imported.json()) as { Imported: number };
      results.push({
        bytes: file.length,
        validate: validateMs,
        imported: result.Imported,
        importMs,
        counts: `${c.Valid} valid, ${c.Pending} pending, ${c.Errors} errors`,
      });
      console.log(
        `run ${run + 1}: ${(file.length / 1024).toFixed(0)} KiB; validate ${(validateMs / 1000).toFixed(2)} s (${c.Valid} valid, ${c.Pending} pending, ${c.Errors} errors); import ${(importMs / 1000).toFixed(2)} s (${result.Imported} workers)`,
      );
      if (c.Errors > 0) {
        const errors = await fetch(`${base}/imports/${data.BlobUid}?status=error`, {
          headers: auth,
        });
        console.log(
          JSON.stringify(((await errors.json()) as RegistrationImport).Workers.slice(0, 3)),
        );
      }
    }
    const worst = (key: 'validate' | 'importMs') => Math.max(...results.map((r) => r[key]));
    console.log(
      `worst of ${RUNS}: validate ${(worst('validate') / 1000).toFixed(2)} s (target < 10 s), import ${(worst('importMs') / 1000).toFixed(2)} s (target < 30 s)`,
    );
  } finally {
    await server.stop();
  }
}

await main();
