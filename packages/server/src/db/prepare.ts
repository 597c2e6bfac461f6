import type { Config } from '../config.ts';
import { seedDemo } from '../demo/seed.ts';
import { createDatabase, migrateToLatest } from './database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

export interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

export interface PreparedDatabase {
  url: string;
  embedded: EmbeddedDatabase | null;
  seeded: boolean;
}

/**
 * The database the server will use: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR;
 * migrated to the latest schema, and seeded with the demo site when it is empty (not in
 * production).
 */
export async function prepareDatabase(
  config: Config,
  log: Logger,
  /** Told as soon as the embedded server runs, so a shutdown during seeding can stop it. */
  onEmbeddedStarted: (embedded: EmbeddedDatabase) => void = () => {},
): Promise<PreparedDatabase> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, log);
  if (embedded) onEmbeddedStarted(embedded);
  const url = config.databaseUrl ?? embedded!.url;
  const { db } = createDatabase(url, 2);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length) log.info(`migrations applied: ${applied.join(', ')}`);
    let seeded = false;
    if (config.seedDemo) {
      const started = Date.now();
      const summary = await seedDemo(db);
      seeded = summary.seeded;
      if (seeded) log.info(`demo site seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return { url, embedded, seeded };
  } catch (e) {
    await embedded?.stop();
    throw e;
  } finally {
    await db.destroy();
  }
}
