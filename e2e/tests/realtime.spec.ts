import { expect, test } from '@playwright/test';
import {
  apiTokens,
  createGatewayKey,
  drawSitePlan,
  loadSite,
  portOf,
  sendReads,
  workerName,
  workersWithoutRules,
} from '../support/gateway.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

const NEW_YORK = 1;

test('an unauthorized read sent by a gateway shows on another user’s realtime view within 2 s', async ({
  browser,
  request,
}) => {
  // The screen in the site office: a manager's realtime view.
  const office = await browser.newContext();
  const screen = await office.newPage();
  await signedIn(screen, 'manager@siteline.example');
  await screen.getByText(PROJECTS.newYork).click();
  await screen.getByRole('navigation').getByText('Realtime').click();
  await expect(screen).toHaveURL(/\/project\/1\/realtime$/);
  await expect(screen.getByRole('heading', { name: 'Realtime', exact: true })).toBeVisible();
  await expect(screen.getByText(/^Live/)).toBeVisible();

  // Elsewhere, an admin's session hands a gateway its key.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signedIn(adminPage, 'admin@siteline.example');
  await expect(adminPage).toHaveURL(/\/project/);
  const tokens = await apiTokens(request, 'admin@siteline.example');
  const key = await createGatewayKey(request, tokens, NEW_YORK, 'Crane gate e2e');
  const site = await loadSite(request, key);

  // The crane zone denies by default: a worker with no rule there is refused.
  const crane = portOf(site, 'Crane Zone');
  const [intruder] = workersWithoutRules(site, crane.zoneId, 1);
  if (!intruder) throw new Error('no worker to send');
  const name = await workerName(request, tokens, NEW_YORK, intruder.id);

  await sendReads(request, key, [{ serial: crane.serial, port: crane.port, tag: intruder.tag }]);
  const notice = screen.getByTestId('realtime-notice-unauthorized').filter({ hasText: name });
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await expect(notice).toContainText('Unauthorized read');
  await expect(notice).toContainText('in Crane Zone at');

  // The lists catch up too: the unauthorized-reads view names the worker.
  const reads = screen.getByRole('region', { name: 'Unauthorized reads' });
  await expect(reads.getByText(name)).toBeVisible();

  // Shown for 10 s, then gone.
  await expect(notice).toBeHidden({ timeout: 12_000 });
  await office.close();
  await admin.close();
});

test('an admin makes an area from a site plan, pins two zones, and the view counts who is there', async ({
  page,
  request,
}) => {
  await signedIn(page, 'admin@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await page.getByRole('navigation').getByText('Realtime').click();
  await page.getByRole('link', { name: 'Configure' }).click();
  await expect(page).toHaveURL(/\/project\/1\/realtime\/configuration$/);
  await expect(page.getByRole('heading', { name: 'Realtime configuration' })).toBeVisible();

  // A picture too narrow for a wide area is refused before anything is sent.
  await page.getByRole('button', { name: 'Add area' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(/New area/);
  await dialog.getByLabel('Area name').fill('Tower B floors');
  await dialog.getByLabel('Picture file').setInputFiles({
    name: 'narrow.png',
    mimeType: 'image/png',
    buffer: await drawSitePlan(page, 900, 700),
  });
  await expect(dialog.getByText('This picture is 900 pixels wide')).toBeVisible();

  // A 2400 × 1400 plan: crop it (zoom in a little) and save the area.
  await dialog.getByLabel('Picture file').setInputFiles({
    name: 'plan.png',
    mimeType: 'image/png',
    buffer: await drawSitePlan(page, 2400, 1400),
  });
  await expect(dialog.getByTestId('realtime-cropper')).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByText('View Created')).toBeVisible();

  // Zoning: two pins, one per zone.
  const picture = dialog.getByRole('img', { name: 'Tower B floors' });
  await expect(picture).toBeVisible();
  const pinAt = async (fx: number, fy: number, zone: string) => {
    const box = await picture.boundingBox();
    if (!box) throw new Error('picture not laid out');
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    // Saving without a zone says what is missing.
    await dialog.getByRole('button', { name: 'Save pin' }).click();
    await expect(dialog.getByText('Please attach a valid zone to continue')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Zone' }).fill(zone);
    await page.getByRole('option', { name: zone, exact: true }).click();
    await dialog.getByRole('radio', { name: 'Top right' }).click();
    await dialog.getByRole('button', { name: 'Save pin' }).click();
    await expect(page.getByText('Zone Added').last()).toBeVisible();
  };
  await pinAt(0.3, 0.35, 'Main Gate');
  await pinAt(0.7, 0.7, 'Level 10');
  await expect(dialog.getByTestId('realtime-pin')).toHaveCount(2);
  // Drag the level 10 pin a little up and left, and save where it now is.
  const level10Pin = dialog.getByRole('button', { name: 'Level 10', exact: true });
  const start = await level10Pin.boundingBox();
  if (!start) throw new Error('pin not laid out');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x - 40, start.y - 30, { steps: 5 });
  await page.mouse.up();
  // The pin follows the drag once the screen has drawn it there (not at the mouse's release).
  await expect.poll(async () => (await level10Pin.boundingBox())?.x).toBeLessThan(start.x);
  await dialog.getByRole('button', { name: 'Save pin' }).click();
  await expect(page.getByText('Zone Updated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Tower B floors' })).toContainText(
    '2 zones pinned',
  );

  // Three workers badge in: two at the main gate, one on level 10.
  const tokens = await apiTokens(request, 'admin@siteline.example');
  const key = await createGatewayKey(request, tokens, NEW_YORK, 'Realtime e2e');
  const site = await loadSite(request, key);
  const gate = portOf(site, 'Main Gate');
  const level10 = portOf(site, 'Level 10');
  const crew = workersWithoutRules(site, level10.zoneId, 3);
  const [first, second, third] = crew;
  if (!first || !second || !third) throw new Error('no crew');
  await sendReads(request, key, [
    { serial: gate.serial, port: gate.port, tag: first.tag },
    { serial: gate.serial, port: gate.port, tag: second.tag },
    { serial: level10.serial, port: level10.port, tag: third.tag },
  ]);
  const thirdName = await workerName(request, tokens, NEW_YORK, third.id);

  await page.getByRole('link', { name: 'Back to realtime' }).click();
  await expect(page.getByRole('tab', { name: 'Tower B floors' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tower B floors' }).click();

  // Each pin carries the count of its zone's list; level 10 holds the worker just seen there.
  for (const zone of ['Main Gate', 'Level 10']) {
    const pin = page.getByRole('button', { name: new RegExp(`^${zone}: \\d+ workers?`) });
    await expect(pin).toBeVisible();
    const count = Number(/: (\d+) worker/.exec((await pin.getAttribute('aria-label')) ?? '')?.[1]);
    const card = page.getByRole('region', { name: zone, exact: true });
    await expect(card.getByRole('listitem')).toHaveCount(count);
  }
  const level10Card = page.getByRole('region', { name: 'Level 10', exact: true });
  await expect(level10Card.getByText(thirdName)).toBeVisible();
  const gatePin = page.getByRole('button', { name: /^Main Gate: \d+ workers?/ });
  const gateCount = Number(/: (\d+)/.exec((await gatePin.getAttribute('aria-label')) ?? '')?.[1]);
  expect(gateCount).toBeGreaterThanOrEqual(2);
});

for (const viewport of [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
]) {
  test(`the Tower Section's pins neither overlap nor leave the picture at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedIn(page, 'admin@siteline.example');
    await expect(page).toHaveURL(/\/project/);
    await page.goto(`/project/${NEW_YORK}/realtime`);
    await page.getByRole('tab', { name: 'Tower Section' }).click();
    const picture = page.getByRole('img', { name: 'Tower Section' });
    await expect(picture).toBeVisible();
    // Every floor of the tower has its pin; the labels are laid out once measured (a pin with
    // no room for even its count keeps only its point).
    const pins = page.getByTestId('realtime-pin');
    await expect(page.getByTestId('realtime-pin-label').first()).toBeVisible();
    expect(await pins.count()).toBeGreaterThanOrEqual(10);
    await page.waitForTimeout(500);

    const frame = await picture.boundingBox();
    if (!frame) throw new Error('no picture');
    const labels = await page.getByTestId('realtime-pin-label').all();
    const boxes = [];
    for (const label of labels) {
      const box = await label.boundingBox();
      if (box) boxes.push(box);
    }
    const dots = await page.locator('[data-testid="realtime-pin"][data-variant="dot"]').count();
    expect(boxes.length + dots).toBe(await pins.count());
    const edge = 0.5;
    // A section names itself across the top and its floors down the left edge: no label there
    // (realtime-pin-layout.ts SECTION_TITLE_BAND, SECTION_NAME_BAND).
    const bands = [
      { x: frame.x, y: frame.y, width: frame.width, height: frame.height * 0.1 },
      { x: frame.x, y: frame.y, width: frame.width * 0.2, height: frame.height },
    ];
    for (const [i, a] of boxes.entries()) {
      for (const band of bands) {
        const clear =
          a.x + a.width <= band.x + edge ||
          band.x + band.width <= a.x + edge ||
          a.y + a.height <= band.y + edge ||
          band.y + band.height <= a.y + edge;
        expect(clear, `a label at (${a.x}, ${a.y}) covers the section's names`).toBe(true);
      }
      expect(a.x).toBeGreaterThanOrEqual(frame.x - edge);
      expect(a.y).toBeGreaterThanOrEqual(frame.y - edge);
      expect(a.x + a.width).toBeLessThanOrEqual(frame.x + frame.width + edge);
      expect(a.y + a.height).toBeLessThanOrEqual(frame.y + frame.height + edge);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x + edge ||
          b.x + b.width <= a.x + edge ||
          a.y + a.height <= b.y + edge ||
          b.y + b.height <= a.y + edge;
        expect(apart, `labels at (${a.x}, ${a.y}) and (${b.x}, ${b.y}) overlap`).toBe(true);
      }
    }
  });
}
