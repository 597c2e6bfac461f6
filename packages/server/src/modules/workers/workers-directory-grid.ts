import { matchesFilter } from '@siteline/shared/common/grid-filter';
import { naturalCompare } from '@siteline/shared/common/text';
import {
  DIRECTORY_VALUES_LIMIT,
  directoryCellText,
  type DirectoryGridFilter,
  type DirectoryGroup,
  type DirectoryValuesResponse,
} from '@siteline/shared/workers/workers-directory-grid.schemas';
import type { WorkerDirectoryRow } from '@siteline/shared';
import { ValidationError } from '../../lib/errors.ts';

/**
 * The advanced directory's grid on the server (CHECKLIST 10.13, docs/domain.md "Worker
 * directory"): the filter row and header filters over every worker of the directory, then the
 * grouping, so a page holds the groups in order and each group's size is the whole directory's.
 * The rows come in the directory's own order (last name, first name); a group keeps it inside.
 */

/** Refuses a column the caller's directory does not show (hidden columns filter nothing). */
export function checkColumns(names: readonly string[], visible: ReadonlySet<string>): void {
  const unknown = names.filter((name) => !visible.has(name));
  if (unknown.length > 0) {
    throw new ValidationError(
      `This directory has no column ${unknown.map((n) => `“${n}”`).join(', ')} to filter or group by.`,
    );
  }
}

/** Text order for groups and values: blanks last, numbers inside text as numbers. */
function compareTexts(a: string, b: string): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  return naturalCompare(a, b);
}

export function filterRows(
  rows: readonly WorkerDirectoryRow[],
  filters: readonly DirectoryGridFilter[],
): WorkerDirectoryRow[] {
  return rows.filter((row) =>
    filters.every((filter) => matchesFilter(directoryCellText(row, filter.id), filter)),
  );
}

/** Rows in group order (stable: the directory's order inside a group) and every group's size. */
export function groupRows(
  rows: readonly WorkerDirectoryRow[],
  groupBy: readonly string[],
): { rows: WorkerDirectoryRow[]; groups: DirectoryGroup[] } {
  if (groupBy.length === 0) return { rows: [...rows], groups: [] };
  const keyed = rows.map((row, index) => ({
    row,
    index,
    path: groupBy.map((column) => directoryCellText(row, column)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < groupBy.length; i += 1) {
      const order = compareTexts(a.path[i]!, b.path[i]!);
      if (order !== 0) return order;
    }
    return a.index - b.index;
  });
  const groups: DirectoryGroup[] = [];
  for (const { path } of keyed) {
    const last = groups.at(-1);
    if (last && last.Values.every((value, i) => value === path[i])) last.Count += 1;
    else groups.push({ Values: path, Count: 1 });
  }
  return { rows: keyed.map((k) => k.row), groups };
}

/**
 * A column's values for its header filter: those of the workers that the other columns' filters
 * leave (as a spreadsheet's filter lists them), in text order, blanks last.
 */
export function columnValues(
  rows: readonly WorkerDirectoryRow[],
  column: string,
  filters: readonly DirectoryGridFilter[],
): DirectoryValuesResponse {
  const others = filters.filter((filter) => filter.id !== column);
  const values = [
    ...new Set(filterRows(rows, others).map((row) => directoryCellText(row, column))),
  ].sort(compareTexts);
  return {
    Column: column,
    Values: values.slice(0, DIRECTORY_VALUES_LIMIT),
    Truncated: values.length > DIRECTORY_VALUES_LIMIT,
  };
}
