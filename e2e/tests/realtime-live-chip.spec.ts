import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { watchShifts } from '../support/layout-shifts.ts';
import { signedIn } from '../support/session.ts';

// The realtime header's live chip: what it says while the channel connects, drops and returns,
// and that its growing label does not move the page on a phone.
const NEW_YORK = 1;

/** Signs the page in as the demo's manager. */
async function signInManager(page: Page) {
  await signedIn(page, 'manager@siteline.example');
  await expect(page).toHaveURL(/\/project/);
}

/** A promise the test settles when it says so: what a held answer or connection waits on. */
function hold() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release: () => release() };
}

test('on a phone the realtime page does not jump when its first answer turns “Live” into “Live · updated”', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await signInManager(page);
  // The workers' answer waits until the page is live, so the header's chip grows after the
  // page has drawn, as it does when the socket connects before the first answer.
  const { held, release } = hold();
  await page.route('**/realtime/last-seen*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/project/${NEW_YORK}/realtime`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const shifted = await watchShifts(page, 'now');
  release();
  await expect(page.getByText(/^Live · updated/)).toBeVisible();
  await page.waitForTimeout(500);
  // Web vitals' "good" is under 0.1; the header wrapping anew moved the page by 0.14.
  expect(await shifted()).toBeLessThan(0.1);
  await phone.close();
});

test('the live chip says “Connecting…” until the channel first answers, and “Reconnecting…” after a drop', async ({
  page,
}) => {
  await signInManager(page);
  // The first connection reaches the server only when the test says so; later ones at once.
  const { held, release } = hold();
  const connections: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    connections.push(ws);
    if (connections.length === 1) await held;
    ws.connectToServer();
  });
  await page.goto(`/project/${NEW_YORK}/realtime`);
  const chip = page.getByText(/^(Live|Connecting…|Reconnecting…)/);
  await expect(chip).toHaveText('Connecting…');
  release();
  await expect(chip).toHaveText(/^Live/);
  // The live connection drops: the screen says it is reconnecting until it is back.
  await connections[0]!.close();
  await expect(chip).toHaveText('Reconnecting…');
  await expect(chip).toHaveText(/^Live/, { timeout: 15_000 });
  expect(connections).toHaveLength(2);
});
