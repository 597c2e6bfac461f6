import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  apiTokens,
  bearer,
  createGatewayKey,
  loadSite,
  portOf,
  sendReads,
} from '../support/gateway.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

const NEW_YORK = 1;

/*
 * Issue 14's self-registration: a worker scans the project's QR code on a phone, registers in
 * Spanish, signs the site's document and adds a photo; the site office finds them by their code
 * under recent registrations, gives them a badge, and their first read at the gate shows.
 */
test('a worker registers on their phone in Spanish; the office badges them; their first read shows', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const last = `Qr${stamp}`;
  const tag = `QR-${stamp}`;
  const tokens = await apiTokens(request, 'manager@siteline.example');
  const pinAnswer = await request.get(`/api/v1/projects/${NEW_YORK}/registrations/pin`, {
    headers: bearer(tokens),
  });
  const { SelfRegistrationUrl } = (await pinAnswer.json()) as { SelfRegistrationUrl: string };

  // The worker's phone: no session, the link the QR code holds.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'es-US',
    hasTouch: true,
  });
  const worker = await phone.newPage();
  const shot = (name: string) =>
    worker.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await worker.goto(new URL(SelfRegistrationUrl).pathname);
  await expect(worker.getByRole('heading', { name: PROJECTS.newYork, level: 1 })).toBeVisible();
  await shot('1-language');
  await worker.getByRole('button', { name: 'Español' }).click();

  await expect(worker.getByText('Paso 1 de 5')).toBeVisible();
  const company = worker.getByLabel('Su empresa');
  const companyName = (await company.locator('option').nth(1).textContent()) ?? '';
  await company.selectOption({ index: 1 });
  const contracts = worker.getByRole('radio');
  if ((await contracts.count()) > 0) await contracts.first().check();
  await worker.getByRole('button', { name: 'Siguiente' }).click();

  // The details: a missing last name is said in Spanish, on the field.
  await expect(worker.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
  await worker.getByLabel(/^Nombre( \(obligatorio\))?$/).fill('Lucía');
  await worker.getByRole('button', { name: 'Siguiente' }).click();
  await expect(worker.getByText('Apellido es obligatorio.')).toBeVisible();
  await expect(worker.getByLabel(/^Apellido( \(obligatorio\))?$/)).toBeFocused();
  await worker.getByLabel(/^Apellido( \(obligatorio\))?$/).fill(last);
  await worker
    .getByLabel(/^Teléfono móvil( \(obligatorio\))?$/)
    .fill(`(917) 555-${String(Date.now() % 10_000).padStart(4, '0')}`);
  await shot('2-details');
  await worker.getByRole('button', { name: 'Siguiente' }).click();

  // The site's document: opened to read, then signed with a finger.
  await expect(worker.getByRole('heading', { name: 'Lea y firme' })).toBeVisible();
  const documentLink = worker.getByRole('link', { name: 'Abrir el documento' });
  const pdf = await request.get((await documentLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await worker.getByRole('button', { name: 'Siguiente' }).click();
  await expect(
    worker.getByText('Firme todos los documentos antes de seguir.').first(),
  ).toBeVisible();
  const pad = worker.getByRole('img', { name: /^Firme aquí con el dedo/ });
  const box = (await pad.boundingBox())!;
  await worker.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await worker.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.8],
    [0.5, 0.25],
    [0.7, 0.7],
    [0.9, 0.4],
  ] as const) {
    await worker.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await worker.mouse.up();
  await expect(worker.getByText('✓ Firmado')).toBeVisible();
  // Signed: the request to sign goes at once, not at the next tap.
  await expect(worker.getByText('Firme todos los documentos antes de seguir.')).toHaveCount(0);
  await shot('3-signed');
  await worker.getByRole('button', { name: 'Siguiente' }).click();

  // The photo, from a file (the camera's stand-in).
  const picture = await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: '#b58a6a' },
  })
    .jpeg()
    .toBuffer();
  await expect(worker.getByRole('button', { name: 'Omitir' })).toBeVisible();
  await worker.getByLabel('Tomar una foto').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  await expect(worker.getByRole('img', { name: 'Su foto' })).toBeVisible();
  await worker.getByRole('button', { name: 'Siguiente' }).click();

  await expect(worker.getByRole('heading', { name: 'Revise y envíe' })).toBeVisible();
  await expect(worker.getByText(companyName.trim()).first()).toBeVisible();
  await shot('4-review');
  await worker.getByRole('button', { name: 'Enviar mi registro' }).click();
  await expect(worker.getByRole('heading', { name: '✓ ¡Listo!' })).toBeVisible();
  const code = ((await worker.getByTestId('confirmation-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(worker.getByText(`Lucía ${last}`)).toBeVisible();
  expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await shot('5-done');
  await phone.close();

  // The site office: recent registrations shows the worker, their code and that they need a badge.
  await page.setViewportSize({ width: 1366, height: 850 });
  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.goto(`/project/${NEW_YORK}/directory/recent`);
  const row = page.getByRole('row').filter({ hasText: `Lucía ${last}` });
  await expect(row).toContainText(`Themselves (QR) · ${code}`);
  await expect(row).toContainText('Needs a badge');
  await page.screenshot({ path: testInfo.outputPath('6-recent-1366.png') });
  await row.getByText(`Lucía ${last}`).click();
  await expect(page.getByRole('heading', { name: `Lucía ${last}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('worker-photo').locator('img')).toBeVisible();
  const workerId = Number(/worker\/(\d+)/.exec(page.url())?.[1]);

  // The signed copy is on the Documents tab.
  await page.goto(`/project/${NEW_YORK}/directory/worker/${workerId}/documents`);
  await expect(page.getByText('Site safety orientation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download signed copy' })).toBeVisible();

  // A badge from the queue: "Needs a badge" opens it at her, the face large to check; Enter
  // gives the badge and brings the next worker waiting, who gets one too.
  await page.goto(`/project/${NEW_YORK}/directory/recent`);
  await row.getByRole('button', { name: 'Needs a badge' }).click();
  const queue = page.getByRole('dialog', { name: /^Badge 1 of \d+$/ });
  await expect(queue.getByText(`Lucía ${last}`)).toBeVisible();
  await expect(queue.getByText(`Code ${code}`)).toBeVisible();
  await queue.getByTestId('badge-queue-input').fill(tag);
  await queue.getByTestId('badge-queue-input').press('Enter');
  await expect(page.getByTestId('badge-queue-given')).toHaveText(`${tag} given to Lucía ${last}.`);
  const dialog = page.getByRole('dialog', { name: /^Badge 2 of \d+$/ });
  await expect(dialog).toBeVisible();
  const other = ((await dialog.locator('p.MuiTypography-h4').textContent()) ?? '').trim();
  expect(other).not.toBe('');
  await dialog.getByTestId('badge-queue-input').fill(`${tag}-2`);
  await dialog.getByTestId('badge-queue-input').press('Enter');
  await expect(page.getByTestId('badge-queue-given')).toHaveText(`${tag}-2 given to ${other}.`);
  // The title has moved on to the next worker (or "Badges given"): close whatever it says.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Has a badge');
  await expect(page.getByRole('row').filter({ hasText: other }).first()).toContainText(
    'Has a badge',
  );

  // The first read at the site office's reader: access control shows it with their name.
  const key = await createGatewayKey(request, tokens, NEW_YORK, 'Self-registration e2e');
  const site = await loadSite(request, key);
  const office = portOf(site, 'Site Office');
  await sendReads(request, key, [{ serial: office.serial, port: office.port, tag }]);
  await page.goto(`/project/${NEW_YORK}/access-control`);
  await page.getByLabel('Search name, tag or company').fill(tag);
  const read = page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: 'Site Office' })
    .first();
  await expect(read).toContainText(`Lucía ${last}`);
  // The record counts them on site from that read.
  await page.goto(`/project/${NEW_YORK}/directory/worker/${workerId}/profile`);
  await expect(page.getByText('On site now')).toBeVisible();
});
