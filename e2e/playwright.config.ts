import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_PORT,
  PROCORE_PORT,
  AUTODESK_PORT,
  SETUP_PORT,
  SETUP_SMTP_PORT,
  SMS_PORT,
  SMTP_PORT,
} from './support/ports.ts';
import { E2E_AUTODESK_CLIENT, E2E_PROCORE_CLIENT } from './support/provider-accounts.ts';
import { E2E_SMS_ACCOUNT } from './support/sms-account.ts';
const root = path.resolve(import.meta.dirname, '..');
// The headless shell of Debian's Chromium, as Playwright itself runs headless journeys: the same
// engine without the desktop browser's window machinery, a sixth less CPU over the journeys.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The whole system: the real server on a copy of the seeded demo site (support/demo-server.ts:
 * the demo snapshot, built once per content and day, copied afresh each run) serving the built
 * web app, driven through Debian's Chromium (its headless shell). docs/testing.md says how the
 * journeys are arranged.
 *
 * - `sign-ins`: each demo role signs in once through the form; journeys start from that sign-in.
 * - `parallel`: journeys that change nothing another journey reads, two at a time.
 * - `site` and `office`: journeys that change what others read or own a stand-in's port, one at a
 *   time within their lane, the two lanes side by side after the parallel ones. What one lane
 *   changes the other never reads: `site` has every journey that posts reads to New York or
 *   texts (the SMS stand-in), changes what reads are judged by there (zones, badges, alerts, an
 *   evacuation) or counts New York's figures of today (the reports, the realtime page); `office`
 *   has the mailbox, the viewer's password, the Autodesk stand-in, readers' names, contracts,
 *   imports and workers' records, the layout-shift measures of pages no read changes, and the
 *   journeys that post reads to Los Angeles (the overview, a worker's access, webhooks).
 * - `setup`: the set-up journey on a server of its own over an empty database, beside the lanes.
 */
const SITE = [
  'alert-subscribers',
  'alerts-editors',
  'alerts-key-person',
  'evacuation',
  'evacuation-offline',
  'live-site',
  'procore',
  'realtime',
  'realtime-live-chip',
  'reports',
  'text-messages',
  'worker-badges',
  'zones',
];
const OFFICE = [
  'autodesk',
  'contracts',
  'first-load-shifts',
  'hardware',
  'overview',
  'password-reset',
  'registrations-import',
  'report-subscriptions',
  'user-management',
  'webhooks',
  'worker-access',
  'worker-record',
  'workers-directory',
];
const specs = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
const SETUP_SPEC = /project-setup\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  // A failure is tried once more, traced. A journey that passes only on its retry is listed as
  // flaky at the end of the run. Flaky ones do not fail the run until the new lanes have held
  // (docs/testing.md).
  retries: 1,
  failOnFlakyTests: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'sign-ins', testMatch: /sign-ins\.setup\.ts$/ },
    {
      name: 'parallel',
      testIgnore: [specs([...SITE, ...OFFICE]), SETUP_SPEC],
      dependencies: ['sign-ins'],
      fullyParallel: true,
    },
    { name: 'site', testMatch: specs(SITE), dependencies: ['parallel'], workers: 1 },
    {
      name: 'setup',
      testMatch: SETUP_SPEC,
      dependencies: ['parallel'],
      use: { baseURL: `http://localhost:${SETUP_PORT}` },
    },
    { name: 'office', testMatch: specs(OFFICE), dependencies: ['parallel'], workers: 1 },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'on-first-retry',
    // The system's "reduce motion", which the app honours (no transitions, no ripples, loading
    // bars still): a journey waits on what the screen says, never on an animation, and the two
    // cores' time goes to the app rather than to drawing motion (a sixth of Chromium's CPU).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/demo-server.ts',
      cwd: root,
      url: `http://localhost:${E2E_PORT}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        PUBLIC_URL: `http://localhost:${E2E_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SMS_PROVIDER_URL: `http://127.0.0.1:${SMS_PORT}`,
        SMS_ACCOUNT_SID: E2E_SMS_ACCOUNT.sid,
        SMS_AUTH_TOKEN: E2E_SMS_ACCOUNT.token,
        SMS_FROM: E2E_SMS_ACCOUNT.from,
        PROCORE_CLIENT_ID: E2E_PROCORE_CLIENT.id,
        PROCORE_CLIENT_SECRET: E2E_PROCORE_CLIENT.secret,
        PROCORE_LOGIN_URL: `http://127.0.0.1:${PROCORE_PORT}`,
        PROCORE_API_URL: `http://127.0.0.1:${PROCORE_PORT}`,
        AUTODESK_CLIENT_ID: E2E_AUTODESK_CLIENT.id,
        AUTODESK_CLIENT_SECRET: E2E_AUTODESK_CLIENT.secret,
        AUTODESK_URL: `http://127.0.0.1:${AUTODESK_PORT}`,
        // Journeys post the reads they need (support/gateway.ts); one runs the simulator itself.
        SIMULATOR: 'off',
        LOG_LEVEL: 'warn',
        // The morning-reports journey advances the job's clock (refused in production).
        REPORTS_JOB_CLOCK: 'from-job',
      },
    },
    {
      command: 'npx tsx e2e/support/setup-server.ts',
      cwd: root,
      url: `http://localhost:${SETUP_PORT}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(SETUP_PORT),
        PUBLIC_URL: `http://localhost:${SETUP_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SETUP_SMTP_PORT}`,
        SIMULATOR: 'off',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
