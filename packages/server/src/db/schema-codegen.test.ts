import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { checkedValues, generateSchemaSource, listTables } from './schema-codegen.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

describe('the database types', () => {
  it('are what the migrated schema gives (else run npm run db:types and commit)', async () => {
    const committed = await readFile(new URL('./schema.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await generateSchemaSource(t.db));
  });

  it('read a text CHECK list as a union', () => {
    expect(checkedValues("CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text])))")).toEqual({
      column: 'channel',
      values: ['email', 'sms'],
    });
    expect(checkedValues('CHECK ((port >= 1))')).toBeNull();
  });
});

describe('docs/tables.md', () => {
  it('names the owning area of every table, and no table that does not exist', async () => {
    const doc = await readFile(new URL('../../../../docs/tables.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `(\w+)` \| ([^|]+) \|/gm)].map((m) => ({
      table: m[1]!,
      owner: m[2]!.trim(),
    }));
    expect(rows.map((r) => r.table).sort()).toEqual((await listTables(t.db)).sort());
    expect(rows.filter((r) => r.owner === '')).toEqual([]);
  });
});
