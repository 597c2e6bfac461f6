import { expect, test } from '@playwright/test';
import { contractWorkers, runProcorePushNow } from '../support/demo-database.ts';
import { apiTokens, createGatewayKey, loadSite, sendReads } from '../support/gateway.ts';
import { startProcore } from '../support/providers.ts';
import { PROJECTS, signedIn } from '../support/session.ts';
import { DEMO_CLOCK, siteDate } from '../support/site-time.ts';

const NEW_YORK = 1;

// Issue 27's Procore journey against a stand-in Procore: switch on, sign in in the popup, pick
// the company and the project, map contractors (accepting the best guesses), and the evening
// push arrives in the project's manpower log with the day's headcount.
test('a manager connects Procore and the evening push reaches its manpower log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const procore = await startProcore();
  try {
    await signedIn(page, 'manager@siteline.example');
    await page.getByText(PROJECTS.newYork).click();
    await page.getByRole('navigation').getByText('Integrations').click();
    const card = page.getByRole('region', { name: 'Procore' });
    // Off to on: the integration is made and the sign-in opens (the page leaves the switch).
    await card.getByRole('switch', { name: 'Procore integration' }).click();
    await expect(
      page.getByText(
        'Procore integration has been turned on but will not be active until setup is complete.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/integrations\/1\/authentication\?isNew=true$/);

    // The sign-in in its popup, which hands the code back and closes.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Sign in with Procore' }).click(),
    ]);
    await popup.waitForEvent('close');
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Atlas Builders' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/integrations\/project-select\?serviceProviderId=1&isNew=true$/);
    await page.getByRole('radio', { name: /Hudson Yards Tower B/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Hudson Yards Tower B has been successfully authenticated.'),
    ).toBeVisible();

    await expect(page).toHaveURL(/\/integrations\/contractor-mappings\?serviceProviderId=1$/);
    await expect(page.getByText('Best-guess mappings are inactive until saved')).toBeVisible();
    const electric = page.getByRole('combobox', { name: /Brightline Electric - Electrical/ });
    await expect(electric).toHaveValue(/x\d+/);
    const contractId = Number(
      (await electric.locator('xpath=ancestor::tr').getAttribute('data-contract-id')) ?? '0',
    );
    await page.getByRole('button', { name: 'Save mappings' }).click();
    await expect(page.getByText('Contractor mappings have been saved successfully.')).toBeVisible();

    // Someone of Brightline Electric badges in today, so the day has their headcount.
    const tokens = await apiTokens(request, 'admin@siteline.example');
    const key = await createGatewayKey(request, tokens, NEW_YORK, 'Procore e2e gateway');
    const site = await loadSite(request, key);
    const worker = site.workers.find(
      (w) => w.contractId === contractId && w.tags.some((t) => t.endDate === null),
    );
    const gate = site.readers.find((r) => r.ports.some((p) => p.zoneName === 'Main Gate'))!;
    const port = gate.ports.find((p) => p.zoneName === 'Main Gate')!;
    await sendReads(request, key, [
      {
        serial: gate.serial,
        port: port.port,
        tag: worker!.tags.find((t) => t.endDate === null)!.tag,
      },
    ]);
    const today = siteDate(DEMO_CLOCK);
    await expect
      .poll(() => contractWorkers(contractId, today), { timeout: 30_000 })
      .toBeGreaterThan(0);

    // The evening's push (its time moved to now), through the job queue.
    await runProcorePushNow(PROJECTS.newYork);
    await expect
      .poll(() => procore.state.logs.filter((l) => l.vendor_id === 9101).length, {
        timeout: 60_000,
      })
      .toBe(1);
    const log = procore.state.logs.find((l) => l.vendor_id === 9101)!;
    expect(log).toMatchObject({ projectId: 7001, companyHeader: '5001', date: today });
    expect(log.num_workers).toBeGreaterThan(0);
    // Never more than the contract's workers that day (the count only grows through the day).
    expect(log.num_workers).toBeLessThanOrEqual(await contractWorkers(contractId, today));

    // The headcount history shows what was sent.
    await page.getByRole('navigation').getByText('Integrations').click();
    await card.getByRole('link', { name: 'Headcount history' }).click();
    const row = page
      .getByTestId('integrations-headcount')
      .getByRole('row')
      .filter({ hasText: 'Brightline Electric - Electrical' });
    await expect(row).toContainText('Sent');
    await expect(row.locator('td').nth(2)).toHaveText(String(log.num_workers));
    // The manager moves the evening push to 18:30; it holds after a reload.
    const pushTime = page.getByLabel('Push time');
    await pushTime.fill('18:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Push time saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Push time')).toHaveValue('18:30');

    // Switched off: the integration and its mappings go.
    await page.getByRole('navigation').getByText('Integrations').click();
    const toggle = card.getByRole('switch', { name: 'Procore integration' });
    await toggle.click();
    await expect(page.getByText('Procore integration has been turned off.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(card.getByRole('link', { name: 'Headcount history' })).toHaveCount(0);
  } finally {
    await procore.stop();
  }
});
