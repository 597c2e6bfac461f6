import { sql, type Kysely } from 'kysely';

/**
 * Dashboards (DOMAIN.md "Figures on the screens"): the workforce plan, and a per-contract,
 * per-day rollup of worker-days so the summaries and the breakout report read a few thousand
 * rows instead of every worker-day of the project. The engine keeps contract_days in step in
 * the same transaction that writes worker_days; nothing else writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE workforce_plan_days (
      project_id int NOT NULL REFERENCES projects,
      contract_id int NOT NULL REFERENCES contracts ON DELETE CASCADE,
      plan_date date NOT NULL,
      planned_headcount int NOT NULL CHECK (planned_headcount >= 0),
      planned_hours numeric(10, 2) NOT NULL CHECK (planned_hours >= 0),
      source text NOT NULL CHECK (source IN ('manual', 'import')),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, contract_id, plan_date)
    );
    CREATE INDEX workforce_plan_days_date_idx ON workforce_plan_days (project_id, plan_date);

    CREATE TABLE contract_days (
      project_id int NOT NULL,
      contract_id int NOT NULL,
      timesheet_date date NOT NULL,
      worker_count int NOT NULL,
      onsite_net_hours numeric(12, 2) NOT NULL,
      gross_hours numeric(12, 2) NOT NULL,
      day_shift_count int NOT NULL,
      night_shift_count int NOT NULL,
      not_applicable_count int NOT NULL,
      PRIMARY KEY (project_id, contract_id, timesheet_date)
    );
    CREATE INDEX contract_days_date_idx ON contract_days (project_id, timesheet_date);

    INSERT INTO contract_days
    SELECT project_id, contract_id, timesheet_date, count(*), sum(onsite_net_hours), sum(gross_hours),
      count(*) FILTER (WHERE shift_type = 'Day'), count(*) FILTER (WHERE shift_type = 'Night'),
      count(*) FILTER (WHERE shift_type = 'NotApplicable')
    FROM worker_days WHERE contract_id IS NOT NULL
    GROUP BY project_id, contract_id, timesheet_date;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contract_days, workforce_plan_days`.execute(db);
}
