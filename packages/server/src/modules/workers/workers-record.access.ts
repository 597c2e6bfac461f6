import {
  fieldsVisibleTo,
  getFieldValue,
  type Permission,
  type ProfileSection,
  type WorkerFieldValue,
  WORKER_RECORD_MESSAGES,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type {
  ProjectField,
  RegistrationsFieldsService,
} from '../registrations/registrations-fields.service.ts';
import type { WorkersDoor } from './workers-door.ts';
import * as repo from './workers-record.repository.ts';
import type { WorkerRow } from './workers-record.repository.ts';

/** The caller's permissions on the project (provider employees: all, by the flag). */
export function projectPermissions(auth: AuthContext, projectId: number): Permission[] {
  const entries = auth.permissions.filter((p) => p.ProjectId === projectId);
  return entries.length === 1 && entries[0] ? entries[0].Permissions : [];
}

export function holds(auth: AuthContext, projectId: number, permission: Permission): boolean {
  return auth.isProviderEmployee || projectPermissions(auth, projectId).includes(permission);
}

/**
 * The profile tabs and fields the caller may see: a section needs its permission (WorkerProfile
 * …), a field with its own PermissionConst only shows to its holders (fieldsVisibleTo).
 */
export function visibleProfile(
  auth: AuthContext,
  projectId: number,
  sections: readonly ProfileSection[],
  fields: readonly ProjectField[],
): { sections: ProfileSection[]; fields: ProjectField[] } {
  const permissions = projectPermissions(auth, projectId);
  const open = sections.filter((s) => holds(auth, projectId, s.PermissionConst));
  const names = new Set(open.map((s) => s.SectionName));
  return {
    sections: open,
    fields: fieldsVisibleTo(fields, permissions, auth.isProviderEmployee).filter((f) =>
      names.has(f.ProfileSectionName),
    ),
  };
}

/** A field's value on the worker: its `workers` column, else `fields` under its FieldName. */
export function readFieldValue(
  worker: WorkerRow | Omit<WorkerRow, 'company_name'>,
  field: ProjectField,
): WorkerFieldValue {
  const raw = field.workerColumn
    ? worker[field.workerColumn]
    : getFieldValue(worker.fields, field.FieldName);
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string' || typeof raw === 'boolean' || typeof raw === 'number') return raw;
  return JSON.stringify(raw);
}

/** Finding a worker the caller may open, and the profile they may see. */
export function createWorkerLookup(deps: {
  db: Database;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields' | 'profileSections'>;
  projects: Pick<ProjectsService, 'contractScope' | 'country'>;
  door: WorkersDoor;
}) {
  const { db, registrationsFields, projects, door } = deps;
  return {
    projects,
    /** The live worker's whole row through the worker door, or 404. */
    workerFor: async (auth: AuthContext, projectId: number, workerId: number) => {
      await door.visibleWorker(auth, projectId, workerId, { live: true });
      const worker = await repo.findWorker(db, projectId, workerId);
      if (!worker) throw new NotFoundError(WORKER_RECORD_MESSAGES.notFound);
      return worker;
    },
    profileOf: async (auth: AuthContext, projectId: number) => {
      const [sections, fields] = await Promise.all([
        registrationsFields.profileSections(),
        registrationsFields.projectFields(projectId),
      ]);
      return visibleProfile(auth, projectId, sections, fields);
    },
  };
}
export type WorkerLookup = ReturnType<typeof createWorkerLookup>;
