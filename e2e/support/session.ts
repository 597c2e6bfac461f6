import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'siteline-demo';
/** The web app's OAuth client (packages/shared WEB_CLIENT_ID). */
const WEB_CLIENT = 'siteline-web';
export const PROJECTS = {
  newYork: 'Hudson Yards Tower B',
  losAngeles: 'Mission Hills Medical Center',
  demo: 'Riverside Logistics Hub',
  lakewood: 'Lakewood Elementary Addition',
} as const;

/**
 * Los Angeles's id in the demo. The `office` lane's journeys post their reads there, off New
 * York, whose counts the `site` lane reads (docs/testing.md).
 */
export const LOS_ANGELES_ID = 2;

/** The demo users whose sign-in the `sign-ins` project saves once per run (sign-ins.setup.ts). */
export const SAVED_SIGN_INS = [
  'admin@siteline.example',
  'manager@siteline.example',
  'viewer@siteline.example',
] as const;
export type SavedSignIn = (typeof SAVED_SIGN_INS)[number];

const SIGN_INS_DIR = path.resolve(import.meta.dirname, '../.data/sign-ins');

/** Where a demo user's saved sign-in (Playwright's storage state) is kept. */
export function signInFile(email: SavedSignIn): string {
  return path.join(SIGN_INS_DIR, `${email}.json`);
}

/** Signs in through the form, as a user does (the sign-in journeys, and users of their own). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** The web app's key of the stored session (packages/web lib/auth-store.ts). */
const SESSION_KEY = 'siteline.session';

/**
 * Opens project selection signed in as a demo user, without the form: the browser storage the
 * `sign-ins` project saved after that user's form sign-in, with the session's tokens from a
 * password grant of this journey's own (a sign-in family of its own: refresh tokens rotate, and a
 * journey that refreshed or signed out a shared session would end it for every other). The page
 * lands where the form would have sent it.
 */
export async function signedIn(page: Page, email: SavedSignIn) {
  const state = JSON.parse(await readFile(signInFile(email), 'utf8')) as StorageState;
  const grant = await page.request.post('/oauth/token', {
    form: {
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: WEB_CLIENT,
    },
  });
  expect(grant.status(), `the password grant of ${email}`).toBe(200);
  const token = (await grant.json()) as {
    access_token: string;
    refresh_token: string;
    jwt: string;
    expires_in: number;
  };
  // Any page of the site's origin, to write its storage before the app reads it.
  await page.goto('/readyz');
  const origin = new URL(page.url()).origin;
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  const saved = items.find((item) => item.name === SESSION_KEY);
  expect(saved, `the saved sign-in of ${email}`).toBeDefined();
  const session = {
    ...(JSON.parse(saved!.value) as Record<string, unknown>),
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    jwt: token.jwt,
    expiresAt: Date.now() + token.expires_in * 1000,
  };
  const entries = items.map((item) =>
    item.name === SESSION_KEY ? { name: item.name, value: JSON.stringify(session) } : item,
  );
  await page.evaluate((all) => {
    for (const { name, value } of all) window.localStorage.setItem(name, value);
  }, entries);
  await page.goto('/project');
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}
