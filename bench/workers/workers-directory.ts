/**
 * The worker directory on a project of 20,000 workers: the basic list (first page, a search, a
 * deep page, a contract filter), the autocomplete and the advanced worker-directory report's
 * page, over real HTTP on loopback, sequentially, with p50/p99 per call.
 *   npm run workers-directory -w @siteline/bench [-- --iterations 200 --workers 20000]
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { startBenchServer } from '../lib/server.ts';
import { addManager, signIn } from '../lib/sign-in.ts';
import { ms, percentile } from '../lib/stats.ts';
import { generateBenchProject } from '../dashboards/generate.ts';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '200' },
    workers: { type: 'string', default: '20000' },
  },
});
const ITERATIONS = Number(values.iterations);
const WARM_UP = 10;

const FIRST = [
  'Ana',
  'Bob',
  'Carla',
  'Diego',
  'Elena',
  'Frank',
  'Grace',
  'Hector',
  'Irene',
  'Jamal',
  'Kofi',
  'Lucia',
  'Marcus',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tariq',
];
const LAST = [
  'Anderson',
  'Andrade',
  'Baker',
  'Castillo',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ibrahim',
  'Johnson',
  'Kowalski',
  'Lopez',
  'Martinez',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quintero',
  'Rossi',
  'Smith',
  'Tanaka',
  'Usman',
  'Valdez',
  'Walker',
  'Xu',
  'Young',
  'Zamora',
];

async function main() {
  let generated = 0;
  const server = await startBenchServer({
    jobs: false,
    realtime: false,
    async prepare(db) {
      const t0 = performance.now();
      const project = await generateBenchProject(db, {
        workers: Number(values.workers),
        days: 30,
      });
      // Names people have, and the directory's registration fields, instead of "Worker 123".
      await sql`
        UPDATE workers SET
          first_name = (${sql.val(FIRST)}::text[])[1 + worker_id % ${FIRST.length}],
          last_name = (${sql.val(LAST)}::text[])[1 + (worker_id / ${FIRST.length}) % ${LAST.length}]
            || CASE WHEN worker_id % 3 = 0 THEN '-' || (worker_id % 97)::text ELSE '' END,
          telephone = '+1 212 555 ' || lpad((worker_id % 10000)::text, 4, '0'),
          fields = jsonb_build_object(
            'WorkerSiteNumber', 'S-' || lpad(worker_id::text, 5, '0'),
            'NewHire', worker_id % 7 = 0, 'CityResident', worker_id % 2 = 0,
            'HasCompletedDrugTest', true, 'Responsibilities', 'General labor',
            'OSHA10ExpiryDate', to_char(current_date + (worker_id % 400 - 30), 'YYYY-MM-DD'),
            'EmploymentDuration', '1-2 years', 'Health', jsonb_build_object('BloodType', 'O+'))
        WHERE project_id = ${project.projectId}
      `.execute(db);
      await sql`ANALYZE`.execute(db);
      generated = (performance.now() - t0) / 1000;
      await addManager(db, project.projectId);
      const contract = await db
        .selectFrom('contracts')
        .select('contract_id')
        .where('project_id', '=', project.projectId)
        .orderBy('contract_id')
        .executeTakeFirstOrThrow();
      return { ...project, contractId: contract.contract_id };
    },
  });
  const { url, prepared: bench } = server;
  try {
    const headers = {
      authorization: `Bearer ${await signIn(url, 'manager@siteline.example')}`,
      demo: 'false',
    };
    const v1 = `${url}/api/v1`;
    const list = `${v1}/projects/${bench.projectId}/workers`;
    const pages = Math.floor(bench.workers / 10);
    const calls = {
      'basic list, first page (10)': `${list}?page=1&limit=10&orderBy=lastName-ASC`,
      'basic list, search "and" (10)': `${list}?page=1&limit=10&orderBy=lastName-ASC&searchString=and`,
      'basic list, search "zamora-4" (10)': `${list}?page=1&limit=10&orderBy=lastName-ASC&searchString=zamora-4`,
      [`basic list, last page (${pages}, 10)`]: `${list}?page=${pages}&limit=10&orderBy=lastName-ASC`,
      'basic list, 150 by company, descending': `${list}?page=3&limit=150&orderBy=companyName-DESC`,
      'basic list, one contract': `${list}?page=1&limit=50&contractId=${bench.contractId}`,
      'autocomplete "and"': `${list}/autocomplete?searchString=and`,
      'autocomplete "s-1234"': `${list}/autocomplete?searchString=s-1234`,
      'search-tradesmen "gar"': `${v1}/project/${bench.projectId}/search-tradesmen?searchString=gar`,
      'worker-directory, page 1 (100)': `${v1}/report/${bench.projectId}/worker-directory?page=1&pageSize=100`,
      'worker-directory, page 150 (100)': `${v1}/report/${bench.projectId}/worker-directory?page=150&pageSize=100`,
      'worker-directory, search "and" (100)': `${v1}/report/${bench.projectId}/worker-directory?page=1&pageSize=100&searchString=and`,
    };
    console.log('Siteline worker directory benchmark');
    console.log(
      `  project: ${bench.workers} workers, ${bench.contracts} contracts, ${bench.workerDays} worker-days (generated in ${generated.toFixed(1)} s)`,
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
