import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../packages/server/src/db/embedded.ts';
import { SETUP_ADMIN, SETUP_DATA_DIR, SETUP_DATABASE_URL_FILE } from './setup-site.ts';

/**
 * The set-up journey's server, as a new installation starts: an empty database, the first user
 * made by `npm run create-admin` only, then `npm start` with SEED_DEMO=false. The embedded
 * PostgreSQL is started here (not by the server) so its address can be written down for the
 * journey, which has to add a worker and a badge with SQL (there is no worker screen yet).
 */
const root = path.resolve(import.meta.dirname, '../..');

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
}

async function main() {
  await rm(SETUP_DATA_DIR, { recursive: true, force: true });
  await mkdir(SETUP_DATA_DIR, { recursive: true });
  const database = await startEmbeddedPostgres(SETUP_DATA_DIR, {
    info: () => {},
    warn: (m) => console.warn(m),
  });
  await writeFile(SETUP_DATABASE_URL_FILE, database.url, { mode: 0o600 });
  const env = { DATABASE_URL: database.url, SEED_DEMO: 'false' };

  const admin = run(
    [
      'run',
      'create-admin',
      '--',
      '--email',
      SETUP_ADMIN.email,
      '--first-name',
      SETUP_ADMIN.firstName,
      '--last-name',
      SETUP_ADMIN.lastName,
    ],
    { ...env, ADMIN_PASSWORD: SETUP_ADMIN.password },
  );
  const code = await new Promise<number | null>((resolve) => admin.on('exit', resolve));
  if (code !== 0) {
    await database.stop();
    throw new Error(`create-admin failed (${code})`);
  }

  const server = run(['run', 'start', '-w', '@siteline/server'], env);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.on('exit', resolve) : resolve(null),
    );
    await database.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  server.on('exit', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
