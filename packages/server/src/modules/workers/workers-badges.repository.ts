import type { Executor } from '../../db/database.ts';

/** Every SQL statement of badge printing (`project_badge_templates`, owned by workers). */
export const workerBadgesRepository = {
  templates(executor: Executor, projectId: number) {
    return executor
      .selectFrom('project_badge_templates')
      .select(['project_badge_template_id', 'name', 'is_default'])
      .where('project_id', '=', projectId)
      .orderBy('is_default', 'desc')
      .orderBy('name')
      .execute();
  },

  template(executor: Executor, projectId: number, templateId: number) {
    return executor
      .selectFrom('project_badge_templates')
      .select(['accent_color'])
      .where('project_id', '=', projectId)
      .where('project_badge_template_id', '=', templateId)
      .executeTakeFirst();
  },

  /** What a badge prints of a live worker: names, trade, photo, project and company. */
  badgeFace(executor: Executor, projectId: number, workerId: number) {
    return executor
      .selectFrom('workers as w')
      .innerJoin('projects as p', 'p.project_id', 'w.project_id')
      .innerJoin('contracts as c', (j) =>
        j.onRef('c.project_id', '=', 'w.project_id').onRef('c.contract_id', '=', 'w.contract_id'),
      )
      .leftJoin('companies as co', 'co.company_id', 'c.company_id')
      .select([
        'w.first_name',
        'w.middle_name',
        'w.last_name',
        'w.trade',
        'w.photo_blob_uid',
        'p.title',
        'co.name as company_name',
        'c.display_name',
        'c.trade as contract_trade',
      ])
      .where('w.project_id', '=', projectId)
      .where('w.worker_id', '=', workerId)
      .where('w.is_deleted', '=', false)
      .executeTakeFirst();
  },

  /** The printed text of one of the worker's tags. */
  workerTag(executor: Executor, projectId: number, workerId: number, workerTagId: number) {
    return executor
      .selectFrom('worker_tags as wt')
      .innerJoin('tags as t', (j) =>
        j.onRef('t.project_id', '=', 'wt.project_id').onRef('t.tag_id', '=', 'wt.tag_id'),
      )
      .select('t.tag')
      .where('wt.project_id', '=', projectId)
      .where('wt.worker_id', '=', workerId)
      .where('wt.worker_tag_id', '=', workerTagId)
      .executeTakeFirst();
  },
};
