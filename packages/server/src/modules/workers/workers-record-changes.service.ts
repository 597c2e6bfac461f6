import { phoneForDisplay } from '@siteline/shared/common/phone';
import {
  MESSAGES,
  WORKER_RECORD_MESSAGES,
  type WorkerChangelogEntry,
  type WorkerCompanyOption,
  type WorkerRecord,
} from '@siteline/shared';
import type { Updateable } from 'kysely';
import type { Database, Tx } from '../../db/database.ts';
import type { DB } from '../../db/schema.generated.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { RegistrationsFieldsService } from '../registrations/registrations-fields.service.ts';
import { recordWorkerChanges, type WorkerChange } from './workers-changelog.ts';
import { holds, type WorkerLookup } from './workers-record.access.ts';
import * as repo from './workers-record.repository.ts';

/** A company may be chosen unless its name is empty or starts with "#" (CHECKLIST §11.7). */
export function isSelectableCompany(name: string | null): boolean {
  const trimmed = (name ?? '').trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

/**
 * The record's other writes and reads: notes, change company, delete person, the changelog.
 * Each write is one transaction with its changelog rows.
 */
export function createWorkerRecordChanges(deps: {
  db: Database;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields'>;
  lookup: WorkerLookup;
  read: (auth: AuthContext, projectId: number, workerId: number) => Promise<WorkerRecord>;
}) {
  const { db, registrationsFields, lookup, read } = deps;
  const { workerFor, profileOf, projects } = lookup;

  async function companies(auth: AuthContext, projectId: number): Promise<WorkerCompanyOption[]> {
    const scope = await projects.contractScope(auth, projectId);
    const rows = await repo.listCompanyContracts(db, projectId);
    return rows
      .filter((r) => isSelectableCompany(r.company_name))
      .filter((r) => scope === null || scope.includes(r.contract_id))
      .map((r) => ({ ContractId: r.contract_id, CompanyName: r.company_name }));
  }

  /**
   * One edit of the worker's own row: locked, written and logged in one transaction. `edit` gives
   * the columns to set and the changelog entries from the row as it stands.
   */
  async function editWorker(
    auth: AuthContext,
    projectId: number,
    workerId: number,
    edit: (
      tx: Tx,
      current: NonNullable<Awaited<ReturnType<typeof repo.lockWorker>>>,
    ) => Promise<{ set: Updateable<DB['workers']>; changes: WorkerChange[] }>,
  ): Promise<void> {
    await db.transaction().execute(async (tx) => {
      const current = await repo.lockWorker(tx, projectId, workerId);
      if (!current) throw new NotFoundError(WORKER_RECORD_MESSAGES.notFound);
      const { set, changes } = await edit(tx, current);
      await repo.updateWorker(tx, projectId, workerId, set);
      await recordWorkerChanges(tx, { projectId, workerId, userId: auth.userId, changes });
    });
  }

  return {
    /** The companies a worker can move to: the project's contracts with a usable name. */
    companies,

    async updateNotes(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      notes: string | null,
    ): Promise<WorkerRecord> {
      if (!holds(auth, projectId, 'WorkerNotes')) throw new ForbiddenError(MESSAGES.forbidden);
      await workerFor(auth, projectId, workerId);
      const next = notes === null || notes.trim() === '' ? null : notes;
      await editWorker(auth, projectId, workerId, (_tx, current) =>
        Promise.resolve({
          set: { notes: next },
          changes: [{ field: 'Notes', oldValue: current.notes, newValue: next }],
        }),
      );
      return read(auth, projectId, workerId);
    },

    /**
     * Change company: the worker's contract from now on. Past days keep the contract they were
     * worked under (worker_days and contract_days carry the contract of the reads).
     */
    async changeContract(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      contractId: number,
    ): Promise<WorkerRecord> {
      await workerFor(auth, projectId, workerId);
      const allowed = await companies(auth, projectId);
      if (!allowed.some((c) => c.ContractId === contractId)) {
        throw new ValidationError(WORKER_RECORD_MESSAGES.contractNotFound);
      }
      await editWorker(auth, projectId, workerId, async (tx, current) => {
        const [from, to] = await Promise.all([
          repo.findContract(tx, projectId, current.contract_id),
          repo.findContract(tx, projectId, contractId),
        ]);
        return {
          set: { contract_id: contractId },
          changes: [{ field: 'Company', oldValue: from?.company_name, newValue: to?.company_name }],
        };
      });
      return read(auth, projectId, workerId);
    },

    /** Delete person: the worker leaves the lists; days, reads and changelog stay. */
    async remove(auth: AuthContext, projectId: number, workerId: number): Promise<void> {
      await workerFor(auth, projectId, workerId);
      await editWorker(auth, projectId, workerId, () =>
        Promise.resolve({
          set: { is_deleted: true },
          changes: [{ field: 'Deleted', oldValue: false, newValue: true }],
        }),
      );
    },

    async changelog(
      auth: AuthContext,
      projectId: number,
      workerId: number,
    ): Promise<WorkerChangelogEntry[]> {
      await workerFor(auth, projectId, workerId);
      const [rows, fields, timeZone] = await Promise.all([
        repo.listChangelog(db, projectId, workerId),
        registrationsFields.projectFields(projectId),
        repo.projectTimeZone(db, projectId),
      ]);
      const { fields: visible } = await profileOf(auth, projectId);
      const shown = new Set(visible.map((f) => f.FieldName));
      const hidden = new Set(fields.filter((f) => !shown.has(f.FieldName)).map((f) => f.FieldName));
      const byName = new Map(fields.map((f) => [f.FieldName, f]));
      // A phone's old and new values as the site dials them (stored E.164, or as once written).
      const country = await projects.country(projectId);
      const shownValue = (name: string, value: string | null) =>
        value !== null && byName.get(name)?.InputType === 'phone'
          ? phoneForDisplay(value, country)
          : value;
      return (
        rows
          // A field the caller may not see (wage, health) is not shown in its history either.
          .filter((r) => !hidden.has(r.field_name))
          .map((r) => ({
            WorkerChangelogId: r.worker_changelog_id,
            FieldName: r.field_name,
            DisplayNameEnglish: byName.get(r.field_name)?.DisplayNameEnglish ?? null,
            DisplayNameSpanish: byName.get(r.field_name)?.DisplayNameSpanish ?? null,
            OldValue: shownValue(r.field_name, r.old_value),
            NewValue: shownValue(r.field_name, r.new_value),
            ChangedAt: new Date(r.changed_at).toISOString(),
            ChangedAtLocal: localDateTime(new Date(r.changed_at), timeZone),
            ChangedBy: r.changed_by,
          }))
      );
    },
  };
}
