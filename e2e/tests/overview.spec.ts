import { expect, test } from '@playwright/test';
import {
  apiTokens,
  createGatewayKey,
  loadSite,
  portOf,
  sendReads,
  workerName,
  workersWithoutRules,
} from '../support/gateway.ts';
import { LOS_ANGELES_ID, PROJECTS, signedIn } from '../support/session.ts';

test('a manager sees a new unauthorized person on the overview live, acknowledges and snoozes it', async ({
  page,
  request,
}) => {
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.losAngeles).click();
  await page.getByRole('navigation').getByText('Overview').click();
  await expect(page).toHaveURL(new RegExp(`/project/${LOS_ANGELES_ID}/overview$`));
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  await expect(page.getByText(/^Live · /)).toBeVisible();

  // A gateway reads a worker in the crane zone, which denies by default.
  const tokens = await apiTokens(request, 'admin@siteline.example');
  const key = await createGatewayKey(request, tokens, LOS_ANGELES_ID, 'Overview e2e gateway');
  const site = await loadSite(request, key);
  const crane = portOf(site, 'Crane Zone');
  // Not the realtime journey's intruder: each journey has its own fact.
  const intruder = workersWithoutRules(site, crane.zoneId, 3)[2];
  if (!intruder) throw new Error('no worker to send');
  const name = await workerName(request, tokens, LOS_ANGELES_ID, intruder.id);
  await sendReads(request, key, [{ serial: crane.serial, port: crane.port, tag: intruder.tag }]);

  // The fact appears without a reload, in its group, in words.
  const text = `${name} was read in Crane Zone without access`;
  const group = page.getByRole('region', { name: /Unauthorized person/ });
  await expect(group.getByText(text)).toBeVisible({ timeout: 3_000 });
  // Found by test id, not by role: a dialog open over the page hides the page from roles.
  const fact = page.getByTestId('alerts-fact').filter({ hasText: text });
  await expect(fact).toContainText(
    /Since \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm) · (just now|1 min)/,
  );

  // Acknowledged with a note: everyone sees by whom.
  await fact.getByRole('button', { name: 'Acknowledge' }).click();
  const ack = page.getByRole('dialog', { name: 'Acknowledge alert' });
  await ack.getByLabel('Note').fill('Escorted out by the foreman.');
  await ack.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(ack).toBeHidden();
  await expect(fact).toContainText(/Acknowledged by .+ at .+: Escorted out by the foreman\./);

  // Snoozed for the default 14 days: "Saved!", the dialog closes after 2 s, the fact leaves.
  await fact.getByRole('button', { name: 'Snooze' }).click();
  const snooze = page.getByRole('dialog', { name: 'Snooze alert' });
  await expect(snooze.getByLabel('Days', { exact: true })).toHaveValue('14');
  await snooze.getByRole('button', { name: 'Snooze' }).click();
  await expect(snooze.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(fact).toBeVisible();
  await expect(snooze).toBeHidden({ timeout: 4_000 });
  await expect(fact).toBeHidden();

  // Still gone after a reload: the server keeps it snoozed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  await expect(page.getByText(text)).toBeHidden();
});
