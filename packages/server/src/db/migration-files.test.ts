import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LEGACY_MIGRATIONS,
  isMigrationName,
  loadMigrations,
  migrationFileNames,
} from './migration-files.ts';

describe('migration files', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('are all named by time and area, but for the legacy ones, which all exist', () => {
    const names = migrationFileNames();
    expect(names.filter((n) => !isMigrationName(n))).toEqual([]);
    expect(names.filter((n) => /^\d{4}-/.test(n))).toEqual([...LEGACY_MIGRATIONS]);
  });

  it('accept the timestamped form only', () => {
    expect(isMigrationName('202611231642-alerts-snooze')).toBe(true);
    expect(isMigrationName('0007-workers')).toBe(false);
    expect(isMigrationName('202611231642-alerts')).toBe(false);
    expect(isMigrationName('20261123-alerts-snooze')).toBe(false);
    expect(isMigrationName('202611231642-Alerts-snooze')).toBe(false);
  });

  it('are discovered from the folder in name order, and a misnamed one stops the start', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-migrations-'));
    dirs.push(dir);
    const body = 'export async function up() {}\n';
    await writeFile(path.join(dir, '202611231700-zones-b.ts'), body);
    await writeFile(path.join(dir, '0001-core.ts'), body);
    await writeFile(path.join(dir, '202611231642-alerts-a.ts'), body);
    expect(Object.keys(await loadMigrations(dir))).toEqual([
      '0001-core',
      '202611231642-alerts-a',
      '202611231700-zones-b',
    ]);
    await writeFile(path.join(dir, '0007-workers.ts'), body);
    await expect(loadMigrations(dir)).rejects.toThrow(/0007-workers/);
  });
});
