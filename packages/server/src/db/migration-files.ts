import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The names landed before migrations were named by time; existing databases have recorded them,
 * so they keep them. No other name may use a number prefix.
 */
export const LEGACY_MIGRATIONS = [
  '0001-core',
  '0002-roles',
  '0003-realtime',
  '0004-engine',
  '0005-dashboards',
  '0006-realtime',
] as const;

/**
 * `YYYYMMDDHHMM-<area>-<what>`: the UTC minute the migration was written, then the area that
 * owns its tables (docs/tables.md). Two branches cannot pick the same name, and no list has to
 * be edited: every file in migrations/ is a migration (see `npm run db:migration`).
 */
export const MIGRATION_NAME = /^\d{12}-[a-z0-9]+(?:-[a-z0-9]+)+$/;

export function migrationFileNames(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** Whether a file name may be a migration: one of the legacy names, or the timestamped form. */
export function isMigrationName(name: string): boolean {
  return (LEGACY_MIGRATIONS as readonly string[]).includes(name) || MIGRATION_NAME.test(name);
}

/** Every file of migrations/, by name, in name order; a misnamed file stops the start-up. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Record<string, Migration>> {
  const migrations: Record<string, Migration> = {};
  for (const name of migrationFileNames(dir)) {
    if (!isMigrationName(name)) {
      throw new Error(
        `migration ${name}.ts: name it YYYYMMDDHHMM-<area>-<what> (UTC; npm run db:migration)`,
      );
    }
    migrations[name] = (await import(
      pathToFileURL(path.join(dir, `${name}.ts`)).href
    )) as Migration;
  }
  return migrations;
}
