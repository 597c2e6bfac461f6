/**
 * Sign-in and authenticated-request figures over real HTTP on loopback:
 *   npm run auth -w @siteline/bench
 * Sign-in is dominated by argon2id on purpose (19 MiB, t = 2); an authenticated request costs a
 * JWT check, a cached permission load and one indexed query.
 */
import { ms, percentile } from './lib/stats.ts';
import { startBenchServer } from './lib/server.ts';
import { signIn } from './lib/sign-in.ts';

const SIGN_INS = 40;
const REQUEST_SECONDS = 5;
const CONCURRENCY = 16;

async function main() {
  const server = await startBenchServer();
  try {
    const users = ['admin', 'manager', 'viewer', 'contractor'].map((u) => `${u}@siteline.example`);
    const signInTimes: number[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      const t0 = performance.now();
      await signIn(server.url, users[i % users.length]!);
      signInTimes.push(performance.now() - t0);
    }

    const token = await signIn(server.url, 'manager@siteline.example');
    const headers = { authorization: `Bearer ${token}`, demo: 'false' };
    const latencies: number[] = [];
    const deadline = performance.now() + REQUEST_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const res = await fetch(`${server.url}/api/v1/projects?page=1&pageSize=500`, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`projects ${res.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );

    console.log('Siteline auth benchmark');
    console.log(
      `  password grant, sequential x${SIGN_INS}: p50 ${ms(percentile(signInTimes, 50))}, p99 ${ms(percentile(signInTimes, 99))}`,
    );
    console.log(
      `  GET /api/v1/projects, ${CONCURRENCY} concurrent for ${REQUEST_SECONDS} s: ${(latencies.length / REQUEST_SECONDS).toFixed(0)} req/s, ` +
        `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
