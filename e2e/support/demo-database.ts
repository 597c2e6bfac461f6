import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';

/** Where the journeys' demo server (demo-server.ts) writes down its database's address. */
export const DEMO_DATA_DIR = path.resolve(import.meta.dirname, '../.data');
export const DEMO_DATABASE_URL_FILE = path.join(DEMO_DATA_DIR, 'database-url');

/** The demo server's database (a copy of the demo snapshot, its own PostgreSQL). */
export async function demoDatabaseUrl(): Promise<string> {
  return (await readFile(DEMO_DATABASE_URL_FILE, 'utf8')).trim();
}

/**
 * Runs the morning reports job as if it were `at` (the server runs with REPORTS_JOB_CLOCK=
 * from-job, which production refuses): the very job the schedule queues every five minutes,
 * through the same queue, with its clock advanced.
 */
export async function runMorningReportsAt(at: Date): Promise<void> {
  const boss = new PgBoss({
    connectionString: await demoDatabaseUrl(),
    max: 1,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    await boss.send('reports-subscriptions-send', { at: at.toISOString() });
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** How many of a project's workers have this phone number (digits compared). */
export async function workersWithPhone(projectTitle: string, phone: string): Promise<number> {
  const client = new pg.Client({ connectionString: await demoDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM workers w JOIN projects p ON p.project_id = w.project_id
        WHERE p.title = $1 AND regexp_replace(w.telephone, '\\D', '', 'g') = $2`,
      [projectTitle, phone.replace(/\D/g, '')],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * A contract's plan as the database holds it: planned hours before `date` (the dashboards' "to
 * date"), and how many of its days a schedule import wrote.
 */
export async function contractPlan(
  contractId: number,
  date: string,
): Promise<{ hoursToDate: number; importedDays: number }> {
  const client = new pg.Client({ connectionString: await demoDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ hours: string; imported: number }>(
      `SELECT coalesce(sum(planned_hours) FILTER (WHERE plan_date < $2::date), 0)::text AS hours,
              (count(*) FILTER (WHERE source = 'import'))::int AS imported
         FROM workforce_plan_days WHERE contract_id = $1`,
      [contractId, date],
    );
    const row = result.rows[0];
    return { hoursToDate: Number(row?.hours ?? 0), importedDays: row?.imported ?? 0 };
  } finally {
    await client.end();
  }
}

/**
 * Runs the Procore push now for a project: its push time moved to the workday's start (so today's is due)
 * and the very job the schedule queues every five minutes sent through the same queue.
 */
export async function runProcorePushNow(projectTitle: string): Promise<void> {
  const url = await demoDatabaseUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      // The workday's first minute: any moment of the workday is past it.
      `UPDATE project_integrations i SET push_time = make_time(p.workday_boundary_hour, 0, 0)
         FROM projects p WHERE p.project_id = i.project_id AND p.title = $1`,
      [projectTitle],
    );
  } finally {
    await client.end();
  }
  const boss = new PgBoss({
    connectionString: url,
    max: 1,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    await boss.send('integrations-procore-push', {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** A contract's workers on site on a date, as the contract rollup holds them. */
export async function contractWorkers(contractId: number, date: string): Promise<number> {
  const client = new pg.Client({ connectionString: await demoDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `SELECT coalesce(max(worker_count), 0)::int AS n FROM contract_days
        WHERE contract_id = $1 AND timesheet_date = $2::date`,
      [contractId, date],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
