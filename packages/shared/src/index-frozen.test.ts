import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's index re-exports the areas it had when it stopped growing (issue 43): every
// import of '@siteline/shared' loads all of them, in the server and in the web's first load. A
// new area's files are imported by their own path ('@siteline/shared/<area>/<file>'); this test
// fails when a line is added to the index instead.
const INDEX = path.join(import.meta.dirname, 'index.ts');

/** How many files the index re-exports, as it stood when it was frozen (2026-12-04). */
const FROZEN_AT = 74;

function reexports(text: string): string[] {
  return [...text.matchAll(/^export \* from '([^']+)';$/gm)].map((m) => m[1]!);
}

describe('the shared index', () => {
  it('grows no more: a new area is imported by its subpath', () => {
    const text = readFileSync(INDEX, 'utf8');
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    // Only re-exports: nothing of its own that would have to be imported through it.
    expect(lines.filter((line) => !/^export \* from '[^']+';$/.test(line))).toEqual([]);
    expect(reexports(text).length).toBeLessThanOrEqual(FROZEN_AT);
  });

  it('catches a line added to it', () => {
    const grown = `${readFileSync(INDEX, 'utf8')}export * from './gateways/gateways.schemas.ts';\n`;
    expect(reexports(grown).length).toBeGreaterThan(FROZEN_AT);
  });
});
