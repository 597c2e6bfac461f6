import { rawTimeZones } from '@vvo/tzdb';
import { sql, type Kysely } from 'kysely';

/**
 * A project's country (ISO 3166-1 alpha-2): phone numbers are read with it as the default, and
 * money and addresses follow it (docs/domain.md "Project"). Each existing project takes its time
 * zone's country; a project in UTC or an Etc zone, which belong to none, takes US, where every
 * project so far was. The column's default (US) serves the rows written below the API (the demo
 * seed, test sites); the API always names the country.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE projects ADD COLUMN country_code text`.execute(db);
  const zones = rawTimeZones.flatMap((z) => z.group.map((name) => [name, z.countryCode] as const));
  const { rows } = await sql<{
    project_id: number;
    time_zone_id: string;
  }>`SELECT project_id, time_zone_id FROM projects`.execute(db);
  for (const row of rows) {
    const country = zones.find(([name]) => name === row.time_zone_id)?.[1] ?? 'US';
    await sql`UPDATE projects SET country_code = ${country} WHERE project_id = ${row.project_id}`.execute(
      db,
    );
  }
  await sql`
    ALTER TABLE projects ALTER COLUMN country_code SET NOT NULL,
      ALTER COLUMN country_code SET DEFAULT 'US',
      ADD CHECK (country_code ~ '^[A-Z]{2}$')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE projects DROP COLUMN country_code`.execute(db);
}
