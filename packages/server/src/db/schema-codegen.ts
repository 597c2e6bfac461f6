import { sql } from 'kysely';
import type { Executor } from './database.ts';

/**
 * Writes schema.generated.ts from the migrated database: one interface per table (partitions and
 * kysely's own tables left out), columns in table order. A text column with a
 * `CHECK (col IN ('a', 'b'))` becomes the union of its values. Run by `npm run db:types`;
 * db/schema-codegen.test.ts fails when the committed file differs.
 */

interface ColumnRow {
  table_name: string;
  column_name: string;
  type_name: string;
  not_null: boolean;
  has_default: boolean;
}

const TYPES: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  // bigint counts fit in a JS number (database.ts parses them so).
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'Numeric',
  bool: 'boolean',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  time: 'string',
  date: 'DateOnly',
  timestamptz: 'Timestamp',
  timestamp: 'Timestamp',
  bytea: 'Buffer',
  jsonb: 'Json',
  json: 'Json',
  // Arrays (presence's worker-day summaries); an int4 array may hold NULL (a read without zone).
  _int2: 'number[]',
  _int4: '(number | null)[]',
  _float8: 'number[]',
};

/** Columns a BEFORE INSERT trigger fills when not given: optional on insert, like a default. */
const FILLED_BY_TRIGGER = new Set([
  // 0004-engine: worker_tags_instants() derives the instants from the dates.
  'worker_tags.valid_from',
]);

function pascal(name: string): string {
  return name.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
}

/** `CHECK ((kind = ANY (ARRAY['a'::text, 'b'::text])))` → ['a', 'b']. */
export function checkedValues(definition: string): { column: string; values: string[] } | null {
  const match =
    /^CHECK \(\(\(?(\w+)\)?(?:::text)? = ANY \(\(?ARRAY\[(.+)\]\)?(?:::text\[\])?\)\)\)$/.exec(
      definition,
    );
  if (!match) return null;
  const values = [...match[2]!.matchAll(/'((?:[^']|'')*)'::(?:text|character varying)/g)].map((m) =>
    m[1]!.replace(/''/g, "'"),
  );
  return values.length ? { column: match[1]!, values } : null;
}

async function readColumns(db: Executor): Promise<ColumnRow[]> {
  const { rows } = await sql<ColumnRow>`
    SELECT c.relname AS table_name, a.attname AS column_name, t.typname AS type_name,
           a.attnotnull AS not_null, (a.atthasdef OR a.attidentity <> '') AS has_default
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      JOIN pg_type t ON t.oid = a.atttypid
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname NOT LIKE 'kysely\\_%'
     ORDER BY c.relname, a.attnum
  `.execute(db);
  return rows;
}

/** The schema's tables (partitions and kysely's own left out), by name. */
export async function listTables(db: Executor): Promise<string[]> {
  return [...new Set((await readColumns(db)).map((c) => c.table_name))];
}

export async function generateSchemaSource(db: Executor): Promise<string> {
  const columns = await readColumns(db);
  const { rows: checks } = await sql<{ table_name: string; definition: string }>`
    SELECT c.relname AS table_name, pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND k.contype = 'c'
  `.execute(db);

  const unions = new Map<string, string>();
  for (const check of checks) {
    const parsed = checkedValues(check.definition);
    if (parsed) {
      const union = parsed.values.map((v) => `'${v.replace(/[\\']/g, '\\$&')}'`).join(' | ');
      unions.set(`${check.table_name}.${parsed.column}`, union);
    }
  }

  const tables = new Map<string, ColumnRow[]>();
  for (const column of columns) {
    const list = tables.get(column.table_name) ?? [];
    list.push(column);
    tables.set(column.table_name, list);
  }

  const used = new Set<string>();
  const body: string[] = [];
  for (const [table, cols] of tables) {
    body.push(`export interface ${pascal(table)}Table {`);
    for (const col of cols) {
      const base = TYPES[col.type_name];
      if (!base)
        throw new Error(`${table}.${col.column_name}: no TypeScript type for ${col.type_name}`);
      const union = base === 'string' ? unions.get(`${table}.${col.column_name}`) : undefined;
      let type = union ?? base;
      if (!col.not_null) type = `${type} | null`;
      if (col.has_default || FILLED_BY_TRIGGER.has(`${table}.${col.column_name}`)) {
        type = `Generated<${type}>`;
        used.add('Generated');
      }
      if (/^[A-Z]/.test(base)) used.add(base);
      body.push(`  ${col.column_name}: ${type};`);
    }
    body.push('}', '');
  }
  body.push('export interface DB {');
  for (const table of tables.keys()) body.push(`  ${table}: ${pascal(table)}Table;`);
  body.push('}');

  const imported = [...used].filter((t) => t !== 'Buffer').sort();
  const source = [
    '// Generated by `npm run db:types` from the migrated schema: do not edit by hand.',
    `import type { ${imported.join(', ')} } from './schema-types.ts';`,
    '',
    ...body,
    '',
  ].join('\n');
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(new URL(import.meta.url).pathname);
  return prettier.format(source, { ...options, parser: 'typescript' });
}
