import type { Executor } from '../../db/database.ts';

/** report_requests (this area's): a report file asked for, kept by its uid. */
export async function insert(
  db: Executor,
  r: {
    projectId: number;
    report: string;
    format: 'xlsx' | 'csv' | 'pdf';
    query: Record<string, unknown>;
    permission: string | null;
    userId: number;
  },
): Promise<string> {
  const row = await db
    .insertInto('report_requests')
    .values({
      project_id: r.projectId,
      report: r.report,
      format: r.format,
      query: JSON.stringify(r.query),
      permission: r.permission,
      created_by_user_id: r.userId,
    })
    .returning('uid')
    .executeTakeFirstOrThrow();
  return row.uid;
}

/** A request made since `since` (older uids are forgotten). */
export function find(db: Executor, uid: string, since: Date) {
  return db
    .selectFrom('report_requests')
    .select(['project_id', 'report', 'format', 'query', 'permission'])
    .where('uid', '=', uid)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

export async function timeZone(db: Executor, projectId: number): Promise<string | undefined> {
  // The project's zone: when the file says it was made.
  const row = await db
    .selectFrom('projects')
    .select('time_zone_id')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.time_zone_id;
}

/** Requests older than `before` (their uid is forgotten after a day). */
export async function prune(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('report_requests')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
