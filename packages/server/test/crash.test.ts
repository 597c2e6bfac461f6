import type { TagRead } from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEngine } from '../src/engine/engine.service.ts';
import { addDays } from '../src/lib/time.ts';
import { createTestDb, type TestDb } from './db.ts';
import { createSite, recentDate, type Site } from './engine-fixture.ts';
import { startServerProcess } from './server-process.ts';

let t: TestDb;
let site: Site;
beforeAll(async () => {
  t = await createTestDb();
  site = await createSite(t.db, 'Crash site');
});
afterAll(() => t.drop());

/** Distinct reads, one second apart, over a few days, for the site's badges and a visitor. */
function readsFrom(start: number, count: number): TagRead[] {
  const tags = [site.tag('T-ALICE'), site.tag('T-BOB'), site.tag('T-SPARE'), 'VISITOR-1'];
  const spots: [string, number][] = [
    ['GATE-1', 1],
    ['FLOOR-1', 1],
    ['ROOM-1', 1],
    ['GATE-1', 2],
  ];
  // Reads 17 s apart from two months back: a fast run sends tens of thousands in its 1.5 s, and
  // none may reach the future (refused as a clock fault, so never acknowledged as stored).
  const base = Date.parse(`${addDays(recentDate(), -60)}T10:00:00Z`);
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const [serial, port] = spots[i % spots.length]!;
    return {
      ReaderSerial: site.serial(serial),
      Port: port,
      Tag: tags[(i >> 2) % tags.length]!,
      Time: new Date(base + i * 17_000).toISOString(),
      Source: 1,
    };
  });
}

async function send(url: string, reads: TagRead[]) {
  const res = await fetch(`${url}/api/v2/ingest/reads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gateway-key': site.key },
    body: JSON.stringify({ Reads: reads }),
  });
  if (!res.ok) throw new Error(`status ${res.status}`);
  const answer = (await res.json()) as {
    Accepted: number;
    Duplicates: number;
    Rejected: { Reason: string }[];
  };
  // A refused read is not acknowledged as stored: the test's reads must all be acceptable.
  if (answer.Rejected.length > 0) throw new Error(`refused: ${answer.Rejected[0]!.Reason}`);
  return answer;
}

async function worker_days() {
  return t.db
    .selectFrom('worker_days')
    .select([
      'worker_id',
      'timesheet_date',
      'first_seen_at',
      'last_seen_at',
      'gross_hours',
      'onsite_net_hours',
      'shift_type',
      'read_count',
    ])
    .where('project_id', '=', site.projectId)
    .orderBy('worker_id')
    .orderBy('timesheet_date')
    .execute();
}

it('keeps every acknowledged read exactly once through kill -9, and presence equals a clean reprocessing', async () => {
  const server = await startServerProcess(t.url);
  const acknowledged: TagRead[] = [];
  let next = 0;
  let stop = false;
  // Two gateways sending as fast as they can until the server dies under them.
  const gateways = [0, 1].map(async () => {
    while (!stop) {
      const batch = readsFrom(next, 250);
      next += 250;
      try {
        await send(server.url, batch);
        acknowledged.push(...batch);
      } catch {
        return; // the connection died with the server: this batch was never acknowledged
      }
    }
  });
  await new Promise((r) => setTimeout(r, 1500));
  await server.kill('SIGKILL');
  stop = true;
  await Promise.all(gateways);
  expect(acknowledged.length).toBeGreaterThan(500);

  const restarted = await startServerProcess(t.url);
  try {
    // Gateways resend what they were not sure of; resending what was acknowledged adds nothing.
    const again = await send(restarted.url, acknowledged.slice(0, 250));
    expect(again).toMatchObject({ Accepted: 0, Duplicates: 250 });

    const stored = await sql<{ n: number; distinct_n: number }>`
      SELECT count(*)::int AS n, count(DISTINCT (reader_id, port, tag, read_at))::int AS distinct_n
      FROM tag_reads WHERE project_id = ${site.projectId}`.execute(t.db);
    expect(stored.rows[0]!.n).toBe(stored.rows[0]!.distinct_n);
    const keys = await t.db
      .selectFrom('tag_reads')
      .select(['tag', 'read_at'])
      .where('project_id', '=', site.projectId)
      .execute();
    const have = new Set(keys.map((k) => `${k.tag}|${k.read_at.toISOString()}`));
    const missing = acknowledged.filter((r) => !have.has(`${r.Tag}|${r.Time}`));
    expect(missing).toEqual([]);

    // The restarted server's presence loop drains the queue left by the dead one.
    for (let i = 0; i < 300; i++) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM presence_dirty`.execute(t.db);
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await restarted.kill('SIGTERM');
  }
  const live = await worker_days();
  expect(live.length).toBeGreaterThan(0);

  // A clean reprocessing: forget presence, queue every worker-day that has reads, recompute.
  await t.db.deleteFrom('worker_days').where('project_id', '=', site.projectId).execute();
  await sql`INSERT INTO presence_dirty (project_id, worker_id, timesheet_date)
            SELECT DISTINCT project_id, worker_id, timesheet_date FROM tag_reads
            WHERE project_id = ${site.projectId} AND worker_id IS NOT NULL`.execute(t.db);
  const log = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;
  await createEngine({ db: t.db, log }).processAllPresence();
  expect(await worker_days()).toEqual(live);
}, 90_000);
