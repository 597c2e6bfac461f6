import { sql, type Kysely } from 'kysely';

/**
 * Contract management and the workforce plan (contracts area, docs/tables.md): a contract's money
 * fields — its value and the hourly rate, the "values" that ManageContractsValues shows and
 * ManageContractsNoValues hides (docs/domain.md) — and the plan's sources: an Excel/CSV upload
 * beside manual entry and a schedule import, with who changed a day last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contracts
      ADD COLUMN contract_value numeric(14, 2) CHECK (contract_value >= 0),
      ADD COLUMN hourly_rate numeric(10, 2) CHECK (hourly_rate >= 0);

    ALTER TABLE workforce_plan_days DROP CONSTRAINT workforce_plan_days_source_check;
    ALTER TABLE workforce_plan_days ADD CONSTRAINT workforce_plan_days_source_check
      CHECK (source IN ('manual', 'upload', 'import'));
    ALTER TABLE workforce_plan_days ADD COLUMN updated_by_user_id int REFERENCES users;

    -- The company autocomplete and the possible-match check search names by their start.
    CREATE INDEX companies_name_pattern_idx ON companies (lower(name) text_pattern_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX companies_name_pattern_idx;
    ALTER TABLE workforce_plan_days DROP COLUMN updated_by_user_id;
    UPDATE workforce_plan_days SET source = 'manual' WHERE source = 'upload';
    ALTER TABLE workforce_plan_days DROP CONSTRAINT workforce_plan_days_source_check;
    ALTER TABLE workforce_plan_days ADD CONSTRAINT workforce_plan_days_source_check
      CHECK (source IN ('manual', 'import'));
    ALTER TABLE contracts DROP COLUMN contract_value, DROP COLUMN hourly_rate;
  `.execute(db);
}
