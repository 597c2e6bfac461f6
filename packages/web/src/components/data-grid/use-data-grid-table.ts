import { useEffect, useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getExpandedRowModel,
  getFacetedRowModel,
  getFacetedUniqueValues,
  getFilteredRowModel,
  getGroupedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type PaginationState,
  type Row,
  type Table,
} from '@tanstack/react-table';
import { naturalCompare } from '@siteline/shared';
import { cellText, isValidDate, type DataGridCellValue } from './data-grid-cells.ts';
import {
  DEFAULT_VISIBLE_COLUMNS,
  MIN_COLUMN_SIZE,
  defaultColumnState,
  loadColumnState,
  matchesFilter,
  saveColumnState,
  type DataGridColumnState,
  type DataGridFilter,
} from './data-grid-state.ts';
import type { DataGridColumn, DataGridFeatures, DataGridProps } from './data-grid-types.ts';

export const DEFAULT_COLUMN_SIZE = 150;
const ALL_FEATURES: DataGridFeatures = {
  columnChooser: true,
  reorder: true,
  resize: true,
  grouping: true,
  filterRow: true,
  headerFilter: true,
  export: true,
};

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    gridColumn: DataGridColumn<TData>;
  }
}

/** A column's text for a row: its own text rule, else its value as text. */
export function columnText<T>(column: DataGridColumn<T>, row: T): string {
  return column.text ? column.text(row) : cellText(column.value(row));
}

/** Numbers and dates in order, text by the reader's collation with numbers inside read as numbers. */
export function compareCells(a: DataGridCellValue, b: DataGridCellValue): number {
  const empty = (v: DataGridCellValue) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (isValidDate(a) && isValidDate(b)) return a.getTime() - b.getTime();
  return naturalCompare(cellText(a), cellText(b));
}

function toColumnDef<T>(column: DataGridColumn<T>, features: DataGridFeatures): ColumnDef<T> {
  return {
    id: column.id,
    header: column.header,
    accessorFn: (row) => columnText(column, row),
    size: column.size ?? DEFAULT_COLUMN_SIZE,
    minSize: MIN_COLUMN_SIZE,
    enableSorting: column.sortable !== false,
    enableColumnFilter:
      column.filterable !== false && (features.filterRow || features.headerFilter),
    enableGrouping: column.groupable !== false && features.grouping,
    enableResizing: features.resize,
    sortingFn: (a, b) => compareCells(column.value(a.original), column.value(b.original)),
    filterFn: (row, id, filter: DataGridFilter) => matchesFilter(row.getValue<string>(id), filter),
    meta: { gridColumn: column },
  };
}

/** The leaf rows of the visible (filtered, sorted, grouped) rows, in their order, all pages. */
export function visibleLeafRows<T>(table: Table<T>): Row<T>[] {
  const leaves: Row<T>[] = [];
  const walk = (rows: Row<T>[]) => {
    for (const row of rows) {
      if (row.getIsGrouped()) walk(row.subRows);
      else leaves.push(row);
    }
  };
  walk(table.getSortedRowModel().rows);
  return leaves;
}

/** The TanStack table behind a DataGrid, with its layout kept in local storage. */
export function useDataGridTable<T>(props: DataGridProps<T>) {
  const { server, columns, persist = true } = props;
  // Keyed by content: screens pass `features` as a literal, and new column definitions on every
  // render would recompute every row model of a 10,000-row grid.
  const featureKey = JSON.stringify(props.features ?? {});
  const features = useMemo<DataGridFeatures>(
    () => ({ ...ALL_FEATURES, ...(JSON.parse(featureKey) as Partial<DataGridFeatures>) }),
    [featureKey],
  );
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const columnKey = columnIds.join('|');
  const visibleCount = props.defaultVisibleColumns ?? DEFAULT_VISIBLE_COLUMNS;
  const defaults = useMemo(
    () => defaultColumnState(columnIds, visibleCount, props.defaultSort ? [props.defaultSort] : []),
    // columnKey stands for the ids; a new array with the same ids is the same layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columnKey, visibleCount, props.defaultSort?.id, props.defaultSort?.desc],
  );
  const [layout, setLayout] = useState<DataGridColumnState>(() =>
    persist ? loadColumnState(props.id, columnIds, defaults) : defaults,
  );
  const [expanded, setExpanded] = useState<ExpandedState>(true);
  const [clientPage, setClientPage] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: props.defaultPageSize ?? props.pageSizes?.[0] ?? 0,
  });

  useEffect(() => {
    if (persist) saveColumnState(props.id, layout);
  }, [persist, props.id, layout]);

  const columnDefs = useMemo(
    () => columns.map((column) => toColumnDef(column, features)),
    [columns, features],
  );
  const forcedHidden = props.hiddenColumns ?? [];
  const columnVisibility = { ...layout.visibility };
  for (const id of forcedHidden) columnVisibility[id] = false;

  const update = <K extends keyof DataGridColumnState>(
    key: K,
    updater: DataGridColumnState[K] | ((old: DataGridColumnState[K]) => DataGridColumnState[K]),
  ) =>
    setLayout((old) => ({
      ...old,
      [key]:
        typeof updater === 'function' ? (updater as (o: unknown) => unknown)(old[key]) : updater,
    }));

  // A client grid whose sort lives in the page's address is told it (sort) and says changes.
  const controlled = props.sort !== undefined;
  const sorting = server
    ? server.sort
      ? [server.sort]
      : []
    : controlled
      ? props.sort
        ? [props.sort]
        : []
      : layout.sorting;
  const columnFilters = server ? [...(server.filters ?? [])] : layout.filters;
  // The server groups when it says it does; otherwise the page's rows group in the browser.
  const serverGroups = server?.onGroupingChange !== undefined;
  const grouping = serverGroups ? [...(server?.grouping ?? [])] : layout.grouping;
  const paged = server !== undefined || (props.pageSizes?.length ?? 0) > 0;

  const table = useReactTable<T>({
    data: props.rows as T[],
    columns: columnDefs,
    getRowId: props.getRowId,
    state: {
      sorting,
      columnFilters,
      columnOrder: layout.order,
      columnVisibility,
      columnSizing: layout.sizing,
      grouping,
      expanded,
      ...(server
        ? { pagination: { pageIndex: server.page - 1, pageSize: server.pageSize } }
        : paged
          ? { pagination: clientPage }
          : {}),
    },
    manualSorting: server !== undefined,
    manualFiltering: server !== undefined,
    manualPagination: server !== undefined,
    rowCount: server?.totalCount,
    enableMultiSort: false,
    enableSortingRemoval: server === undefined,
    groupedColumnMode: false,
    columnResizeMode: 'onChange',
    autoResetPageIndex: false,
    autoResetExpanded: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getGroupedRowModel: getGroupedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getFacetedRowModel: getFacetedRowModel(),
    getFacetedUniqueValues: getFacetedUniqueValues(),
    ...(paged && !server ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (server) {
        const [first] = next;
        if (first) server.onSortChange?.(first);
      } else {
        if (controlled) props.onSortChange?.(next[0] ?? null);
        else update('sorting', next);
        setClientPage((old) => ({ ...old, pageIndex: 0 }));
      }
    },
    onColumnFiltersChange: (updater) => {
      const next = (typeof updater === 'function' ? updater(columnFilters) : updater).map(
        (filter) => ({ id: filter.id, value: filter.value as DataGridFilter }),
      );
      if (server) server.onFiltersChange?.(next);
      else {
        update('filters', next);
        setClientPage((old) => ({ ...old, pageIndex: 0 }));
      }
    },
    onColumnOrderChange: (updater) => update('order', updater),
    onColumnVisibilityChange: (updater) => update('visibility', updater),
    onColumnSizingChange: (updater) => update('sizing', updater),
    onGroupingChange: (updater) => {
      if (serverGroups) {
        server?.onGroupingChange?.(typeof updater === 'function' ? updater(grouping) : updater);
      } else update('grouping', updater);
      setExpanded(true);
    },
    onExpandedChange: setExpanded,
    onPaginationChange: (updater) => {
      if (server) {
        const current = { pageIndex: server.page - 1, pageSize: server.pageSize };
        const next = typeof updater === 'function' ? updater(current) : updater;
        if (next.pageSize !== current.pageSize) server.onPageSizeChange(next.pageSize);
        else server.onPageChange(next.pageIndex + 1);
      } else setClientPage(updater);
    },
  });

  /** "Reset layout": defaults back, filters and grouping cleared (spec 001 §2). */
  const resetLayout = () => {
    setLayout(defaults);
    setExpanded(true);
    setClientPage((old) => ({ ...old, pageIndex: 0 }));
    if (server && (server.filters?.length ?? 0) > 0) server.onFiltersChange?.([]);
    if (serverGroups && grouping.length > 0) server?.onGroupingChange?.([]);
  };

  return { table, features, resetLayout, paged, setColumnSizing: table.setColumnSizing };
}
