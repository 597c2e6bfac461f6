/**
 * Realtime push latency: from posting an unauthorized read to POST /api/v2/ingest/reads (with a
 * gateway key) until the `realtime_dashboard` unauthorized_alert reaches each connected Socket.IO
 * client of the project, with 200 clients across 20 projects connected throughout.
 *   npm run realtime -w @siteline/bench [-- --samples 400 --clients 200 --projects 20]
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RealtimeDashboardMessage, TagRead } from '../../packages/shared/src/index.ts';
import { createDatabase, migrateToLatest } from '../../packages/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../packages/server/src/db/embedded.ts';
import { createSite, type Site } from '../../packages/server/test/engine-fixture.ts';
import { addMember, createUser, PASSWORD } from '../../packages/server/test/factories.ts';
import { startServerProcess } from '../../packages/server/test/server-process.ts';
import { signIn } from '../lib/sign-in.ts';
import { connectToProject, type BenchClient } from '../lib/socket.ts';
import { ms, percentile } from '../lib/stats.ts';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '400' },
    clients: { type: 'string', default: '200' },
    projects: { type: 'string', default: '20' },
  },
});
const SAMPLES = Number(values.samples);
const CLIENTS = Number(values.clients);
const PROJECTS = Number(values.projects);

/** Bob (plumbing) at the electrical room's reader: denied, so an unauthorized_alert. */
function deniedRead(site: Site, at: number): TagRead {
  return {
    ReaderSerial: site.serial('ROOM-1'),
    Port: 1,
    Tag: site.tag('T-BOB'),
    Time: new Date(at).toISOString(),
    Source: 1,
  };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-bench-'));
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, { info: () => {}, warn: (m) => console.warn(m) });
  const { db } = createDatabase(pg.url, 4);
  await migrateToLatest(db);
  const sites: Site[] = [];
  for (let i = 0; i < PROJECTS; i++) sites.push(await createSite(db, `Bench site ${i + 1}`));
  // One member per project; its clients share the sign-in, as a user's browser tabs do.
  const members = [];
  for (const site of sites) {
    const user = await createUser(db);
    await addMember(db, site.projectId, user.userId, []);
    members.push(user.email);
  }

  const server = await startServerProcess(pg.url);
  const clients: BenchClient[] = [];
  try {
    const tokens = [];
    for (const email of members) tokens.push(await signIn(server.url, email, PASSWORD));
    const byProject = sites.map(() => [] as BenchClient[]);
    for (let i = 0; i < CLIENTS; i++) {
      const p = i % PROJECTS;
      const client = await connectToProject(server.url, tokens[p]!, sites[p]!.projectId);
      clients.push(client);
      byProject[p]!.push(client);
    }

    /** One read into project p; resolves with each of its clients' delivery latency. */
    async function sample(p: number, seq: number) {
      const site = sites[p]!;
      const arrivals = byProject[p]!.map(
        (client) =>
          new Promise<number>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no push within 10 s')), 10_000);
            client.once('realtime_dashboard', (message: RealtimeDashboardMessage) => {
              clearTimeout(timer);
              if (message.action !== 'unauthorized_alert') reject(new Error('unexpected message'));
              resolve(performance.now());
            });
          }),
      );
      // A distinct instant per sample, a little in the past, so every read is new.
      const at = Date.now() - 60_000 + seq;
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/v2/ingest/reads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-key': site.key },
        body: JSON.stringify({ Reads: [deniedRead(site, at)] }),
      });
      const ack = performance.now() - t0;
      if (!res.ok) throw new Error(`ingest refused: ${res.status} ${await res.text()}`);
      const delivered = (await Promise.all(arrivals)).map((t) => t - t0);
      return { ack, delivered };
    }

    // Warm-up: every project once (JIT, snapshots, connection pools).
    for (let p = 0; p < PROJECTS; p++) await sample(p, p);

    const sequential = { acks: [] as number[], deliveries: [] as number[] };
    for (let i = 0; i < SAMPLES; i++) {
      const r = await sample(i % PROJECTS, 1000 + i);
      sequential.acks.push(r.ack);
      sequential.deliveries.push(...r.delivered);
    }
    // Bursts: every project's gateway posts at the same moment.
    const burst = { acks: [] as number[], deliveries: [] as number[] };
    const rounds = Math.max(1, Math.round(SAMPLES / PROJECTS));
    for (let round = 0; round < rounds; round++) {
      const results = await Promise.all(
        sites.map((_, p) => sample(p, 100_000 + round * PROJECTS + p)),
      );
      for (const r of results) {
        burst.acks.push(r.ack);
        burst.deliveries.push(...r.delivered);
      }
    }

    console.log(
      `Siteline realtime benchmark: ${CLIENTS} Socket.IO clients across ${PROJECTS} projects`,
    );
    for (const [name, run] of [
      [`sequential, ${SAMPLES} reads`, sequential],
      [`bursts of ${PROJECTS} projects at once, ${rounds} rounds`, burst],
    ] as const) {
      console.log(
        `  ${name}: read → push at a client p50 ${ms(percentile(run.deliveries, 50))}, ` +
          `p99 ${ms(percentile(run.deliveries, 99))}, max ${ms(Math.max(...run.deliveries))} ` +
          `(${run.deliveries.length} deliveries); ingest answer p50 ${ms(percentile(run.acks, 50))}, ` +
          `p99 ${ms(percentile(run.acks, 99))}`,
      );
    }
  } finally {
    for (const client of clients) client.disconnect();
    await server.kill('SIGTERM');
    await db.destroy();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
