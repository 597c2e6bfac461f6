import { expect, test } from '@playwright/test';
import { createDatabase } from '../../packages/server/src/db/database.ts';
import { startLiveSimulator } from '../../packages/server/src/demo/simulator/live.ts';
import { demoDatabaseUrl } from '../support/demo-database.ts';
import { apiTokens, bearerV2, createGatewayKey } from '../support/gateway.ts';
import { PROJECTS, signedIn } from '../support/session.ts';

/*
 * The live demo site. The journeys' server runs without its simulator (each journey posts the
 * reads it needs); this one runs the very simulator `npm start` runs, as a gateway of its own over
 * HTTP with a key made for it, and follows its readers from their heartbeats (sent at any hour)
 * to the Hardware screen.
 */
const NEW_YORK = 1;
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };

interface ReaderRow {
  ManufacturerSerialNumber: string;
  LastActiveDate: string | null;
}

test('the live site’s gateway posts to the ingestion API and its readers show online on Hardware', async ({
  page,
  request,
  baseURL,
}) => {
  const started = Date.now();
  const tokens = await apiTokens(request, 'manager@siteline.example');
  const key = await createGatewayKey(request, tokens, NEW_YORK, 'E2E live site');
  const database = createDatabase(await demoDatabaseUrl(), 2);
  const simulator = await startLiveSimulator({
    url: baseURL!,
    key,
    db: database.db,
    projectId: NEW_YORK,
    log: quiet,
    intervalMs: 1000,
  });
  try {
    // Heard since the journey started: the simulator's heartbeat went through the API.
    let heard: string[] = [];
    await expect
      .poll(
        async () => {
          const res = await request.get(
            `/api/v2/projects/${NEW_YORK}/readers?readerStatus=3&pageSize=150`,
            { headers: bearerV2(tokens) },
          );
          expect(res.status()).toBe(200);
          const rows = ((await res.json()) as { Data: ReaderRow[] }).Data;
          heard = rows
            .filter((r) => r.LastActiveDate !== null && Date.parse(r.LastActiveDate) >= started)
            .map((r) => r.ManufacturerSerialNumber);
          return heard.length;
        },
        { timeout: 30_000, message: 'a reader heard from the live simulator' },
      )
      .toBeGreaterThan(0);

    await signedIn(page, 'manager@siteline.example');
    await page.getByText(PROJECTS.newYork).click();
    await page.getByRole('navigation').getByText('Hardware').click();
    await expect(page.getByRole('heading', { name: 'Hardware' })).toBeVisible();
    // Ten rows a page and about two dozen readers online: find the one heard by its serial.
    await page.goto(
      `/project/${NEW_YORK}/hardware?readerStatus=3&search=${encodeURIComponent(heard[0]!)}`,
    );
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(heard[0]!) });
    await expect(row).toContainText('Online');
  } finally {
    await simulator.stop();
    await database.db.destroy();
  }
});
