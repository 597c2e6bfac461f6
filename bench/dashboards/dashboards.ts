/**
 * Dashboard calls on a big project: the home, the contracts summary and a one-year breakout, over
 * real HTTP on loopback, sequentially, with p50/p99 per call.
 *   npm run dashboards -w @siteline/bench [-- --iterations 200 --days 730 --primes 140 --subs 10]
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { shiftDate } from '../../packages/shared/src/index.ts';
import { startBenchServer } from '../lib/server.ts';
import { addManager, signIn } from '../lib/sign-in.ts';
import { ms, percentile } from '../lib/stats.ts';
import { generateBenchProject } from './generate.ts';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '200' },
    workers: { type: 'string', default: '5000' },
    // The project's age: 730 is the two-year case (and --primes 140 --subs 10 a 150-contract one).
    days: { type: 'string', default: '365' },
    primes: { type: 'string', default: '50' },
    subs: { type: 'string', default: '10' },
  },
});
const ITERATIONS = Number(values.iterations);
const WARM_UP = 10;

async function main() {
  let generated = 0;
  const server = await startBenchServer({
    jobs: false,
    realtime: false,
    async prepare(db) {
      const t0 = performance.now();
      const project = await generateBenchProject(db, {
        workers: Number(values.workers),
        days: Number(values.days),
        primes: Number(values.primes),
        subs: Number(values.subs),
      });
      await sql`ANALYZE`.execute(db);
      generated = (performance.now() - t0) / 1000;
      await addManager(db, project.projectId);
      return project;
    },
  });
  const { url, prepared: bench } = server;
  try {
    const headers = {
      authorization: `Bearer ${await signIn(url, 'manager@siteline.example')}`,
      demo: 'false',
    };
    const base = `${url}/api/v1/projects/${bench.projectId}`;
    const calls = {
      'GET dashboard': `${base}/dashboard`,
      'GET contracts-summary': `${base}/contracts-summary`,
      'GET breakout-report (365 days, daily, all contracts)': `${base}/breakout-report?startDate=${shiftDate(bench.today, -364)}&endDate=${bench.today}`,
    };
    console.log('Siteline dashboards benchmark');
    console.log(
      `  project: ${bench.workers} workers, ${bench.contracts} contracts, ${bench.workerDays} worker-days over ${values.days} days (generated in ${generated.toFixed(1)} s)`,
    );
    for (const [name, target] of Object.entries(calls)) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
        const start = performance.now();
        const res = await fetch(target, { headers });
        const body = await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: ${res.status} ${Buffer.from(body).toString()}`);
        if (i >= WARM_UP) times.push(performance.now() - start);
        bytes = body.byteLength;
      }
      console.log(
        `  ${name}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${ITERATIONS} sequential, ${(bytes / 1024).toFixed(1)} KiB)`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
