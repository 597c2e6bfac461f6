import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiTokens, createGatewayKey, loadSite, sendReads } from '../support/gateway.ts';
import { LOS_ANGELES_ID, PROJECTS, signedIn } from '../support/session.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver of the test's own, on loopback: it keeps what it gets and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteline-events`;
  return { url, received, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** The event a receiver got, after checking its signature with the webhook's secret. */
function verified(got: Received, secret: string) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got.headers['siteline-signature']));
  expect(match).not.toBeNull();
  const mac = createHmac('sha256', secret).update(`${match![1]}.${got.body}`).digest('hex');
  expect(mac).toBe(match![2]);
  return JSON.parse(got.body) as { type: string; projectId: number; data: Record<string, unknown> };
}

// Issue 27: a manager adds a webhook; its test event and a worker's arrival at the gate reach
// the receiver signed, and the delivery log shows them delivered.
test('a webhook receiver gets a signed event when a worker arrives at the gate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await signedIn(page, 'manager@siteline.example');
    await page.getByText(PROJECTS.losAngeles).click();
    await page.getByRole('navigation').getByText('Integrations').click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/integrations\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
    // The journeys' server runs as development, where loopback receivers are allowed: said.
    await expect(page.getByText('This server lets webhooks call loopback')).toBeVisible();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Address').fill('ftp://nowhere');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the address as http:// or https://')).toBeVisible();
    await dialog.getByLabel('Address').fill(receiver.url);
    await dialog.getByLabel('Description').fill('Site office board');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const secret = await page.getByTestId('integrations-webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('region', { name: receiver.url });
    await expect(card).toContainText('Site office board');
    await card.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('A test event is on its way.')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(verified(receiver.received[0]!, secret)).toMatchObject({
      type: 'webhook.test',
      projectId: LOS_ANGELES_ID,
    });

    // A worker badges in at the main gate.
    const tokens = await apiTokens(request, 'admin@siteline.example');
    const key = await createGatewayKey(request, tokens, LOS_ANGELES_ID, 'Webhooks e2e gateway');
    const site = await loadSite(request, key);
    const gate = site.readers
      .flatMap((r) =>
        (r.ports as { port: number; zoneName: string; direction?: number }[]).map((p) => ({
          serial: r.serial,
          ...p,
        })),
      )
      .find((p) => p.zoneName === 'Main Gate' && p.direction === 2);
    expect(gate).toBeDefined();
    const worker = site.workers.find((w) => w.tags.some((t) => t.endDate === null));
    const tag = worker!.tags.find((t) => t.endDate === null)!.tag;
    await sendReads(request, key, [{ serial: gate!.serial, port: gate!.port, tag }]);
    // (The live simulator's workers arrive too: this worker's own read is the one looked for.)
    const ours = () =>
      receiver.received.find(
        (r) => r.body.includes('"presence.arrived"') && r.body.includes(`"tag":"${tag}"`),
      );
    await expect.poll(() => ours() !== undefined, { timeout: 30_000 }).toBe(true);
    const arrival = verified(ours()!, secret);
    expect(arrival.data).toMatchObject({ workerId: worker!.id, zoneName: 'Main Gate', tag });

    // The log shows both delivered.
    await card.getByRole('link', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL(/\/integrations\/webhooks\/\d+$/);
    const log = page.getByTestId('integrations-deliveries');
    await expect(log.getByRole('row').filter({ hasText: 'Test event' })).toContainText('Delivered');
    await expect(
      log.getByRole('row').filter({ hasText: 'A worker arrives' }).filter({ hasText: 'Delivered' }),
    ).not.toHaveCount(0);

    // Deleted, it is gone with its log.
    await page.getByRole('button', { name: 'Back to webhooks' }).click();
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Webhook deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await receiver.stop();
  }
});
