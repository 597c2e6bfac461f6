import { createServer } from 'node:net';

/**
 * The journeys' ports: 3100 and 2625 (and the set-up server's 3101 and 2626) when they are free;
 * a port another program holds is replaced by a free one, said once on the console, so
 * `npm test` does not fail because something else listens there. E2E_PORT, E2E_SMTP_PORT,
 * E2E_SETUP_PORT, E2E_SETUP_SMTP_PORT, E2E_SMS_PORT, E2E_PROCORE_PORT and E2E_AUTODESK_PORT choose them. The choice is written back to the
 * environment, so Playwright's workers (started after the config loads) see the same ports.
 */
function listenOn(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(chosen));
    });
  });
}

const taken = new Set<number>();
async function portFor(name: string, preferred: number): Promise<number> {
  const fixed = process.env[name];
  if (fixed) return Number(fixed);
  let port = taken.has(preferred) ? null : await listenOn(preferred);
  if (port === null) {
    do port = await listenOn(0);
    while (port === null || taken.has(port));
    console.warn(`[e2e] port ${String(preferred)} is busy: ${name} uses ${String(port)} instead`);
  }
  taken.add(port);
  process.env[name] = String(port);
  return port;
}

export const E2E_PORT = await portFor('E2E_PORT', 3100);
export const SMTP_PORT = await portFor('E2E_SMTP_PORT', 2625);
/** The second server, started on an empty database (no demo seed) for the set-up journey. */
export const SETUP_PORT = await portFor('E2E_SETUP_PORT', E2E_PORT + 1);
export const SETUP_SMTP_PORT = await portFor('E2E_SETUP_SMTP_PORT', SMTP_PORT + 1);
/** The SMS provider's stand-in a journey starts (Twilio's Messages API over real HTTP). */
export const SMS_PORT = await portFor('E2E_SMS_PORT', SMTP_PORT + 2);
/** The stand-in Procore a journey starts (OAuth and the few REST resources used). */
export const PROCORE_PORT = await portFor('E2E_PROCORE_PORT', SMTP_PORT + 3);
/** The stand-in Autodesk a journey starts (APS sign-in, hubs and projects, ACC issues). */
export const AUTODESK_PORT = await portFor('E2E_AUTODESK_PORT', SMTP_PORT + 4);
