import type { FastifyInstance } from 'fastify';
import { isLoopbackHost, isLoopbackUrl } from '@siteline/shared/common/addresses';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { prepareDatabase, type PreparedDatabase } from './db/prepare.ts';
import { demoHistoryAlerts } from './demo/alerts-demo.ts';
import { backfillDemoHistory, startDemoSimulators } from './demo/live-site.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/seed.ts';
import type { LiveSimulator } from './demo/simulator/live.ts';

const log = {
  info: (msg: string) => console.log(`[siteline] ${msg}`),
  warn: (msg: string) => console.warn(`[siteline] ${msg}`),
};

let app: FastifyInstance | undefined;
let simulators: LiveSimulator[] = [];
let database: PreparedDatabase | undefined;
let stopping = false;

/** Stops in order (HTTP and jobs, then the database) whatever stage start-up had reached. */
async function shutdown(reason: string, code = 0) {
  if (stopping) return;
  stopping = true;
  log.info(`${reason}: shutting down`);
  // In-flight requests finish; a stuck one does not keep the process alive forever.
  setTimeout(() => process.exit(code || 1), 15_000).unref();
  try {
    await Promise.all(simulators.map((s) => s.stop()));
    await app?.close();
    await database?.embedded?.stop();
  } finally {
    process.exit(code);
  }
}

process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.on('uncaughtException', (err) => {
  console.error('[siteline] uncaught exception:', err);
  void shutdown('uncaught exception', 1);
});

async function main() {
  const config = parseConfig();
  database = await prepareDatabase(config, log, (embedded) => {
    database = { url: embedded.url, embedded, seeded: false };
  });
  if (stopping) return;
  app = await buildApp({ ...config, databaseUrl: database.url });
  if (database.seeded) {
    await backfillDemoHistory(
      app.db,
      app.services.engine,
      log,
      new Date(),
      demoHistoryAlerts(app.services),
    );
  }
  if (stopping) return;
  await app.listen({ host: config.host, port: config.port });
  if (config.simulator && config.seedDemo) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    simulators = await startDemoSimulators(app.db, `http://127.0.0.1:${port}`, log);
  }
  printBanner(config.publicUrl, config.seedDemo);
  if (config.webhooksAllowPrivate) {
    // Development's default, so that a receiver on this computer can be tried: said, since a
    // webhook's answer is shown in its delivery log.
    log.warn(
      'Webhooks may call loopback and private-network addresses (WEBHOOKS_ALLOW_PRIVATE, on ' +
        'outside production): a project manager could reach services of this network through ' +
        'them. Set WEBHOOKS_ALLOW_PRIVATE=false, or NODE_ENV=production, on a shared server.',
    );
  }
  if (isLoopbackUrl(config.publicUrl) && !isLoopbackHost(config.host)) {
    // Serving the site's network while every link points back at this computer: invitations,
    // password resets and the registration QR code would open on no phone or other browser.
    log.warn(
      `PUBLIC_URL is ${config.publicUrl}, an address of this computer only, while the server ` +
        `listens on ${config.host} for other machines: e-mailed links and the self-registration ` +
        `QR code will not open elsewhere. Set PUBLIC_URL to the address people reach Siteline at ` +
        `(e.g. http://192.168.1.20:${String(config.port)} or https://siteline.example.com).`,
    );
  }
}

function printBanner(url: string, demo: boolean) {
  const lines = ['', `  Siteline is running at ${url}`, ''];
  if (demo) {
    lines.push(`  Sign in with any of these (password: ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`    ${u.email.padEnd(30)} ${u.description}`);
    lines.push('');
  }
  lines.push(`  API documentation: ${url}/docs`, '  Stop with Ctrl+C', '');
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error('[siteline] failed to start:', err);
  void shutdown('start-up failure', 1);
});
