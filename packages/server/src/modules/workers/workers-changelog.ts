import type { Executor } from '../../db/database.ts';
import { insertChangelog } from './workers-changelog.repository.ts';

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

type ChangelogEntry = {
  projectId: number;
  workerId: number;
  userId: number | null;
  changes: WorkerChange[];
};

function changelogRows(entry: ChangelogEntry) {
  return entry.changes
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
}

/**
 * Writes the changes of one edit to the worker changelog, in the edit's transaction (DOMAIN:
 * "every edit is written to the worker changelog"). Every edit path — the directory grid, the
 * record, tags, company, photo, registrations and imports — calls this; unchanged values are
 * skipped, so a save that changes nothing writes nothing.
 */
export async function recordWorkerChanges(tx: Executor, entry: ChangelogEntry): Promise<number> {
  const rows = changelogRows(entry);
  await insertChangelog(tx, rows);
  return rows.length;
}

/** Rows per statement: six parameters each, well under PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 5_000;

/** recordWorkerChanges for many workers at once (an import): the same rows, fewer statements. */
export async function recordManyWorkerChanges(
  tx: Executor,
  entries: readonly ChangelogEntry[],
): Promise<number> {
  const rows = entries.flatMap(changelogRows);
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insertChangelog(tx, rows.slice(start, start + ROWS_PER_INSERT));
  }
  return rows.length;
}
