import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Every SQL statement of a worker's tags (tables `tags` and `worker_tags`, owned by workers). */

export interface WorkerTagRow {
  workerTagId: number;
  tagId: number;
  tag: string;
  tagTypeId: number;
  tagTypeName: string;
  startDate: string;
  endDate: string | null;
}

export interface TagHolderRow {
  workerId: number;
  contractId: number;
  firstName: string;
  lastName: string;
  startDate: string;
  endDate: string | null;
}

const tagColumns = (executor: Executor) =>
  executor
    .selectFrom('worker_tags as wt')
    .innerJoin('tags as t', (j) =>
      j.onRef('t.project_id', '=', 'wt.project_id').onRef('t.tag_id', '=', 'wt.tag_id'),
    )
    .innerJoin('tag_types as tt', 'tt.tag_type_id', 't.tag_type_id')
    .select([
      'wt.worker_tag_id as workerTagId',
      't.tag_id as tagId',
      't.tag as tag',
      't.tag_type_id as tagTypeId',
      'tt.name as tagTypeName',
      sql<string>`wt.start_date::text`.as('startDate'),
      sql<string | null>`wt.end_date::text`.as('endDate'),
    ]);

export const workerTagsRepository = {
  /** The instants an assignment covers (set by the worker_tags trigger from its dates). */
  instants(executor: Executor, projectId: number, workerTagId: number) {
    return executor
      .selectFrom('worker_tags')
      .select(['valid_from', 'valid_to'])
      .where('project_id', '=', projectId)
      .where('worker_tag_id', '=', workerTagId)
      .executeTakeFirst();
  },

  /** The tag row with this printed text, if the project has one. */
  findTag(executor: Executor, projectId: number, tag: string) {
    return executor
      .selectFrom('tags')
      .select(['tag_id'])
      .where('project_id', '=', projectId)
      .where('tag', '=', tag)
      .executeTakeFirst();
  },

  list(executor: Executor, projectId: number, workerId: number): Promise<WorkerTagRow[]> {
    return tagColumns(executor)
      .where('wt.project_id', '=', projectId)
      .where('wt.worker_id', '=', workerId)
      .orderBy('wt.start_date', 'desc')
      .orderBy('wt.worker_tag_id', 'desc')
      .execute();
  },

  one(executor: Executor, projectId: number, workerId: number, workerTagId: number) {
    return tagColumns(executor)
      .where('wt.project_id', '=', projectId)
      .where('wt.worker_id', '=', workerId)
      .where('wt.worker_tag_id', '=', workerTagId)
      .executeTakeFirst();
  },

  tagTypes(executor: Executor) {
    return executor
      .selectFrom('tag_types')
      .select(['tag_type_id as TagTypeId', 'name as Name', 'wireless_protocol as WirelessProtocol'])
      .orderBy('tag_type_id')
      .execute();
  },

  /** The project's tag of that text, made (of `tagTypeId`) when it does not exist yet. */
  async tagByText(executor: Executor, projectId: number, tag: string, tagTypeId: number) {
    await executor
      .insertInto('tags')
      .values({ project_id: projectId, tag, tag_type_id: tagTypeId })
      .onConflict((c) => c.columns(['project_id', 'tag']).doNothing())
      .execute();
    return executor
      .selectFrom('tags')
      .select(['tag_id as tagId', 'tag'])
      .where('project_id', '=', projectId)
      .where('tag', '=', tag)
      .forUpdate()
      .executeTakeFirstOrThrow();
  },

  tagTypeExists(executor: Executor, tagTypeId: number) {
    return executor
      .selectFrom('tag_types')
      .select('tag_type_id')
      .where('tag_type_id', '=', tagTypeId)
      .executeTakeFirst();
  },

  /**
   * Who holds the tag at some instant of the given dates' span (StartDate's workday boundary to
   * the boundary after EndDate; no end: from then on), other than the assignment `except`.
   */
  holders(
    executor: Executor,
    projectId: number,
    tagId: number,
    startDate: string,
    endDate: string | null,
    except?: number,
  ): Promise<TagHolderRow[]> {
    const boundary = (date: string) =>
      sql`((${date}::date)::timestamp + make_interval(hours => p.workday_boundary_hour)) AT TIME ZONE p.time_zone_id`;
    let query = executor
      .selectFrom('worker_tags as wt')
      .innerJoin('workers as w', (j) =>
        j.onRef('w.project_id', '=', 'wt.project_id').onRef('w.worker_id', '=', 'wt.worker_id'),
      )
      .innerJoin('projects as p', 'p.project_id', 'wt.project_id')
      .select([
        'w.worker_id as workerId',
        'w.contract_id as contractId',
        'w.first_name as firstName',
        'w.last_name as lastName',
        sql<string>`wt.start_date::text`.as('startDate'),
        sql<string | null>`wt.end_date::text`.as('endDate'),
      ])
      .where('wt.project_id', '=', projectId)
      .where('wt.tag_id', '=', tagId)
      .where(
        sql<boolean>`tstzrange(wt.valid_from, wt.valid_to) && tstzrange(${boundary(startDate)}, ${
          endDate === null ? null : sql`(${boundary(endDate)}) + interval '1 day'`
        })`,
      )
      .orderBy('wt.start_date');
    if (except !== undefined) query = query.where('wt.worker_tag_id', '<>', except);
    return query.execute();
  },

  insert(
    executor: Executor,
    row: { projectId: number; workerId: number; tagId: number; start: string; end: string | null },
  ) {
    return executor
      .insertInto('worker_tags')
      .values({
        project_id: row.projectId,
        worker_id: row.workerId,
        tag_id: row.tagId,
        start_date: row.start,
        end_date: row.end,
      })
      .returning('worker_tag_id')
      .executeTakeFirstOrThrow();
  },

  setEnd(executor: Executor, projectId: number, workerTagId: number, endDate: string) {
    return executor
      .updateTable('worker_tags')
      .set({ end_date: endDate })
      .where('project_id', '=', projectId)
      .where('worker_tag_id', '=', workerTagId)
      .execute();
  },

  remove(executor: Executor, projectId: number, workerTagId: number) {
    return executor
      .deleteFrom('worker_tags')
      .where('project_id', '=', projectId)
      .where('worker_tag_id', '=', workerTagId)
      .execute();
  },

  async count(executor: Executor, projectId: number, workerId: number): Promise<number> {
    const row = await executor
      .selectFrom('worker_tags')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .where('worker_id', '=', workerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
