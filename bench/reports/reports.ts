/**
 * The reports at size (issue 26), over HTTP against a server in this process:
 *   npm run reports -w @siteline/bench [-- --workers 5000 --days 365 --iterations 30]
 * On the dashboards' generated project (5,000 workers, a year of worker-days, every worker with a
 * badge and one in fifty with a second one never read; two zones and four reads a worker-day for
 * the last 90 days):
 * 1. every report's first page for its largest allowed range, p50/p99;
 * 2. the 90-day timesheets of every worker as Excel and as CSV from the server in its own process
 *    (as `npm start` runs it): time to the last byte, bytes, rows, and the server's resident
 *    memory before and at its peak while it streams.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { WEB_CLIENT_ID } from '../../packages/shared/src/index.ts';
import { generateBenchProject } from '../dashboards/generate.ts';
import { startServerProcess } from '../lib/server-process.ts';
import { startBenchServer } from '../lib/server.ts';
import { addManager, signIn } from '../lib/sign-in.ts';
import { ms, percentile } from '../lib/stats.ts';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '5000' },
    days: { type: 'string', default: '365' },
    iterations: { type: 'string', default: '30' },
  },
});

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const server = await startBenchServer({
    jobs: false,
    realtime: false,
    async prepare(db) {
      const project = await generateBenchProject(db, {
        workers: Number(values.workers),
        days: Number(values.days),
      });
      const p = project.projectId;
      const zones = await db
        .insertInto('zones')
        .values([
          { project_id: p, zone_name: 'Level 1' },
          { project_id: p, zone_name: 'Level 2' },
        ])
        .returning('project_zone_id')
        .execute();
      const reader = await db
        .insertInto('readers')
        .values({ project_id: p, hardware_model_id: 1, manufacturer_serial_number: 'BENCH-R' })
        .returning('reader_id')
        .executeTakeFirstOrThrow();
      await sql`
        INSERT INTO tags (project_id, tag, tag_type_id)
        SELECT ${p}::int, 'BENCH-' || w.worker_id, 1 FROM workers w WHERE w.project_id = ${p}
        UNION ALL
        SELECT ${p}::int, 'DEAD-' || w.worker_id, 1 FROM workers w
        WHERE w.project_id = ${p} AND w.worker_id % 50 = 0`.execute(db);
      await sql`
        INSERT INTO worker_tags (project_id, worker_id, tag_id, start_date)
        SELECT ${p}, w.worker_id, t.tag_id, '2020-01-01'
        FROM workers w JOIN tags t ON t.project_id = w.project_id
          AND t.tag IN ('BENCH-' || w.worker_id, 'DEAD-' || w.worker_id)
        WHERE w.project_id = ${p}`.execute(db);
      for (let m = 0; m <= 4; m++) {
        await sql`SELECT ensure_tag_read_partition(date_trunc('month', now() - ${m} * interval '1 month')::date)`.execute(
          db,
        );
      }
      // Four reads a worker-day over the last 90 days: two in Level 1 twenty minutes apart,
      // two in Level 2 likewise, two hours later.
      await sql`
        INSERT INTO tag_reads (project_id, reader_id, port, tag, read_at, source, timesheet_date,
          tag_id, worker_id, contract_id, project_zone_id, read_direction_id, access_type,
          did_worker_have_access)
        SELECT d.project_id, ${reader.reader_id}, 1, t.tag, d.first_seen_at + o.at, 1,
          d.timesheet_date, t.tag_id, d.worker_id, d.contract_id, o.zone, 1, 1, true
        FROM worker_days d
        JOIN tags t ON t.project_id = d.project_id AND t.tag = 'BENCH-' || d.worker_id
        CROSS JOIN (VALUES (interval '0 minutes', ${zones[0]!.project_zone_id}::int),
                           (interval '20 minutes', ${zones[0]!.project_zone_id}::int),
                           (interval '2 hours', ${zones[1]!.project_zone_id}::int),
                           (interval '2 hours 20 minutes', ${zones[1]!.project_zone_id}::int)) o(at, zone)
        WHERE d.project_id = ${p} AND d.timesheet_date > ${shift(project.today, -90)}`.execute(db);
      // Presence recomputes those worker-days from their reads (below, once the server runs),
      // and the zone summary sums each one's time per zone and badges read, as on a live site.
      await sql`
        INSERT INTO presence_dirty (project_id, worker_id, timesheet_date)
        SELECT project_id, worker_id, timesheet_date FROM worker_days
        WHERE project_id = ${p} AND timesheet_date > ${shift(project.today, -90)}`.execute(db);
      await addManager(db, p);
      await sql`ANALYZE`.execute(db);
      return project;
    },
  });
  const { url, prepared: project } = server;
  try {
    const t0 = performance.now();
    let days = 0;
    for (;;) {
      const taken = await server.services.engine.processPresence(10_000);
      if (taken === 0) break;
      days += taken;
    }
    const t1 = performance.now();
    const summed = await server.services.zoneDays.processAll();
    await sql`ANALYZE`.execute(server.db);
    console.log(
      `presence recomputed ${days} worker-days in ${ms(t1 - t0)}, the zone summary ${summed} in ${ms(performance.now() - t1)}`,
    );
    const token = await signIn(url, 'manager@siteline.example');
    // The v2 calls take the token's second form (the `jwt` of the grant), as the web sends it.
    const grant = await fetch(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'manager@siteline.example',
        password: 'siteline-demo',
        client_id: WEB_CLIENT_ID,
      }),
    });
    const { jwt } = (await grant.json()) as { jwt: string };
    const headers = { authorization: `Bearer ${token}`, demo: 'false' };
    const p = project.projectId;
    const end = shift(project.today, -1);
    const contract = (
      await server.db
        .selectFrom('contracts')
        .select('contract_id')
        .where('project_id', '=', p)
        .where('parent_contract_id', 'is', null)
        .orderBy('contract_id')
        .executeTakeFirstOrThrow()
    ).contract_id;
    const calls: [string, string][] = [
      ['daily', `/api/v1/projects/${p}/reports/daily?dailyDate=${end}&tradeFilter=2`],
      [
        'daily, a zone',
        `/api/v1/projects/${p}/reports/daily?dailyDate=${end}&projectZoneId=1&tradeFilter=2`,
      ],
      ['weekly', `/api/v1/projects/${p}/reports/weekly?weeklyDate=${end}&tradeFilter=2`],
      [
        'timesheets, 90 days, page 1',
        `/api/v1/report/${p}/worker-timesheets?startDate=${shift(end, -89)}&endDate=${end}`,
      ],
      [
        'timesheets, 180 days, a contract',
        `/api/v1/report/${p}/worker-timesheets?startDate=${shift(end, -179)}&endDate=${end}&filterContractId=${contract}`,
      ],
      [
        'undetected devices, 90 days',
        `/api/v1/project/${p}/adhoc_reports/undetected_tags?startDateInclusive=${shift(end, -89)}&endDateInclusive=${end}`,
      ],
      [
        'zone timesheets, 90 days',
        `/api/v2/reports/${p}/zoneTimesheets?startDateInclusive=${shift(end, -89)}&endDateInclusive=${end}`,
      ],
      [
        'completion, 366 days',
        `/api/v1/projects/${p}/reports/completion?startDate=${shift(end, -365)}&endDate=${end}`,
      ],
      [
        'alerts, 366 days',
        `/api/v1/projects/${p}/alert-facts?startDate=${shift(end, -365)}&endDate=${end}&alertStatusIds=1,2,3`,
      ],
    ];
    // The zone variant names a zone of this project.
    const zone = (
      await server.db
        .selectFrom('zones')
        .select('project_zone_id')
        .where('project_id', '=', p)
        .orderBy('project_zone_id')
        .executeTakeFirstOrThrow()
    ).project_zone_id;
    console.log(
      `reports on ${project.workers} workers, ${project.workerDays} worker-days, ${values.iterations} calls each`,
    );
    console.log('| report (largest range) | p50 | p99 | answer |');
    console.log('|---|---|---|---|');
    for (const [name, raw] of calls) {
      const path = raw.replace('projectZoneId=1', `projectZoneId=${zone}`);
      const v2 = path.startsWith('/api/v2/');
      const h = v2 ? { ...headers, authorization: `Bearer ${jwt}` } : headers;
      const samples: number[] = [];
      let size = 0;
      for (let i = -3; i < Number(values.iterations); i++) {
        const t0 = performance.now();
        const res = await fetch(`${url}${path}`, { headers: h });
        const body = await res.arrayBuffer();
        const took = performance.now() - t0;
        if (!res.ok)
          throw new Error(`${name}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
        size = body.byteLength;
        if (i >= 0) samples.push(took);
      }
      console.log(
        `| ${name} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 99))} | ${(size / 1024).toFixed(1)} KiB |`,
      );
    }

    // The downloads from the server as a site runs it, in its own process, so its memory is
    // measured alone (the target is the server's: under 300 MB while it streams).
    const alone = await startServerProcess(server.databaseUrl);
    try {
      const aloneHeaders = {
        authorization: `Bearer ${await signIn(alone.url, 'manager@siteline.example')}`,
        demo: 'false',
      };
      console.log(
        '\n| 90-day timesheets of every worker | time | size | rows | server RSS before | server peak RSS |',
      );
      console.log('|---|---|---|---|---|---|');
      for (const format of ['xlsx', 'csv']) {
        const asked = await fetch(
          `${alone.url}/api/v1/projects/${p}/reports/timesheets/file?format=${format}&startDate=${shift(end, -89)}&endDate=${end}`,
          { headers: aloneHeaders },
        );
        const { uid } = (await asked.json()) as { uid: string };
        const before = await alone.rss();
        await alone.resetPeak();
        const t0 = performance.now();
        const res = await fetch(`${alone.url}/api/v1/report/downloadFile/?uid=${uid}`, {
          headers: aloneHeaders,
        });
        let bytes = 0;
        let lines = 0;
        for await (const chunk of res.body! as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
          if (format === 'csv') for (const b of chunk) if (b === 10) lines += 1;
        }
        const took = performance.now() - t0;
        const peak = await alone.peak();
        const rows = format === 'csv' ? `${lines - 1}` : '(zipped)';
        console.log(
          `| ${format} | ${(took / 1000).toFixed(1)} s | ${(bytes / 1048576).toFixed(1)} MiB | ${rows} | ${(before / 1048576).toFixed(0)} MiB | ${(peak / 1048576).toFixed(0)} MiB |`,
        );
      }
    } finally {
      await alone.stop();
    }
  } finally {
    await server.stop();
  }
}

await main();
