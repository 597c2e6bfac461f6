/**
 * Dashboard calls on a big project: the home, the contracts summary and a one-year breakout, over
 * real HTTP on loopback, sequentially, with p50/p99 per call.
 *   npm run dashboards -w @siteline/bench [-- --iterations 200]
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../../packages/server/src/app.ts';
import { parseConfig } from '../../packages/server/src/config.ts';
import { startSeededDatabase } from '../lib/database.ts';
import { ms, percentile } from '../lib/stats.ts';
import { generateBenchProject } from './generate.ts';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '200' },
    workers: { type: 'string', default: '5000' },
  },
});
const ITERATIONS = Number(values.iterations);
const WARM_UP = 10;

async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'siteline-demo',
      client_id: 'siteline-web',
    }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function main() {
  const database = await startSeededDatabase();
  const t0 = performance.now();
  const bench = await generateBenchProject(database.db, { workers: Number(values.workers) });
  await sql`ANALYZE`.execute(database.db);
  const generated = (performance.now() - t0) / 1000;
  const manager = await database.db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'manager@siteline.example')
    .executeTakeFirstOrThrow();
  // The Manager role (2): an ordinary, unlimited member.
  await database.db
    .insertInto('project_memberships')
    .values({ project_id: bench.projectId, user_id: manager.user_id, role_id: 2 })
    .execute();

  const app = await buildApp({
    ...parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
    }),
    databaseUrl: database.url,
    logger: false,
    jobs: false,
    realtime: false,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const headers = {
      authorization: `Bearer ${await signIn(url, 'manager@siteline.example')}`,
      demo: 'false',
    };
    const base = `${url}/api/v1/projects/${bench.projectId}`;
    const calls = {
      'GET dashboard': `${base}/dashboard`,
      'GET contracts-summary': `${base}/contracts-summary`,
      'GET breakout-report (365 days, daily, all contracts)': `${base}/breakout-report?startDate=${addDays(bench.today, -364)}&endDate=${bench.today}`,
    };
    console.log('Siteline dashboards benchmark');
    console.log(
      `  project: ${bench.workers} workers, ${bench.contracts} contracts, ${bench.workerDays} worker-days over a year (generated in ${generated.toFixed(1)} s)`,
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
    await app.close();
    await database.stop();
  }
}

await main();
