import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * What a browser downloads for each screen of the web app, from a production build's manifest:
 * the first load is the entry (index.html's script), every chunk it imports statically (the
 * browser loads them with it) and their CSS; a lazily loaded chunk (a route, a namespace of
 * translations) adds its own static imports that the first load did not already bring. Sizes are
 * gzip -9 (the budget) and brotli (what the server sends to browsers that accept it).
 *
 *   npm run web-weight -w @siteline/bench [-- --top 12 --files --json]
 */

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KIB = 1024;
export const BUDGET = {
  /** 2026-11-27: 170 → 165 when classic zod left the first load (decision 0012, addendum). */
  firstLoadGzip: 165 * KIB,
  /** 2026-11-27: 350 → 355, the same change: signed-in screens load classic zod on their own. */
  heaviestScreenGzip: 355 * KIB,
  /** The self-registration page a worker opens from the QR code (issue 14). */
  selfRegistrationGzip: 120 * KIB,
} as const;

const webRoot = resolve(import.meta.dirname, '../../packages/web');

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function build(outDir: string): Manifest {
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The self-registration page, its own build into the same folder: register.html and every
 * script and stylesheet it names (the page has no lazy parts).
 */
function selfRegistrationFiles(outDir: string): string[] {
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'vite.register.config.ts', '--outDir', outDir],
    {
      cwd: webRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const html = readFileSync(join(outDir, 'register.html'), 'utf8');
  return [
    'register.html',
    ...[...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] ?? '',
    ),
  ];
}

/** The files a chunk needs before it runs: itself, its static imports (recursively), their CSS. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(outDir: string, files: Iterable<string>, cache: Map<string, Sizes>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    let sizes = cache.get(file);
    if (!sizes) {
      const content = readFileSync(join(outDir, file));
      sizes = {
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
      cache.set(file, sizes);
    }
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

function main(): void {
  const outDir = mkdtempSync(join(tmpdir(), 'siteline-web-weight-'));
  try {
    const manifest = build(outDir);
    const cache = new Map<string, Sizes>();
    // The first load is what index.html asks for: its module scripts (the entry; with the
    // initial modules grouped into one chunk, that chunk and the bundler's runtime) and CSS.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const asked = new Set(
      [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    const entryKeys = Object.keys(manifest).filter(
      (key) => manifest[key]?.isEntry || asked.has(manifest[key]?.file ?? ''),
    );
    if (entryKeys.length === 0) throw new Error('the build has no entry');
    const firstFiles = new Set<string>();
    for (const key of entryKeys) closure(manifest, key, firstFiles);
    for (const file of asked) firstFiles.add(file);
    const entryKey = entryKeys[0] ?? '';
    const first = measure(outDir, firstFiles, cache);

    // Each lazily loaded chunk on top of the first load: a route's screen, a translation file.
    const lazy = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key, chunk]) => {
        const files = closure(manifest, key, new Set(firstFiles));
        const added = measure(
          outDir,
          [...files].filter((file) => !firstFiles.has(file)),
          cache,
        );
        return {
          name: chunk.src ?? chunk.name ?? key,
          added,
          total: measure(outDir, files, cache),
        };
      })
      .sort((a, b) => b.added.gzip - a.added.gzip);
    const heaviest = lazy[0];
    // What opening /login downloads before it shows: the first load and the sign-in page's chunk.
    const loginKey = Object.keys(manifest).find((key) => key.startsWith('src/routes/login.tsx?'));
    const loginFiles = loginKey ? closure(manifest, loginKey, new Set(firstFiles)) : firstFiles;
    const login = measure(outDir, loginFiles, cache);
    const all = measure(
      outDir,
      Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
      cache,
    );

    const selfRegistrationList = selfRegistrationFiles(outDir);
    const selfRegistration = measure(outDir, selfRegistrationList, cache);

    if (process.argv.includes('--json')) {
      console.log(JSON.stringify({ first, login, heaviest, lazy, all, selfRegistration }, null, 2));
      return;
    }
    console.log(
      `first load (entry ${manifest[entryKey]?.file}, ${firstFiles.size} files): ` +
        `${first.gzip} B gzip -9 (${kib(first.gzip)}), ${first.brotli} B brotli, ${first.raw} B raw` +
        ` — budget ${kib(BUDGET.firstLoadGzip)}: ${first.gzip <= BUDGET.firstLoadGzip ? 'ok' : 'OVER'}`,
    );
    console.log(
      `/login (first load and the sign-in page, ${loginFiles.size} files): ${login.gzip} B gzip ` +
        `(${kib(login.gzip)}), ${login.brotli} B brotli — budget ${kib(BUDGET.firstLoadGzip)}: ` +
        `${login.gzip <= BUDGET.firstLoadGzip ? 'ok' : 'OVER'}`,
    );
    if (heaviest) {
      console.log(
        `heaviest lazy chunk ${heaviest.name}: total ${heaviest.total.gzip} B gzip ` +
          `(${kib(heaviest.total.gzip)}) — budget ${kib(BUDGET.heaviestScreenGzip)}: ` +
          `${heaviest.total.gzip <= BUDGET.heaviestScreenGzip ? 'ok' : 'OVER'}`,
      );
    }
    console.log(
      `/register/{pin} (the self-registration page, ${selfRegistrationList.length} files): ` +
        `${selfRegistration.gzip} B gzip (${kib(selfRegistration.gzip)}), ` +
        `${selfRegistration.brotli} B brotli — budget ${kib(BUDGET.selfRegistrationGzip)}: ` +
        `${selfRegistration.gzip <= BUDGET.selfRegistrationGzip ? 'ok' : 'OVER'}`,
    );
    console.log(
      `whole app: ${all.gzip} B gzip, ${all.raw} B raw, ${Object.keys(manifest).length} chunks`,
    );
    if (process.argv.includes('--files')) {
      console.log('\nfirst-load files (gzip):');
      for (const file of [...firstFiles].sort(
        (a, b) => (cache.get(b)?.gzip ?? 0) - (cache.get(a)?.gzip ?? 0),
      )) {
        console.log(`  ${file.padEnd(60)} ${kib(cache.get(file)?.gzip ?? 0).padStart(10)}`);
      }
    }
    const top = Number(argument('top', '15'));
    if (lazy.length > 0) {
      console.log(`\nlazily loaded chunks, by what they add (gzip), top ${top}:`);
      for (const chunk of lazy.slice(0, top)) {
        console.log(
          `  ${chunk.name.padEnd(70)} +${kib(chunk.added.gzip).padStart(10)}  total ${kib(chunk.total.gzip)}`,
        );
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main();
