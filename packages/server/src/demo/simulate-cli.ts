import { parseArgs } from 'node:util';
import { createDatabase } from '../db/database.ts';
import type { SiteModel } from '../engine/gateway-site.ts';
import { startLiveSimulator } from './simulator/live.ts';

/**
 * Runs the site simulator against any Siteline server, as a site gateway would:
 *   npm run simulate -- --url http://localhost:3000 --key GATEWAY_KEY [--interval-ms 5000]
 * It learns the site of the key's project from the server (GET /api/v2/ingest/site) and posts
 * its reads there. With --database-url (and --project-id) it reads the site from a database
 * instead. Stops with Ctrl+C after a last attempt to send what it holds.
 */
const USAGE =
  'usage: npm run simulate -- --url URL --key GATEWAY_KEY ' +
  '[--database-url POSTGRES_URL --project-id ID] [--interval-ms MS]';

async function fetchSite(url: string, key: string): Promise<SiteModel> {
  const res = await fetch(`${url.replace(/\/$/, '')}/api/v2/ingest/site`, {
    headers: { 'x-gateway-key': key },
  });
  if (!res.ok)
    throw new Error(`the server refused the site request: ${res.status} ${await res.text()}`);
  return (await res.json()) as SiteModel;
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      'database-url': { type: 'string' },
      'project-id': { type: 'string' },
      'interval-ms': { type: 'string' },
    },
  });
  const { url, key } = values;
  const databaseUrl = values['database-url'];
  if (!url || !key) throw new Error(USAGE);

  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const db = databaseUrl ? createDatabase(databaseUrl, 2).db : undefined;
  try {
    const simulator = await startLiveSimulator({
      url,
      key,
      ...(db ? { db } : { loadModel: () => fetchSite(url, key) }),
      projectId: positiveInt(values['project-id'], 'project-id'),
      intervalMs: positiveInt(values['interval-ms'], 'interval-ms'),
      log,
    });
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    log.info('simulator: stopping');
    await simulator.stop();
  } finally {
    await db?.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
