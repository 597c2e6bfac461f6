import { spawn } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDemoCopy } from '../../packages/server/test/demo-snapshot.ts';
import { DEMO_DATA_DIR, DEMO_DATABASE_URL_FILE } from './demo-database.ts';

/**
 * The journeys' demo server: the seeded demo site from its snapshot (built once per content and
 * day, demo-snapshot.ts; a fresh copy each run, so every run starts from the same site), then
 * `npm start`'s server on it. The database's address is written down for the journeys that look
 * into it (demo-database.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');

async function main() {
  const work = path.join(os.tmpdir(), `siteline-e2e-${process.env.PORT ?? 'demo'}`);
  await mkdir(work, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must reach the copy.
  await chmod(work, 0o755);
  const database = await startDemoCopy(path.join(work, 'cluster'));
  await mkdir(DEMO_DATA_DIR, { recursive: true });
  await writeFile(DEMO_DATABASE_URL_FILE, database.url, { mode: 0o600 });

  const server = spawn('npm', ['run', 'start', '-w', '@siteline/server'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: 'inherit',
  });
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.stop();
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  server.on('exit', (code) => void stop(code ?? 1));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
