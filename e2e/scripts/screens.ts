// Screenshots of every built screen, at a laptop's and a phone's size, in English and Spanish,
// for looking at them side by side (layout, cut text, sideways scroll, untranslated words).
//
//   npm run screens -w @siteline/e2e -- <folder> [--base http://localhost:3000]
//     [--user demo@siteline.example] [--password siteline-demo] [--project <id>]
//
// Signs in on a running app (npm start) and writes <language>-<size>-<nn>-<screen>.png into the
// folder, with screens.json listing each picture and any screen wider than its window.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const SIZES = {
  laptop: { width: 1366, height: 850 },
  phone: { width: 390, height: 844 },
} as const;
const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const folder = process.argv[2];
if (!folder || folder.startsWith('--')) {
  console.error(
    'Usage: screens <folder> [--base URL] [--user EMAIL] [--password P] [--project ID]',
  );
  process.exit(2);
}
const base = option('base', 'http://localhost:3000');
const user = option('user', 'demo@siteline.example');
const password = option('password', 'siteline-demo');
const projectOption = option('project', '');

interface Shot {
  file: string;
  path: string;
  scrollWidth: number;
  viewport: number;
}
const shots: Shot[] = [];

/** Waits for the screen's heading, its requests and late layout, then takes the picture. */
async function shoot(page: Page, name: string, prefix: string, index: number) {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .getByRole('progressbar')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(700);
  const file = `${prefix}-${String(index).padStart(2, '0')}-${name}.png`;
  await page.screenshot({ path: join(folder!, file), fullPage: true });
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  shots.push({ file, path: new URL(page.url()).pathname, ...widths });
  if (widths.scrollWidth > widths.viewport) {
    console.warn(`${file}: ${widths.scrollWidth} px wide in a ${widths.viewport} px window`);
  }
}

async function newPage(browser: Browser, size: keyof typeof SIZES, language: Language) {
  // The browser's own locale too: native date and time fields follow it, not the app.
  const context = await browser.newContext({
    viewport: SIZES[size],
    baseURL: base,
    locale: language === 'es' ? 'es-ES' : 'en-US',
  });
  await context.addInitScript((l) => window.localStorage.setItem('siteline.language', l), language);
  return context.newPage();
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[type="email"], input[name="email"]').first().fill(user);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL(/\/project/, { timeout: 20_000 });
}

/** The first link of a summary's rows: its breakout's address. */
async function firstHref(page: Page, path: string, pattern: string): Promise<string | null> {
  await page.goto(path);
  const link = page.locator(`a[href*="${pattern}"]`).first();
  await link.waitFor({ timeout: 15_000 }).catch(() => undefined);
  return (await link.count()) ? link.getAttribute('href') : null;
}

async function run(browser: Browser, size: keyof typeof SIZES, language: Language) {
  const prefix = `${language}-${size}`;
  let index = 0;

  const signedOut = await newPage(browser, size, language);
  for (const [name, path] of [
    ['sign-in', '/login'],
    ['request-access', '/request-access'],
    ['reset-request', '/reset-request'],
    ['reset-password', '/reset/not-a-key'],
  ] as const) {
    await signedOut.goto(path);
    await shoot(signedOut, name, prefix, ++index);
  }
  await signedOut.context().close();

  const page = await newPage(browser, size, language);
  await signIn(page);
  await page.goto('/project');
  await shoot(page, 'project-selection', prefix, ++index);
  let projectId = projectOption;
  if (!projectId) {
    const card = page.getByTestId('project-card').first();
    await card.click();
    await page.waitForURL(/\/project\/\d+/, { timeout: 15_000 });
    projectId = /\/project\/(\d+)/.exec(page.url())?.[1] ?? '1';
  }
  const p = `/project/${projectId}`;

  const screens: [string, string][] = [
    ['home', `${p}/home`],
    ['realtime', `${p}/realtime`],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await shoot(page, name, prefix, ++index);
  }
  // Every realtime area: the tabs above the picture.
  const tabs = page.getByRole('tab');
  const areas = await tabs.count();
  for (let area = 1; area < areas; area++) {
    await tabs.nth(area).click();
    await shoot(page, `realtime-area-${area + 1}`, prefix, ++index);
  }

  const contract = await firstHref(page, `${p}/contracts-summary`, '/contracts/');
  const division = await firstHref(page, `${p}/divisions-summary`, '/divisions/');
  const zone = await firstHref(page, `${p}/zones`, '/zones/');
  const worker = await firstHref(page, `${p}/directory/basic`, '/directory/worker/');
  const record = worker?.replace(/\/profile$/, '') ?? null;
  const tab = (slug: string) => (record ? `${record}/${slug}` : null);
  const rest: [string, string | null][] = [
    ['realtime-configuration', `${p}/realtime/configuration`],
    ['access-control', `${p}/access-control`],
    ['hardware', `${p}/hardware`],
    ['contracts-summary', `${p}/contracts-summary`],
    ['contract-breakout', contract],
    ['divisions-summary', `${p}/divisions-summary`],
    ['division-breakout', division],
    ['zones', `${p}/zones`],
    ['zone', zone],
    ['contract-management', `${p}/contract-management/contracts`],
    ['workforce-plan', `${p}/contract-management/plan`],
    ['users', `${p}/user-management/users`],
    ['project-settings', `${p}/settings/project`],
    ['account-settings', `${p}/settings/profile`],
    ['directory', `${p}/directory/basic`],
    ['directory-advanced', `${p}/directory/advanced`],
    ['directory-recent', `${p}/directory/recent`],
    ['directory-badges', `${p}/directory/badges`],
    ['worker-profile', tab('profile')],
    ['worker-certifications', tab('certifications')],
    ['worker-timesheets', tab('timesheets')],
    ['worker-tags', tab('tags')],
    ['worker-access', tab('access')],
    ['worker-changelog', tab('changelog')],
    ['registration-single', `${p}/registrations/single`],
    ['registration-fields', `${p}/registrations/fields`],
    ['registration-pin', `${p}/registrations/pin`],
    ['registration-documents', `${p}/registrations/documents`],
  ];
  for (const [name, path] of rest) {
    if (!path) {
      console.warn(`${prefix}: no ${name} to open`);
      continue;
    }
    await page.goto(path);
    await shoot(page, name, prefix, ++index);
  }
  await page.context().close();
}

mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const language of LANGUAGES) {
    for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
      await run(browser, size, language);
    }
  }
} finally {
  await browser.close();
}
writeFileSync(join(folder, 'screens.json'), `${JSON.stringify(shots, null, 2)}\n`);
const wide = shots.filter((shot) => shot.scrollWidth > shot.viewport);
console.log(`${shots.length} screenshots in ${folder}; ${wide.length} wider than the window.`);
