import { expect, test } from '@playwright/test';
import { PROJECTS, signIn, signOut } from '../support/session.ts';

test('a manager fixes a worker’s phone number; the changelog shows it; a viewer cannot edit', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  const projectId = /\/project\/(\d+)\//.exec(page.url())?.[1];
  const record = `/project/${projectId}/directory/worker/2`;

  // The record opens on its profile.
  await page.goto(record);
  await expect(page).toHaveURL(new RegExp(`${record}/profile$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'Changelog' })).toBeVisible();

  // An edit, then a move outside the worker's pages asks first.
  const phone = page.getByLabel('Mobile phone');
  const before = await phone.inputValue();
  // Shown as the site dials it, whatever was typed: (555) 201-0142 for +15552010142.
  const after = before === '(555) 201-0142' ? '(555) 201-0143' : '(555) 201-0142';
  await phone.fill(after);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('navigation').getByText('Home').click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(phone).toHaveValue(after);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // The changelog: the field, old → new, by the manager, newest first.
  await tabs.getByRole('tab', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(new RegExp(`${record}/changelog$`));
  const latest = page.getByRole('list', { name: 'Changelog' }).getByRole('listitem').first();
  await expect(latest.getByText('Mobile phone')).toBeVisible();
  await expect(latest.getByTestId('changelog-change')).toContainText(after);
  if (before) await expect(latest.getByTestId('changelog-change')).toContainText(before);

  // Screens at desktop and phone size.
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.goto(`${record}/profile`);
  await expect(page.getByLabel('Mobile phone')).toHaveValue(after);
  await page.screenshot({ path: 'test-results/worker-record-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.screenshot({ path: 'test-results/worker-record-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A viewer (no worker permission) sees no tab, no value and no edit action.
  await signOut(page);
  await signIn(page, 'viewer@siteline.example');
  await expect(page).toHaveURL(/\/project/);
  await page.goto(`${record}/health`);
  await expect(
    page.getByText("Your role does not give access to any part of this person's record."),
  ).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change company' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete person' })).toBeHidden();
  await expect(page.getByText(after)).toBeHidden();
});
