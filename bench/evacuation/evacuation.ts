/**
 * Evacuation at size (issue 25), over HTTP and Socket.IO against a server in this process:
 *   npm run evacuation -w @siteline/bench [-- --workers 5000 --starts 20 --screens 50 --verifies 200]
 * 1. Starting a session on a project with 5,000 people on site (the snapshot), then finishing it.
 * 2. A verify (PATCH with If-Match) until each of 50 other connected screens has the person's row.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { EvacuationSession } from '../../packages/shared/src/index.ts';
import { generateBenchProject } from '../dashboards/generate.ts';
import { startBenchServer } from '../lib/server.ts';
import { addManager, signIn } from '../lib/sign-in.ts';
import { connectToProject, type BenchClient } from '../lib/socket.ts';
import { ms, percentile } from '../lib/stats.ts';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '5000' },
    starts: { type: 'string', default: '20' },
    screens: { type: 'string', default: '50' },
    verifies: { type: 'string', default: '200' },
  },
});

async function main() {
  const server = await startBenchServer({
    jobs: false,
    async prepare(db) {
      const project = await generateBenchProject(db, { workers: Number(values.workers), days: 30 });
      // A gate, and every worker's In there in the last hours: everyone is on site.
      const gate = await db
        .insertInto('zones')
        .values({
          project_id: project.projectId,
          zone_name: 'Main Gate',
          is_site_entrance_exit: true,
        })
        .returning('project_zone_id')
        .executeTakeFirstOrThrow();
      const reader = await db
        .insertInto('readers')
        .values({
          project_id: project.projectId,
          hardware_model_id: 1,
          manufacturer_serial_number: 'BENCH-GATE',
        })
        .returning('reader_id')
        .executeTakeFirstOrThrow();
      await sql`SELECT ensure_tag_read_partition(date_trunc('month', now())::date)`.execute(db);
      await sql`
        INSERT INTO tag_reads (project_id, reader_id, port, tag, read_at, source, timesheet_date,
          worker_id, contract_id, project_zone_id, read_direction_id, access_type, did_worker_have_access)
        SELECT w.project_id, ${reader.reader_id}, 1, 'BENCH-' || w.worker_id,
          now() - (w.worker_id % 600) * interval '1 minute', 1, current_date, w.worker_id,
          w.contract_id, ${gate.project_zone_id}, 2, 1, true
        FROM workers w WHERE w.project_id = ${project.projectId}
      `.execute(db);
      await addManager(db, project.projectId);
      await sql`ANALYZE`.execute(db);
      return project;
    },
  });
  const { url, prepared: project } = server;
  const clients: BenchClient[] = [];
  try {
    const token = await signIn(url, 'manager@siteline.example');
    const headers = { authorization: `Bearer ${token}`, demo: 'false' };
    const json = { ...headers, 'content-type': 'application/json' };
    const api = (path: string) => `${url}/api/v1/projects/${project.projectId}/evacuation${path}`;

    // --- 1. start (and finish) ----------------------------------------------------------------
    const starts: number[] = [];
    let sessionId = 0;
    let people = 0;
    for (let i = -2; i < Number(values.starts); i++) {
      const t0 = performance.now();
      const res = await fetch(api('/sessions'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ SendTextMessage: false }),
      });
      const took = performance.now() - t0;
      if (res.status !== 201) throw new Error(`start refused: ${res.status} ${await res.text()}`);
      sessionId = ((await res.json()) as { EvacuationSessionId: number }).EvacuationSessionId;
      if (i >= 0) starts.push(took);
      if (i < Number(values.starts) - 1) {
        const finished = await fetch(api(`/sessions/${sessionId}/finish`), {
          method: 'POST',
          headers,
        });
        if (!finished.ok) throw new Error(`finish refused: ${finished.status}`);
      }
    }
    const session = (await (
      await fetch(api(`/sessions/${sessionId}`), { headers })
    ).json()) as EvacuationSession;
    people = session.PeopleTotalCount;

    // --- 2. a verify reaching every other screen -------------------------------------------------
    for (let i = 0; i < Number(values.screens); i++) {
      const client = await connectToProject(url, token, project.projectId);
      clients.push(client);
    }
    const deliveries: number[] = [];
    const rows = session.Workers;
    for (let i = -5; i < Number(values.verifies); i++) {
      const person = rows[(i + 5) % rows.length]!;
      const arrived = clients.map(
        (c) =>
          new Promise<number>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no push within 10 s')), 10_000);
            const on = (m: { Worker: { EvacuationSessionWorkerId: number } | null }) => {
              if (m.Worker?.EvacuationSessionWorkerId !== person.EvacuationSessionWorkerId) return;
              clearTimeout(timer);
              c.off('evacuation', on);
              resolve(performance.now());
            };
            c.on('evacuation', on);
          }),
      );
      const t0 = performance.now();
      const res = await fetch(
        api(`/sessions/${sessionId}/workers/${person.EvacuationSessionWorkerId}`),
        {
          method: 'PATCH',
          headers: { ...json, 'if-match': String(person.Version) },
          body: JSON.stringify([{ op: 'replace', path: '/IsVerified', value: !person.IsVerified }]),
        },
      );
      if (!res.ok) throw new Error(`verify refused: ${res.status} ${await res.text()}`);
      const row = (await res.json()) as typeof person;
      rows[(i + 5) % rows.length] = row;
      const times = await Promise.all(arrived);
      if (i >= 0) deliveries.push(...times.map((t) => t - t0));
    }

    console.log(
      `Siteline evacuation: ${project.workers} workers on site; ${starts.length} starts, ` +
        `${clients.length} screens, ${values.verifies} verifies`,
    );
    console.log(
      `  start (snapshot of ${people} people): p50 ${ms(percentile(starts, 50))}, ` +
        `p99 ${ms(percentile(starts, 99))}, max ${ms(Math.max(...starts))}`,
    );
    console.log(
      `  verify → row at another screen (${deliveries.length} deliveries): ` +
        `p50 ${ms(percentile(deliveries, 50))}, p99 ${ms(percentile(deliveries, 99))}, ` +
        `max ${ms(Math.max(...deliveries))}`,
    );
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    for (const c of clients) c.disconnect();
    await server.stop();
  }
}

await main();
