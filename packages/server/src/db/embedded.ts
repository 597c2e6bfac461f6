import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { EmbeddedPostgres } from './embedded-postgres.ts';
import { createClusterDatabase, startRootCluster } from './embedded-root.ts';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

// A little more memory and fewer checkpoints than the defaults: tag reads arrive in bulk.
const POSTGRES_FLAGS = [
  '-c',
  'shared_buffers=256MB',
  '-c',
  'max_wal_size=4GB',
  '-c',
  'checkpoint_timeout=15min',
];

/**
 * A real PostgreSQL server from npm, its data under `dataDir/postgres` so it survives restarts.
 * It listens on a free loopback port chosen at each start. PostgreSQL refuses to run as root:
 * then it runs as the unprivileged `postgres` user (embedded-root.ts), wherever the clone is.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  /**
   * Tests and benchmarks only: where the binaries are and where root's copies go; more server
   * settings (`['-c', 'shared_preload_libraries=pg_stat_statements']`).
   */
  root: { nativeDir?: string; runtimeHome?: string; flags?: string[] } = {},
): Promise<EmbeddedDatabase> {
  const { flags = [], ...paths } = root;
  const postgresFlags = [...POSTGRES_FLAGS, ...flags];
  await mkdir(dataDir, { recursive: true });
  const passwordFile = path.join(dataDir, 'postgres-password');
  const port = await freePort();
  const urlWith = (password: string) =>
    `postgres://siteline:${encodeURIComponent(password)}@127.0.0.1:${port}/siteline`;

  if (process.getuid?.() === 0) {
    const existing = existsSync(passwordFile)
      ? (await readFile(passwordFile, 'utf8')).trim()
      : null;
    const password = existing ?? randomBytes(18).toString('base64url');
    const cluster = await startRootCluster({
      dataDir,
      user: 'siteline',
      password,
      port,
      postgresFlags,
      log,
      ...paths,
    });
    if (cluster.fresh) {
      log.info(`initialised embedded PostgreSQL in ${cluster.databaseDir}`);
      await writeFile(passwordFile, password, { mode: 0o600 });
      await createClusterDatabase(
        urlWith(password).replace(/\/siteline$/, '/postgres'),
        'siteline',
      );
    }
    log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
    return { url: urlWith(password), stop: cluster.stop };
  }

  const databaseDir = path.join(dataDir, 'postgres');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = fresh
    ? randomBytes(18).toString('base64url')
    : (await readFile(passwordFile, 'utf8')).trim();
  if (fresh) await writeFile(passwordFile, password, { mode: 0o600 });

  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'siteline',
    password,
    port,
    persistent: true,
    postgresFlags,
    onLog: () => {},
    onError: (e) => log.warn(`postgres: ${String(e)}`.trim()),
  });
  if (fresh) {
    log.info(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase('siteline');
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: urlWith(password), stop: () => pg.stop() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}
