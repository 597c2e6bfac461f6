import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { contractPlan } from '../support/demo-database.ts';
import { PROJECTS, signedIn } from '../support/session.ts';
import { siteDate } from '../support/site-time.ts';

const LAKEWOOD_CLOCK = { timeZoneId: 'America/Denver', boundaryHour: 3 };

/** The contracts summary's row of a contract: its id (from its link) and planned hours to date. */
async function summaryRow(page: Page, name: string) {
  const row = page.getByRole('table').getByRole('row').filter({ hasText: name }).first();
  const href = (await row.locator('td:first-child a').getAttribute('href')) ?? '';
  const planned = await row.locator('td:nth-child(4)').innerText();
  return { contractId: Number(/\/contracts\/(\d+)\//.exec(href)?.[1]), planned };
}

// spec 001 §3–§4, issue 27: a P6 schedule of the project through Import, Map Contracts, Review and
// Complete; the contracts summary then plans with it.
test('a manager imports the project’s P6 schedule in four steps and the contracts summary plans with it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.lakewood).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);

  await page.getByRole('navigation').getByText('Integrations').click();
  await expect(page).toHaveURL(/\/integrations\/providers$/);
  const p6 = page.getByRole('region', { name: 'Primavera P6' });
  await expect(p6).toContainText('No schedule processed yet');
  await p6.getByRole('link', { name: 'Import a schedule' }).click();
  await expect(page).toHaveURL(/\/integrations\/steps\/import\?serviceProviderId=3$/);
  await expect(page.getByRole('heading', { name: 'Import a Primavera P6 schedule' })).toBeVisible();
  for (const label of ['Import', 'Map Contracts', 'Review', 'Complete']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  // A file whose name lacks "xml" is marked invalid and cannot be uploaded.
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: 'schedule.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByTestId('integrations-chosen-file')).toContainText('Invalid file');
  await expect(upload).toBeDisabled();

  // Leaving with a chosen file asks first.
  await page.getByRole('navigation').getByText('Home').click();
  const prompt = page.getByRole('dialog');
  await expect(
    prompt.getByText('You have unsaved data. Are you sure you want to leave this page?'),
  ).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/steps\/import/);

  // The project's own schedule, as P6 exports it (made by the server from the project's plan).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Download a sample from this project's plan" }).click(),
  ]);
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/p6-sample\.xml$/);
  const xml = await readFile(await download.path());
  expect(xml.toString()).toContain('<APIBusinessObjects');
  await chooser.setInputFiles({ name: fileName, mimeType: 'application/xml', buffer: xml });
  await expect(page.getByTestId('integrations-chosen-file')).not.toContainText('Invalid');
  await upload.click();

  // Map Contracts: unmapped first, the best guesses shown and saved as they are.
  await expect(page).toHaveURL(/\/steps\/map-contracts\?serviceProviderId=3&fileImportId=\d+$/);
  await expect(page.getByText('Best-guess mappings are inactive until saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unmapped' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Best guess').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Contractor mappings have been saved successfully.')).toBeVisible();

  // Review: the preview, nothing written yet.
  await expect(page).toHaveURL(/\/steps\/review\?serviceProviderId=3&fileImportId=\d+$/);
  await expect(page.getByTestId('integrations-review-file')).toContainText(fileName);
  const contracts = page.getByTestId('integrations-preview-contracts');
  await expect(contracts).toBeVisible();
  const first = contracts.getByRole('row').nth(1);
  const contractName = await first.getByRole('rowheader').innerText();
  const days = Number(await first.locator('td').nth(3).innerText());
  expect(days).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Process file' }).click();

  // Complete, then the contracts summary with the imported plan.
  await expect(page).toHaveURL(/\/steps\/complete\?serviceProviderId=3&fileImportId=\d+$/);
  await expect(page.getByRole('heading', { name: 'The schedule is in the plan' })).toBeVisible();
  await expect(page.getByTestId('integrations-complete-summary')).toContainText(fileName);
  await page.getByRole('button', { name: 'Open the contracts summary' }).click();
  await expect(page).toHaveURL(/\/contracts-summary/);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: contractName }),
  ).toBeVisible();
  const row = await summaryRow(page, contractName);
  const plan = await contractPlan(row.contractId, siteDate(LAKEWOOD_CLOCK));
  expect(plan.importedDays).toBe(days);
  // As the summary writes hours: at most one decimal.
  expect(row.planned).toBe(
    new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(plan.hoursToDate),
  );

  // The uploads history shows the file processed, with what it wrote.
  await page.getByRole('navigation').getByText('Integrations').click();
  await expect(p6).toContainText(`In the plan: ${fileName}`);
  await p6.getByRole('link', { name: 'File uploads' }).click();
  await expect(page.getByRole('heading', { name: 'Primavera P6 file uploads' })).toBeVisible();
  const processed = page
    .getByTestId('integrations-uploads')
    .getByRole('row')
    .filter({ hasText: fileName });
  await expect(processed).toContainText('Processed');
  await expect(processed).toContainText('contract-days');
  await page.getByRole('button', { name: 'Back to integrations' }).click();
  await expect(page).toHaveURL(/\/integrations\/providers$/);
});
