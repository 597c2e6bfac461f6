import { expect, test, type Page } from '@playwright/test';
import { searchTerm } from '../support/names.ts';
import {
  apiTokens,
  createGatewayKey,
  loadSite,
  portOf,
  sendReads,
  workerName,
} from '../support/gateway.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

const NEW_YORK = 1;

async function openAlertSettings(page: Page) {
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Overview').click();
  await page.getByRole('link', { name: 'Alert settings' }).click();
  await expect(page.getByRole('heading', { name: 'Alert settings' })).toBeVisible();
}

test('a manager lists a worker as a realtime person and sees their arrival on the overview as it happens', async ({
  page,
  request,
}) => {
  const tokens = await apiTokens(request, 'admin@siteline.example');
  const key = await createGatewayKey(request, tokens, NEW_YORK, 'Realtime person e2e gateway');
  const site = await loadSite(request, key);
  const gate = portOf(site, 'Main Gate');
  // A worker with a badge, not one of the demo's listed arrivals.
  const worker = site.workers.filter((w) => w.tags.length > 0).at(-7);
  if (!worker) throw new Error('no worker with a badge');
  const name = await workerName(request, tokens, NEW_YORK, worker.id);

  await openAlertSettings(page);
  await page.getByRole('link', { name: 'Edit Realtime person' }).click();
  await expect(page.getByRole('heading', { name: 'Realtime person' })).toBeVisible();
  await page.getByLabel('Search by name (3 letters or more)').fill(searchTerm(name));
  await page
    .getByRole('option', { name: new RegExp(`^${name} ·`) })
    .first()
    .click();
  await expect(page.getByTestId('realtime-person-row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();

  // On the overview, the worker's read at the gate raises the fact without a reload.
  await page.getByRole('navigation').getByText('Overview').click();
  await expect(page.getByText(/^Live · /)).toBeVisible();
  await sendReads(request, key, [
    { serial: gate.serial, port: gate.port, tag: worker.tags[0]!.tag },
  ]);
  const group = page.getByRole('region', { name: /Realtime person/ });
  await expect(group.getByText(`${name} has arrived on site`)).toBeVisible({ timeout: 3_000 });
});

test('a manager sets a contract’s deviation limits, both or neither, and they stay', async ({
  page,
}) => {
  await openAlertSettings(page);
  await page.getByRole('link', { name: 'Edit Contract deviation' }).click();
  await expect(page.getByRole('heading', { name: 'Contract deviation' })).toBeVisible();
  // A sub contract the demo does not watch: one limit alone is refused with the spec's words.
  const row = page
    .getByTestId('contract-deviation-row')
    .filter({ hasText: 'Sub contract' })
    .first();
  const contract = (await row.getByRole('rowheader').innerText()).split('\n')[0]!;
  await row.getByLabel(`Behind by more than: ${contract}`).click();
  await page.getByRole('option', { name: '−25%' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Error!' })).toBeVisible();
  await expect(
    page.getByText('Contract deviation row valid only with both UnderDeviation and OverDeviation.'),
  ).toBeVisible();
  // The pickers offer 5 % to 100 % in steps of 5 %.
  await row.getByLabel(`Ahead by more than: ${contract}`).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(21);
  await expect(options.nth(1)).toHaveText('+5%');
  await expect(options.last()).toHaveText('+100%');
  await page.getByRole('option', { name: '+30%' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();

  await page.reload();
  const saved = page.getByTestId('contract-deviation-row').filter({ hasText: contract });
  await expect(saved.getByLabel(`Behind by more than: ${contract}`)).toHaveText('−25%');
  await expect(saved.getByLabel(`Ahead by more than: ${contract}`)).toHaveText('+30%');
  // Back as the demo had it.
  await saved.getByLabel(`Behind by more than: ${contract}`).click();
  await page.getByRole('option', { name: 'Not watched' }).click();
  await saved.getByLabel(`Ahead by more than: ${contract}`).click();
  await page.getByRole('option', { name: 'Not watched' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
});

test('a manager sets a zone’s crowd limit and the end date’s cut-off, refused until they are numbers', async ({
  page,
}) => {
  await openAlertSettings(page);
  await page.getByRole('link', { name: 'Edit Zone density' }).click();
  await expect(page.getByRole('heading', { name: 'Zone density' })).toBeVisible();
  const limit = page.getByLabel('More than (people): Site Office');
  await limit.fill('lots');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Error!' })).toBeVisible();
  await expect(
    page.getByText('Hours, Minutes and OverWorkerCutoffValue must be whole numbers.'),
  ).toBeVisible();
  await limit.fill('40');
  await page.getByLabel('Minutes: Site Office').fill('15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('More than (people): Site Office')).toHaveValue('40');
  await expect(page.getByLabel('Hours: Site Office')).toHaveValue('0');
  await expect(page.getByLabel('Minutes: Site Office')).toHaveValue('15');

  await page.getByRole('link', { name: 'Back to alert settings' }).click();
  await page.getByRole('link', { name: 'Edit End date in jeopardy' }).click();
  await expect(page.getByRole('heading', { name: 'End date in jeopardy' })).toBeVisible();
  await expect(page.getByText('Projected finish')).toBeVisible();
  const cutOff = page.getByLabel('Cut-off days');
  await cutOff.fill('0');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('CutOffDays must be a whole number from 1 to 365.')).toBeVisible();
  await cutOff.fill('45');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Cut-off days')).toHaveValue('45');
});
