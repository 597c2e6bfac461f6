import { expect, test } from '@playwright/test';
import { readSheetFile } from '../../packages/server/src/lib/sheet-file.ts';
import { zonedTimeToInstant } from '../../packages/server/src/lib/time.ts';
import { Mailbox } from '../support/mailbox.ts';
import { runMorningReportsAt } from '../support/demo-database.ts';
import { SMTP_PORT } from '../support/ports.ts';
import { PROJECTS, signedIn } from '../support/session.ts';
import { DEMO_CLOCK, siteDate } from '../support/site-time.ts';

const mailbox = new Mailbox(SMTP_PORT);
test.beforeAll(() => mailbox.start());
test.afterAll(() => mailbox.stop());

/** A MIME message's parts: headers and decoded body each. */
function parts(raw: string): { headers: string; body: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      const headers = part.slice(0, split);
      const content = part.slice(split + 4);
      const body = /base64/i.test(headers)
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64')
        : Buffer.from(
            content
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          );
      return { headers, body };
    });
}

/** An e-mail's plain text and its attached workbook. */
function textAndWorkbook(raw: string): { text: string; workbook: Buffer | null } {
  let text = '';
  let workbook: Buffer | null = null;
  for (const p of parts(raw)) {
    if (/attachment/i.test(p.headers)) workbook = p.body;
    else if (/text\/plain/i.test(p.headers)) text = p.body.toString('utf8');
  }
  return { text, workbook };
}

// spec 002 §3, §8 and 000 §2: per contract which report goes to which address, checked in the
// spec's order; the e-mail carries the workbook and a link that unsubscribes (signed out).
test('a manager subscribes a foreman to the daily headcount; the next morning’s e-mail brings the workbook; the link unsubscribes', async ({
  page,
}) => {
  const email = `foreman.${Date.now().toString(36)}@journey.example`;
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Contract management').click();
  await page.getByRole('link', { name: 'Report subscriptions' }).click();
  await expect(page).toHaveURL(/\/contract-management\/subscriptions$/);
  await expect(page.getByRole('heading', { name: 'Report subscriptions' })).toBeVisible();

  const contract = page.getByRole('region').first();
  const contractName = await contract.getByRole('heading').innerText();
  await contract.getByRole('button', { name: 'Add e-mail' }).click();
  const save = page.getByRole('button', { name: 'Save Changes' });
  const row = contract.getByLabel('E-mail address').last();

  // The spec's order: an address first, then a valid one, then a report, then no twice.
  await save.click();
  await expect(
    page.getByText('Please include an email address for all added subscriptions.'),
  ).toBeVisible();
  await row.fill('not-an-address');
  await save.click();
  await expect(
    page.getByText('Please include a valid email address for all added subscriptions.'),
  ).toBeVisible();
  await row.fill(email);
  await save.click();
  await expect(
    page.getByText('Please select a report for all added email addresses.'),
  ).toBeVisible();
  await contract.getByRole('combobox', { name: 'Report' }).last().click();
  await page.getByRole('option', { name: 'Daily headcount' }).click();
  await contract.getByRole('button', { name: 'Add e-mail' }).click();
  await contract.getByLabel('E-mail address').last().fill(email.toUpperCase());
  await contract.getByRole('combobox', { name: 'Report' }).last().click();
  await page.getByRole('option', { name: 'Daily headcount' }).click();
  await save.click();
  await expect(
    page.getByText('An email address has already been used for a selected report.'),
  ).toBeVisible();

  // Leaving with unsaved rows asks first.
  await page.getByRole('navigation').getByText('Contract management').click();
  await expect(
    page.getByText('You have unsaved data. Are you sure you want to leave this page?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);

  await contract
    .getByRole('button', { name: `Remove ${email.toUpperCase()}`, exact: true })
    .click();
  await save.click();
  await expect(page.getByText('Emails saved successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region').first().getByLabel('E-mail address')).toHaveValue(email);

  // The next morning: the job the schedule runs every five minutes, its clock advanced to 06:05
  // tomorrow on the site, sends the day's report of the contract with its workbook attached.
  const tz = DEMO_CLOCK.timeZoneId;
  const today = siteDate({ timeZoneId: tz, boundaryHour: 0 });
  const tomorrow = siteDate({ timeZoneId: tz, boundaryHour: 0 }, 1);
  await runMorningReportsAt(zonedTimeToInstant(tomorrow, '06:05', tz));
  const morning = await mailbox.waitFor(email, 60_000);
  const { text, workbook } = textAndWorkbook(morning.raw);
  expect(text).toContain(`Daily headcount of ${contractName} on ${PROJECTS.newYork} for ${today}`);
  const headcount = Number(/- Headcount: (\d+)/.exec(text)![1]);
  const rows = readSheetFile(workbook!, { rows: 500, columns: 12 });
  expect(rows[0]?.cells[0]).toBe('Daily headcount');
  expect(Number(rows.find((r) => r.cells[0] === 'Total')?.cells[8])).toBe(headcount);

  // Siteline's addition, at once: "yesterday" on today's clock, a second e-mail.
  await page.getByRole('button', { name: "Send yesterday's reports now" }).click();
  await expect(page.getByText(/e-mails? (is|are) on (its|their) way/)).toBeVisible();
  const now = textAndWorkbook((await mailbox.waitFor(email, 30_000, 2)).raw);
  expect(now.text).toContain(`Daily headcount of ${contractName}`);
  expect(now.workbook).not.toBeNull();

  // The link: signed out on entry, the server's message.
  const link = /(\/unsubscribe\/[0-9a-f-]{36})/.exec(text)![1]!;
  await page.goto(link);
  await expect(page.getByText(`${email} will no longer receive the Daily headcount`)).toBeVisible();
  await page.goto('/project');
  await expect(page).toHaveURL(/\/login/);
  // A used link says so.
  await page.goto(link);
  await expect(page.getByText('This unsubscribe link is no longer valid.')).toBeVisible();
});
