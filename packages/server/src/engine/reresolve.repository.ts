import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** Every SQL statement of re-resolution requests (`reresolve_requests`, owned by the engine). */
export const reresolveRepository = {
  insert(executor: Executor, projectId: number, from: Date, to: Date | null) {
    return executor
      .insertInto('reresolve_requests')
      .values({ project_id: projectId, from_at: from, to_at: to })
      .execute();
  },

  /** The oldest request no other instance holds, locked until the transaction ends. */
  claim(tx: Executor) {
    return tx
      .selectFrom('reresolve_requests as r')
      .innerJoin('projects as p', 'p.project_id', 'r.project_id')
      .select([
        'r.request_id',
        'r.project_id',
        'r.from_at',
        'r.to_at',
        'p.time_zone_id',
        'p.workday_boundary_hour',
      ])
      .orderBy('r.requested_at')
      .limit(1)
      .forUpdate('r')
      .skipLocked()
      .executeTakeFirst();
  },

  remove(tx: Executor, projectId: number, requestId: number) {
    return tx
      .deleteFrom('reresolve_requests')
      .where('project_id', '=', projectId)
      .where('request_id', '=', requestId)
      .execute();
  },

  backlog: async (db: Executor) =>
    Number(
      (
        await db
          .selectFrom('reresolve_requests')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
};
