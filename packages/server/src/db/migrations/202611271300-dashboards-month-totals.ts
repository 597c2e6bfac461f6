import { sql, type Kysely } from 'kysely';

/**
 * Running totals by month (issue 23, "the history that every dashboard call re-adds"): a "to
 * date" figure is the months before the date's month plus that month's days before the date, a
 * bounded number of rows however old the project, instead of every day since it began. Each
 * table is kept by a statement trigger on its day table, so every writer (the engine, the plan
 * grid and upload, the demo seed) keeps it exact: the months a statement touched are summed
 * again from their days, in exact numeric, under a per-project lock (READ COMMITTED: the sum
 * runs after the lock, so it sees what a concurrent writer committed).
 */
const MONTH_OF = (column: string) => `date_trunc('month', ${column})::date`;

/**
 * A day table's statement triggers (insert, update, delete, with their transition tables) that
 * hand the (project, contract, month) of every row a statement touched to `refresh`.
 */
function wiring(table: string, dateColumn: string, refresh: string) {
  const touched = (rows: string) =>
    `PERFORM ${refresh}(array_agg(project_id), array_agg(contract_id), array_agg(${MONTH_OF(dateColumn)})) FROM ${rows};`;
  return sql.raw(`
    CREATE FUNCTION ${table}_to_months() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${touched('new_rows')}
      ELSIF TG_OP = 'DELETE' THEN
        ${touched('old_rows')}
      ELSE
        ${touched(`(SELECT project_id, contract_id, ${dateColumn} FROM new_rows UNION ALL SELECT project_id, contract_id, ${dateColumn} FROM old_rows) r`)}
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER ${table}_months_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_to_months();
    CREATE TRIGGER ${table}_months_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_to_months();
    CREATE TRIGGER ${table}_months_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_to_months();
  `);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contract_months (
      project_id int NOT NULL,
      contract_id int NOT NULL,
      month date NOT NULL,
      onsite_net_hours numeric(14, 2) NOT NULL,
      PRIMARY KEY (project_id, contract_id, month)
    );
    CREATE TABLE workforce_plan_months (
      project_id int NOT NULL,
      contract_id int NOT NULL,
      month date NOT NULL,
      planned_hours numeric(14, 2) NOT NULL,
      -- The month's first and last days with planned hours (a contract's plan runs between them).
      first_date date,
      last_date date,
      PRIMARY KEY (project_id, contract_id, month)
    );

    CREATE FUNCTION contract_months_refresh(p int[], c int[], m date[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(5007, x) FROM (SELECT DISTINCT unnest(p) AS x ORDER BY 1) s;
      WITH t AS (SELECT DISTINCT * FROM unnest(p, c, m) AS t(project_id, contract_id, month)),
      sums AS (
        SELECT t.project_id, t.contract_id, t.month, sum(d.onsite_net_hours) AS h
        FROM t LEFT JOIN contract_days d ON d.project_id = t.project_id
          AND d.contract_id = t.contract_id AND d.timesheet_date >= t.month
          AND d.timesheet_date < (t.month + interval '1 month')::date
        GROUP BY t.project_id, t.contract_id, t.month
      ), gone AS (
        DELETE FROM contract_months cm USING sums s
        WHERE s.h IS NULL AND cm.project_id = s.project_id AND cm.contract_id = s.contract_id
          AND cm.month = s.month
      )
      INSERT INTO contract_months (project_id, contract_id, month, onsite_net_hours)
      SELECT project_id, contract_id, month, h FROM sums WHERE h IS NOT NULL
      ON CONFLICT (project_id, contract_id, month)
        DO UPDATE SET onsite_net_hours = EXCLUDED.onsite_net_hours;
    END $$;

    ${wiring('contract_days', 'timesheet_date', 'contract_months_refresh')}

    CREATE FUNCTION workforce_plan_months_refresh(p int[], c int[], m date[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(5008, x) FROM (SELECT DISTINCT unnest(p) AS x ORDER BY 1) s;
      WITH t AS (SELECT DISTINCT * FROM unnest(p, c, m) AS t(project_id, contract_id, month)),
      sums AS (
        SELECT t.project_id, t.contract_id, t.month, sum(d.planned_hours) AS h,
          min(d.plan_date) FILTER (WHERE d.planned_hours > 0) AS first_date,
          max(d.plan_date) FILTER (WHERE d.planned_hours > 0) AS last_date
        FROM t LEFT JOIN workforce_plan_days d ON d.project_id = t.project_id
          AND d.contract_id = t.contract_id AND d.plan_date >= t.month
          AND d.plan_date < (t.month + interval '1 month')::date
        GROUP BY t.project_id, t.contract_id, t.month
      ), gone AS (
        DELETE FROM workforce_plan_months pm USING sums s
        WHERE s.h IS NULL AND pm.project_id = s.project_id AND pm.contract_id = s.contract_id
          AND pm.month = s.month
      )
      INSERT INTO workforce_plan_months (project_id, contract_id, month, planned_hours, first_date, last_date)
      SELECT project_id, contract_id, month, h, first_date, last_date FROM sums WHERE h IS NOT NULL
      ON CONFLICT (project_id, contract_id, month) DO UPDATE SET planned_hours = EXCLUDED.planned_hours,
        first_date = EXCLUDED.first_date, last_date = EXCLUDED.last_date;
    END $$;

    ${wiring('workforce_plan_days', 'plan_date', 'workforce_plan_months_refresh')}

    INSERT INTO contract_months (project_id, contract_id, month, onsite_net_hours)
    SELECT project_id, contract_id, ${sql.raw(MONTH_OF('timesheet_date'))}, sum(onsite_net_hours)
    FROM contract_days GROUP BY 1, 2, 3;
    INSERT INTO workforce_plan_months (project_id, contract_id, month, planned_hours, first_date, last_date)
    SELECT project_id, contract_id, ${sql.raw(MONTH_OF('plan_date'))}, sum(planned_hours),
      min(plan_date) FILTER (WHERE planned_hours > 0), max(plan_date) FILTER (WHERE planned_hours > 0)
    FROM workforce_plan_days GROUP BY 1, 2, 3;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER contract_days_months_insert ON contract_days;
    DROP TRIGGER contract_days_months_update ON contract_days;
    DROP TRIGGER contract_days_months_delete ON contract_days;
    DROP TRIGGER workforce_plan_days_months_insert ON workforce_plan_days;
    DROP TRIGGER workforce_plan_days_months_update ON workforce_plan_days;
    DROP TRIGGER workforce_plan_days_months_delete ON workforce_plan_days;
    DROP FUNCTION contract_days_to_months();
    DROP FUNCTION workforce_plan_days_to_months();
    DROP FUNCTION contract_months_refresh(int[], int[], date[]);
    DROP FUNCTION workforce_plan_months_refresh(int[], int[], date[]);
    DROP TABLE contract_months;
    DROP TABLE workforce_plan_months;
  `.execute(db);
}
