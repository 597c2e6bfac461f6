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

/*
 * Issue 13's access step: a manager denies one zone on a worker's Access tab, a gateway sends the
 * next read of that worker's badge there, and the access-control dashboard shows it denied; the
 * reset gives the worker back the zone's default.
 */
test('deny a zone on the worker’s access tab: the next read of the badge there is denied', async ({
  page,
  request,
}, testInfo) => {
  const tokens = await apiTokens(request, 'admin@siteline.example');
  const key = await createGatewayKey(request, tokens, LOS_ANGELES_ID, 'Worker access e2e');
  const site = await loadSite(request, key);
  // The site office lets everyone in by default: a worker with no rule there is allowed.
  const office = portOf(site, 'Site Office');
  const [worker] = workersWithoutRules(site, office.zoneId, 1);
  if (!worker) throw new Error('no worker to deny');
  const name = await workerName(request, tokens, LOS_ANGELES_ID, worker.id);

  await page.setViewportSize({ width: 1366, height: 850 });
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.losAngeles).click();
  await page.goto(`/project/${LOS_ANGELES_ID}/directory/worker/${worker.id}/access`);

  const tree = page.getByRole('list', { name: "Zones and the worker's access" });
  const row = tree.getByRole('listitem').filter({ hasText: /^Site Office/ });
  await expect(row).toContainText('Access');
  await expect(row).toContainText('Zone default');
  await page.screenshot({ path: testInfo.outputPath('access-1366.png'), fullPage: true });

  await page.getByRole('button', { name: 'Edit access to Site Office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Access to Site Office' });
  await dialog.getByRole('combobox', { name: 'Access level' }).click();
  await page.getByRole('option', { name: 'Deny' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Zone access saved successully!')).toBeVisible();
  await expect(row).toContainText('No access');
  await expect(row).toContainText('Worker rule');

  await sendReads(request, key, [{ serial: office.serial, port: office.port, tag: worker.tag }]);

  await page.getByRole('navigation').getByText('Access control').click();
  await expect(page).toHaveURL(/\/project\/\d+\/access-control$/);
  await page.getByLabel('Search name, tag or company').fill(worker.tag);
  const reads = page.getByRole('table').locator('tbody tr');
  const denied = reads.filter({ hasText: 'Site Office' }).first();
  await expect(denied).toContainText(name);
  await expect(denied).toContainText('Denied');

  // The phone's width: the tab still reads, then the reset gives back the zone's default.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/project/${LOS_ANGELES_ID}/directory/worker/${worker.id}/access`);
  await expect(row).toContainText('No access');
  await page.screenshot({ path: testInfo.outputPath('access-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Reset access to Site Office' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Zone access has been reset!')).toBeVisible();
  await expect(row).toContainText('Zone default');

  await page.goto(`/project/${LOS_ANGELES_ID}/directory/worker/${worker.id}/timesheets`);
  await expect(page.getByRole('table', { name: 'Worker timesheets' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('timesheets-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.screenshot({ path: testInfo.outputPath('timesheets-1366.png'), fullPage: true });
});
