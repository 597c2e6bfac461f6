import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the route generator over src/routes without touching the disk and returns what it would
 * write: a stale routeTree.gen.ts, or a route file whose createFileRoute path does not match its
 * place in the folder.
 */
async function pendingWrites(): Promise<string[]> {
  const written = new Map<string, string>();
  const real = async (path: string) => {
    const s = await stat(path, { bigint: true });
    return { mtimeMs: s.mtimeMs, mode: Number(s.mode), uid: Number(s.uid), gid: Number(s.gid) };
  };
  const generator = new Generator({
    config: { ...getConfig({}, root), disableLogging: true },
    root,
    fs: {
      stat: async (path) =>
        written.has(path) ? { mtimeMs: 0n, mode: 0o644, uid: 0, gid: 0 } : real(path),
      readFile: async (path) => {
        const content = written.get(path);
        if (content !== undefined) return { stat: { mtimeMs: 0n }, fileContent: content };
        try {
          return { stat: await real(path), fileContent: await readFile(path, 'utf8') };
        } catch {
          return 'file-not-existing';
        }
      },
      writeFile: async (path, content) => void written.set(path, content),
      rename: async (from, to) => {
        written.set(to, written.get(from) ?? '');
        written.delete(from);
      },
      chmod: async () => undefined,
      chown: async () => undefined,
    },
  });
  await generator.run();
  return [...written.keys()].map((path) => path.slice(root.length));
}

describe('the generated route tree', () => {
  it('matches the route files (else run `npm run routes -w @siteline/web`)', async () => {
    expect(await pendingWrites()).toEqual([]);
  }, 60_000);
});
