import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { readSheetFile } from '../../packages/server/src/lib/sheet-file.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

/** The rows of a downloaded .xlsx or CSV (the server's own reader, which trusts nothing). */
async function rowsOf(download: Promise<Download>) {
  const bytes = await readFile(await (await download).path());
  return readSheetFile(bytes, { rows: 100_000, columns: 30 }).map((r) => r.cells);
}

/** How many rows a report's grid holds: its pager's count, or its rows when it has no pager. */
async function gridRows(page: Page, table: string): Promise<number> {
  const grid = page.getByRole('table', { name: table });
  await expect(grid).toBeVisible();
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  const pager = page.getByText(/^\d+–\d+ of [\d,]+$/);
  if (await pager.isVisible()) {
    return Number(/of ([\d,]+)/.exec(await pager.innerText())![1]!.replace(/,/g, ''));
  }
  return grid.locator('tbody tr.sl-grid-row').count();
}

/** The CSV and the Excel file of the report on screen: the CSV's data rows, the sheet's title. */
async function files(page: Page) {
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const lines = (await rowsOf(csv)).slice(1).filter((r) => r[0] !== 'Total');
  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const sheet = await rowsOf(excel);
  return { csvRows: lines.length, title: sheet[0]?.[0] };
}

/**
 * Refreshes the report and waits until its new answer is on the screen: Refresh always asks the
 * server again (refetch), and the figures read after it must be of that answer, not the last one.
 */
async function refresh(page: Page) {
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' &&
      /\/api\/v[12]\/(project|projects|report|reports)\/\d+\/(reports\/(?!tag-types)|worker-timesheets|adhoc_reports|zoneTimesheets|alert)/.test(
        new URL(r.url()).pathname,
      ),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await answer).ok()).toBe(true);
  // The answer's render: React commits it before the next frames are drawn.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

async function openReport(page: Page, name: string) {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/home/);
});

// spec 001 §2–§4: the address follows the parameters, the report says it is edited until it is
// refreshed, and its files hold the figures on the screen.
test('the daily headcount: trades change, edited until refreshed, Excel and CSV with the screen’s total', async ({
  page,
}) => {
  await openReport(page, 'Daily headcount');
  const totals = page.getByTestId('reports-daily-totals');
  await expect(totals).toContainText('Total: ');
  const total = async () =>
    Number(/Total: ([\d,]+)/.exec(await totals.innerText())![1]!.replace(/,/g, ''));
  const workforce = await total();
  expect(workforce).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Trades' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page).toHaveURL(/tradeFilter=2/);
  await expect(page.getByText('Edited', { exact: true })).toBeVisible();
  // The files are of the report as loaded: offered again once it is refreshed.
  await expect(page.getByRole('button', { name: 'Excel', exact: true })).toBeDisabled();
  await refresh(page);
  await expect(page.getByText('Edited', { exact: true })).toBeHidden();
  await expect.poll(total).toBeGreaterThanOrEqual(workforce);
  const all = await total();

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const sheet = await rowsOf(excel);
  expect(sheet[0]?.[0]).toBe('Daily headcount');
  expect(sheet.find((r) => r[0] === 'Trades')?.[1]).toBe('All');
  expect(Number(sheet.find((r) => r[0] === 'Total')?.[8])).toBe(all);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const lines = await rowsOf(csv);
  expect(lines[0]?.slice(0, 2)).toEqual(['Company', 'Prime company']);
  expect(Number(lines.find((r) => r[0] === 'Total')?.[8])).toBe(all);

  // For the site office's wall, and the SafeProx wearers' workbook.
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const printed = await readFile(await (await pdf).path());
  expect(printed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const safeProx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'SafeProx Excel' }).click();
  expect((await rowsOf(safeProx))[0]?.[0]).toBe('Daily headcount (SafeProx)');

  // Leaving the report clears its parameters (spec 001 §2).
  await openReport(page, 'Weekly headcount');
  await expect(page).not.toHaveURL(/tradeFilter/);
  await openReport(page, 'Daily headcount');
  await expect(page).not.toHaveURL(/tradeFilter/);
});

test('timesheets: the range limit in the spec’s words, a contract, and files with every row of the screen', async ({
  page,
}) => {
  await openReport(page, 'Timesheets');
  const totals = page.getByTestId('reports-timesheets-totals');
  await expect(totals).toBeVisible();
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  const end = await to.inputValue();
  const shift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  await from.fill(shift(end, -90));
  await expect(
    page.getByText('With no contract selected date range must be 90 days or less.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await from.fill(shift(end, -2));
  await expect(page).toHaveURL(new RegExp(`startDate=${shift(end, -2)}`));

  await page.getByRole('combobox', { name: 'Contract' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/contractId=\d+/);
  await expect(page.getByText('Edited', { exact: true })).toBeVisible();
  await refresh(page);
  await expect(page.getByText('Edited', { exact: true })).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Worker-days' }).locator('tbody tr').first(),
  ).toBeVisible();
  const words = await totals.innerText();
  const [, rows, , , net] =
    /([\d,]+) worker-days of ([\d,]+) workers: ([\d,.]+) gross hours, ([\d,.]+) on-site net hours/.exec(
      words,
    )!;

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const lines = await rowsOf(csv);
  const header = lines[0]!;
  expect(header).toContain('On-site net hours');
  const data = lines.slice(1);
  expect(data.length).toBe(Number(rows!.replace(/,/g, '')));
  const netColumn = header.indexOf('On-site net hours');
  const hundredths = data.reduce((sum, r) => sum + Math.round(Number(r[netColumn]) * 100), 0);
  expect((hundredths / 100).toFixed(2)).toBe(net!.replace(/,/g, ''));

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const sheet = await rowsOf(excel);
  const headerRow = sheet.findIndex((r) => r[0] === 'Worker');
  expect(sheet.length - headerRow - 1).toBe(data.length);

  // A row opens the worker's timesheets.
  await page.getByRole('table', { name: 'Worker-days' }).locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/directory\/worker\/\d+\/timesheets/);
});

test('the other reports open with their figures and keep their ranges in the address', async ({
  page,
}) => {
  await openReport(page, 'Weekly headcount');
  await expect(page.getByTestId('reports-weekly-totals')).toContainText('Five-day mean');
  await page.getByLabel('Any day of the week').fill('2026-11-04');
  await expect(page).toHaveURL(/weeklyDate=2026-11-04/);
  await refresh(page);
  await expect(page.getByTestId('reports-weekly-totals')).toContainText('2026-11-01 to 2026-11-07');
  const weeklyRows = await gridRows(page, 'Headcount per contract per day');
  const weekly = await files(page);
  expect(weekly.title).toBe('Weekly headcount');
  expect(weekly.csvRows).toBe(weeklyRows);

  await openReport(page, 'Completion');
  await expect(page.getByTestId('reports-completion-total')).toContainText('actual hours against');
  await expect(
    page
      .getByRole('table', { name: 'Planned and actual hours per contract' })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();

  const completionRows = await gridRows(page, 'Planned and actual hours per contract');
  const completion = await files(page);
  expect(completion.title).toBe('Completion');
  expect(completion.csvRows).toBe(completionRows);

  await openReport(page, 'Zone timesheets');
  await expect(
    page.getByRole('table', { name: 'Hours per worker per zone' }).locator('tbody tr').first(),
  ).toBeVisible();

  const everyZone = await gridRows(page, 'Hours per worker per zone');
  // Two zones from the tree (Level 1 takes the loading dock inside it): the address follows,
  // Edited until refreshed, then only their rows.
  await page.getByRole('combobox', { name: 'Zones' }).click();
  await page.getByRole('option', { name: 'Laydown Yard', exact: true }).click();
  await page.getByRole('option', { name: 'Level 1', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/projectZonesIds=/);
  await expect(page.getByText('Edited', { exact: true })).toBeVisible();
  await refresh(page);
  await expect(page.getByText('Edited', { exact: true })).toBeHidden();
  const grid = page.getByRole('table', { name: 'Hours per worker per zone' });
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  const zonesRows = await gridRows(page, 'Hours per worker per zone');
  expect(zonesRows).toBeGreaterThan(0);
  expect(zonesRows).toBeLessThan(everyZone);
  const shown = await grid.locator('tbody tr.sl-grid-row td:first-child').allInnerTexts();
  expect(new Set(shown).size).toBeGreaterThan(0);
  for (const zone of shown) {
    expect(['Laydown Yard', 'Level 1', 'Level 1 - Loading Dock']).toContain(zone.trim());
  }
  const zones = await files(page);
  expect(zones.title).toBe('Zone timesheets');
  expect(zones.csvRows).toBe(zonesRows);

  await openReport(page, 'Undetected devices');
  await expect(page.getByRole('table', { name: 'Badges no reader saw' })).toBeVisible();

  const undetectedRows = await gridRows(page, 'Badges no reader saw');
  const undetected = await files(page);
  expect(undetected.title).toBe('Undetected devices');
  expect(undetected.csvRows).toBe(undetectedRows);

  await page.getByRole('navigation').getByRole('link', { name: 'Alerts report' }).click();
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Resolved' }).uncheck();
  await expect(page).toHaveURL(/alertStatusIds=1%2C3|alertStatusIds=1,3/);
  await refresh(page);
  await expect(page.getByText('Edited', { exact: true })).toBeHidden();
  const alertsRows = await gridRows(page, 'Alerts raised in the range');
  const alerts = await files(page);
  expect(alerts.title).toBe('Alerts');
  expect(alerts.csvRows).toBe(alertsRows);
});
