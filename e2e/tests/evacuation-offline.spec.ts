import { expect, test, type Page } from '@playwright/test';
import { crewOnSite } from '../support/night-crew.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

const TABLET = { width: 1024, height: 768 };
const counts = (page: Page) => page.getByRole('status').filter({ hasText: 'verified' });

// The installed app at a muster point (decision 0019): the roll call opens with no network at
// all, from what the device kept; a verify and a person added then are kept and sent when the
// network is back, in order, once.
test('a tablet with no network reopens the installed app on the roll call, verifies, and syncs when back', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const tablet = await context.newPage();
  await signedIn(tablet, 'admin@siteline.example');
  await tablet.getByText(PROJECTS.newYork).click();
  await tablet.getByRole('navigation').getByText('Evacuation').click();
  await expect(tablet.getByText('Live', { exact: true })).toBeVisible();

  // The app is installable: a manifest that starts at the muster screen, a service worker in
  // charge of the page.
  const manifest: unknown = await (await tablet.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/muster', display: 'standalone' });
  await tablet.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await tablet.reload();
  await expect
    .poll(() => tablet.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // Whatever the hour, people are on site to call the roll of.
  await crewOnSite(tablet.request, Number(new URL(tablet.url()).pathname.split('/')[2]), 4);
  await tablet.getByRole('button', { name: 'Start evacuation' }).click();
  const start = tablet.getByRole('dialog', { name: 'Start an evacuation?' });
  await start.getByLabel('Text everyone with a phone number').uncheck();
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(counts(tablet)).toContainText(/^0 of \d+ verified/);
  const total = Number((await counts(tablet).innerText()).match(/of (\d+)/)![1]);

  // No network at all, and the app opened again from its start address.
  await context.setOffline(true);
  const opened = Date.now();
  await tablet.goto('/muster');
  await expect(counts(tablet)).toContainText(`0 of ${total} verified`);
  const openedInMs = Date.now() - opened;
  test.info().annotations.push({ type: 'offline open', description: `${openedInMs} ms` });
  const row = tablet.getByTestId('evacuation-person').first();
  const name = await row.locator('strong').innerText();
  await row.getByRole('button', { name: `Mark ${name} verified` }).click();
  await expect(row.getByText('Not yet synced')).toBeVisible();
  await expect(counts(tablet)).toContainText(`1 of ${total} verified`);

  // Someone without a badge turns up at the muster point: added by name, verified, all offline.
  await tablet.getByRole('button', { name: 'Add person' }).click();
  const add = tablet.getByRole('dialog', { name: 'Add a person' });
  await expect(add.getByLabel('A visitor or someone without a badge')).toBeChecked();
  await add.getByLabel('Name').fill('Pat Walkin');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(counts(tablet)).toContainText(`1 of ${total + 1} verified`);
  await tablet.getByLabel('Search by name or company').fill('Pat Walkin');
  const walkin = tablet.getByTestId('evacuation-person').filter({ hasText: 'Pat Walkin' });
  await expect(walkin.getByText('Not yet synced')).toBeVisible();
  await walkin.getByRole('button', { name: 'Mark Pat Walkin verified' }).click();
  await expect(counts(tablet)).toContainText(`2 of ${total + 1} verified`);
  await tablet.getByLabel('Search by name or company').fill('');

  // Back on the network: the verify is sent and the server has it.
  await context.setOffline(false);
  await expect(tablet.getByText('Not yet synced')).toHaveCount(0, { timeout: 10_000 });
  await tablet.reload();
  await expect(counts(tablet)).toContainText(`2 of ${total + 1} verified`);

  await tablet.getByRole('button', { name: 'Finish session' }).click();
  await tablet
    .getByRole('dialog', { name: 'Finish this evacuation?' })
    .getByRole('button', { name: 'Finish' })
    .click();
  await expect(tablet.getByText('Evacuation session successfully finished')).toBeVisible();
  await context.close();
});
