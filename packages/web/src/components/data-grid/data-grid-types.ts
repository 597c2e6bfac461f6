import type { ReactNode } from 'react';
import type { DataGridCellValue } from './data-grid-cells.ts';
import type { DataGridFilter, DataGridSort } from './data-grid-state.ts';

export interface DataGridColumn<T> {
  id: string;
  header: string;
  /** The cell's value: sorting compares it; a number or a date keeps its type in Excel. */
  value: (row: T) => DataGridCellValue;
  /**
   * The cell as text (a status id → "Online"): what the filter row matches, the header filter
   * lists, a group is named by and CSV holds. Defaults to the value's text.
   */
  text?: (row: T) => string;
  /** How the cell shows; defaults to its text. */
  render?: (row: T) => ReactNode;
  /** The exported cell when neither the text nor the value fits (a local time as a Date). */
  exportValue?: (row: T) => DataGridCellValue;
  /** Width in px; columns grow in proportion to it when the grid is wider. Default 150. */
  size?: number;
  align?: 'left' | 'right' | 'center';
  /** Each defaults to true where the grid offers the feature. */
  sortable?: boolean;
  filterable?: boolean;
  groupable?: boolean;
  /** The header filter's values on a server-side grid (a client grid lists what its rows hold). */
  filterOptions?: readonly string[];
  /** A server-side grid's values, asked for when the header filter opens (instead of a list). */
  loadFilterOptions?: () => Promise<{ values: string[]; truncated: boolean }>;
  /** How a header filter value reads (a server's "Yes" in the reader's language). */
  filterOptionLabel?: (value: string) => string;
}

/** Paging, sorting and filtering done by the server: the grid shows one page it is given. */
export interface DataGridServerSide<T = unknown> {
  totalCount: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sort?: DataGridSort;
  onSortChange?: (sort: DataGridSort) => void;
  filters?: readonly { id: string; value: DataGridFilter }[];
  onFiltersChange?: (filters: { id: string; value: DataGridFilter }[]) => void;
  /**
   * Grouping done by the server: the columns grouped by (outermost first), which the server pages
   * in group order, and each group's size over every page (from its first row on this page).
   */
  grouping?: readonly string[];
  onGroupingChange?: (grouping: string[]) => void;
  groupSize?: (firstRow: T, depth: number) => number | undefined;
}

export interface DataGridFeatures {
  columnChooser: boolean;
  reorder: boolean;
  resize: boolean;
  grouping: boolean;
  filterRow: boolean;
  headerFilter: boolean;
  export: boolean;
}

export interface DataGridProps<T> {
  /** Names the saved layout (`localStorage`) and, with `label`, the exported file. */
  id: string;
  /** The table's accessible name and the export's file and sheet name. */
  label: string;
  columns: readonly DataGridColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T, index: number) => string;
  /** Omitted: the grid pages (when `pageSizes` is given), sorts and filters the rows itself. */
  server?: DataGridServerSide<T>;
  /** Client-side paging; without it every row shows (virtualised when there are many). */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  defaultSort?: DataGridSort;
  /**
   * A client grid's sort held by the page (its address, spec 001 §2 orderBy… / reverse…): null
   * for the rows' own order. With it, changes go to `onSortChange` instead of the saved layout.
   */
  sort?: DataGridSort | null;
  onSortChange?: (sort: DataGridSort | null) => void;
  /** Columns visible in a fresh or reset layout, counted from the first (spec: 8). */
  defaultVisibleColumns?: number;
  /** Keep the layout in local storage (default true). */
  persist?: boolean;
  features?: Partial<DataGridFeatures>;
  /** Hidden whatever the layout says (e.g. to make room on a narrower screen). */
  hiddenColumns?: readonly string[];
  loading?: boolean;
  /** A newer answer is on its way: a thin progress bar. */
  fetching?: boolean;
  /** The load failed: "Data Loading Error" instead of the rows. */
  error?: boolean;
  emptyText?: string;
  /** A click on a row, or Enter on the focused row. */
  onRowOpen?: (row: T) => void;
  /** A row that must stand out (a denied read), tinted in that colour. */
  rowTone?: (row: T) => 'error' | undefined;
  /** The scrolling area's maximum height (a virtualised grid needs one; default 70vh). */
  maxHeight?: number | string;
  dense?: boolean;
}
