import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { toXlsx, type XlsxCellValue } from '../../packages/shared/src/common/xlsx.ts';
import { readSheetFile } from '../../packages/server/src/lib/sheet-file.ts';
import { readZipParts } from '../../packages/server/src/lib/zip-parts.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

const UNKNOWN_COMPANY = 'Northside Scaffolding LLC';

/** The template the page hands out: its headers and the first contract of its Contract list. */
async function readTemplate(path: string) {
  const bytes = await readFile(path);
  const [header] = readSheetFile(bytes, { rows: 5, columns: 200 });
  const lists = readZipParts(bytes, (name) => name === 'xl/worksheets/sheet2.xml').get(
    'xl/worksheets/sheet2.xml',
  );
  const contract = (/<c r="B2"[^>]*><is><t[^>]*>([^<]+)<\/t>/.exec(lists ?? '')?.[1] ?? '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
  return { headers: header?.cells ?? [], contract };
}

test('a manager imports a 200-row Excel file with three bad rows, fixes one, imports the rest', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Registrations', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/registrations\/import$/);

  // Stage one: the template comes from the project's own fields.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = await readTemplate(await (await download).path());
  expect(template.headers.slice(0, 2)).toEqual(['Company', 'Contract']);
  // The badge each worker gets, last: a crew badged in the same file.
  expect(template.headers.slice(-2)).toEqual(['Tag', 'Tag type']);
  expect(template.contract).not.toBe('');
  const company = template.contract.split(' - ')[0] ?? '';

  // 200 workers; rows 11 and 21 lack a last name, row 31 is under a company the project lacks.
  const rows: XlsxCellValue[][] = Array.from({ length: 200 }, (_, i) =>
    template.headers.map((header) => {
      const name = header.replace(/\s*\*$/, '');
      if (name === 'Company') return i === 29 ? UNKNOWN_COMPANY : company;
      if (name === 'Contract') return i === 29 ? null : template.contract;
      if (name === 'First name') return `Imported${i + 1}`;
      if (name === 'Last name') return i === 9 || i === 19 ? null : `Crew${stamp}`;
      if (name === 'Tag') return i >= 195 ? `E2E-${stamp}-${i + 1}` : null;
      if (name === 'Tag type') return i >= 195 ? 'NFC Card' : null;
      if (name === 'Mobile phone') {
        return `(555) ${String(200 + (i % 700)).padStart(3, '0')}-${String((Date.now() % 9000) + i).padStart(4, '0')}`;
      }
      return null;
    }),
  );
  const file = Buffer.from(toXlsx({ headers: template.headers, rows }, 'Workers'));
  await page.getByTestId('import-file').setInputFiles({
    name: `crew-${stamp}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Check file' }).click();

  // Stage two: every row with its status.
  const counts = page.getByTestId('import-counts');
  await expect(counts).toContainText('197 ready');
  await expect(counts).toContainText('1 waiting for a contract');
  await expect(counts).toContainText('2 with errors');
  await page.getByRole('button', { name: 'Errors' }).click();
  await expect(page.getByTestId('import-row-11')).toContainText('Last name is required.');
  await expect(page.getByTestId('import-row-21')).toContainText('Last name is required.');

  // Fix the pending row: its company goes to a contract of the project.
  await expect(page.getByText(`${UNKNOWN_COMPANY}: 1 row`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Contract' }).click();
  await page.getByRole('option', { name: template.contract, exact: true }).click();
  await page.getByRole('button', { name: 'Save contracts' }).click();
  await expect(page.getByText('Contracts saved.')).toBeVisible();
  await expect(counts).toContainText('198 ready');

  // Stage three: the ready rows become workers; the two with errors do not.
  await page.getByRole('button', { name: 'Import 198 workers' }).click();
  await expect(page.getByText('198 workers registered.')).toBeVisible();
  await expect(page.getByText('2 rows were left out.')).toBeVisible();
  await expect(counts).toContainText('198 imported');

  // The history keeps the file and what became of it.
  await page.getByRole('button', { name: 'Import another file' }).click();
  const history = page.getByRole('table', { name: 'Imports' });
  await expect(history.getByRole('row', { name: new RegExp(`crew-${stamp}`) })).toContainText(
    '198 of 200 rows imported',
  );

  // The workers are in the directory.
  await page.goto(page.url().replace(/\/registrations\/import.*$/, '/directory/recent'));
  // Newest first: the last row of the file heads the list, badged from the file.
  await expect(page.getByText(`Imported200 Crew${stamp}`)).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Imported200 Crew${stamp}`) }),
  ).toContainText('Has a badge');
});
