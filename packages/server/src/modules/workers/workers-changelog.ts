import type { Executor } from '../../db/database.ts';

/** One changed value of a worker, as the changelog keeps it (old and new as display text). */
export interface WorkerChange {
  /** The FieldName (or fixed field such as `ContractId`, `Tag`, `Photo`) that changed. */
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** How a value is written in the changelog: text as is, booleans Yes/No, objects as JSON. */
export function changelogText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * Writes the changes of one edit to the worker changelog, in the edit's transaction (DOMAIN:
 * "every edit is written to the worker changelog"). Every edit path — the directory grid, the
 * record, tags, company, photo, registrations and imports — calls this; unchanged values are
 * skipped, so a save that changes nothing writes nothing.
 */
export async function recordWorkerChanges(
  tx: Executor,
  entry: { projectId: number; workerId: number; userId: number | null; changes: WorkerChange[] },
): Promise<number> {
  const rows = entry.changes
    .map((c) => ({
      field: c.field,
      old: changelogText(c.oldValue),
      next: changelogText(c.newValue),
    }))
    .filter((c) => c.old !== c.next)
    .map((c) => ({
      project_id: entry.projectId,
      worker_id: entry.workerId,
      changed_by_user_id: entry.userId,
      field_name: c.field,
      old_value: c.old,
      new_value: c.next,
    }));
  if (rows.length > 0) await tx.insertInto('worker_changelog').values(rows).execute();
  return rows.length;
}
