import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { createSite } from '../../test/engine-fixture.ts';
import { currentConfigVersion, loadSnapshot } from './snapshot.ts';

/**
 * The engine caches each project's snapshot until engine_config_version moves, and triggers
 * (migration 0004, per project since the Citus-ready keys) move it. This derives what the snapshot reads from the engine's own queries
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
      const before = await currentConfigVersion(tx, projectId);
      await sql.raw(statement).execute(tx);
      const after = await currentConfigVersion(tx, projectId);
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

// pg_trigger.tgtype bits (PostgreSQL's trigger.h).
const TRIGGER_INSERT = 4;
const TRIGGER_DELETE = 8;
const TRIGGER_UPDATE = 16;

interface VersionTrigger {
  table: string;
  type: number;
  /** The columns of `AFTER UPDATE OF …`; empty when any column fires it. */
  columns: string[];
}

/** The triggers that move engine_config_version, as the catalog has them. */
async function versionTriggers(): Promise<VersionTrigger[]> {
  const { rows } = await pool.query<VersionTrigger>(`
    SELECT c.relname AS table, t.tgtype AS type,
           array(SELECT a.attname::text FROM pg_attribute a
                  WHERE a.attrelid = c.oid AND a.attnum = ANY (t.tgattr)) AS columns
      FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_proc f ON f.oid = t.tgfoid
     WHERE NOT t.tgisinternal AND f.proname LIKE 'bump_engine_config%'`);
  return rows;
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

  it('has a trigger for every column it reads, and for inserts and deletes', async () => {
    const { rows: keys } = await pool.query<{ table_name: string; column_name: string }>(`
      SELECT c.relname AS table_name, a.attname AS column_name
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
       WHERE i.indisprimary`);
    const primaryKey = new Set(keys.map((k) => `${k.table_name}.${k.column_name}`));
    const triggers = await versionTriggers();
    const fires = (table: string, kind: number, column?: string) =>
      triggers.some(
        (trigger) =>
          trigger.table === table &&
          (trigger.type & kind) !== 0 &&
          (column === undefined ||
            trigger.columns.length === 0 ||
            trigger.columns.includes(column)),
      );

    const missed: string[] = [];
    for (const [table, columns] of read) {
      for (const column of columns) {
        if (primaryKey.has(`${table}.${column}`)) continue;
        if (!fires(table, TRIGGER_UPDATE, column)) missed.push(`UPDATE ${table}.${column}`);
      }
      if (!fires(table, TRIGGER_INSERT)) missed.push(`INSERT ${table}`);
      if (!fires(table, TRIGGER_DELETE)) missed.push(`DELETE ${table}`);
    }
    expect(missed).toEqual([]);
  });

  it("moves the project's version when its rows change, and not for a change that changes nothing", async () => {
    // Rows of the project itself, so the per-project triggers have a project to move.
    expect(
      await movesVersion(
        `UPDATE zones SET zone_name = zone_name || 'x' WHERE project_id = ${projectId}`,
      ),
    ).toBe(true);
    expect(await movesVersion(`DELETE FROM worker_tags WHERE project_id = ${projectId}`)).toBe(
      true,
    );
    expect(
      await movesVersion(
        `UPDATE workers SET first_name = first_name || 'x' WHERE project_id = ${projectId}`,
      ),
    ).toBe(true);
    expect(await movesVersion(`DELETE FROM zones WHERE false`)).toBe(false);
  });
});
