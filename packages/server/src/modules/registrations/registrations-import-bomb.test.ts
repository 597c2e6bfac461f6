import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { registrationsFixture, type ApiErrors } from './registrations-fixture.ts';
import { importCalls } from './registrations-import-fixture.ts';

/**
 * A real zip bomb against the Excel import: test/fixtures/zip-bomb.xlsx was made by Info-ZIP
 * (`zip -9 -r`) from a workbook whose sheet was replaced by 2 GiB of zeros — 2 MB on disk. As made
 * it declares its size, and the reader refuses it before inflating; with its sizes rewritten to
 * lie (1 KiB, the classic trick), inflation itself must stop at the cap. Either way the answer is
 * the usual refusal, nothing is written, and the process grows by megabytes, not gigabytes.
 */
const BOMB = readFileSync(
  path.resolve(import.meta.dirname, '../../../test/fixtures/zip-bomb.xlsx'),
);
const SHEET = 'xl/worksheets/sheet1.xml';

/** The bomb with its sheet's sizes (central directory and local header) claiming 1 KiB. */
function lying(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at + 46 < out.length; at += 1) {
    if (out.readUInt32LE(at) === 0x02014b50) {
      const nameLength = out.readUInt16LE(at + 28);
      if (out.toString('utf8', at + 46, at + 46 + nameLength) !== SHEET) continue;
      out.writeUInt32LE(1024, at + 24);
      const local = out.readUInt32LE(at + 42);
      out.writeUInt32LE(1024, local + 22);
    }
  }
  return out;
}

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
let calls: ReturnType<typeof importCalls>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
  calls = importCalls(t, f);
});
afterAll(() => t.close());

describe('a 2 MB workbook that inflates to 2 GiB', () => {
  it.each([
    ['as the zip tool made it', BOMB],
    ['lying about its size', lying(BOMB)],
  ])('%s: refused, nothing written, memory bounded', async (_name, bytes) => {
    expect(bytes.length).toBeLessThan(3 * 1024 * 1024);
    global.gc?.();
    const before = process.memoryUsage();
    const imports = await calls.countImports();
    const res = await calls.upload(bytes);
    const after = process.memoryUsage();
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrors>().errors[0]?.errorMessage).toMatch(
      /^There was an error processing the file\./,
    );
    expect(await calls.countImports()).toBe(imports);
    // The caps are 32 MiB a part and 64 MiB in all: far from the 2 GiB the part holds.
    const grownMiB = (after.rss - before.rss) / 1024 / 1024;
    expect(grownMiB).toBeLessThan(256);
  });
});
