import {
  DIRECTORY_EDITABLE_FIELDS,
  updatedFlag,
  type DirectoryEditableField,
  type UpdateWorkerDirectoryWorkerInput,
  type WorkerDirectoryRow,
} from '@siteline/shared';

/** A row's edits: the editable columns changed, as the editors hold them (text). */
export type RowEdits = Partial<Record<DirectoryEditableField, string>>;
/** Every row's edits by WorkerId. */
export type DirectoryEdits = Readonly<Record<number, RowEdits>>;

const EDITABLE = new Set<string>(DIRECTORY_EDITABLE_FIELDS);
export function isEditable(column: string): column is DirectoryEditableField {
  return EDITABLE.has(column);
}

/** The value a cell shows before any edit, as editor text. */
export function cellText(row: WorkerDirectoryRow, field: DirectoryEditableField): string {
  const value = row[field];
  return value === null ? '' : String(value);
}

/** Sets one cell's edit; an edit back to the saved value is no edit. */
export function withEdit(
  edits: DirectoryEdits,
  row: WorkerDirectoryRow,
  field: DirectoryEditableField,
  text: string,
): DirectoryEdits {
  const current = { ...(edits[row.WorkerId] ?? {}) };
  if (text === cellText(row, field)) delete current[field];
  else current[field] = text;
  const next = { ...edits };
  if (Object.keys(current).length === 0) delete next[row.WorkerId];
  else next[row.WorkerId] = current;
  return next;
}

export function withoutRow(edits: DirectoryEdits, workerId: number): DirectoryEdits {
  const next = { ...edits };
  delete next[workerId];
  return next;
}

/**
 * The save of one row (spec 001 §5, §7): `Is<Field>Updated` for each changed column with its
 * value; Yes/No stay text (the server maps them to booleans); an emptied value is null, except
 * the names, which the server then refuses as required.
 */
export function rowPayload(
  projectId: number,
  row: WorkerDirectoryRow,
  edits: RowEdits,
): UpdateWorkerDirectoryWorkerInput {
  const body: Record<string, unknown> = {
    ProjectId: projectId,
    ContractId: row.SubContractId,
    WorkerId: row.WorkerId,
  };
  for (const field of DIRECTORY_EDITABLE_FIELDS) {
    const text = edits[field];
    if (text === undefined) continue;
    body[updatedFlag(field)] = true;
    const trimmed = text.trim();
    body[field] = trimmed === '' && field !== 'FirstName' && field !== 'LastName' ? null : trimmed;
  }
  return body as UpdateWorkerDirectoryWorkerInput;
}
