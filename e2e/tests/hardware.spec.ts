import { expect, test } from '@playwright/test';
import { PROJECTS, signIn } from '../support/session.ts';

test('a manager filters the readers, moves one and sees the new location in the list', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);

  await page.getByRole('navigation').getByText('Hardware').click();
  await expect(page).toHaveURL(/\/project\/\d+\/hardware$/);
  await expect(page.getByRole('heading', { name: 'Hardware' })).toBeVisible();
  await expect(page.getByText(/^\d+ readers$/)).toBeVisible();

  // Filter on the NFC model: the address carries it, the list shows only NFC readers.
  await page.getByRole('combobox', { name: 'Hardware model' }).click();
  await page.getByRole('option', { name: 'NFC' }).click();
  await expect(page).toHaveURL(/hardwareModelId=2/);
  const table = page.getByRole('table');
  await expect(table.getByRole('button', { name: /^EYG-/ })).toHaveCount(0);

  // Two characters change nothing; from three the search applies.
  const search = page.getByRole('combobox', { name: 'Search serial or location' });
  await search.fill('tu');
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await search.fill('turnstile');
  await expect(page).toHaveURL(/search=turnstile/);
  await page.keyboard.press('Escape');
  await expect(table.getByText('No location')).toHaveCount(0);

  const serialButton = table.getByRole('button', { name: /^NFC-/ }).first();
  const serial = (await serialButton.textContent()) ?? '';
  expect(serial).toMatch(/^NFC-/);
  await serialButton.click();

  const dialog = page.getByRole('dialog', { name: `Reader ${serial}` });
  await expect(dialog.getByLabel('Location name')).toHaveValue(/turnstile/i);
  await dialog.getByLabel('Location name').fill('Main Gate turnstile (east lane)');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`Reader ${serial} saved successully!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(serial) })).toContainText(
    'Main Gate turnstile (east lane)',
  );

  // The change is stored: a fresh load of the same address shows it too.
  await page.reload();
  await expect(
    page.getByRole('table').getByRole('row', { name: new RegExp(serial) }),
  ).toContainText('Main Gate turnstile (east lane)');
});

test('a viewer sees a reader read-only', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'viewer@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Hardware').click();
  await page
    .getByRole('table')
    .getByRole('button', { name: /^(EYG|NFC)-/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Location name')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});
