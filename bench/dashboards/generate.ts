import { sql } from 'kysely';
import type { Database } from '../../packages/server/src/db/database.ts';

export interface BenchProject {
  projectId: number;
  today: string;
  workers: number;
  contracts: number;
  workerDays: number;
}

/**
 * A big project made straight in SQL (generate_series), not through the engine: 5,000 workers on
 * 60 contracts (50 primes, 10 subs), a year of worker-days for them (~88 % of weekdays, ~25 % of
 * Saturdays: about 1.2 M rows), the per-contract rollup the engine would have kept, and a
 * workforce plan for every contract from a year ago to six months ahead.
 */
export async function generateBenchProject(
  db: Database,
  { workers = 5000, primes = 50, subs = 10, days = 365 } = {},
): Promise<BenchProject> {
  const today = new Date().toISOString().slice(0, 10);
  const shift = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const first = shift(-days);
  const planEnd = shift(180);
  return db.transaction().execute(async (tx) => {
    const account = await tx
      .insertInto('accounts')
      .values({ name: 'Bench Account' })
      .returning('account_id')
      .executeTakeFirstOrThrow();
    const { project_id: projectId } = await tx
      .insertInto('projects')
      .values({
        account_id: account.account_id,
        title: 'Bench Tower',
        start_date: shift(-days - 30),
        end_date: shift(200),
        time_zone_id: 'America/New_York',
      })
      .returning('project_id')
      .executeTakeFirstOrThrow();
    const contracts = primes + subs;
    await sql`
      INSERT INTO divisions (project_id, code, name)
      SELECT ${projectId}, lpad(i::text, 2, '0'), 'Division ' || i FROM generate_series(1, 16) i
    `.execute(tx);
    await sql`
      INSERT INTO companies (name) SELECT 'Bench Company ' || i FROM generate_series(1, ${contracts}::int) i;
    `.execute(tx);
    await sql`
      INSERT INTO contracts (project_id, company_id, trade, display_name, division_id, is_critical_trade,
        owner_services, contract_type_id, start_date, end_date)
      SELECT ${projectId}, c.company_id, 'Trade ' || i, 'Bench Company ' || i || ' - Trade ' || i,
        (SELECT division_id FROM divisions WHERE project_id = ${projectId} AND code = lpad((1 + i % 16)::text, 2, '0')),
        i % 10 = 0, i = ${primes}::int, CASE WHEN i = ${primes}::int THEN 3 ELSE 5 END,
        ${first}::date, ${planEnd}::date
      FROM generate_series(1, ${primes}::int) i JOIN companies c ON c.name = 'Bench Company ' || i
    `.execute(tx);
    await sql`
      INSERT INTO contracts (project_id, company_id, parent_contract_id, trade, display_name, division_id,
        start_date, end_date)
      SELECT ${projectId}, c.company_id, p.contract_id, 'Sub trade ' || i, 'Bench Company ' || i || ' - Sub',
        p.division_id, p.start_date, p.end_date
      FROM generate_series(${primes + 1}::int, ${contracts}::int) i
      JOIN companies c ON c.name = 'Bench Company ' || i
      JOIN contracts p ON p.project_id = ${projectId} AND p.trade = 'Trade ' || (i - ${primes}::int);
    `.execute(tx);
    await sql`
      INSERT INTO workers (project_id, contract_id, first_name, last_name)
      SELECT ${projectId}, c.contract_id, 'Worker', n::text
      FROM generate_series(0, ${workers - 1}::int) n
      JOIN (SELECT contract_id, row_number() OVER (ORDER BY contract_id) - 1 AS k
            FROM contracts WHERE project_id = ${projectId}) c ON c.k = n % ${contracts}::int;
    `.execute(tx);
    const inserted = await sql<{ n: number }>`
      WITH made AS (
        INSERT INTO worker_days (project_id, worker_id, timesheet_date, contract_id, first_seen_at, last_seen_at,
          gross_hours, onsite_net_hours, shift_type, read_count)
        SELECT ${projectId}, w.worker_id, d::date, w.contract_id,
          (d + interval '11 hours') AT TIME ZONE 'UTC', (d + interval '19 hours 30 minutes') AT TIME ZONE 'UTC',
          8.5, 8 - (w.worker_id % 5) * 0.25, 'Day', 14
        FROM workers w
        CROSS JOIN generate_series(${first}::date, ${today}::date, interval '1 day') d
        WHERE w.project_id = ${projectId}
          AND abs(hashtext(w.worker_id || ':' || d::date)) % 100 <
            CASE extract(isodow FROM d) WHEN 7 THEN 0 WHEN 6 THEN 25 ELSE 88 END
        RETURNING 1)
      SELECT count(*)::int AS n FROM made
    `.execute(tx);
    await sql`
      INSERT INTO contract_days
      SELECT project_id, contract_id, timesheet_date, count(*), sum(onsite_net_hours), sum(gross_hours),
        count(*) FILTER (WHERE shift_type = 'Day'), count(*) FILTER (WHERE shift_type = 'Night'),
        count(*) FILTER (WHERE shift_type = 'NotApplicable')
      FROM worker_days WHERE project_id = ${projectId}
      GROUP BY project_id, contract_id, timesheet_date
    `.execute(tx);
    await sql`
      INSERT INTO workforce_plan_days (project_id, contract_id, plan_date, planned_headcount, planned_hours, source)
      SELECT ${projectId}, c.contract_id, d::date, c.crew, c.crew * 8, 'import'
      FROM (SELECT contract_id, count(*)::int AS crew FROM workers WHERE project_id = ${projectId} GROUP BY contract_id) c
      CROSS JOIN generate_series(${first}::date, ${planEnd}::date, interval '1 day') d
      WHERE extract(isodow FROM d) < 6;
    `.execute(tx);
    return {
      projectId,
      today,
      workers,
      contracts,
      workerDays: inserted.rows[0]?.n ?? 0,
    };
  });
}
