import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0012: nothing on the web app's first load imports zod's classic API (it cannot be
// tree-shaken: ~12 KiB gzip more on every page). The web's route files and shell read these
// shared modules; they, and every module they import, must import neither `zod` nor a
// `*.schemas.ts` module.
const ROOT = import.meta.dirname;
const FIRST_LOAD = [
  'permissions.ts',
  'messages.ts',
  'dashboards/dashboards.periods.ts',
  'dashboards/dashboards.rules.ts',
  // Every area's constants module: the place for what a route file reads (decision 0012).
  ...readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.constants.ts'),
  ),
];

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
}

describe('the shared modules on the web app’s first load', () => {
  it('import no classic zod and no schema module, however deep', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) {
        if (spec === 'zod' || spec.startsWith('zod/v4/classic') || spec.endsWith('.schemas.ts'))
          problems.push(`${file.slice(ROOT.length + 1)} imports ${spec}`);
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      }
    };
    for (const file of FIRST_LOAD) visit(join(ROOT, file));
    expect(seen.size).toBeGreaterThanOrEqual(FIRST_LOAD.length);
    expect(problems).toEqual([]);
  });
});
