import { sql, type RawBuilder } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';

/**
 * A query's rows in batches from a server-side cursor, on one connection held in a read-only
 * transaction for as long as the caller reads: PostgreSQL sorts once and sends `size` rows at a
 * time, so a file of 450,000 rows never sits whole in the server's memory. Leaving the loop
 * early (the client went away) ends the transaction and frees the connection.
 */
export async function* cursorBatches<T>(
  db: Database,
  query: RawBuilder<T>,
  size = 2_000,
): AsyncGenerator<T[]> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let opened!: (tx: Executor) => void;
  const ready = new Promise<Executor>((resolve) => (opened = resolve));
  const done = db
    .transaction()
    .setAccessMode('read only')
    .execute(async (tx) => {
      opened(tx);
      await held;
    });
  const tx = await Promise.race([ready, done.then(() => null)]);
  if (tx === null) return;
  try {
    await sql`DECLARE report_rows NO SCROLL CURSOR FOR ${query}`.execute(tx);
    for (;;) {
      const { rows } = await sql<T>`FETCH ${sql.raw(String(size))} FROM report_rows`.execute(tx);
      if (rows.length > 0) yield rows;
      if (rows.length < size) break;
    }
  } finally {
    release();
    await done;
  }
}
