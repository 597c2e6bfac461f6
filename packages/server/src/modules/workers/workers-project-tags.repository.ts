import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The SQL of the project's badge list (tables `tags`, `worker_tags`, owned by workers). */

export interface ProjectTagRow {
  tagId: number;
  tag: string;
  tagTypeId: number;
  tagTypeName: string;
  suppliedByProvider: boolean;
  isActive: boolean;
  workerId: number | null;
  contractId: number | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  startDate: string | null;
  endDate: string | null;
  lastSeenDate: string | null;
}

export const projectTagsRepository = {
  /**
   * Every tag of the project with its holder now (the assignment whose instants cover this
   * moment, as the engine resolves a read) and the newest timesheet date it was read on, held or
   * not. With `scope`, only tags held now by a worker of those contracts.
   */
  async list(
    executor: Executor,
    projectId: number,
    scope: readonly number[] | null,
  ): Promise<ProjectTagRow[]> {
    const inScope =
      scope === null
        ? sql`true`
        : scope.length === 0
          ? sql`false`
          : sql`h.contract_id IN (${sql.join(scope)})`;
    const { rows } = await sql<ProjectTagRow>`
      SELECT t.tag_id AS "tagId", t.tag, t.tag_type_id AS "tagTypeId", tt.name AS "tagTypeName",
        tt.supplied_by_provider AS "suppliedByProvider", t.is_active AS "isActive",
        h.worker_id AS "workerId", h.contract_id AS "contractId", h.first_name AS "firstName",
        h.last_name AS "lastName", h.company_name AS "companyName",
        h.start_date::text AS "startDate", h.end_date::text AS "endDate",
        GREATEST(
          (SELECT d.timesheet_date FROM worker_day_tags d
            WHERE d.project_id = t.project_id AND d.tag_id = t.tag_id
            ORDER BY d.timesheet_date DESC LIMIT 1),
          (SELECT u.timesheet_date FROM unassigned_tag_days u
            WHERE u.project_id = t.project_id AND u.tag = t.tag
            ORDER BY u.timesheet_date DESC LIMIT 1)
        )::text AS "lastSeenDate"
      FROM tags t
      JOIN tag_types tt ON tt.tag_type_id = t.tag_type_id
      LEFT JOIN LATERAL (
        SELECT w.worker_id, w.contract_id, w.first_name, w.last_name, co.name AS company_name,
          wt.start_date, wt.end_date
        FROM worker_tags wt
        JOIN workers w ON w.project_id = wt.project_id AND w.worker_id = wt.worker_id
        JOIN contracts c ON c.contract_id = w.contract_id
        JOIN companies co ON co.company_id = c.company_id
        WHERE wt.project_id = t.project_id AND wt.tag_id = t.tag_id
          AND wt.valid_from <= now() AND (wt.valid_to IS NULL OR wt.valid_to > now())
        ORDER BY wt.valid_from DESC
        LIMIT 1
      ) h ON true
      WHERE t.project_id = ${projectId} AND ${inScope}
      ORDER BY t.tag, t.tag_id
    `.execute(executor);
    return rows;
  },

  /** The project's clock (its today is judged on it). */
  clock(executor: Executor, projectId: number) {
    return executor
      .selectFrom('projects')
      .select(['time_zone_id as timeZone', 'workday_boundary_hour as boundaryHour'])
      .where('project_id', '=', projectId)
      .executeTakeFirst();
  },
};
