import { sql, type Kysely } from 'kysely';

/**
 * The last three alert rules (spec 001 §3, 002 §3; DOMAIN.md "Alerts"): the realtime-person
 * list (one fact per worker and timesheet day), the contract-deviation limits and the end-date
 * cut-off (at most one open fact per contract, per project), and the claim of a daily rule's day
 * per project, so that two servers evaluate it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alert_realtime_persons (
      project_id int NOT NULL,
      worker_id int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, worker_id),
      FOREIGN KEY (project_id, worker_id) REFERENCES workers (project_id, worker_id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX alert_facts_realtime_person_day ON alert_facts (project_id, worker_id, fact_date)
      WHERE alert_type = 'RealtimePerson';

    CREATE TABLE alert_contract_deviations (
      project_id int NOT NULL,
      contract_id int NOT NULL,
      under_deviation smallint NOT NULL CHECK (under_deviation BETWEEN 5 AND 100 AND under_deviation % 5 = 0),
      over_deviation smallint NOT NULL CHECK (over_deviation BETWEEN 5 AND 100 AND over_deviation % 5 = 0),
      PRIMARY KEY (project_id, contract_id),
      FOREIGN KEY (project_id, contract_id) REFERENCES contracts (project_id, contract_id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX alert_facts_contract_deviation_open ON alert_facts (project_id, contract_id)
      WHERE alert_type = 'ContractDeviation' AND status <> 2;

    CREATE TABLE alert_end_dates (
      project_id int PRIMARY KEY REFERENCES projects,
      cut_off_days int NOT NULL CHECK (cut_off_days BETWEEN 1 AND 365)
    );
    CREATE UNIQUE INDEX alert_facts_end_date_open ON alert_facts (project_id)
      WHERE alert_type = 'EndDate' AND status <> 2;

    CREATE TABLE alert_daily_runs (
      project_id int NOT NULL REFERENCES projects,
      alert_type text NOT NULL,
      run_date date NOT NULL,
      ran_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, alert_type, run_date)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE alert_daily_runs, alert_end_dates, alert_contract_deviations, alert_realtime_persons;
    DROP INDEX alert_facts_realtime_person_day, alert_facts_contract_deviation_open,
      alert_facts_end_date_open;
  `.execute(db);
}
