import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { createSite, type Site } from '../../test/engine-fixture.ts';
import { currentConfigVersion } from '../engine/snapshot.ts';

/**
 * docs/decisions/0005-citus-ready-keys.md: the tables that stay global (reference or
 * coordinator tables under Citus) even though some carry a project_id.
 */
const GLOBAL_TABLES = ['projects', 'roles', 'outbox_messages', 'blobs', 'gateway_keys'];

let t: TestDb;
let north: Site;
let south: Site;

beforeAll(async () => {
  t = await createTestDb();
  north = await createSite(t.db, 'Keys North');
  south = await createSite(t.db, 'Keys South');
});
afterAll(() => t.drop());

describe('Citus-ready keys', () => {
  it('puts project_id in every key, unique and exclusion constraint of a project table', async () => {
    const { rows } = await sql<{ tbl: string; name: string; def: string }>`
      SELECT c.conrelid::regclass::text AS tbl, c.conname AS name,
             pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c
       WHERE c.connamespace = 'public'::regnamespace AND c.contype IN ('p', 'u', 'x')
         AND EXISTS (SELECT 1 FROM pg_attribute a
                      WHERE a.attrelid = c.conrelid AND a.attname = 'project_id')
         AND NOT EXISTS (SELECT 1 FROM unnest(c.conkey) k
                           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k
                          WHERE a.attname = 'project_id')
      UNION ALL
      -- Unique indexes without a constraint (expressions, partial indexes).
      SELECT i.indrelid::regclass::text, i.indexrelid::regclass::text,
             pg_get_indexdef(i.indexrelid)
        FROM pg_index i JOIN pg_class r ON r.oid = i.indrelid
       WHERE r.relnamespace = 'public'::regnamespace AND i.indisunique
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
         AND EXISTS (SELECT 1 FROM pg_attribute a
                      WHERE a.attrelid = i.indrelid AND a.attname = 'project_id')
         AND NOT EXISTS (SELECT 1 FROM unnest(i.indkey) k
                           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k
                          WHERE a.attname = 'project_id')
    `.execute(t.db);
    expect(rows.filter((r) => !GLOBAL_TABLES.includes(r.tbl))).toEqual([]);
  });

  it('references a project table only through (project_id, id)', async () => {
    const { rows } = await sql<{ tbl: string; def: string }>`
      SELECT c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c
       WHERE c.connamespace = 'public'::regnamespace AND c.contype = 'f'
         AND c.confrelid::regclass::text <> ALL (${GLOBAL_TABLES}::text[])
         AND EXISTS (SELECT 1 FROM pg_attribute a
                      WHERE a.attrelid = c.confrelid AND a.attname = 'project_id')
         AND NOT EXISTS (SELECT 1 FROM unnest(c.confkey) k
                           JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k
                          WHERE a.attname = 'project_id')
    `.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('moves a project’s configuration version on its own changes only', async () => {
    const version = (site: Site) => currentConfigVersion(t.db, site.projectId);
    const [n0, s0] = [await version(north), await version(south)];
    expect(n0).toBeGreaterThan(0);

    await t.db
      .updateTable('zones')
      .set({ zone_name: 'Level One' })
      .where('project_zone_id', '=', north.zones.level1)
      .execute();
    const n1 = await version(north);
    expect(n1).toBeGreaterThan(n0);
    expect(await version(south)).toBe(s0);

    // A heartbeat (columns no read is resolved against) moves nothing; a serial change does.
    await t.db
      .updateTable('readers')
      .set({ last_heard_at: new Date() })
      .where('project_id', '=', south.projectId)
      .execute();
    expect(await version(south)).toBe(s0);
    await t.db
      .updateTable('readers')
      .set({ manufacturer_serial_number: sql`manufacturer_serial_number || '-X'` })
      .where('project_id', '=', south.projectId)
      .execute();
    expect(await version(south)).toBeGreaterThan(s0);
    expect(await version(north)).toBe(n1);

    // Deleting a rule moves its project on too.
    await t.db
      .deleteFrom('zone_contract_rules')
      .where('project_id', '=', north.projectId)
      .execute();
    expect(await version(north)).toBeGreaterThan(n1);
  });
});
