import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** Writes changelog rows in the edit's transaction (none: nothing). */
export async function insertChangelog(
  tx: Executor,
  rows: readonly Insertable<DB['worker_changelog']>[],
) {
  if (rows.length > 0)
    await tx
      .insertInto('worker_changelog')
      .values([...rows])
      .execute();
}
