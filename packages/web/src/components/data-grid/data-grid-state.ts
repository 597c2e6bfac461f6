// The grid's layout as the user leaves it (spec 001 §2 "Data grids": column state is saved
// locally), and what "Reset layout" brings back.

import type { GridFilter } from '@siteline/shared/common/grid-filter';

/** spec 001 §2: "only the first 8 columns are visible after reset". */
export const DEFAULT_VISIBLE_COLUMNS = 8;
export const MIN_COLUMN_SIZE = 60;
const STORAGE_PREFIX = 'siteline.dataGrid.';

/** A column's filter: the filter row's text (contained) and the header filter's chosen values. */
export type DataGridFilter = GridFilter;

export interface DataGridSort {
  id: string;
  desc: boolean;
}

export interface DataGridColumnState {
  order: string[];
  visibility: Record<string, boolean>;
  sizing: Record<string, number>;
  grouping: string[];
  sorting: DataGridSort[];
  filters: { id: string; value: DataGridFilter }[];
}

/** The layout of a fresh grid and of a reset one: the first `visibleCount` columns shown. */
export function defaultColumnState(
  columnIds: readonly string[],
  visibleCount = DEFAULT_VISIBLE_COLUMNS,
  sorting: DataGridSort[] = [],
): DataGridColumnState {
  return {
    order: [...columnIds],
    visibility: Object.fromEntries(columnIds.map((id, index) => [id, index < visibleCount])),
    sizing: {},
    grouping: [],
    sorting,
    filters: [],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function filterOf(value: unknown): DataGridFilter | undefined {
  if (!isRecord(value)) return undefined;
  const text = typeof value.text === 'string' && value.text !== '' ? value.text : undefined;
  const values = Array.isArray(value.values) ? stringList(value.values) : undefined;
  if (text === undefined && values === undefined) return undefined;
  return { ...(text === undefined ? {} : { text }), ...(values === undefined ? {} : { values }) };
}

/**
 * A saved layout made to fit today's columns: columns that no longer exist are dropped, new
 * ones join at the end with their default visibility, and anything malformed falls back.
 */
export function sanitizeColumnState(
  saved: unknown,
  columnIds: readonly string[],
  fallback: DataGridColumnState,
): DataGridColumnState {
  if (!isRecord(saved)) return fallback;
  const known = new Set(columnIds);
  const order = [...new Set(stringList(saved.order).filter((id) => known.has(id)))];
  for (const id of columnIds) if (!order.includes(id)) order.push(id);

  const visibility: Record<string, boolean> = { ...fallback.visibility };
  if (isRecord(saved.visibility)) {
    for (const [id, visible] of Object.entries(saved.visibility)) {
      if (known.has(id) && typeof visible === 'boolean') visibility[id] = visible;
    }
  }
  const sizing: Record<string, number> = {};
  if (isRecord(saved.sizing)) {
    for (const [id, size] of Object.entries(saved.sizing)) {
      if (known.has(id) && typeof size === 'number' && Number.isFinite(size)) {
        sizing[id] = Math.max(MIN_COLUMN_SIZE, Math.round(size));
      }
    }
  }
  const grouping = [...new Set(stringList(saved.grouping).filter((id) => known.has(id)))];
  const sorting = Array.isArray(saved.sorting)
    ? saved.sorting.flatMap((item): DataGridSort[] =>
        isRecord(item) && typeof item.id === 'string' && known.has(item.id)
          ? [{ id: item.id, desc: item.desc === true }]
          : [],
      )
    : fallback.sorting;
  const filters = Array.isArray(saved.filters)
    ? saved.filters.flatMap((item) => {
        if (!isRecord(item) || typeof item.id !== 'string' || !known.has(item.id)) return [];
        const value = filterOf(item.value);
        return value ? [{ id: item.id, value }] : [];
      })
    : [];
  return { order, visibility, sizing, grouping, sorting, filters };
}

export function storageKey(gridId: string): string {
  return `${STORAGE_PREFIX}${gridId}`;
}

/** The saved layout of a grid, or the default when there is none or storage is unavailable. */
export function loadColumnState(
  gridId: string,
  columnIds: readonly string[],
  fallback: DataGridColumnState,
): DataGridColumnState {
  try {
    const text = window.localStorage.getItem(storageKey(gridId));
    return text === null ? fallback : sanitizeColumnState(JSON.parse(text), columnIds, fallback);
  } catch {
    return fallback;
  }
}

export function saveColumnState(gridId: string, state: DataGridColumnState): void {
  try {
    window.localStorage.setItem(storageKey(gridId), JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the layout simply is not kept.
  }
}

/** "Equally space columns": the visible columns share the width the grid has. */
export function equalColumnSizes(
  visibleIds: readonly string[],
  width: number,
): Record<string, number> {
  if (visibleIds.length === 0) return {};
  const size = Math.max(MIN_COLUMN_SIZE, Math.floor(width / visibleIds.length));
  return Object.fromEntries(visibleIds.map((id) => [id, size]));
}

// The filter's rules are the server's too (the advanced directory filters over every page).
export { foldText, matchesFilter } from '@siteline/shared/common/grid-filter';
