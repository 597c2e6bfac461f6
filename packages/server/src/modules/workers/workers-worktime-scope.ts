import { WORKER_WORKTIME_MESSAGES } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';

export type WorkerScopeProjects = Pick<ProjectsService, 'contractScope'>;

/** The project's facts every worktime tab needs: its zone and its shift windows. */
export interface WorktimeProject {
  timeZone: string;
  dayShiftStart: string | null;
  nightShiftStart: string | null;
}

/**
 * The worker the call is about, if the caller may see them: a worker of the project in the path
 * (DOMAIN.md: a company-limited member sees only their contracts' workers). Anything else is
 * "not found", never another project's worker. A deleted worker keeps their history (their
 * days and reads stay for timesheets and reports), so reads still find them.
 */
export async function visibleWorker(
  db: Executor,
  projects: WorkerScopeProjects,
  auth: AuthContext,
  projectId: number,
  workerId: number,
): Promise<{ workerId: number; contractId: number; isDeleted: boolean } & WorktimeProject> {
  const row = await db
    .selectFrom('workers as w')
    .innerJoin('projects as p', 'p.project_id', 'w.project_id')
    .select([
      'w.worker_id',
      'w.contract_id',
      'w.is_deleted',
      'p.time_zone_id',
      'p.day_shift_start',
      'p.night_shift_start',
    ])
    .where('w.project_id', '=', projectId)
    .where('w.worker_id', '=', workerId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(WORKER_WORKTIME_MESSAGES.workerNotFound);
  const scope = await projects.contractScope(auth, projectId);
  if (scope !== null && !scope.includes(row.contract_id))
    throw new NotFoundError(WORKER_WORKTIME_MESSAGES.workerNotFound);
  return {
    workerId: row.worker_id,
    contractId: row.contract_id,
    isDeleted: row.is_deleted,
    timeZone: row.time_zone_id,
    dayShiftStart: row.day_shift_start,
    nightShiftStart: row.night_shift_start,
  };
}

/** 'HH:mm[:ss]' → minute of the day; null stays null (no shifts defined). */
export function minuteOfDay(time: string | null): number | null {
  if (time === null) return null;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
