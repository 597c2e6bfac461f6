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

/**
 * The whole system: the real server (its own embedded PostgreSQL under e2e/.data, seeded afresh
 * each run) serving the built web app, driven through Debian's Chromium. The set-up journey has
 * its own server on an empty database (no demo seed, the first user from create-admin only).
 */
const SETUP_SPEC = /project-setup\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'demo', testIgnore: SETUP_SPEC },
    { name: 'setup', testMatch: SETUP_SPEC, use: { baseURL: `http://localhost:${SETUP_PORT}` } },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      command: 'rm -rf e2e/.data && npm run start -w @siteline/server',
      cwd: root,
      url: `http://localhost:${E2E_PORT}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        PUBLIC_URL: `http://localhost:${E2E_PORT}`,
        DATA_DIR: path.join(root, 'e2e/.data'),
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
        SIMULATOR: 'on',
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
