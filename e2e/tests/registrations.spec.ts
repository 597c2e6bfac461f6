import { expect, test } from '@playwright/test';
import { PROJECTS, signedIn } from '../support/session.ts';

test('a manager selects the fields, registers a worker at the desk with a new badge and sees the success link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const last = `Journey${stamp}`;
  const tag = `E2E-${stamp}`;

  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);

  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Registrations', exact: true })
    .click();
  await expect(page).toHaveURL(/\/registrations\/single$/);
  await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();

  // Fields: make the phone required; leaving with the change unsaved asks first.
  await page.getByRole('tab', { name: 'Fields' }).click();
  await expect(page).toHaveURL(/\/registrations\/fields$/);
  const phoneRequired = page.getByRole('checkbox', { name: 'Required: Mobile phone' });
  await phoneRequired.check();
  await page.getByRole('tab', { name: 'Single' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('button', { name: 'Save fields' }).click();
  await expect(page.getByText('Registration fields saved.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Asked: First name' })).toBeDisabled();

  // The desk: the phone is now required, so leaving it out is refused on the form.
  await page.getByRole('tab', { name: 'Single' }).click();
  await expect(page).toHaveURL(/\/registrations\/single$/);
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option').first().click();
  const contract = page.getByRole('combobox', { name: 'Contract' });
  if (await contract.isVisible()) {
    await contract.click();
    await page.getByRole('option').first().click();
  }
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill(last);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Mobile phone is required.')).toBeVisible();

  await page
    .getByLabel('Mobile phone')
    .fill(`555${String(Date.now() % 10_000_000).padStart(7, '0')}`);
  await page.getByLabel('Tag', { exact: true }).fill(tag);
  await page.getByLabel('Confirm tag').fill(tag);
  await page.getByRole('button', { name: 'Register' }).click();

  const success = page.getByTestId('registered');
  await expect(success).toContainText(`Rosa ${last} was successfully registered`);
  const link = success.getByRole('link', { name: 'View profile' });
  await expect(link).toHaveAttribute('href', /\/project\/\d+\/directory\/worker\/\d+\/profile$/);
  // The form is reset for the next person.
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('');

  // The same badge cannot go to a second person.
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option').first().click();
  if (await contract.isVisible()) {
    await contract.click();
    await page.getByRole('option').first().click();
  }
  await page.getByLabel('First name').fill('Tomas');
  await page.getByLabel('Last name').fill(`Other${stamp}`);
  await page.getByLabel('Mobile phone').fill('(555) 010-9999');
  await page.getByLabel('Tag', { exact: true }).fill(tag);
  await page.getByLabel('Confirm tag').fill(tag);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`Tag ${tag} is already held by Rosa ${last}.`)).toBeVisible();
});
