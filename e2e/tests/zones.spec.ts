import { expect, test } from '@playwright/test';
import { PROJECTS, signedIn } from '../support/session.ts';

test('a manager creates a zone, sets its rules, makes it an entrance and archives it', async ({
  page,
}) => {
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);

  await page.getByRole('navigation').getByText('Zones').click();
  await expect(page).toHaveURL(/\/project\/\d+\/zones$/);
  await expect(page.getByRole('heading', { name: 'Zones', exact: true })).toBeVisible();
  const tree = page.getByRole('list', { name: 'Zone tree' });
  await expect(tree.getByRole('link', { name: 'Site', exact: true })).toBeVisible();

  // A new zone under the site: the form, and the tree stays with the zone marked, "Add another"
  // beside it; its access rules are one click away.
  await page.getByRole('button', { name: 'Add zone' }).click();
  const form = page.getByRole('dialog', { name: 'Add zone' });
  await form.getByLabel('Zone name').fill('Hoist Landing E2E');
  await form.getByRole('combobox', { name: 'Parent zone' }).click();
  await page.getByRole('option', { name: 'Site', exact: true }).click();
  await form.getByLabel('Description').fill('Level 7 hoist landing');
  await form.getByRole('button', { name: 'Add zone' }).click();
  await expect(page).toHaveURL(/\/zones$/);
  await expect(page.getByText('Zone Hoist Landing E2E added')).toBeVisible();
  await expect(tree.locator('[aria-current="true"]')).toContainText('Hoist Landing E2E');
  await page.getByRole('button', { name: 'Add another' }).click();
  await expect(page.getByRole('dialog', { name: 'Add zone' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Add zone' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('button', { name: 'Open its access rules' }).click();
  await expect(page).toHaveURL(/\/zones\/\d+\/access$/);
  await expect(page.getByRole('heading', { name: 'Hoist Landing E2E' })).toBeVisible();
  await expect(page.getByText('Level 7 hoist landing')).toBeVisible();

  // Deny everyone but one contract, from a start date: pending until saved.
  await page.getByRole('radio', { name: 'Deny everyone' }).check();
  const picker = page.getByRole('group', { name: 'Add a contract rule' });
  await picker.getByRole('combobox').click();
  // The picker's own suggestions (the top bar's project select has options too).
  const option = page.getByRole('listbox').getByRole('option').first();
  const contract = ((await option.textContent()) ?? '').trim();
  await option.click();
  await picker.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Rule has been added pending save.')).toBeVisible();
  const rule = page.getByRole('group', { name: contract });
  await expect(rule.getByText('Unsaved')).toBeVisible();

  // Leaving now asks first.
  await page.getByRole('tab', { name: 'Workers' }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Zone successfully updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(rule.getByText('Unsaved')).toBeHidden();

  // Only that contract's workers may enter now.
  await page.getByRole('tab', { name: 'Workers' }).click();
  await expect(page).toHaveURL(/\/workers$/);
  const grid = page.getByRole('table', { name: 'Workers with access' });
  await expect(grid.getByRole('row').nth(2)).toBeVisible();
  const contracts = await grid.getByRole('cell').allTextContents();
  expect(contracts.join('|')).toContain(contract);

  // Entrance/exit, with its confirmation.
  await page.getByRole('button', { name: 'Assign as site entrance' }).click();
  await page
    .getByRole('dialog', { name: 'Assign site entrance' })
    .getByRole('button', { name: 'Assign' })
    .click();
  await expect(page.getByText('Zone entrance assigned')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unassign site entrance' })).toBeVisible();

  // Archive: both checks before the button works, then back to the list.
  await page.getByRole('button', { name: 'Archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive Hoist Landing E2E' });
  await expect(archive.getByText('No sub-zone is affected.')).toBeVisible();
  await expect(archive.getByText(/site entrance\/exit is among them/)).toBeVisible();
  const confirm = archive.getByRole('button', { name: 'Archive' });
  await expect(confirm).toBeDisabled();
  await archive.getByLabel('I understand that archiving cannot be undone').check();
  await expect(confirm).toBeDisabled();
  await archive.getByLabel('I confirm archiving Hoist Landing E2E and the zones listed').check();
  await confirm.click();
  await expect(page.getByText('Zone successfully archived')).toBeVisible();
  await expect(page).toHaveURL(/\/zones$/);
  await expect(tree.getByRole('link', { name: 'Hoist Landing E2E' })).toHaveCount(0);
  await page.getByLabel('Show archived zones').check();
  await expect(tree.getByRole('link', { name: 'Hoist Landing E2E' })).toBeVisible();
});
