import { expect, test } from '@playwright/test';
import { PROJECTS, signIn, signOut } from '../support/session.ts';

test('a manager signs in, chooses a project, lands on its home and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  // Without a saved target the button says so for a second, then project selection opens.
  await page.goto('/login');
  await signIn(page, 'manager@siteline.example');
  await expect(page.getByRole('button', { name: 'Success!' })).toBeVisible();

  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByText(PROJECTS.newYork)).toBeVisible();
  await expect(page.getByText(PROJECTS.losAngeles)).toBeVisible();
  // Demo projects are not shown outside demo mode.
  await expect(page.getByText(PROJECTS.demo)).toHaveCount(0);

  await page.getByText(PROJECTS.losAngeles).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  await expect(page.getByRole('heading', { name: PROJECTS.losAngeles })).toBeVisible();
  await expect(page.getByText('America/Los_Angeles').first()).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Home')).toBeVisible();
  // Home leads to what the site engine shows.
  await page.getByRole('link', { name: /Every badge read today/ }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/access-control/);
  await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible();

  await signOut(page);
  // Signed out means signed out: the app does not let us back in without signing in.
  await page.goto('/project');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the server’s message and stays on sign-in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'manager@siteline.example', 'not-the-password');
  await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 4_000 });
  await expect(page).toHaveURL(/\/login/);
});

test('a deep link while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@siteline.example');
  await expect(page).toHaveURL(/\/project$/);
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  const profileUrl = page.url().replace(/home$/, 'settings/profile');
  await signOut(page);

  await page.goto(profileUrl);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'admin@siteline.example');
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByText('admin@siteline.example').first()).toBeVisible();
});

test('a user without access to a project is sent to project selection', async ({ page }) => {
  // The contractor works on the New York project only.
  await page.goto('/login');
  await signIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.losAngeles).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  const losAngelesHome = page.url();
  await signOut(page);

  await page.goto(losAngelesHome);
  await signIn(page, 'contractor@siteline.example');
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByText(PROJECTS.newYork)).toBeVisible();
  await expect(page.getByText(PROJECTS.losAngeles)).toHaveCount(0);
});

test('a visibility-only user is sent to the support article', async ({ page }) => {
  await page.route('https://support.siteline.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<h1>Visibility-only access</h1>',
    }),
  );
  await page.goto('/login');
  await signIn(page, 'visibility@siteline.example');
  await expect(page).toHaveURL(/support\.siteline\.example/);
});
