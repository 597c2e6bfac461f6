import type { WorkerDirectoryQueryInput, WorkerDirectoryRow } from '@siteline/shared';
import {
  directoryCellText,
  type DirectoryGroup,
} from '@siteline/shared/workers/workers-directory-grid.schemas';
import type { DataGridFilter } from '@/components/data-grid/data-grid-state.ts';

/** The advanced grid's filters and grouping, which the server applies over every page. */
export interface DirectoryGridState {
  filters: { id: string; value: DataGridFilter }[];
  grouping: string[];
}

/** The directory's query with the grid's filters (JSON) and grouping (comma-separated). */
export function withGrid(
  query: WorkerDirectoryQueryInput,
  grid: DirectoryGridState,
): WorkerDirectoryQueryInput {
  const filters = grid.filters
    .map(({ id, value }) => ({
      id,
      ...(value.text?.trim() ? { text: value.text.trim() } : {}),
      ...(value.values ? { values: value.values } : {}),
    }))
    .filter((f) => 'text' in f || 'values' in f);
  return {
    ...query,
    ...(filters.length > 0 ? { filters: JSON.stringify(filters) } : {}),
    ...(grid.grouping.length > 0 ? { groupBy: grid.grouping.join(',') } : {}),
  };
}

/**
 * A group's size over every page: the server's groups whose values begin with those of the
 * group's first row, down to the group's depth.
 */
export function groupSizeOf(
  groups: readonly DirectoryGroup[],
  grouping: readonly string[],
  row: WorkerDirectoryRow,
  depth: number,
): number | undefined {
  if (grouping.length === 0) return undefined;
  const path = grouping.slice(0, depth + 1).map((column) => directoryCellText(row, column));
  const inside = groups.filter((g) => path.every((value, i) => g.Values[i] === value));
  return inside.length === 0 ? undefined : inside.reduce((sum, g) => sum + g.Count, 0);
}
