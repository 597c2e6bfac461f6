import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { argument, signInThroughForm, target } from './browser.ts';
import puppeteer, { type CDPSession, type Page } from 'puppeteer-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/*
 * What a screen's long tasks are made of: a CPU profile of one first visit at Lighthouse's 4×
 * slowdown, recorded together with a trace whose `RunTask` events are the browser's own tasks;
 * the samples inside each task over 50 ms are summed by package (node_modules) or source file,
 * mapped back through the build's source maps. The method behind the home's 77 → 93.
 *
 *   npx vite build --sourcemap -w @siteline/web        (maps beside the chunks; rebuild after)
 *   PORT=3203 DATA_DIR=/tmp/siteline-lh SIMULATOR=off npm start -w @siteline/server &
 *   CHROME_PATH=/usr/bin/chromium npm run profile -w @siteline/bench -- \
 *     --page directory/advanced [--url http://127.0.0.1:3203] [--throttle 4] [--min-task 50]
 *     [--out profile.json]
 *
 * `--page` is the screen after `/project/{id}/` (the demo user's first project).
 */

const { base } = target;
const relative = argument('page', 'home');
const throttle = Number(argument('throttle', '4'));
/** `--min-task 15`: list shorter tasks too (at `--throttle 1`, what Lighthouse multiplies by 4). */
const minTaskMs = Number(argument('min-task', '50'));
/** `--by function`: sums by function (and where it is) instead of by package or file. */
const byFunction = argument('by', 'origin') === 'function';
const dist = path.resolve(import.meta.dirname, '../../packages/web/dist');

/** A browser task's trace event: its name before Chrome 120, and since. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { name?: string };
}

/** Where a frame's code came from: a package under node_modules, or a file of the web app. */
function origin(frame: ProfileNode['callFrame'], maps: Map<string, SourceMapConsumer | null>) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(browser)';
  const file = path.basename(new URL(frame.url).pathname);
  if (!maps.has(file)) {
    const mapPath = path.join(dist, 'assets', `${file}.map`);
    maps.set(
      file,
      existsSync(mapPath)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  const map = maps.get(file);
  if (!map) return file;
  const source = map.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  }).source;
  if (!source) return file;
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  return source.replace(/^.*?src\//, 'src/');
}

async function record(page: Page, session: CDPSession, url: string) {
  await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', '__metadata'] });
  await session.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? []).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { profile, events: trace.traceEvents };
}

async function main(): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const project = await signInThroughForm(page);
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
    await page.goto('about:blank');
    await page.setCacheEnabled(false);
    const session = await page.createCDPSession();
    const { profile, events } = await record(page, session, `${base}${project}/${relative}`);
    await browser.disconnect();
    const out = argument('out', '');
    if (out) writeFileSync(out, JSON.stringify(profile));

    // Every renderer's main thread: the page's is the only busy one.
    const mains = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => e.tid),
    );
    const tasks = events
      .filter((e) => TASK_EVENTS.has(e.name) && mains.has(e.tid) && (e.dur ?? 0) > minTaskMs * 1000)
      .sort((a, b) => a.ts - b.ts);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const maps = new Map<string, SourceMapConsumer | null>();
    const samples: { ts: number; us: number; where: string }[] = [];
    let ts = profile.startTime;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      ts += delta;
      const frame = byId.get(id)?.callFrame;
      if (frame)
        samples.push({
          ts,
          us: profile.timeDeltas[index + 1] ?? delta,
          where: byFunction
            ? `${frame.functionName || '(anonymous)'} in ${origin(frame, maps)}`
            : origin(frame, maps),
        });
    });
    const start = tasks[0]?.ts ?? profile.startTime;
    console.log(
      `${project}/${relative} at ${throttle}× slowdown: ${tasks.length} tasks over ${minTaskMs} ms`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const sums = new Map<string, number>();
      for (const sample of samples)
        if (sample.ts >= task.ts && sample.ts < end)
          sums.set(sample.where, (sums.get(sample.where) ?? 0) + sample.us);
      const top = [...sums.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(
        `  +${Math.round((task.ts - start) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms: ` +
          top.map(([where, us]) => `${where} ${Math.round(us / 1000)}`).join(', '),
      );
    }
  } finally {
    chrome.kill();
  }
}

await main();
