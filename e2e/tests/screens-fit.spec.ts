import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../support/session.ts';

const NEW_YORK = 1;
const PHONE = { width: 360, height: 780 };

/**
 * The page's requests still in flight (the app's calls, its chunks, pictures and fonts; not the
 * realtime channel): what a screen is waiting for before it is drawn whole.
 */
function pendingRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (r) => {
    if (r.resourceType() !== 'websocket' && r.resourceType() !== 'eventsource') pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return () => pending.size;
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string, pending: () => number) {
  // The screen's own ready state: its heading, nothing left to fetch, no spinner, every picture
  // decoded; then a frame for the layout that follows (pins, charts).
  await expect(page.locator('h1').first()).toBeVisible();
  await expect.poll(pending, { message: `${screen} finishes loading` }).toBe(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll, `${screen} is ${widths.scroll} px wide`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

/**
 * Moves to `path` within the app, as its own links do (the router follows the history), and
 * waits two frames: by then the router has drawn the screen or shows the loading bar, and the
 * screen's calls have started (expectNoSidewaysScroll then waits for them).
 */
async function moveWithinApp(page: Page, path: string) {
  await page.evaluate(async (to) => {
    window.history.pushState(window.history.state, '', to);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, path);
}

/** A breakout's address, reached from its summary's first row as a user would. */
async function firstBreakout(page: Page, summary: string): Promise<string> {
  await page.goto(`/project/${NEW_YORK}/${summary}`);
  // On a phone the grid's rows are cards; either way the row's name links to its breakout.
  const first = page.locator('a[href*="/detail"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/detail$/);
  return new URL(page.url()).pathname;
}

for (const language of ['en', 'es'] as const) {
  test(`no screen scrolls sideways on a 360 px phone (${language})`, async ({ browser, page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    const pending = pendingRequests(page);

    // Before signing in, in a window of its own that starts in the language.
    const before = await browser.newContext({ viewport: PHONE });
    await before.addInitScript(
      (l) => window.localStorage.setItem('siteline.language', l),
      language,
    );
    const signedOut = await before.newPage();
    const signedOutPending = pendingRequests(signedOut);
    for (const path of [
      '/login',
      '/request-access',
      '/reset-request',
      '/reset/not-a-key',
      // The self-registration page a worker opens from the QR code (its own light page).
      '/register/HYTWRB',
    ]) {
      await signedOut.goto(path);
      await expectNoSidewaysScroll(signedOut, path, signedOutPending);
    }
    await before.close();

    await signedIn(page, 'admin@siteline.example');
    await expect(page).toHaveURL(/\/project/);
    await page.evaluate((l) => window.localStorage.setItem('siteline.language', l), language);

    const contract = await firstBreakout(page, 'contracts-summary');
    const division = await firstBreakout(page, 'divisions-summary');
    // A worker's record, reached from the directory's first row.
    await page.goto(`/project/${NEW_YORK}/directory/basic`);
    await page.locator('a[href*="/directory/worker/"]').first().click();
    await expect(page).toHaveURL(/\/directory\/worker\/\d+\//);
    const worker = new URL(page.url()).pathname.replace(/\/[^/]+$/, '');
    const workerTabs = ['profile', 'timesheets', 'tags', 'access', 'documents', 'changelog'].map(
      (tab) => `${worker}/${tab}`,
    );
    const screens = [
      '/project',
      `/project/${NEW_YORK}/home`,
      `/project/${NEW_YORK}/realtime`,
      `/project/${NEW_YORK}/realtime/configuration`,
      `/project/${NEW_YORK}/access-control`,
      `/project/${NEW_YORK}/hardware`,
      `/project/${NEW_YORK}/directory/basic`,
      `/project/${NEW_YORK}/directory/advanced`,
      `/project/${NEW_YORK}/directory/recent`,
      `/project/${NEW_YORK}/directory/badges`,
      `/project/${NEW_YORK}/registrations/import`,
      `/project/${NEW_YORK}/registrations/single`,
      `/project/${NEW_YORK}/registrations/existing`,
      `/project/${NEW_YORK}/registrations/fields`,
      `/project/${NEW_YORK}/registrations/pin`,
      `/project/${NEW_YORK}/registrations/documents`,
      `/project/${NEW_YORK}/contracts-summary`,
      contract,
      `/project/${NEW_YORK}/divisions-summary`,
      division,
      `/project/${NEW_YORK}/zones`,
      `/project/${NEW_YORK}/contract-management/contracts`,
      `/project/${NEW_YORK}/contract-management/plan`,
      `/project/${NEW_YORK}/user-management/users`,
      `/project/${NEW_YORK}/integrations/providers`,
      `/project/${NEW_YORK}/integrations/file-uploads-history?serviceProviderId=3`,
      `/project/${NEW_YORK}/integrations/steps/import?serviceProviderId=3`,
      `/project/${NEW_YORK}/integrations/webhooks`,
      `/project/${NEW_YORK}/integrations/1/authentication`,
      `/project/${NEW_YORK}/integrations/headcount-history?serviceProviderId=1`,
      `/project/${NEW_YORK}/integrations/issues-history?serviceProviderId=2`,
      `/project/${NEW_YORK}/settings/project`,
      `/project/${NEW_YORK}/settings`,
      `/project/${NEW_YORK}/settings/profile`,
      ...workerTabs,
    ];
    // The first screen loads the app in the language; from there the screens are reached within
    // the app, as a user moves (the address changes, the router draws the screen): the same
    // layout as a fresh load, without loading and starting the app ninety times over.
    await page.goto(screens[0]!);
    await expectNoSidewaysScroll(page, screens[0]!, pending);
    for (const path of screens.slice(1)) {
      await moveWithinApp(page, path);
      await expectNoSidewaysScroll(page, path, pending);
    }

    // The demo's uploaded schedule, continued into Map Contracts (a row per contract).
    await page.goto(`/project/${NEW_YORK}/integrations/file-uploads-history?serviceProviderId=3`);
    await page.getByTestId('integrations-uploads').getByRole('button').first().click();
    await expect(page).toHaveURL(/\/steps\/map-contracts\?/);
    await expect(page.getByTestId('integrations-mappings')).toBeVisible();
    await expectNoSidewaysScroll(page, 'integrations, map contracts', pending);

    // Realtime's second area (the tower section) and the open user menu.
    await page.goto(`/project/${NEW_YORK}/realtime`);
    await page.getByRole('tab').nth(1).click();
    await expectNoSidewaysScroll(page, 'realtime, second area', pending);
    await page.getByRole('button', { name: language === 'en' ? 'User menu' : /usuario/i }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page, 'user menu', pending);
  });
}
