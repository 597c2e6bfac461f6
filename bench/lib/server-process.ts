import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../packages/server/', import.meta.url));

/** The server package's start script (`node <flags> … src/main.ts`), run by this Node. */
async function startCommand(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(`${SERVER_DIR}package.json`, 'utf8')) as {
    scripts: { start: string };
  };
  const [program, ...args] = pkg.scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return args;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A figure of /proc/<pid>/status in bytes (VmRSS: resident now, VmHWM: its peak). */
async function status(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
  return Number(kib) * 1024;
}

/**
 * The server as it runs on a site: its own process, started as `npm start` starts it (the same
 * Node flags), on a database a benchmark prepared, so what it measures of memory is the server's
 * alone.
 */
export async function startServerProcess(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, await startCommand(), {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
      SUPPORT_EMAIL: 'support@bench.invalid',
      SUPPORT_ARTICLE_URL: 'https://support.bench.invalid/visibility-only',
      SEED_DEMO: 'false',
      SIMULATOR: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  return {
    url,
    /** Resident memory now. */
    rss: () => status(pid, 'VmRSS'),
    /** Starts a new peak from the resident memory now (Linux clear_refs). */
    resetPeak: () => writeFile(`/proc/${pid}/clear_refs`, '5'),
    /** The peak resident memory since the last reset. */
    peak: () => status(pid, 'VmHWM'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
