import { expect, test, type Page } from '@playwright/test';
import { workersWithPhone } from '../support/demo-database.ts';
import { E2E_PORT } from '../support/ports.ts';
import { PROJECTS, signedIn } from '../support/session.ts';
import { startSmsProvider } from '../support/sms.ts';
import { E2E_SMS_ACCOUNT } from '../support/sms-account.ts';

/** A figure of the verified list: "12 texts will be sent". */
const figure = async (page: Page, words: RegExp) =>
  Number(
    await page
      .getByTestId('text-messages-verified')
      .locator('li')
      .filter({ hasText: words })
      .locator('strong')
      .innerText(),
  );

// spec 002 §3: pick who, verify, send (only what was verified), see the delivery, the history;
// a worker's STOP keeps them from the next text.
test('a superintendent texts the crew on site: verify, send, delivery, history, and a STOP honoured', async ({
  page,
}) => {
  const phones = await startSmsProvider();
  try {
    await signedIn(page, 'manager@siteline.example');
    await page.getByText(PROJECTS.newYork).click();
    await page.getByRole('navigation').getByText('Text messages').click();
    await expect(page.getByRole('heading', { name: 'Text messages', exact: true })).toBeVisible();
    await expect(page.getByText('Everyone on site right now.')).toBeVisible();

    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await page.getByRole('button', { name: 'Verify workers' }).click();
    await expect(page.getByTestId('text-messages-found')).toBeVisible();
    expect(await figure(page, /will be sent/)).toBeGreaterThan(0);
    // Not before there is something to say.
    await expect(send).toBeDisabled();
    await page
      .getByLabel('Text message', { exact: true })
      .fill('Crane lift at 2 pm: keep clear of the east side.');
    await expect(page.getByText(/characters · 1 segment \(GSM-7\)/)).toBeVisible();
    await expect(send).toBeEnabled();

    // Any change to the filter asks for a new verify. (Last week's crew does not change while
    // the test runs, as the people on site now do.)
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Last week' }).click();
    await expect(send).toBeDisabled();
    await expect(page.getByText('The filter changed')).toBeVisible();
    await page.getByRole('button', { name: 'Verify workers' }).click();
    await expect(send).toBeEnabled();
    const texted = await figure(page, /will be sent/);
    expect(texted).toBeGreaterThan(0);
    await expect(page.getByTestId('text-messages-total')).toContainText(
      `${texted} texts × 1 = ${texted} segments in all`,
    );

    await send.click();
    const confirm = page.getByRole('dialog', { name: 'Send this text?' });
    await expect(confirm).toContainText(`${texted} phone number`);
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/text-messages\/\d+\/detail\?isNew=true/);
    await expect(page.getByText('Text messages sent.')).toBeVisible();
    await expect(page.getByTestId('text-messages-text')).toHaveText(
      'Crane lift at 2 pm: keep clear of the east side.',
    );
    await expect.poll(() => phones.received.length, { timeout: 15_000 }).toBe(texted);
    expect(new Set(phones.received.map((m) => m.body))).toEqual(
      new Set(['Crane lift at 2 pm: keep clear of the east side.']),
    );

    // The carriers report every text delivered; the detail follows on its own, and every
    // recipient the texts went to (two workers may share a number) shows Delivered.
    for (const sms of phones.received)
      expect((await phones.deliver(sms, 'delivered')).status).toBe(204);
    const counted = (label: RegExp) =>
      page
        .getByTestId('text-messages-counts')
        .locator('li')
        .filter({ hasText: label })
        .locator('strong');
    await expect
      .poll(async () => Number(await counted(/^\d+\s*Sent$/).innerText()), { timeout: 12_000 })
      .toBeGreaterThanOrEqual(texted);
    const sent = await counted(/^\d+\s*Sent$/).innerText();
    await expect(counted(/Delivered/)).toHaveText(sent, { timeout: 12_000 });

    // The history lists it first; it opens the same detail.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByTestId('text-messages-history');
    await expect(history.locator('tbody tr').first()).toContainText('Crane lift at 2 pm');
    await history.locator('tbody tr').first().getByRole('button').click();
    await expect(page.getByTestId('text-messages-text')).toBeVisible();
    await expect(page.getByText('Text messages sent.')).toBeHidden();

    // That worker replies STOP: the next verify lists them as opted out, and does not text them.
    const stop = await phones.reply(
      `http://localhost:${E2E_PORT}/api/v1/sms/incoming`,
      phones.received[0]!.to,
      E2E_SMS_ACCOUNT.from,
      'STOP',
    );
    expect(stop.status).toBe(200);
    await page.getByRole('tab', { name: 'New message' }).click();
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Last week' }).click();
    await page.getByRole('button', { name: 'Verify workers' }).click();
    // One number fewer is texted; every worker of last week with that number is opted out (the
    // demo has workers sharing a phone, so that may be more than one).
    expect(await figure(page, /will be sent/)).toBe(texted - 1);
    const optedOut = await figure(page, /opted out/);
    expect(optedOut).toBeGreaterThanOrEqual(1);
    expect(optedOut).toBeLessThanOrEqual(
      await workersWithPhone(PROJECTS.newYork, phones.received[0]!.to),
    );
    // Back in, for the journeys after this one.
    await phones.reply(
      `http://localhost:${E2E_PORT}/api/v1/sms/incoming`,
      phones.received[0]!.to,
      E2E_SMS_ACCOUNT.from,
      'START',
    );
  } finally {
    await phones.close();
  }
});
