import { expect, test } from '@playwright/test';
import { PROJECTS, signedIn } from '../support/session.ts';

test('a manager filters the readers, moves one and sees the new location in the list', async ({
  page,
}) => {
  await signedIn(page, 'manager@siteline.example');
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

test('a manager creates a gateway key, a gateway uses it, and revoking it refuses the gateway', async ({
  page,
  request,
}) => {
  await signedIn(page, 'manager@siteline.example');
  // In Los Angeles: its read makes a reader heard, and the live-site journey of the other lane
  // follows New York's readers heard since it started.
  await page.getByText(PROJECTS.losAngeles).click();
  await page.getByRole('navigation').getByText('Hardware').click();
  await expect(page).toHaveURL(/\/project\/\d+\/hardware$/);
  const serialButton = page
    .getByRole('table')
    .getByRole('button', { name: /^(EYG|NFC)-/ })
    .first();
  const readerSerial = ((await serialButton.textContent()) ?? '').trim();
  expect(readerSerial).toMatch(/^(EYG|NFC)-/);

  await page.getByRole('button', { name: 'Gateway keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gateway keys' });
  await dialog.getByLabel('Name').fill('North gate gateway');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  // Shown once: read it now.
  const keyField = dialog.getByLabel('Key', { exact: true });
  await expect(keyField).toHaveValue(/^slg_/);
  const key = await keyField.inputValue();
  await expect(
    dialog.getByText('Copy this key now: it will not be shown again.', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByLabel('Key', { exact: true })).toHaveCount(0);

  const row = dialog.getByRole('listitem').filter({ hasText: 'North gate gateway' });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(`${key.slice(0, 8)}`);

  // A gateway sends one read with the key.
  const sendRead = () =>
    request.post('/api/v2/ingest/reads', {
      headers: { 'X-Gateway-Key': key },
      data: {
        Reads: [
          {
            ReaderSerial: readerSerial,
            Port: 1,
            Tag: 'VISITOR-E2E',
            Time: new Date().toISOString(),
            Source: 1,
          },
        ],
      },
    });
  expect((await sendRead()).status()).toBe(200);

  await row.getByRole('button', { name: 'Revoke North gate gateway' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke North gate gateway?' });
  await expect(confirm).toContainText('Gateways using this key will be refused at once.');
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('Gateway key North gate gateway revoked.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Revoked on');

  expect((await sendRead()).status()).toBe(401);
});

test('a viewer sees a reader read-only', async ({ page }) => {
  await signedIn(page, 'viewer@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Hardware').click();
  await expect(page.getByRole('heading', { name: 'Hardware' })).toBeVisible();
  // Gateway keys are zone management: a viewer is not offered them.
  await expect(page.getByRole('button', { name: 'Gateway keys' })).toHaveCount(0);
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
