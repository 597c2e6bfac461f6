/**
 * The alert rules on a big project (issue 24), in the server's own process:
 *   npm run alerts -w @siteline/bench [-- --iterations 50 --workers 5000 --samples 100]
 * 1. One evaluation of every rule, timed as each loop calls it, on a 5,000-worker project with
 *    every rule on and something for each to do (bench/README.md says what).
 * 2. A new fact on an open overview: a gateway's read over HTTP until the overview, told by its
 *    Socket.IO channel, has read the fact back (GET …/alert-facts/active).
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { ActiveAlertFacts } from '../../packages/shared/src/index.ts';
import { createSite } from '../../packages/server/test/engine-fixture.ts';
import { generateBenchProject } from '../dashboards/generate.ts';
import { startBenchServer } from '../lib/server.ts';
import { addManager, signIn } from '../lib/sign-in.ts';
import { connectToProject } from '../lib/socket.ts';
import { ms, percentile } from '../lib/stats.ts';
import { seedRuleLoad } from './load.ts';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '50' },
    workers: { type: 'string', default: '5000' },
    samples: { type: 'string', default: '100' },
  },
});
const ITERATIONS = Number(values.iterations);
const SAMPLES = Number(values.samples);
const DAY = 86_400_000;

async function main() {
  const server = await startBenchServer({
    jobs: false,
    async prepare(db) {
      const project = await generateBenchProject(db, { workers: Number(values.workers) });
      const load = await seedRuleLoad(db, project.projectId);
      // The overview's site: a small project with a gateway, the member who watches it.
      const site = await createSite(db, 'Overview bench site');
      await sql`ANALYZE`.execute(db);
      return { project, load, site };
    },
  });
  const { url, db, services: s, prepared } = server;
  const { project, load, site } = prepared;
  try {
    // --- 1. every rule's evaluation --------------------------------------------------------------
    const now = Date.now();
    const rules: [string, (i: number) => Promise<unknown>][] = [
      // Each iteration its own period / day, so every one evaluates (none finds it claimed).
      ['zone density (20 zones, 15-min window)', (i) => s.alerts.evaluateDensity(now + i * 15_000)],
      ['reader status (100 readers)', () => s.readerStatus.evaluate(now)],
      ['key person (500 listed)', () => s.keyPerson.evaluate(now)],
      [
        'realtime person: a batch of 500 reads',
        (i) => s.realtimePerson.raiseArrivals(project.projectId, load.arrivalBatch(i), now),
      ],
      ['realtime person: resolution sweep', () => s.realtimePerson.evaluate(now)],
      [
        'contract deviation (60 contracts, daily)',
        (i) => s.contractDeviation.evaluate(now + (i + 1) * DAY),
      ],
      ['end date in jeopardy (daily)', (i) => s.endDate.evaluate(now + (i + 1) * DAY)],
      ['facts sweep (snoozes, unauthorized)', () => s.alertFacts.sweep(new Date(now))],
    ];
    const times = new Map(rules.map(([name]) => [name, [] as number[]]));
    const totals: number[] = [];
    for (let i = -3; i < ITERATIONS; i++) {
      let total = 0;
      for (const [name, run] of rules) {
        const t0 = performance.now();
        await run(i + 3);
        const took = performance.now() - t0;
        total += took;
        if (i >= 0) times.get(name)!.push(took);
      }
      if (i >= 0) totals.push(total);
    }
    const facts = await db
      .selectFrom('alert_facts')
      .select(['alert_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('project_id', '=', project.projectId)
      .groupBy('alert_type')
      .execute();

    // --- 2. read → fact on an open overview -----------------------------------------------------
    await db
      .insertInto('alert_instances')
      .values({ project_id: site.projectId, alert_type: 'RealtimePerson', is_active: true })
      .execute();
    await db
      .insertInto('alert_realtime_persons')
      .values({ project_id: site.projectId, worker_id: site.workers.alice })
      .execute();
    const token = await signIn(url, 'manager@siteline.example');
    await addManager(db, site.projectId);
    const client = await connectToProject(url, token, site.projectId);
    const headers = { authorization: `Bearer ${token}`, demo: 'false' };
    const onOverview: number[] = [];
    for (let i = -5; i < SAMPLES; i++) {
      // Each sample a new arrival: yesterday's fact is gone (outside the timing).
      await db.deleteFrom('alert_facts').where('project_id', '=', site.projectId).execute();
      const told = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('no alert_facts push within 10 s')),
          10_000,
        );
        client.once('alert_facts', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const t0 = performance.now();
      const res = await fetch(`${url}/api/v2/ingest/reads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-key': site.key },
        body: JSON.stringify({
          Reads: [
            {
              ReaderSerial: site.serial('GATE-1'),
              Port: 1,
              Tag: site.tag('T-ALICE'),
              Time: new Date(Date.now() - 1000).toISOString(),
              Source: 1,
            },
          ],
        }),
      });
      if (!res.ok) throw new Error(`ingest refused: ${res.status}`);
      await told;
      const active = (await (
        await fetch(`${url}/api/v1/projects/${site.projectId}/alert-facts/active`, { headers })
      ).json()) as ActiveAlertFacts;
      if (!active.Data.some((f) => f.AlertType === 'RealtimePerson'))
        throw new Error('the overview has no arrival');
      if (i >= 0) onOverview.push(performance.now() - t0);
    }
    client.disconnect();

    console.log(
      `Siteline alert rules: ${project.workers} workers, ${project.contracts} contracts, ` +
        `${project.workerDays} worker-days; ${ITERATIONS} evaluations of each rule`,
    );
    for (const [name, list] of times)
      console.log(
        `  ${name.padEnd(44)} p50 ${ms(percentile(list, 50))}, p99 ${ms(percentile(list, 99))}`,
      );
    console.log(
      `  ${'every rule once, in all'.padEnd(44)} p50 ${ms(percentile(totals, 50))}, p99 ${ms(percentile(totals, 99))}`,
    );
    console.log(`  facts raised: ${facts.map((f) => `${f.alert_type} ${f.n}`).join(', ')}`);
    console.log(
      `  read → fact on an open overview (push + GET active), ${SAMPLES} samples: ` +
        `p50 ${ms(percentile(onOverview, 50))}, p99 ${ms(percentile(onOverview, 99))}, ` +
        `max ${ms(Math.max(...onOverview))}`,
    );
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
