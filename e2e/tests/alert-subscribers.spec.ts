import { expect, test } from '@playwright/test';
import { PROJECTS, signedIn } from '../support/session.ts';

test('a manager adds an alert subscriber from the alert settings, edits the alerts they follow and deletes them', async ({
  page,
}) => {
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Overview').click();
  await page.getByRole('link', { name: 'Alert settings' }).click();
  await page.getByRole('link', { name: 'Who is texted: alert subscribers' }).click();
  await expect(page).toHaveURL(/\/project\/1\/settings\/alert-subscribers$/);
  await expect(page.getByRole('heading', { name: 'Alert subscribers' })).toBeVisible();

  // Save needs a name and a phone; a short number is refused with the reason.
  await page.getByRole('button', { name: 'Add subscriber' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add subscriber' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Subscriber name').fill('Rosa Night Foreman');
  await dialog.getByLabel('Phone number').fill('555-1234');
  await dialog.getByRole('checkbox', { name: 'Unauthorized person' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(
      '"555-1234" is not a phone number for +1: write the number as dialled in that country, without the country code.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Phone number').fill('(555) 234-5601');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Alert successfully created')).toBeVisible();
  const row = page.getByRole('row', { name: /Rosa Night Foreman/ });
  await expect(row).toContainText('+1 (555) 234-5601');
  await expect(row).toContainText('Unauthorized person');

  // Edited: every alert, quiet at night. The row says Saving..., then Saved!.
  await row.getByRole('button', { name: 'Edit Rosa Night Foreman' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit subscriber' });
  await edit.getByLabel('Subscribe to all alerts').check();
  await edit.getByLabel('From', { exact: true }).fill('22:00');
  await edit.getByLabel('To', { exact: true }).fill('05:30');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saving...');
  await expect(row.getByRole('status')).toHaveText('Saved!', { timeout: 5_000 });
  await expect(page.getByText('Alert successfully edited')).toBeVisible();
  await expect(row).toContainText('All alerts');
  await expect(row).toContainText('22:00 to 05:30');

  // Deleted: Deleting..., Deleted!, then gone, also after a reload.
  await expect(row.getByRole('button', { name: 'Delete Rosa Night Foreman' })).toBeVisible({
    timeout: 5_000,
  });
  await row.getByRole('button', { name: 'Delete Rosa Night Foreman' }).click();
  await expect(row.getByRole('status')).toHaveText('Deleted!');
  await expect(page.getByText('Alert successfully deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: /Rosa Night Foreman/ })).toBeHidden({
    timeout: 6_000,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Alert subscribers' })).toBeVisible();
  await expect(page.getByText('Rosa Night Foreman')).toBeHidden();
});
