import type { Executor } from '../../db/database.ts';

/** The facts the door needs about some workers, and their project's clock (indexed rows). */
export function findDoorWorkers(
  executor: Executor,
  projectId: number,
  workerIds: readonly number[],
  lock: boolean,
) {
  let query = executor
    .selectFrom('workers as w')
    .innerJoin('projects as p', 'p.project_id', 'w.project_id')
    .select([
      'w.worker_id',
      'w.contract_id',
      'w.is_deleted',
      'w.first_name',
      'w.last_name',
      'p.time_zone_id',
      'p.workday_boundary_hour',
      'p.day_shift_start',
      'p.night_shift_start',
    ])
    .where('w.project_id', '=', projectId)
    .where('w.worker_id', 'in', [...workerIds])
    .orderBy('w.worker_id');
  if (lock) query = query.forUpdate('w');
  return query.execute();
}
