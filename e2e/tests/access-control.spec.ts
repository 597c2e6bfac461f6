import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, PROJECTS, signedIn } from '../support/session.ts';

/*
 * The dashboard over the real pipeline: two reads of a badge nobody holds are sent as a gateway
 * sends them, one at the tower crane (a zone that denies by default) and one at the main gate
 * (allowed), so today has known reads on any day of the week; the live simulator adds the site's
 * own on top.
 */

const TIME_ZONE = 'America/New_York';
// The web app's OAuth client (packages/shared WEB_CLIENT_ID).
const CLIENT_ID = 'siteline-web';

interface Reader {
  ManufacturerSerialNumber: string;
  projectZoneId: number | null;
  ZoneName: string | null;
  ReaderAssignmentPorts: { Port: number; ProjectZoneId: number | null }[];
}

/** The admin's access_token (for the first API) and `jwt` (for the second, /api/v2). */
async function adminTokens(
  request: APIRequestContext,
): Promise<{ access_token: string; jwt: string }> {
  const res = await request.post('/oauth/token', {
    form: {
      grant_type: 'password',
      username: 'admin@siteline.example',
      password: DEMO_PASSWORD,
      client_id: CLIENT_ID,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { access_token: string; jwt: string };
}

async function sendReads(request: APIRequestContext, tag: string, at: Date) {
  const tokens = await adminTokens(request);
  const headers = { authorization: `Bearer ${tokens.access_token}`, demo: 'false' };
  const headersV2 = { authorization: `Bearer ${tokens.jwt}`, demo: 'false' };
  const projects = (await (
    await request.get('/api/v1/projects?page=1&pageSize=500', { headers })
  ).json()) as { Data: { ProjectId: number; Title: string }[] };
  const projectId = projects.Data.find((p) => p.Title === PROJECTS.newYork)?.ProjectId;
  expect(projectId).toBeDefined();

  const readers = (await (
    await request.get(`/api/v2/projects/${projectId}/readers?page=1&pageSize=150`, {
      headers: headersV2,
    })
  ).json()) as { Data: Reader[] };
  const at_ = (zone: string) => {
    const reader = readers.Data.find((r) => r.ZoneName === zone);
    expect(reader, zone).toBeDefined();
    const port =
      reader!.ReaderAssignmentPorts.find((p) => p.ProjectZoneId === reader!.projectZoneId)?.Port ??
      1;
    return { ReaderSerial: reader!.ManufacturerSerialNumber, Port: port };
  };

  const key = await request.post(`/api/v2/projects/${projectId}/gateway-keys`, {
    headers: headersV2,
    data: { Name: `e2e access control ${tag}` },
  });
  expect(key.ok(), await key.text()).toBe(true);
  const { Key } = (await key.json()) as { Key: string };

  const time = at.toISOString();
  const sent = await request.post('/api/v2/ingest/reads', {
    headers: { 'x-gateway-key': Key },
    data: {
      Reads: [
        { ...at_('Crane Zone'), Tag: tag, Time: time, Source: 1 },
        { ...at_('Main Gate'), Tag: tag, Time: time, Source: 1 },
      ],
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect(((await sent.json()) as { Accepted: number }).Accepted).toBe(2);
}

/** MM/DD/YYYY hh:mm am on the site's clock (spec 002 §9). */
function siteTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

test('a manager sees today’s access reads, narrows them to denied ones and searches a tag', async ({
  page,
  request,
}) => {
  const tag = `E2E-AC-${Date.now().toString(36).toUpperCase()}`;
  const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
  await sendReads(request, tag, at);
  const today = siteTime(new Date()).slice(0, 10);
  const tomorrow = siteTime(new Date(Date.now() + 86_400_000)).slice(0, 10);

  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Access control').click();
  await expect(page).toHaveURL(/\/project\/\d+\/access-control$/);
  await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible();
  await expect(
    page.getByText(/^[\d,]+ reads? in this range · site time \(America\/New_York\)$/),
  ).toBeVisible();

  // The default range is today and tomorrow on the site's clock: every row is from today on.
  const table = page.getByRole('table', { name: 'Access control', exact: true });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d [ap]m/);
  const times = await rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent));
  for (const time of times) expect([today, tomorrow]).toContain(time?.slice(0, 10));

  // Denied only: the address carries it and no other access type is left in the list.
  await page.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'Denied' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/accessTypes=/);
  await expect(table.getByText('Granted')).toHaveCount(0);
  await expect(table.getByText('Check In')).toHaveCount(0);
  await expect(table.getByText('Denied').first()).toBeVisible();

  // Two characters change nothing; from three the search applies, here to the new badge.
  const search = page.getByLabel('Search name, tag or company');
  await search.fill(tag.slice(0, 2));
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(rows).toHaveCount(1);
  const denied = rows.first();
  await expect(denied).toContainText(tag);
  await expect(denied).toContainText('Unknown tag');
  await expect(denied).toContainText('Unassigned');
  await expect(denied).toContainText('Crane Zone');
  await expect(denied).toContainText('Denied');
  // The read's own time, on the site's clock.
  await expect(denied).toContainText(siteTime(at));

  // Without the access filter the same badge's granted read at the gate is back.
  await page.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'Denied' }).click();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/accessTypes=/);
  await expect(rows).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Main Gate/ })).toContainText('Granted');
  await expect(
    page.getByText('2 reads in this range · site time (America/New_York)'),
  ).toBeVisible();
});

test('the time of a read is in sight at 1366 px, the whole of it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Access control').click();
  const table = page.getByRole('table', { name: 'Access control', exact: true });
  const time = table.getByRole('columnheader', { name: /^Time/ });
  await expect(time).toBeVisible();
  const firstTime = table.locator('tbody tr').first().locator('td').last();
  await expect(firstTime).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [ap]m$/);

  // Inside the grid's box, not scrolled off to its right.
  const box = await page.locator('.MuiTableContainer-root').boundingBox();
  for (const cell of [time, firstTime]) {
    const cellBox = await cell.boundingBox();
    if (!box || !cellBox) throw new Error('not laid out');
    expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  // The range's fields show the whole time of day, "12:00 am", not "12:00 a".
  const sections = page.locator('.MuiPickersSectionList-root');
  await expect(sections).toHaveCount(2);
  for (const field of await sections.all()) {
    const clipped = await field.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
    expect(clipped).toBe(false);
  }
});

test('from a denied read to its gate in one click; totals per gate and shift; the log to Excel', async ({
  page,
  request,
}) => {
  const tag = `E2E-GT-${Date.now().toString(36).toUpperCase()}`;
  await sendReads(request, tag, new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000));
  await page.setViewportSize({ width: 1366, height: 850 });
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Access control').click();
  await page.getByLabel('Search name, tag or company').fill(tag);
  const table = page.getByRole('table', { name: 'Access control', exact: true });
  const denied = table.getByRole('row', { name: /Denied/ });
  await expect(denied).toHaveCount(1);

  // The totals count the day's reads at the site's gates, per shift, with the same filters.
  const totals = page.getByRole('region', { name: 'Reads per gate and shift' });
  await expect(totals.getByRole('row', { name: /Main Gate/ })).toHaveCount(1);

  // The denied read's zone is one click from every read at that gate.
  const zone = (await denied.locator('td').nth(3).textContent())?.trim() ?? '';
  await denied.getByRole('button', { name: zone }).click();
  // The address holds the list as JSON: projectZoneIds=[6].
  await expect(page).toHaveURL(/projectZoneIds=(%5B)?\d+/);
  await expect(page).not.toHaveURL(/search=/);
  // The rows are read once the filtered answer is drawn (the address changes first).
  const zoneColumn = table.locator('tbody tr td:nth-child(4)');
  await expect
    .poll(async () => [...new Set((await zoneColumn.allTextContents()).map((t) => t.trim()))])
    .toEqual([zone]);
  const zones = await zoneColumn.allTextContents();
  expect(zones.length).toBeGreaterThan(0);
  expect(new Set(zones.map((text) => text.trim()))).toEqual(new Set([zone]));

  // The whole filtered log, every page of it, written by the server as an Excel file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the log to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Access log \d{4}-\d\d-\d\d.*\.xlsx$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});
