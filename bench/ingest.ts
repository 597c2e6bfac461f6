/**
 * Ingestion end to end: reads per second through the HTTP API until processed presence has caught
 * up, with batch latency; and, as the ceiling, the rows it stored inserted again straight into
 * PostgreSQL (a table of the same shape) by one multi-row INSERT per batch.
 *   npm run ingest -w @siteline/bench [-- --reads 150000 --concurrency 4 --batches 500,5000 --statements
 *     --hours-ago 20]
 * (--statements: PostgreSQL's own time per statement during each API run, pg_stat_statements;
 * --hours-ago: when the first read was taken. What presence does depends on the hour on the
 * site's clock: near the workday boundary continuation reads around it, so say which.)
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { TagRead } from '../packages/shared/src/index.ts';
import { createGatewayKeys } from '../packages/server/src/engine/gateway-keys.ts';
import { startServerProcess } from '../packages/server/test/server-process.ts';
import { startSeededDatabase, topStatements } from './lib/database.ts';
import { ms, percentile } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    reads: { type: 'string', default: '150000' },
    concurrency: { type: 'string', default: '4' },
    batches: { type: 'string', default: '500,5000' },
    statements: { type: 'boolean', default: false },
    'hours-ago': { type: 'string', default: '20' },
  },
});
const TOTAL = Number(values.reads);
const CONCURRENCY = Number(values.concurrency);

interface Result {
  batchSize: number;
  readsPerSecond: number;
  p50: number;
  p99: number;
  /** From the last acknowledgement until presence had caught up (the API runs only). */
  catchUpSeconds?: number;
}

async function runPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function main() {
  const database = await startSeededDatabase({ statements: values.statements });
  const { db, newYorkProjectId } = database;
  const readers = await db
    .selectFrom('readers')
    .select(['manufacturer_serial_number', 'access_points_count'])
    .where('project_id', '=', newYorkProjectId)
    .execute();
  const tags = (
    await db.selectFrom('tags').select('tag').where('project_id', '=', newYorkProjectId).execute()
  ).map((t) => t.tag);
  const admin = await db.selectFrom('users').select('user_id').limit(1).executeTakeFirstOrThrow();
  const { Key } = await createGatewayKeys(db).create(newYorkProjectId, 'bench', admin.user_id);

  // Distinct reads from 20 hours ago (`--hours-ago`), 1 ms apart, round the badges: every batch
  // touches most workers' day, and each worker-day grows to hundreds of reads.
  let clock = Date.now() - Number(values['hours-ago']) * 3_600_000;
  const { time_zone_id: timeZone } = await db
    .selectFrom('projects')
    .select('time_zone_id')
    .where('project_id', '=', newYorkProjectId)
    .executeTakeFirstOrThrow();
  console.log(
    `first read at ${new Date(clock).toLocaleString('en-US', { timeZone })} on the site's clock (${timeZone})`,
  );
  function makeReads(n: number): TagRead[] {
    return Array.from({ length: n }, (_, i) => {
      const reader = readers[(i * 7919) % readers.length]!;
      clock += 1;
      return {
        ReaderSerial: reader.manufacturer_serial_number,
        Port: 1 + (i % reader.access_points_count),
        Tag: tags[(i * 104729) % tags.length]!,
        Time: new Date(clock).toISOString(),
        Source: 1,
        Rssi: -60 - (i % 25),
      };
    });
  }

  const server = await startServerProcess(database.url);
  const results: Result[] = [];
  const ceilings: Result[] = [];
  try {
    for (const batchSize of values.batches.split(',').map(Number)) {
      const reads = makeReads(TOTAL);
      const batches = chunk(reads, batchSize);
      const latencies: number[] = [];
      const started = performance.now();
      await runPool(batches, CONCURRENCY, async (batch) => {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/v2/ingest/reads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-gateway-key': Key },
          body: JSON.stringify({ Reads: batch }),
        });
        const body = (await res.json()) as { Accepted: number };
        if (!res.ok || body.Accepted !== batch.length)
          throw new Error(`batch refused: ${res.status} ${JSON.stringify(body)}`);
        latencies.push(performance.now() - t0);
      });
      const ackSeconds = (performance.now() - started) / 1000;
      if (process.env.BENCH_VERBOSE)
        console.log(`  batch ${batchSize}: acknowledged in ${ackSeconds.toFixed(2)} s`);
      // End to end: until every acknowledged read is in presence.
      for (;;) {
        // EXISTS, not count(*): counting a long queue 50 times a second slowed what it waited on.
        const { rows } = await sql<{
          waiting: boolean;
        }>`SELECT EXISTS (SELECT FROM presence_dirty) AS waiting`.execute(db);
        if (!rows[0]?.waiting) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const seconds = (performance.now() - started) / 1000;
      results.push({
        batchSize,
        readsPerSecond: TOTAL / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        catchUpSeconds: seconds - ackSeconds,
      });

      if (values.statements) {
        console.log(`  batch ${batchSize}: where PostgreSQL spent its time (API run)`);
        for (const line of await topStatements(db)) console.log(line);
      }
      const stored = await storedRows(db, newYorkProjectId, reads[0]!.Time, reads.at(-1)!.Time);
      if (stored.length !== TOTAL) throw new Error(`${stored.length} of ${TOTAL} reads stored`);
      ceilings.push(await ceiling(db, stored, batchSize));
    }
  } finally {
    await server.kill('SIGTERM');
    await database.stop();
  }

  console.log(
    `Siteline ingestion benchmark: ${TOTAL} reads per run, ${CONCURRENCY} batches in flight`,
  );
  for (const [i, r] of results.entries()) {
    const c = ceilings[i]!;
    console.log(
      `  batch ${String(r.batchSize).padStart(4)}: API end to end ${r.readsPerSecond.toFixed(0)} reads/s ` +
        `(batch p50 ${ms(r.p50)}, p99 ${ms(r.p99)}; presence caught up ` +
        `${(r.catchUpSeconds ?? 0).toFixed(2)} s after the last acknowledgement); ` +
        `ceiling ${c.readsPerSecond.toFixed(0)} reads/s ` +
        `(p50 ${ms(c.p50)}, p99 ${ms(c.p99)}); ratio ${(r.readsPerSecond / c.readsPerSecond).toFixed(2)}`,
    );
  }
}

type Database = Awaited<ReturnType<typeof startSeededDatabase>>['db'];

/** The rows one API run stored, as SQL literals in the table's column order, in time order. */
async function storedRows(db: Database, projectId: number, from: string, to: string) {
  const { rows } = await sql<{ row: string }>`
    SELECT format('(%s, %s, %s, %L, %L, %s, %s, %L, %s, %s, %s, %s, %s, %L, %s, %L)',
      project_id, reader_id, port, tag, read_at, source, coalesce(rssi::text, 'NULL'), timesheet_date,
      coalesce(tag_id::text, 'NULL'), coalesce(worker_id::text, 'NULL'), coalesce(contract_id::text, 'NULL'),
      coalesce(project_zone_id::text, 'NULL'), read_direction_id, location_name, access_type,
      did_worker_have_access) AS row
    FROM tag_reads
    WHERE project_id = ${projectId} AND read_at BETWEEN ${from}::timestamptz AND ${to}::timestamptz
    ORDER BY read_at
  `.execute(db);
  return rows.map((r) => r.row);
}

/**
 * The ceiling: the rows the API run stored (the same readers, badges, workers, zones; so the
 * same indexes do the same work, the worker index included), one multi-row INSERT per batch
 * into a table shaped like the reads table: partitioned by month alike, with its indexes.
 */
async function ceiling(db: Database, rows: string[], batchSize: number): Promise<Result> {
  await sql`DROP TABLE IF EXISTS ceiling_reads`.execute(db);
  await sql`
    CREATE TABLE ceiling_reads (LIKE tag_reads INCLUDING DEFAULTS) PARTITION BY RANGE (read_at);
    ALTER TABLE ceiling_reads ADD PRIMARY KEY (project_id, reader_id, port, tag, read_at);
    CREATE INDEX ON ceiling_reads (project_id, read_at DESC);
    CREATE INDEX ON ceiling_reads (project_id, worker_id, timesheet_date, read_at)
      WHERE worker_id IS NOT NULL;
    CREATE TABLE ceiling_reads_default PARTITION OF ceiling_reads DEFAULT;
  `.execute(db);
  // The months the rows span, as the reads table has them.
  await sql`
    DO $$ DECLARE m date; BEGIN
      FOR m IN SELECT DISTINCT date_trunc('month', read_at)::date FROM tag_reads LOOP
        EXECUTE format('CREATE TABLE %I PARTITION OF ceiling_reads FOR VALUES FROM (%L) TO (%L)',
          'ceiling_reads_' || to_char(m, 'YYYY_MM'), m::timestamp AT TIME ZONE 'UTC',
          (m + interval '1 month')::timestamp AT TIME ZONE 'UTC');
      END LOOP;
    END $$
  `.execute(db);
  const latencies: number[] = [];
  const started = performance.now();
  await runPool(chunk(rows, batchSize), CONCURRENCY, async (batch) => {
    const t0 = performance.now();
    await sql
      .raw(
        `INSERT INTO ceiling_reads (project_id, reader_id, port, tag, read_at, source, rssi, timesheet_date, tag_id,
          worker_id, contract_id, project_zone_id, read_direction_id, location_name, access_type, did_worker_have_access)
         VALUES ${batch.join(',')} ON CONFLICT DO NOTHING`,
      )
      .execute(db);
    latencies.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  await sql`DROP TABLE ceiling_reads`.execute(db);
  return {
    batchSize,
    readsPerSecond: rows.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

await main();
