import { WORKER_RECORD_MESSAGES } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { defineArea } from '../../lib/area.ts';
import { findDoorWorkers } from './workers-door.repository.ts';

/** A worker the caller may see, with their project's clock (what every worker tab needs). */
export interface VisibleWorker {
  workerId: number;
  contractId: number;
  isDeleted: boolean;
  firstName: string;
  lastName: string;
  timeZone: string;
  boundaryHour: number;
  dayShiftStart: string | null;
  nightShiftStart: string | null;
}

export interface DoorOptions {
  /** Run inside this transaction (default: the pool). */
  executor?: Executor;
  /** Lock the worker's row until the transaction ends (writes that must see one state). */
  lock?: boolean;
  /**
   * Refuse a deleted worker (every write, and the tabs of a live record). Without it a deleted
   * worker is found: their days and reads stay for timesheets and reports.
   */
  live?: boolean;
}

/**
 * The one door to a worker: every route about one worker, and every file served for one, asks
 * here first. A worker of another project, or outside a company-limited member's contracts
 * (DOMAIN.md "Project membership"), is "not found" — the same answer as no worker at all, so
 * nobody learns which ids exist.
 */
export function createWorkersDoor(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
}) {
  const { db, projects } = deps;
  return {
    /** The contracts whose workers the caller may see or name (null: every one). */
    contractScope: (auth: AuthContext, projectId: number) =>
      projects.contractScope(auth, projectId),

    /**
     * Of these workers, those the caller may see, in id order (one query for any number): every
     * area that opens workers — a list, a popover, a roll call, a zone rule — asks here.
     */
    visibleWorkers,

    async visibleWorker(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      options: DoorOptions = {},
    ): Promise<VisibleWorker> {
      const [found] = await visibleWorkers(auth, projectId, [workerId], options);
      if (!found) throw new NotFoundError(WORKER_RECORD_MESSAGES.notFound);
      return found;
    },
  };

  async function visibleWorkers(
    auth: Pick<AuthContext, 'userId' | 'isProviderEmployee'>,
    projectId: number,
    workerIds: readonly number[],
    options: DoorOptions = {},
  ): Promise<VisibleWorker[]> {
    const ids = [...new Set(workerIds)].filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) return [];
    const [rows, scope] = await Promise.all([
      findDoorWorkers(options.executor ?? db, projectId, ids, options.lock === true),
      projects.contractScope(auth, projectId),
    ]);
    return rows
      .filter((row) => !(options.live === true && row.is_deleted))
      .filter((row) => scope === null || scope.includes(row.contract_id))
      .map((row) => ({
        workerId: row.worker_id,
        contractId: row.contract_id,
        isDeleted: row.is_deleted,
        firstName: row.first_name,
        lastName: row.last_name,
        timeZone: row.time_zone_id,
        boundaryHour: row.workday_boundary_hour,
        dayShiftStart: row.day_shift_start,
        nightShiftStart: row.night_shift_start,
      }));
  }
}

export type WorkersDoor = ReturnType<typeof createWorkersDoor>;

/**
 * The door as an area of its own, listed right after projects (modules/index.ts): the areas built
 * before the workers area — zones, realtime — open workers through it too.
 */
export const workersDoorArea = defineArea({
  name: 'workersDoor',
  needs: { projects: true },
  services: ({ db }, { projects }: { projects: Pick<ProjectsService, 'contractScope'> }) => ({
    workersDoor: createWorkersDoor({ db, projects }),
  }),
});
