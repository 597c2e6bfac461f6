import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { createSite } from '../../test/engine-fixture.ts';
import { currentConfigVersion, loadSnapshot } from './snapshot.ts';

/**
 * The engine caches each project's snapshot until engine_config_version moves, and triggers
 * (migration 0004) move it. This derives what the snapshot reads from the engine's own queries
 * (their plans, as PostgreSQL reports the columns each one uses) and proves that changing any of
 * those columns, or inserting or deleting rows of those tables, moves the version. Primary keys
 * are a row's identity and are never updated, so they are left out.
 */

interface PlanNode {
  'Relation Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

const EXPRESSION_FIELDS = [
  'Output',
  'Filter',
  'Index Cond',
  'Recheck Cond',
  'Sort Key',
  'Hash Cond',
  'Join Filter',
  'Merge Cond',
  'Group Key',
];

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * table → the columns the plan uses of it. EXPLAIN VERBOSE qualifies a column (`alias.column`)
 * unless the node reads a single relation; bare names are then that relation's (kept only when
 * they are its columns, which drops keywords and functions).
 */
function columnsUsed(
  plan: PlanNode,
  columnsOf: Map<string, Set<string>>,
): Map<string, Set<string>> {
  const tableByAlias = new Map<string, string>();
  walk(plan, (node) => {
    const table = node['Relation Name'];
    if (table) tableByAlias.set(node.Alias ?? table, table);
  });
  const only = tableByAlias.size === 1 ? [...tableByAlias.values()][0] : undefined;
  const used = new Map<string, Set<string>>();
  const add = (table: string, column: string) => {
    if (!columnsOf.get(table)?.has(column)) return;
    const set = used.get(table) ?? new Set<string>();
    set.add(column);
    used.set(table, set);
  };
  walk(plan, (node) => {
    const own = node['Relation Name'] ?? only;
    const texts = EXPRESSION_FIELDS.flatMap((field) => {
      const value = node[field];
      return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
    });
    for (const raw of texts) {
      // String literals and type casts name no column.
      const text = raw.replace(/'(?:[^']|'')*'/g, "''").replace(/::[\w ]+(\[\])?/g, '');
      for (const match of text.matchAll(/\b(\w+)\.(\w+)\b/g)) {
        const table = tableByAlias.get(match[1]!);
        if (table) add(table, match[2]!);
      }
      if (!own) continue;
      for (const match of text.matchAll(/(?<![\w.])([a-z_]\w*)(?![\w.(])/g)) add(own, match[1]!);
    }
  });
  return used;
}

let t: TestDb;
let pool: pg.Pool;
let projectId: number;
/** table → the columns the snapshot's queries use of it. */
const read = new Map<string, Set<string>>();

beforeAll(async () => {
  t = await createTestDb();
  ({ projectId } = await createSite(t.db));
  pool = new pg.Pool({ connectionString: t.url, max: 2 });

  const queries: { sql: string; parameters: readonly unknown[] }[] = [];
  const logged = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  expect(await loadSnapshot(logged, projectId)).not.toBeNull();

  const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(`
    SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`);
  const columnsOf = new Map<string, Set<string>>();
  for (const c of columns) {
    columnsOf.set(c.table_name, (columnsOf.get(c.table_name) ?? new Set()).add(c.column_name));
  }

  for (const query of queries) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (VERBOSE, FORMAT JSON) ${query.sql}`,
      [...query.parameters],
    );
    for (const [table, columns] of columnsUsed(rows[0]!['QUERY PLAN'][0].Plan, columnsOf)) {
      const set = read.get(table) ?? new Set<string>();
      for (const column of columns) set.add(column);
      read.set(table, set);
    }
  }
  // The version itself is how the cache knows; it invalidates nothing.
  read.delete('engine_config_version');
});

afterAll(async () => {
  await pool?.end();
  await t?.drop();
});

/** Runs `statement` in a transaction that is rolled back; answers whether the version moved. */
async function movesVersion(statement: string): Promise<boolean> {
  return t.db
    .transaction()
    .execute(async (tx) => {
      const before = await currentConfigVersion(tx);
      await sql.raw(statement).execute(tx);
      const after = await currentConfigVersion(tx);
      throw new Rollback(after !== before);
    })
    .catch((e: unknown) => {
      if (e instanceof Rollback) return e.moved;
      throw e;
    });
}

class Rollback extends Error {
  constructor(readonly moved: boolean) {
    super('rollback');
  }
}

describe('the engine snapshot cache', () => {
  it('is derived from queries that read the tables the site model is made of', () => {
    // A guard on the derivation itself: a parsing fault would make the test below vacuous.
    expect([...read.keys()].sort()).toEqual([
      'projects',
      'reader_assignment_ports',
      'reader_assignments',
      'readers',
      'tags',
      'worker_tags',
      'workers',
      'zone_contract_rules',
      'zone_worker_rules',
      'zones',
    ]);
    expect(read.get('workers')).toEqual(
      new Set(['worker_id', 'contract_id', 'first_name', 'last_name', 'project_id']),
    );
  });

  it('is invalidated by a change to every column it reads, and by inserts and deletes', async () => {
    const { rows: keys } = await pool.query<{ table_name: string; column_name: string }>(`
      SELECT c.relname AS table_name, a.attname AS column_name
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
       WHERE i.indisprimary`);
    const primaryKey = new Set(keys.map((k) => `${k.table_name}.${k.column_name}`));

    const missed: string[] = [];
    for (const [table, columns] of read) {
      for (const column of columns) {
        if (primaryKey.has(`${table}.${column}`)) continue;
        if (!(await movesVersion(`UPDATE ${table} SET ${column} = ${column} WHERE false`))) {
          missed.push(`UPDATE ${table}.${column}`);
        }
      }
      if (!(await movesVersion(`INSERT INTO ${table} SELECT * FROM ${table} WHERE false`))) {
        missed.push(`INSERT ${table}`);
      }
      if (!(await movesVersion(`DELETE FROM ${table} WHERE false`))) missed.push(`DELETE ${table}`);
    }
    expect(missed).toEqual([]);
  });
});
