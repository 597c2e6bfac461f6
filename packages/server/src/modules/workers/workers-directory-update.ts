import {
  DIRECTORY_EDITABLE_FIELDS,
  DIRECTORY_FIELD_STORAGE,
  MESSAGES,
  WORKERS_DIRECTORY_MESSAGES,
  hasProjectPermission,
  setFieldValue,
  updatedFlag,
  type UpdateWorkerDirectoryWorker,
  type UpdateWorkerDirectoryWorkerResponse,
  type WorkerDirectoryRow,
} from '@siteline/shared';
import { PHONE_MESSAGES, readPhone } from '@siteline/shared/common/phone';
import type { Database, Executor } from '../../db/database.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { recordWorkerChanges, type WorkerChange } from './workers-changelog.ts';
import type { DirectoryShape } from './workers-directory.rows.ts';
import type { WorkersDoor } from './workers-door.ts';
import * as repo from './workers.repository.ts';

export interface DirectoryUpdateDeps {
  db: Database;
  projects: Pick<ProjectsService, 'demoFlag' | 'country'>;
  door: WorkersDoor;
  /** The directory's rows for the caller (workers-directory.service.ts). */
  buildRows: BuildDirectoryRows;
}

/** The directory's rows for the caller, shaped by their rights (workers-directory.service.ts). */
export type BuildDirectoryRows = (
  auth: AuthContext,
  projectId: number,
  rows: repo.WorkerRow[],
  executor?: Executor,
) => Promise<{ shape: DirectoryShape; workers: WorkerDirectoryRow[] }>;

/**
 * An inline edit of the advanced grid (spec 001 §5, §7): only the flagged columns are written,
 * Yes/No as booleans, in one transaction with the changelog.
 */
export function createDirectoryUpdate(deps: DirectoryUpdateDeps) {
  const { db, projects, door, buildRows } = deps;
  return async function update(
    auth: AuthContext,
    demo: boolean,
    body: UpdateWorkerDirectoryWorker,
  ): Promise<UpdateWorkerDirectoryWorkerResponse> {
    const projectId = body.ProjectId;
    // The project is in the body, not the path: the same check the route hook makes.
    if (!hasProjectPermission(auth, projectId, ['CanDoRegistrations'])) {
      throw new ForbiddenError(MESSAGES.forbidden);
    }
    const demoFlag = await projects.demoFlag(projectId);
    if (demoFlag === undefined || demoFlag !== demo) {
      throw new NotFoundError(MESSAGES.projectNotFound);
    }
    const flagged = DIRECTORY_EDITABLE_FIELDS.filter((f) => body[updatedFlag(f)] === true);
    if (flagged.length === 0) throw new ValidationError(WORKERS_DIRECTORY_MESSAGES.nothingToSave);
    // A phone is read with the project's country and kept as E.164 (docs/domain.md "Phone numbers").
    let telephone: string | null = null;
    if (flagged.includes('Telephone') && body.Telephone?.trim()) {
      const country = await projects.country(projectId);
      telephone = readPhone(body.Telephone, country);
      if (telephone === null) {
        throw new ValidationError([
          { errorMessage: PHONE_MESSAGES.unreadable(body.Telephone, country), field: 'Telephone' },
        ]);
      }
    }

    return db.transaction().execute(async (tx) => {
      await door.visibleWorker(auth, projectId, body.WorkerId, {
        executor: tx,
        lock: true,
        live: true,
      });
      const worker = await repo.findWorkerForUpdate(tx, projectId, body.WorkerId);
      if (!worker) throw new NotFoundError(WORKERS_DIRECTORY_MESSAGES.workerNotFound);
      if (worker.contract_id !== body.ContractId) {
        throw new ValidationError([
          { errorMessage: WORKERS_DIRECTORY_MESSAGES.contractMismatch, field: 'ContractId' },
        ]);
      }
      // A column the caller cannot see cannot be written either.
      const { shape } = await buildRows(auth, projectId, [], tx);
      const hidden = flagged.filter((f) => !(shape.columns as readonly string[]).includes(f));
      if (hidden.length > 0) throw new ForbiddenError(MESSAGES.forbidden);

      const oldFields = worker.fields ?? {};
      let fields = oldFields;
      const columns: Parameters<typeof repo.updateWorker>[3] = {};
      const changes: WorkerChange[] = [];
      for (const name of flagged) {
        const raw = body[name];
        const storage = DIRECTORY_FIELD_STORAGE[name];
        const value = raw === '' || raw === undefined ? null : raw;
        if ('column' in storage) {
          const next =
            name === 'Telephone'
              ? telephone
              : typeof value === 'string'
                ? value.trim() || null
                : null;
          changes.push({ field: name, oldValue: worker[storage.column], newValue: next });
          if (storage.column === 'first_name' || storage.column === 'last_name') {
            // Required by the schema (min 1): never null here.
            columns[storage.column] = next ?? '';
          } else columns[storage.column] = next;
        } else {
          const next = storage.yesNo ? (value === null ? null : value === 'Yes') : value;
          changes.push({
            field: storage.field,
            oldValue: oldFields[storage.field],
            newValue: next,
          });
          fields = setFieldValue(fields, storage.field, next);
        }
      }
      await repo.updateWorker(tx, projectId, body.WorkerId, {
        ...columns,
        ...(fields === oldFields ? {} : { fields }),
      });
      const changed = await recordWorkerChanges(tx, {
        projectId,
        workerId: body.WorkerId,
        userId: auth.userId,
        changes,
      });
      const [row] = await repo.listWorkers(
        tx,
        { projectId, scope: null, workerIds: [body.WorkerId] },
        { offset: 0, limit: 1, order: 'lastName', descending: false },
      );
      if (!row) throw new NotFoundError(WORKERS_DIRECTORY_MESSAGES.workerNotFound);
      const built = await buildRows(auth, projectId, [row], tx);
      const saved = built.workers[0];
      if (!saved) throw new NotFoundError(WORKERS_DIRECTORY_MESSAGES.workerNotFound);
      return { Worker: saved, ChangedFields: changed };
    });
  };
}
