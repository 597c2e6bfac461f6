import { expect, test } from '@playwright/test';
import { PROJECTS, signedIn } from '../support/session.ts';

test('a manager finds a worker by three letters and opens the row', async ({ page }) => {
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);

  await page.getByRole('navigation').getByText('Workers').click();
  await expect(page).toHaveURL(/\/project\/\d+\/directory\/basic$/);
  await expect(page.getByRole('heading', { name: 'Directory' })).toBeVisible();
  const table = page.getByRole('table');
  const firstLink = table.getByRole('link').first();
  const fullName = ((await firstLink.textContent()) ?? '').trim();
  const lastName = fullName.split(' ').at(-1) ?? '';
  const letters = lastName.slice(0, 3);
  expect(letters).toHaveLength(3);

  // Three letters bring suggestions; Enter applies the text and goes to page 1.
  const search = page.getByRole('combobox', { name: 'Search workers' });
  await search.fill(letters);
  // The search's suggestions (the top bar's project select has options too).
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${letters}`));
  const row = table.getByRole('link', { name: fullName }).first();
  await expect(row).toBeVisible();
  const href = (await row.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/project\/\d+\/directory\/worker\/\d+\/profile$/);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('an advanced-grid phone edit asks before leaving, then persists', async ({ page }) => {
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  await page.getByRole('navigation').getByText('Advanced directory').click();
  await expect(page).toHaveURL(/\/directory\/advanced$/);
  await expect(page.getByRole('heading', { name: 'Advanced directory' })).toBeVisible({
    timeout: 30_000,
  });

  // A cell opens its editor when clicked.
  const cell = page.getByRole('button', { name: /^Phone, / }).first();
  await expect(cell).toBeVisible({ timeout: 30_000 });
  const label = (await cell.getAttribute('aria-label')) ?? '';
  const worker = label.replace(/^Phone, /, '');
  const last = String(Date.now()).slice(-4);
  const number = `+1 212 555 ${last}`;
  await cell.click();
  await page.getByRole('textbox', { name: label }).fill(number);

  // Leaving with the unsaved row asks first; staying keeps the edit.
  await page.getByRole('navigation').getByText('Workers').click();
  const prompt = page.getByRole('dialog');
  await expect(
    prompt.getByText('You have unsaved data. Are you sure you want to leave this page?'),
  ).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/directory\/advanced$/);
  await expect(page.getByRole('textbox', { name: label })).toHaveValue(number);

  await page.getByRole('button', { name: `Save, ${worker}` }).click();
  await expect(page.getByText('Worker row saved successully!')).toBeVisible();
  await page.reload();
  // Kept as E.164 and shown as the site dials it.
  await expect(page.getByRole('button', { name: label })).toHaveText(`(212) 555-${last}`, {
    timeout: 30_000,
  });
});
