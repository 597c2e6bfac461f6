import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files that replace a module (`vi.mock`). The server's main project keeps a worker's
 * modules from one file to the next (`isolate: false`), where a mock made after its module was
 * loaded would not reach the code under test and would stay for the next file: these run in a
 * project of their own, isolated (vitest.isolated.config.ts).
 */
export function mockingTestFiles(root: string, dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.test.ts')) {
        if (/\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, rel), 'utf8')))
          found.push(rel);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}
