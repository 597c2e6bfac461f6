import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../src/db/embedded.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * The real server as its own process, on an existing database, as production runs it (the crash
 * test and bench/ingest). BENCH_SERVER_LOG=1 shows its output; BENCH_SERVER_NODE_ARGS adds
 * arguments for Node (`--cpu-prof --cpu-prof-dir=/tmp/profile`: a CPU profile of the server).
 */
export async function startServerProcess(
  databaseUrl: string,
  /** More of its environment (an SMS provider's address, a port). */
  env: Record<string, string> = {},
  port?: number,
) {
  port ??= await freePort();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        SIMULATOR: 'off',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
        ...env,
      },
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    kill(signal: NodeJS.Signals) {
      child.kill(signal);
      return exited;
    },
  };
}
