import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { localDateTime } from '../../lib/time.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import {
  listedWorkers,
  type ListedWorkerRow,
  type WorkerList,
} from './alerts-listed.repository.ts';
import * as alertsRepo from './alerts.repository.ts';

/** What an alert whose instance is a list of workers needs (key persons, realtime persons). */
export interface ListedAlertDeps {
  db: Database;
  projects: Pick<ProjectsService, 'get' | 'contractScope'>;
  /** Every worker a list names is one the editor may see (the one door). */
  door: Pick<WorkersDoor, 'visibleWorkers'>;
}

/**
 * The alert's instance as its editor sees it: whether it is on, and the listed workers of the
 * caller's scope with their company and when they were last seen (the site's clock).
 */
export async function listedInstance<Extra extends object>(
  deps: ListedAlertDeps,
  auth: AuthContext,
  projectId: number,
  alert: { type: string; list: WorkerList; extra: (row: ListedWorkerRow) => Extra },
) {
  const { TimeZoneId } = await deps.projects.get(projectId);
  const scope = await deps.projects.contractScope(auth, projectId);
  const found = await alertsRepo.findInstance(deps.db, projectId, alert.type);
  const rows = await listedWorkers(deps.db, alert.list, projectId, scope);
  return {
    WorkerAlertInstanceId: found?.alert_instance_id ?? null,
    IsActive: found?.is_active ?? false,
    Workers: rows.map((r) => ({
      WorkerId: r.worker_id,
      WorkerName: r.worker_name,
      CompanyName: r.company_name,
      LastSeenLocal: r.seen_at ? localDateTime(r.seen_at, TimeZoneId) : null,
      ...alert.extra(r),
    })),
  };
}

/**
 * Before a list is saved: every worker it names passes the door (a worker of another company,
 * another project or none is "not found"); answers the caller's scope, the part it replaces.
 */
export async function checkListed(
  deps: ListedAlertDeps,
  auth: AuthContext,
  projectId: number,
  workerIds: readonly number[],
  notFound: string,
) {
  const seen = new Set(
    (await deps.door.visibleWorkers(auth, projectId, workerIds, { live: true })).map(
      (w) => w.workerId,
    ),
  );
  if (workerIds.some((id) => !seen.has(id))) throw new NotFoundError(notFound);
  return deps.projects.contractScope(auth, projectId);
}
