import type { CSSProperties } from 'react';
import type { Column } from '@tanstack/react-table';

// The grid lays rows out as flex rows (not the browser's table layout), so columns keep the
// widths the user gives them and virtualised rows can be positioned on their own.

/** A cell's width: its size, growing in proportion to it when the grid has room. */
export function cellWidth<T>(column: Column<T>): CSSProperties {
  const size = column.getSize();
  return { flex: `${size} 0 ${size}px`, minWidth: size, width: size };
}
