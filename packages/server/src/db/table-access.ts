import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which area writes and reads which table, read from the server's code: the check behind
 * docs/tables.md ("one area writes a table", table-writers.test.ts) and the list of readers
 * (`npm run tables:readers`), so a reading area edits no other area's row of that document.
 */
export const server = path.resolve(import.meta.dirname, '..');
const tablesDoc = path.resolve(server, '../../../docs/tables.md');

/** The area a file belongs to: modules/<area>/, engine/, or core for the rest of src/. */
export function areaOf(file: string): string | null {
  const rel = path.relative(server, file).split(path.sep);
  if (rel[0] === 'demo' || rel[0] === 'cli' || rel.includes('migrations')) return null;
  if (/\.test\.ts$|fixture/.test(file)) return null;
  if (rel[0] === 'modules') return rel[1] ?? null;
  if (rel[0] === 'engine') return 'engine';
  return 'core';
}

export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** The writes of a file's code (comment lines aside): [table, line]. */
export function writesIn(source: string): [string, number][] {
  const found: [string, number][] = [];
  const patterns = [
    /\b(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*'([a-z_]+)/g,
    /\bINSERT INTO ([a-z_]+)/g,
    /\bDELETE FROM ([a-z_]+)/g,
    /\bUPDATE ([a-z_]+)(?: AS \w+)? SET\b/g,
  ];
  source.split('\n').forEach((line, index) => {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
    for (const pattern of patterns) {
      for (const m of line.matchAll(pattern)) found.push([m[1]!, index + 1]);
    }
  });
  return found;
}

/** Table → the areas that may write it, from the Owner column of docs/tables.md. */
export function writersByTable(): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const line of readFileSync(tablesDoc, 'utf8').split('\n')) {
    const m = /^\| `([a-z_]+)` \| ([^|]+) \|/.exec(line);
    if (!m) continue;
    // Parentheses explain; clauses after ';' each start with another writer's name.
    const owner = m[2]!.replace(/\([^)]*\)/g, '').replace(/`[^`]*`/g, '');
    const names = owner
      .split(';')
      .map((clause) => clause.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
    writers.set(m[1]!, new Set(names));
  }
  return writers;
}

/** The tables a file's code reads (FROM and JOIN, Kysely's or SQL's; comment lines aside). */
export function readsIn(source: string): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g,
    /\b(?:FROM|JOIN) ([a-z_]+)\b/g,
  ];
  for (const line of source.split('\n')) {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) continue;
    for (const pattern of patterns) for (const m of line.matchAll(pattern)) found.add(m[1]!);
  }
  return found;
}

/** Table → the areas other than its writers whose code reads it, each with the files. */
export function readersByTable(): Map<string, Map<string, string[]>> {
  const writers = writersByTable();
  const readers = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(server)) {
    const area = areaOf(file);
    if (!area) continue;
    for (const table of readsIn(readFileSync(file, 'utf8'))) {
      const own = writers.get(table);
      if (!own || own.has(area)) continue;
      const byArea = readers.get(table) ?? new Map<string, string[]>();
      const files = byArea.get(area) ?? [];
      files.push(path.relative(server, file));
      byArea.set(area, files);
      readers.set(table, byArea);
    }
  }
  return readers;
}
