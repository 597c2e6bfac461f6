import type { ReaderStatusBody, TagRead } from '@siteline/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { startLiveSimulator, type LiveSimulator } from './live.ts';
import { localToUtc } from './local-time.ts';
import { buildTestSite } from './test-site.ts';

const model = buildTestSite();
/** A Tuesday, mid-morning on site. */
const BASE = localToUtc('2026-05-12', 10 * 3600, model.timeZoneId);

interface Call {
  path: string;
  key: string | null;
  body: unknown;
  status: number;
}

function fakeServer(statuses: number[]) {
  const calls: Call[] = [];
  const fetchFake: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url).pathname;
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
    const headers = new Headers(init?.headers);
    const status = path.endsWith('/reads') ? (statuses.shift() ?? 200) : 204;
    calls.push({ path, key: headers.get('x-gateway-key'), body, status });
    if (status !== 200) return new Response(null, { status });
    const reads = (body as { Reads: TagRead[] }).Reads;
    return Response.json({
      Accepted: reads.length,
      Duplicates: 0,
      Rejected: [],
      UnassignedTags: 0,
    });
  };
  return { calls, fetchFake };
}

const waitFor = async (check: () => boolean, timeoutMs = 8000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let simulator: LiveSimulator | undefined;
afterEach(async () => {
  await simulator?.stop();
  simulator = undefined;
});

describe('the live simulator', () => {
  it('posts fine reads and heartbeats like a gateway, keeping reads through a 503', async () => {
    const { calls, fetchFake } = fakeServer([503]);
    const realStart = Date.now();
    const warnings: string[] = [];
    simulator = await startLiveSimulator({
      url: 'http://siteline.test/',
      key: 'gw_test',
      model,
      log: { info: () => {}, warn: (m) => warnings.push(m) },
      intervalMs: 20,
      since: new Date(BASE - 5 * 60_000),
      fetch: fetchFake,
      now: () => BASE + (Date.now() - realStart),
    });
    const readCalls = () => calls.filter((c) => c.path === '/api/v2/ingest/reads');
    // The first post fails; after the 1 s pause the kept reads go out again.
    await waitFor(() => readCalls().filter((c) => c.status === 200).length >= 2);

    const [failed, retried] = readCalls();
    expect(failed?.status).toBe(503);
    // The kept reads go first, followed by those of the windows generated meanwhile.
    const failedReads = (failed?.body as { Reads: TagRead[] }).Reads;
    const retriedReads = (retried?.body as { Reads: TagRead[] }).Reads;
    expect(retriedReads.slice(0, failedReads.length)).toEqual(failedReads);
    expect(warnings.some((w) => w.includes('503'))).toBe(true);

    const sent = readCalls()
      .filter((c) => c.status === 200)
      .flatMap((c) => (c.body as { Reads: TagRead[] }).Reads);
    // About 200 reads a minute at 10:00 for this 300-worker site.
    expect(sent.length).toBeGreaterThan(500);
    const keys = sent.map((r) => `${r.ReaderSerial}|${r.Port}|${r.Tag}|${r.Time}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Math.min(...sent.map((r) => Date.parse(r.Time)))).toBeLessThan(BASE - 4 * 60_000);
    expect(calls.every((c) => c.key === 'gw_test')).toBe(true);

    const heartbeats = calls
      .filter((c) => c.path === '/api/v2/ingest/status')
      .map((c) => c.body as ReaderStatusBody);
    const placed = model.readers.filter((r) => r.ports.length > 0);
    expect(heartbeats.length).toBeGreaterThanOrEqual(placed.length - 1);
    expect(heartbeats.find((h) => h.ReaderSerial === 'BLE-GW-6')).toMatchObject({
      PowerSource: 'Battery',
      BatteryLevel: 70,
    });
    expect(heartbeats.some((h) => h.ReaderSerial === 'BLE-GW-SPARE')).toBe(false);
  });
});
