import { parseArgs } from 'node:util';
import { createDatabase } from '../db/database.ts';
import { startLiveSimulator } from './simulator/live.ts';

/**
 * Runs the site simulator against any Siteline server, as a site gateway would:
 *   npm run simulate -w @siteline/server -- --url http://localhost:3000 --key GATEWAY_KEY \
 *     --database-url postgres://user:pass@host/siteline [--project-id 12] [--interval-ms 5000]
 * The database is only read, to learn the site (workers, tags, readers, zones): a gateway key
 * may post reads but not list them. Without --project-id the New York demo project is used.
 * Stops with Ctrl+C after a last attempt to send what it holds.
 */
const USAGE =
  'usage: npm run simulate -w @siteline/server -- --url URL --key GATEWAY_KEY ' +
  '--database-url POSTGRES_URL [--project-id ID] [--interval-ms MS]';

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
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!url || !key || !databaseUrl) throw new Error(USAGE);

  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const { db } = createDatabase(databaseUrl, 2);
  try {
    const simulator = await startLiveSimulator({
      url,
      key,
      db,
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
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
