import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PROJECTS, signedIn, type SavedSignIn } from '../support/session.ts';
import { crewOnSite, nightCrewMember } from '../support/night-crew.ts';
import { startSmsProvider } from '../support/sms.ts';

const TABLET = { width: 1024, height: 768 };

async function openEvacuation(page: Page, email: SavedSignIn) {
  await signedIn(page, email);
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Evacuation').click();
  await expect(page.getByRole('heading', { name: 'Evacuation', exact: true })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}

test('two people run an evacuation, desktop and tablet: start with a text, verify, note, add a visitor, finish; both agree, the log and the history say so', async ({
  browser,
}) => {
  const phones = await startSmsProvider();
  const desk = await (await browser.newContext()).newPage();
  const tablet = await (await browser.newContext({ viewport: TABLET, hasTouch: true })).newPage();
  await openEvacuation(desk, 'manager@siteline.example');
  await openEvacuation(tablet, 'admin@siteline.example');
  // The night crew: in through the gate before the workday boundary, read nowhere since.
  const projectId = Number(new URL(desk.url()).pathname.split('/')[2]);
  const nightCrew = await nightCrewMember(desk.request, projectId);
  // A crew inside at any hour the journey runs (the day crew has gone home by the evening).
  await crewOnSite(desk.request, projectId, 8);

  // Start, with the text to everyone who has a phone.
  await desk.getByRole('button', { name: 'Start evacuation' }).click();
  const start = desk.getByRole('dialog', { name: 'Start an evacuation?' });
  await expect(start.getByLabel('Text everyone with a phone number')).toBeChecked();
  await start.getByLabel('Text message').fill('  Fire alarm: leave by the north gate.  ');
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(desk.getByText('Evacuation session successfully created')).toBeVisible();
  const counts = (page: Page) => page.getByRole('status').filter({ hasText: 'verified' });
  await expect(counts(desk)).toContainText(/^0 of \d+ verified/);
  // The tablet follows without a reload.
  await expect(counts(tablet)).toContainText(/^0 of \d+ verified/, { timeout: 2_000 });
  const total = Number((await counts(desk).innerText()).match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(5);
  // The night crew member is in the snapshot, last seen at the gate.
  await desk.getByLabel('Search by name or company').fill(nightCrew.name);
  await expect(
    desk.getByTestId('evacuation-person').filter({ hasText: nightCrew.name }),
  ).toContainText('Main Gate');
  await desk.getByLabel('Search by name or company').fill('');
  await expect.poll(() => phones.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(phones.received[0]!.body).toBe('Fire alarm: leave by the north gate.');

  // The tablet verifies the first person with one tap; the desk sees it within 2 s.
  const first = tablet.getByTestId('evacuation-person').first();
  const name = await first.locator('strong').innerText();
  await first.getByRole('button', { name: `Mark ${name} verified` }).click();
  await expect(counts(tablet)).toContainText(`1 of ${total} verified`);
  await expect(counts(desk)).toContainText(`1 of ${total} verified`, { timeout: 2_000 });
  await expect(
    desk
      .getByTestId('evacuation-person')
      .filter({ hasText: name })
      .getByRole('button', {
        name: `Mark ${name} outstanding`,
      }),
  ).toBeVisible();

  // The desk notes the second person; the tablet shows the note.
  const second = desk.getByTestId('evacuation-person').nth(1);
  const other = await second.locator('strong').innerText();
  await second.getByRole('button', { name: 'Edit' }).click();
  const edit = desk.getByRole('dialog', { name: other });
  await edit.getByLabel('Note').fill('At the first-aid tent');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(tablet.getByText('At the first-aid tent')).toBeVisible({ timeout: 2_000 });

  // A visitor without a badge is added on the tablet.
  await tablet.getByRole('button', { name: 'Add person' }).click();
  const add = tablet.getByRole('dialog', { name: 'Add a person' });
  await add.getByLabel('A visitor or someone without a badge').check();
  await add.getByLabel('Name').fill('Dee Delivery');
  await add.getByLabel('Company').fill('Acme Concrete Supply');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(counts(desk)).toContainText(`1 of ${total + 1} verified`, { timeout: 2_000 });

  // The desk finishes; the tablet's roll call closes.
  await desk.getByRole('button', { name: 'Finish session' }).click();
  await desk
    .getByRole('dialog', { name: 'Finish this evacuation?' })
    .getByRole('button', { name: 'Finish' })
    .click();
  await expect(desk.getByText('Evacuation session successfully finished')).toBeVisible();
  await expect(tablet.getByRole('button', { name: 'Start evacuation' })).toBeVisible({
    timeout: 2_000,
  });

  // The history shows the session with its counts; its audit log lists every action.
  const row = desk.getByTestId('evacuation-history-row').first();
  await expect(row.locator('td').nth(2)).toHaveText('1');
  await expect(row.locator('td').nth(3)).toHaveText(String(total + 1));
  await row.getByRole('button').click();
  await desk.getByRole('tab', { name: 'Audit log' }).click();
  const log = desk.getByTestId('evacuation-audit-log');
  await expect(log).toContainText(`Started the session: ${total} people on site`);
  await expect(log).toContainText('Texted');
  await expect(log).toContainText(`Verified ${name}`);
  await expect(log).toContainText(`Noted on ${other}: At the first-aid tent`);
  await expect(log).toContainText('Added Dee Delivery (Acme Concrete Supply)');
  await expect(log).toContainText('Finished the session');
  // spec 002 §3: by Name at first (the session's own entries on top), by time at a click.
  await expect(log.locator('tbody tr').first()).toContainText('The session');
  await log.getByRole('button', { name: 'Time' }).click();
  await expect(desk).toHaveURL(/orderByEvac=Time/);
  await expect(log.locator('tbody tr').first()).toContainText('Started the session');
  await log.getByRole('button', { name: 'Time' }).click();
  await expect(log.locator('tbody tr').first()).toContainText('Finished the session');
  // The session as the report (displayEvacuationReport): the outstanding first.
  await desk.getByRole('tab', { name: 'Report' }).click();
  await expect(desk).toHaveURL(/displayEvacuationReport=true/);
  const report = desk.getByTestId('evacuation-report');
  await expect(report.locator('tbody tr').first()).toContainText('Outstanding');
  // The report to print at the site office: a PDF of the session.
  const [pdf] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^Evacuation .*\.pdf$/);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await phones.close();
  // Closed, so the next journey's screens are the only ones the server and the browser serve.
  await desk.context().close();
  await tablet.context().close();
});

test('a tablet loses the network mid-session, verifies three people, and when it is back the desk shows the three within 2 s', async ({
  browser,
}) => {
  const desk = await (await browser.newContext()).newPage();
  const tabletContext = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const tablet = await tabletContext.newPage();
  await openEvacuation(desk, 'manager@siteline.example');
  await openEvacuation(tablet, 'admin@siteline.example');
  await crewOnSite(desk.request, Number(new URL(desk.url()).pathname.split('/')[2]), 8);
  await desk.getByRole('button', { name: 'Start evacuation' }).click();
  const start = desk.getByRole('dialog', { name: 'Start an evacuation?' });
  await start.getByLabel('Text everyone with a phone number').uncheck();
  await start.getByRole('button', { name: 'Start' }).click();
  // As in the journey above: the tablet follows within 2 s of the desk having the session.
  await expect(desk.getByText('Evacuation session successfully created')).toBeVisible();
  const counts = (page: Page) => page.getByRole('status').filter({ hasText: 'verified' });
  await expect(counts(tablet)).toContainText(/^0 of \d+ verified/, { timeout: 2_000 });
  const total = Number((await counts(desk).innerText()).match(/of (\d+)/)![1]);

  // The muster point's Wi-Fi drops: the three taps are kept on the tablet and shown at once.
  await tabletContext.setOffline(true);
  await expect(tablet.getByText('No network: changes are kept on this device')).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const row = tablet.getByTestId('evacuation-person').nth(i);
    const name = await row.locator('strong').innerText();
    names.push(name);
    await row.getByRole('button', { name: `Mark ${name} verified` }).click();
    await expect(row.getByText('Not yet synced')).toBeVisible();
  }
  await expect(counts(tablet)).toContainText(`3 of ${total} verified`);
  await expect(counts(desk)).toContainText(`0 of ${total} verified`);

  // Back on the network: sent in order, once; the desk has the three within 2 s.
  await tabletContext.setOffline(false);
  await expect(counts(desk)).toContainText(`3 of ${total} verified`, { timeout: 2_000 });
  await expect(tablet.getByText('Not yet synced')).toHaveCount(0);
  for (const name of names)
    await expect(
      desk
        .getByTestId('evacuation-person')
        .filter({ hasText: name })
        .getByRole('button', { name: `Mark ${name} outstanding` }),
    ).toBeVisible();

  await desk.getByRole('button', { name: 'Finish session' }).click();
  await desk
    .getByRole('dialog', { name: 'Finish this evacuation?' })
    .getByRole('button', { name: 'Finish' })
    .click();
  await expect(desk.getByText('Evacuation session successfully finished')).toBeVisible();
  await desk.context().close();
  await tabletContext.close();
});
