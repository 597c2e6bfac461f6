import { expect, test, type Page } from '@playwright/test';
import { PROJECTS, signIn, signOut } from '../support/session.ts';

/*
 * Nobody is sent away silently: each redirect to project selection or to sign-in says why, and a
 * sign-out in one tab reaches the others at once.
 */

const MANAGER = 'manager@siteline.example';
const VIEWER = 'viewer@siteline.example';

async function signInTo(page: Page, email: string): Promise<number> {
  await page.goto('/login');
  await signIn(page, email);
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  return Number(/\/project\/(\d+)\//.exec(page.url())?.[1]);
}

test('a page the role may not open: project selection says so', async ({ page }) => {
  const projectId = await signInTo(page, VIEWER);
  await page.goto(`/project/${projectId}/realtime/configuration`);
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole('alert')).toContainText(
    'You do not have permission to open that page in this project.',
  );
});

test('another project and an unknown id: project selection says so', async ({ page }) => {
  await signInTo(page, MANAGER);
  // The manager's third project is not the viewer's.
  const school = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('siteline.session') ?? '{}') as {
      permissions: { ProjectId: number }[];
    };
    return session.permissions.map((p) => p.ProjectId);
  });
  await signOut(page);
  await signIn(page, VIEWER);
  await expect(page).toHaveURL(/\/project/);
  const viewerIds = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('siteline.session') ?? '{}') as {
      permissions: { ProjectId: number }[];
    };
    return session.permissions.map((p) => p.ProjectId);
  });
  const other = school.find((id) => !viewerIds.includes(id));
  expect(other).toBeDefined();
  for (const id of [other!, 999_999]) {
    await page.goto(`/project/${id}/home`);
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByRole('alert').first()).toContainText(
      'That project is not one of yours, or it does not exist.',
    );
  }
});

test('an expired session: sign-in says so and comes back to the page', async ({ page }) => {
  const projectId = await signInTo(page, MANAGER);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('siteline.session') ?? '{}') as Record<
      string,
      unknown
    >;
    localStorage.setItem(
      'siteline.session',
      JSON.stringify({ ...session, accessToken: 'x', refreshToken: 'gone', expiresAt: 0 }),
    );
  });
  await page.goto(`/project/${projectId}/contracts-summary`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert').first()).toContainText('Your session has expired.');
});

test('signing out in one tab signs out the others at once', async ({ page, context }) => {
  const projectId = await signInTo(page, MANAGER);
  const other = await context.newPage();
  await other.goto(`/project/${projectId}/contracts-summary`);
  await expect(other.getByRole('heading', { name: 'Contracts summary' })).toBeVisible();
  await signOut(page);
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('alert').first()).toContainText('You signed out in another tab.');
});

test('the way around: back from a breakout keeps the list, switching projects keeps the screen, sign-in opens the last project', async ({
  page,
}) => {
  const projectId = await signInTo(page, MANAGER);
  await page.goto(`/project/${projectId}/contracts-summary?tradeFilter=ALL&orderBy=OnsiteToday`);
  await page.getByRole('table').getByRole('row').nth(1).locator('td:first-child a').click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/detail/);
  await page.getByRole('link', { name: 'Contracts summary' }).click();
  await expect(page).toHaveURL(/\/contracts-summary\?/);
  const back = new URL(page.url()).searchParams;
  expect([back.get('tradeFilter'), back.get('orderBy')]).toEqual(['ALL', 'OnsiteToday']);

  // Another project has a contracts summary too: the switcher (the browser's own select) stays
  // on it.
  await page
    .getByRole('combobox', { name: 'Project' })
    .selectOption({ label: PROJECTS.losAngeles });
  await expect(page).toHaveURL(/\/project\/\d+\/contracts-summary/);
  const losAngeles = Number(/\/project\/(\d+)\//.exec(page.url())?.[1]);
  expect(losAngeles).not.toBe(projectId);

  // The project opened last is where the next sign-in lands.
  await signOut(page);
  await signIn(page, MANAGER);
  await expect(page).toHaveURL(new RegExp(`/project/${losAngeles}/home$`));
});
