import type { CSSProperties } from 'react';
import type { Column, Table } from '@tanstack/react-table';

// The grid lays rows out as flex rows (not the browser's table layout), so columns keep the
// widths the user gives them and virtualised rows can be positioned on their own.

/** How far a column may shrink below its size before the grid scrolls sideways. */
const SHRINK = 0.75;

/** A cell's width: its size, shared out in proportion when the grid is wider or a bit narrower. */
export function cellWidth<T>(column: Column<T>): CSSProperties {
  const size = column.getSize();
  return { flex: `${size} 1 ${size}px`, minWidth: Math.round(size * SHRINK), width: size };
}

/** The narrowest the columns go together; below it the grid scrolls sideways. */
export function tableMinWidth<T>(table: Table<T>): number {
  return table
    .getVisibleLeafColumns()
    .reduce((sum, column) => sum + Math.round(column.getSize() * SHRINK), 0);
}
