import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { argument, signInThroughForm, target } from './browser.ts';
import puppeteer, { type Page } from 'puppeteer-core';

/*
 * Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown, a phone's screen) on the
 * sign-in page and on signed-in screens of the project, against a running server:
 *
 *   npm run build
 *   PORT=3203 DATA_DIR=/tmp/siteline-lh SIMULATOR=off npm start -w @siteline/server &
 *   CHROME_PATH=/usr/bin/chromium npm run lighthouse -w @siteline/bench -- \
 *     [--url http://127.0.0.1:3203] [--user demo@siteline.example] [--runs 5] [--json out.json]
 *     [--reports DIR] [--pages home,directory/basic,…]
 *
 * `--pages` lists the screens after `/project/{id}/` (default: every screen a user opens on site,
 * SIGNED_IN_PAGES below); `{worker}` stands for the first worker of the basic directory.
 * The screens need a session in the page's storage: the script signs in through the sign-in form
 * in the same browser and runs Lighthouse on each page with the storage kept
 * (disableStorageReset); the cache is still emptied, so every page is a first visit's load.
 * chrome-launcher and puppeteer-core are Lighthouse's own dependencies.
 */

const SIGNED_IN_PAGES = [
  'home',
  'directory/basic',
  'directory/advanced',
  'directory/worker/{worker}/profile',
  'directory/worker/{worker}/timesheets',
  'access-control',
  'realtime',
  'hardware',
];

const { base } = target;
const runs = Number(argument('runs', '5'));
const pages = argument('pages', SIGNED_IN_PAGES.join(',')).split(',').filter(Boolean);
/**
 * A folder for each page's last full report (JSON: the audits behind a score) and the trace
 * Lighthouse simulated it from (`<page>.trace.json`, opens in Chrome's performance panel).
 */
const reports = argument('reports', '');

interface Figures {
  /** Why Lighthouse could not score the run (its runtime error), when it could not. */
  failed?: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the machine (its `benchmarkIndex`: a fixed piece of JavaScript timed
   * in the page's browser; higher is faster). Printed beside the scores, so two sessions'
   * figures can be told apart by machine before they are compared as app.
   */
  machine: number;
}

async function audit(page: Page, url: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      logLevel: 'error',
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(result.lhr));
    if (result.artifacts.Trace) {
      writeFileSync(
        path.join(reports, `${name}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
  }
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const unscored = categories.performance?.score === null || categories.performance === undefined;
  return {
    ...(unscored && {
      failed: runtimeError
        ? `${runtimeError.code}: ${runtimeError.message}`
        : (runWarnings[0] ?? 'no performance score'),
    }),
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    machine: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** The first worker the basic directory lists, for the worker record's pages. */
async function firstWorker(page: Page, project: string): Promise<string> {
  await page.goto(`${base}${project}/directory/basic`, { waitUntil: 'networkidle0' });
  const href = await page.evaluate(
    'document.querySelector(\'a[href*="/directory/worker/"]\')?.getAttribute("href") ?? ""',
  );
  const id = /\/directory\/worker\/(\d+)/.exec(String(href))?.[1];
  if (!id) throw new Error('the basic directory lists no worker');
  return id;
}

/**
 * The median run by performance score, as Lighthouse's own docs advise for noisy machines. A run
 * Lighthouse could not score is left out (it is printed with its reason), not counted as a 0.
 */
function median(all: Figures[]): Figures {
  const sorted = all
    .filter((figures) => figures.failed === undefined)
    .sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

async function main(): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const results: Record<string, Figures[]> = { '/login': [] };
    for (let run = 0; run < runs; run += 1) {
      results['/login']?.push(await audit(page, `${base}/login`));
    }
    const project = await signInThroughForm(page);
    const worker = pages.some((p) => p.includes('{worker}'))
      ? await firstWorker(page, project)
      : '';
    for (const relative of pages) {
      const path = `${project}/${relative.replace('{worker}', worker)}`;
      const all: Figures[] = [];
      for (let run = 0; run < runs; run += 1) all.push(await audit(page, `${base}${path}`));
      results[path] = all;
    }
    await browser.disconnect();

    const summary = Object.fromEntries(
      Object.entries(results).map(([path, all]) => [path, { median: median(all), runs: all }]),
    );
    const json = argument('json', '');
    if (json) writeFileSync(json, JSON.stringify(summary, null, 2));
    for (const [path, { median: figures, runs: all }] of Object.entries(summary)) {
      console.log(
        `${path}: performance ${figures.performance} (runs ${all.map((r) => (r.failed ? 'failed' : r.performance)).join(', ')}), ` +
          `accessibility ${figures.accessibility}, FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, ` +
          `TBT ${figures.tbtMs} ms, CLS ${figures.cls}, machine index ${figures.machine}`,
      );
      for (const run of all)
        if (run.failed) console.log(`  a run Lighthouse could not score: ${run.failed}`);
    }
  } finally {
    chrome.kill();
  }
}

await main();
