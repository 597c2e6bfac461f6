import { expect, test } from '@playwright/test';
import { startAutodesk } from '../support/providers.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

// Issue 27's design platform against a stand-in Autodesk: the switch goes straight to the
// sign-in (nothing is made until it starts), the popup hands its code back, a hub and a project
// are chosen, and with no mapping step the set-up is complete; its issues page waits for the
// site's first safety alert.
test('a manager connects Autodesk straight from its switch, with no mapping step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const autodesk = await startAutodesk();
  try {
    await signedIn(page, 'manager@siteline.example');
    await page.getByText(PROJECTS.newYork).click();
    await page.getByRole('navigation').getByText('Integrations').click();
    const card = page.getByRole('region', { name: 'Autodesk' });
    await card.getByRole('switch', { name: 'Autodesk integration' }).click();
    await expect(page).toHaveURL(/\/integrations\/2\/authentication\?isNew=true$/);
    await expect(page.getByText(/integration has been turned on/)).toHaveCount(0);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Sign in with Autodesk' }).click(),
    ]);
    await popup.waitForEvent('close');
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Atlas Builders ACC' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/integrations\/project-select\?serviceProviderId=2&isNew=true$/);
    await page.getByRole('radio', { name: 'Harbor Tower — Design' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Harbor Tower — Design has been successfully authenticated.'),
    ).toBeVisible();
    // No contractor mappings for a design platform: back to the providers, set up.
    await expect(page).toHaveURL(/\/integrations\/providers$/);
    await expect(card).toContainText('Mapped to Harbor Tower — Design');
    await expect(card.getByRole('link', { name: 'Contractor mappings' })).toHaveCount(0);

    await card.getByRole('link', { name: 'Issues sent' }).click();
    await expect(page.getByRole('heading', { name: 'Issues sent to Autodesk' })).toBeVisible();
    await expect(page.getByText(/becomes an issue in Harbor Tower — Design/)).toBeVisible();

    // Switched off: its sign-in and project go.
    await page.getByRole('navigation').getByText('Integrations').click();
    await card.getByRole('switch', { name: 'Autodesk integration' }).click();
    await expect(page.getByText('Autodesk integration has been turned off.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Issues sent' })).toHaveCount(0);
  } finally {
    await autodesk.stop();
  }
});
