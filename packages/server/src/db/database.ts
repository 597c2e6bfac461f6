import { Kysely, Migrator, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { loadMigrations } from './migration-files.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;
export type Tx = Transaction<DB>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Kysely<DB> | Transaction<DB>;

// A `date` is a calendar day, not an instant: keep it as 'YYYY-MM-DD' instead of a JS Date at
// the server's midnight (STYLE.md habit 6).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// bigint counts fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDatabase(
  connectionString: string,
  max = 10,
): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, failover) is replaced on next use; left
  // unhandled, the pool's 'error' event would end the process.
  pool.on('error', (err) => process.emitWarning(`idle database connection lost: ${err.message}`));
  // A connection checked out between two statements (a transaction) has no pool listening: its
  // loss fails the next statement, and must not end the process first.
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      if (client.listenerCount('error') === 1) {
        process.emitWarning(`database connection lost: ${err.message}`);
      }
    }),
  );
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => loadMigrations() },
    // Branches land in any order: a migration written earlier on a branch merged later still
    // runs. Areas own their tables (docs/tables.md), so their migrations do not depend on
    // each other's order.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
