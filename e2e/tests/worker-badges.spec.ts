import { inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { MANAGER, openNewYork } from '../support/dashboards.ts';
import { apiTokens, bearerV2, createGatewayKey, loadSite } from '../support/gateway.ts';

/** The text a PDF draws: its streams inflated, the hex strings of Tj decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      parts.push(m[1]!);
    }
  }
  const hex = [...parts.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) =>
    Buffer.from(m[1]!, 'hex').toString('latin1'),
  );
  return hex.join('\n');
}

test('a manager moves a worker to a second badge, crops a photo and prints the badge', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  const projectId = await openNewYork(page);
  const tokens = await apiTokens(request, MANAGER);
  const key = await createGatewayKey(request, tokens, projectId, 'Badges journey');
  const site = await loadSite(request, key);
  const worker = site.workers.find((w) => w.tags.length === 1 && w.tags[0]!.endDate === null)!;
  const oldTag = worker.tags[0]!.tag;
  const newTag = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });

  await page.goto(`/project/${projectId}/directory/worker/${worker.id}/tags`);
  const tab = page.getByTestId('workers-tags-tab');
  await expect(tab.getByTestId(`worker-tag-${oldTag}`)).toBeVisible();
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(name).not.toBe('');

  // A second badge: indefinite from today by default.
  await tab.getByRole('button', { name: 'Assign tag' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign tag' });
  await expect(assign.getByRole('radio', { name: 'Indefinite' })).toBeChecked();
  await assign.getByRole('textbox', { name: /^Tag/ }).fill(newTag);
  await shot('assign-dialog-1366');
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign).toBeHidden();
  await expect(tab.getByTestId(`worker-tag-${newTag}`)).toBeVisible();

  // The same tag for someone else at the same time is refused, naming this worker.
  const other = site.workers.find((w) => w.id !== worker.id)!;
  const refused = await request.post(`/api/v1/projects/${projectId}/workers/${other.id}/tags`, {
    headers: { Authorization: `Bearer ${tokens.access_token}`, Demo: 'false' },
    data: { Tag: newTag, ValidThroughRange: 'Indefinite' },
  });
  expect(refused.status()).toBe(409);
  expect(JSON.stringify(await refused.json())).toContain(name.split(' ')[0]!);

  // End the old badge today: only its end date changes.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: site.timeZoneId });
  await tab.getByRole('button', { name: `End ${oldTag}` }).click();
  const end = page.getByRole('dialog', { name: `End tag ${oldTag}` });
  await end.getByLabel(/Last date the worker had the tag/).fill(today);
  await shot('end-dialog-1366');
  await end.getByRole('button', { name: 'Save' }).click();
  await expect(end).toBeHidden();
  await expect(tab.getByTestId(`worker-tag-${oldTag}`).getByText(today)).toBeVisible();
  await shot('tags-tab-1366');

  // Upload and crop a photo.
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2a6f97' },
  })
    .png()
    .toBuffer();
  await page.getByRole('button', { name: 'Change photo' }).click();
  const photo = page.getByRole('dialog', { name: 'Worker photo' });
  await photo.getByTestId('photo-file-input').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  const area = photo.getByTestId('photo-crop-area');
  await expect(area).toBeVisible();
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await shot('photo-dialog-1366');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/workers/${worker.id}/photo`) && r.request().method() === 'PUT',
  );
  await photo.getByRole('button', { name: 'Save photo' }).click();
  expect((await saved).status()).toBe(200);
  await expect(photo).toBeHidden();
  await expect(page.getByTestId('worker-photo').locator('img')).toBeVisible();

  // Print the badge for the new tag: the PDF has the worker's name.
  await page.getByRole('button', { name: 'Print badge' }).click();
  const badge = page.getByRole('dialog', { name: 'Print or download badge' });
  await expect(badge.getByRole('combobox', { name: 'Tag' })).toContainText(newTag);
  await shot('badge-dialog-1366');
  const printed = page.waitForResponse(
    (r) => r.url().endsWith(`/workers/${worker.id}/badges`) && r.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await badge.getByRole('button', { name: 'Print' }).click();
  const { uid } = (await (await printed).json()) as { uid: string };
  await expect(page.getByText('Badge printed successfully!')).toBeVisible();
  await (await popup).close();
  const pdf = await request.get(`/api/v2/downloads/file?uid=${uid}`, { headers: bearerV2(tokens) });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(newTag);
  for (const part of name.split(/\s+/)) expect(text).toContain(part);
  await expect(badge.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await badge.getByRole('button', { name: 'Close' }).click();

  // The phone's view of the tab and dialogs.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('tags-tab-390');
  await tab.getByRole('button', { name: 'Assign tag' }).click();
  await shot('assign-dialog-390');
  await page
    .getByRole('dialog', { name: 'Assign tag' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('button', { name: 'Print badge' }).click();
  await shot('badge-dialog-390');

  // The directory's row shows the photo, small.
  await page.setViewportSize({ width: 1366, height: 850 });
  const lastName = name.split(/\s+/).at(-1) ?? '';
  await page.goto(`/project/${projectId}/directory/basic?search=${encodeURIComponent(lastName)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByTestId('worker-thumbnail').locator('img')).toBeVisible();
});
