import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  readersByTable,
  readsIn,
  server,
  sourceFiles,
  writersByTable,
  writesIn,
} from './table-access.ts';

// "One area writes a table" (docs/tables.md, STYLE.md habit 4), checked: every insert, update and
// delete in the server's code, Kysely's or SQL's, is made by an area the table's Owner cell names
// (its owner, or a writer after a ';'). Migrations, the demo seed and tests are not areas.
describe('one area writes a table', () => {
  it('finds a write in each form the code uses', () => {
    const sample = [
      "db.insertInto('workers')",
      '  // UPDATE workers SET in a comment is no write',
      'sql`UPDATE readers AS r SET last_heard_at = now()`',
      'sql`DELETE FROM presence_dirty WHERE`',
    ].join('\n');
    expect(writesIn(sample)).toEqual([
      ['workers', 1],
      ['readers', 3],
      ['presence_dirty', 4],
    ]);
  });

  it('reads FROM and JOIN, in Kysely and in SQL', () => {
    const sample =
      "db.selectFrom('workers as w').leftJoin('contracts as c', ...)\nsql`SELECT 1 FROM tag_reads r JOIN zones z`";
    expect([...readsIn(sample)].sort()).toEqual(['contracts', 'tag_reads', 'workers', 'zones']);
  });

  it('lists who reads a table beside its writers (npm run tables:readers)', () => {
    const readers = readersByTable();
    // The workers area reads the engine's worker days for the timesheets tab.
    expect(readers.get('worker_days')?.has('workers')).toBe(true);
    expect(readers.get('worker_days')?.has('engine')).toBe(false);
  });

  it('every write in the server is by an area the table names as its writer', () => {
    const writers = writersByTable();
    const problems: string[] = [];
    for (const file of sourceFiles(server)) {
      const area = areaOf(file);
      if (!area) continue;
      for (const [table, line] of writesIn(readFileSync(file, 'utf8'))) {
        const allowed = writers.get(table);
        if (!allowed?.has(area)) {
          problems.push(
            `${path.relative(server, file)}:${line} ${area} writes ${table} (docs/tables.md: ${[...(allowed ?? [])].join(', ') || 'not listed'})`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
