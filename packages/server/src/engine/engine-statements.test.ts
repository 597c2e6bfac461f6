import type { TagRead } from '@siteline/shared';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createSite, recentDate } from '../../test/engine-fixture.ts';
import type { DB } from '../db/schema.ts';
import { addDays } from '../lib/time.ts';
import { createEngine } from './engine.service.ts';

// Ingestion's speed is its round trips (bench/README.md "Ingestion"): a batch is one statement
// and a presence round a fixed handful, whatever the batch's size or the number of worker-days.
// These counts are the guard: a change that adds a statement per read, per worker or per day
// fails here, not months later on a site.
let t: TestApp;
let db: Kysely<DB>;
let statements = 0;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.url, max: 2 }) }),
    log: (event) => {
      if (event.level === 'query') statements += 1;
    },
  });
});
afterAll(async () => {
  await db.destroy();
  await t.close();
});

async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statements;
  const result = await work();
  return { result, statements: statements - before };
}

describe('statements per batch and per presence round', () => {
  it('stay the same for 10 reads and for 1,000, over one day and over three', async () => {
    const site = await createSite(t.db, 'Statement count');
    const engine = createEngine({ db, log: t.app.log });
    const date = recentDate(5);
    const tags = [site.tag('T-ALICE'), site.tag('T-BOB')];
    const reads = (n: number, days: number): TagRead[] =>
      Array.from({ length: n }, (_, i) =>
        site.read(
          i % 2 ? 'FLOOR-1' : 'GATE-1',
          1,
          tags[i % 2]!,
          addDays(date, i % days),
          `${String(6 + (i % 10)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}`,
        ),
      );

    const counts = [];
    for (const [n, days] of [
      [10, 1],
      [1000, 3],
    ] as const) {
      // The first batch of a project also reads its configuration, and the first read of a month
      // makes its partition (once ever, not per read): both before the count, over the same days.
      await engine.ingest(site.projectId, reads(days, days), { live: false });
      await engine.processAllPresence();
      const ingest = await counted(() =>
        engine.ingest(site.projectId, reads(n, days), { live: false }),
      );
      expect(ingest.result.Rejected).toEqual([]);
      const presence = await counted(() => engine.processPresence());
      counts.push({ ingest: ingest.statements, presence: presence.statements });
    }
    const [small, large] = counts;
    expect(large!.ingest).toEqual(small!.ingest);
    // A round takes a worker-day again from its earliest new read, or sums it whole
    // (presence-summary.ts): the statements of a kind no day needs are not sent.
    expect(Math.abs(large!.presence - small!.presence)).toBeLessThanOrEqual(2);
    // The numbers themselves, as measured when this guard was written: raise them only with a
    // reason in the commit.
    // One: the insert checks the configuration's version itself (no query before it).
    expect(small!.ingest).toBeLessThanOrEqual(1);
    // 13 until presence kept its worker-day summaries (read, written, the reads from a point of
    // the day, and what the reads before a late one were).
    expect(Math.max(small!.presence, large!.presence)).toBeLessThanOrEqual(17);

    // A gateway's live batch adds the readers' heard mark, at most once a second a reader; a
    // batch of the same readers within that second is the insert alone again.
    const now = Date.now();
    const first = await counted(() =>
      engine.ingest(site.projectId, reads(10, 1), { live: true, now }),
    );
    const next = await counted(() =>
      engine.ingest(site.projectId, reads(1000, 3), { live: true, now: now + 500 }),
    );
    expect(first.result.Rejected).toEqual([]);
    expect(first.statements).toBeLessThanOrEqual(2);
    expect(next.statements).toBeLessThanOrEqual(1);
  });
});
